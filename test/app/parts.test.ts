/**
 * The app's parts loaded when needed (web/parts.ts): what the first load must not pull in, and what the app
 * knows before a language's words are loaded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { OutputChunk } from "rolldown";
import type { UserConfig } from "vite";
import { describe, expect, it, vi } from "vitest";
import { appEn } from "../../src/explain/app-en.js";
import { appRu } from "../../src/explain/app-ru.js";
import { LANG_NAMES } from "../../web/i18n.js";

const WEB = new URL("../../web/", import.meta.url).pathname;
const ROOT = new URL("../../", import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );

describe("the app's parts", () => {
  it("names each language as its own catalog does, before its words are loaded", () => {
    expect(LANG_NAMES).toEqual({ en: appEn["lang.name"], ru: appRu["lang.name"] });
  });

  it("imports the engine through src/engine.ts, never the Node entry (the file readers, both codes and languages)", () => {
    // Only the file readers' part (web/formats.ts, loaded when a file is opened) may; type imports are erased.
    const offenders = sources(WEB).filter((f) => {
      if (f.endsWith("/formats.ts")) return false;
      const text = readFileSync(f, "utf8");
      return [...text.matchAll(/import\s+(type\s+)?[^;]*?from\s+"([^"]+)"/g)].some(
        (m) => m[1] === undefined && /src\/(index|editions|explain\/index)\.js$/.test(m[2]!),
      );
    });
    expect(offenders.map((f) => f.slice(WEB.length))).toEqual([]);
  });

  it("loads the words and the codes only as parts: no static import of a catalog or a code of laws", () => {
    const offenders = sources(WEB).filter((f) => {
      if (/\/(words-en|words-ru|words-play-en|words-play-ru|notes-ru)\.ts$/.test(f)) return false;
      // The double-dummy worker's own bundle (web/dd/worker.ts and what only it imports): never in the page's
      // graph (the built app's first load is checked below), it carries the claim analysis and its words.
      if (/\/dd\/(worker|compute)\.ts$/.test(f)) return false;
      const text = readFileSync(f, "utf8");
      return [...text.matchAll(/import\s+(type\s+)?[^;]*?from\s+"([^"]+)"/g)].some(
        (m) =>
          m[1] === undefined &&
          /src\/(explain\/(en|ru|app-en|app-ru|ru-basis|play-en|play-ru|play\/.*)|laws\/(2017|1987|play)\/.*)\.js$/.test(
            m[2]!,
          ),
      );
    });
    expect(offenders.map((f) => f.slice(WEB.length))).toEqual([]);
  });

  it("keeps the play's laws and the play's words out of a director's first load (the built app)", async () => {
    // The app built in memory (vite.config.ts, without writing dist/app or its service worker).
    const { build } = await import("vite");
    const config = (await import("../../vite.config.js")).default as UserConfig;
    const out = (await build({
      ...config,
      configFile: false,
      logLevel: "silent",
      plugins: [],
      build: { ...config.build, write: false, reportCompressedSize: false },
    })) as { output: (OutputChunk | { type: "asset"; fileName: string; source: string | Uint8Array })[] };
    const chunks = out.output.filter((c): c is OutputChunk => c.type === "chunk");
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    // A director's first load: index.html's script and what it imports, and the parts the first draw waits
    // for (a language's words, a code's auction period) with what they import; and the CSS.
    const firstLoad = (lang: "en" | "ru", edition: "2017" | "1987"): OutputChunk[] => {
      const seen = new Map<string, OutputChunk>();
      const add = (c: OutputChunk) => {
        if (seen.has(c.fileName)) return;
        seen.set(c.fileName, c);
        for (const f of c.imports) add(byName.get(f)!);
      };
      const wanted = [`web/words-${lang}.ts`, `src/laws/${edition}/auction.ts`];
      for (const c of chunks)
        if (c.isEntry || c.moduleIds.some((id) => wanted.some((w) => id.endsWith(w)))) add(c);
      return [...seen.values()];
    };
    const PLAY =
      /src\/(laws\/play\/(?!end\.ts|group\.ts)|laws\/(2017|1987)\/(play\/|law(4[1-9]|[56]\d|7[01])e?\.ts)|explain\/play)|web\/(play\/(?!QuickEntry|options)|words-play)/;
    for (const [lang, edition] of [
      ["en", "2017"],
      ["ru", "1987"],
    ] as const) {
      const first = firstLoad(lang, edition);
      const modules = first.flatMap((c) => c.moduleIds.map((id) => id.slice(ROOT.length)));
      expect(modules.filter((m) => PLAY.test(m))).toEqual([]);
      // The Train screen is a part loaded when it opens (issue 22): its view, model and words, none here.
      expect(modules.filter((m) => /^(web\/train\/|src\/train\/|src\/explain\/app-train)/.test(m))).toEqual(
        [],
      );
      expect(chunks.some((c) => c.moduleIds.some((id) => id.endsWith("web/train/TrainView.tsx")))).toBe(true);
      // The double-dummy solver and its worker's page side load with the claim's award or the adjusted scores.
      expect(modules.filter((m) => /^(src\/dd|web\/dd)\//.test(m))).toEqual([]);
      // The test looks where it means to: the auction's laws are there, the play's are in the build.
      expect(modules).toContain(`src/laws/${edition}/law27.ts`);
      expect(chunks.some((c) => c.moduleIds.some((id) => id.endsWith(`src/laws/${edition}/law64.ts`)))).toBe(
        true,
      );
      // Issue 11's budget: the JS and CSS of the first load, gzipped, within 80 KB (bench/app.bench.ts).
      const css = out.output.filter((a) => a.type === "asset" && /^assets\/index-.*\.css$/.test(a.fileName));
      const bytes = [...first.map((c) => c.code), ...css.map((a) => ("source" in a ? a.source : ""))];
      const gz = bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
      expect(gz / 1024).toBeLessThan(80);
    }
  });

  it("keeps the play's words apart from the rest of each catalog, with no key in both", async () => {
    const { enCore, en } = await import("../../src/explain/en.js");
    const { playEn } = await import("../../src/explain/play-en.js");
    const { ruCore, ru } = await import("../../src/explain/ru.js");
    const { playRu } = await import("../../src/explain/play-ru.js");
    expect(Object.keys(playEn).filter((k) => k in enCore)).toEqual([]);
    expect(Object.keys(playRu).filter((k) => k in ruCore)).toEqual([]);
    expect(Object.keys(en).length).toBe(Object.keys(playEn).length + Object.keys(enCore).length);
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
});

const fixture = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(ROOT, "test/fixtures", path), "utf8")).log;

describe("a board in the play before the play's part has loaded", () => {
  // A fresh app, as a director's browser has it: the Node entry (test/app/setup.ts) not loaded.
  const fresh = async () => {
    vi.resetModules();
    const model = await import("../../web/model.js");
    const parts = await import("../../web/parts.js");
    await parts.loadParts("en", ["2017", "1987"], false);
    return { model, parts };
  };

  it("shows no state but the part loading, then the state the Node entry gives", async () => {
    const { model, parts } = await fresh();
    const log = fixture("2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json") as never;
    expect(model.hasEdition("2017")).toBe(true);
    expect(model.hasPlay("2017")).toBe(false);
    const before = model.run(log, "en");
    expect(before.state).toBeNull();
    expect(before.error?.code).toBe("part-loading");
    expect(parts.needsPlayPart(log)).toBe(true);
    await parts.loadPlay("2017");
    expect(model.hasPlay("2017")).toBe(true);
    expect(parts.needsPlayPart(log)).toBe(false);
    const after = model.run(log, "en");
    expect(after.error).toBeNull();
    // The Node entry registers everything at once (a module graph of its own after the reset).
    vi.resetModules();
    const { replay } = await import("../../src/index.js");
    const node = replay(log);
    expect(node.ok).toBe(true);
    expect(after.state).toEqual(node.ok ? node.value : null);
    expect(after.state?.phase).toBe("done");
    expect(after.state?.ruling).toBeNull();
  });

  it("waits for the part at the call that ends the auction and at a card exposed in it (Law 24)", async () => {
    const { model, parts } = await fresh();
    const full = fixture("2017/law24/24A-low-card-dropped-in-auction-becomes-minor-penalty-card.json") as {
      events: unknown[];
    };
    const upTo = (n: number) => ({ ...full, events: full.events.slice(0, n) }) as never;
    // The auction computes without the play's part.
    expect(model.run(upTo(3), "en").state?.phase).toBe("auction");
    // Law 24's card (the play's laws rule on it), and the pass that ends the auction: given up, not guessed.
    expect(model.tryAppend(upTo(3), full.events[3] as never)).toMatchObject({
      ok: false,
      error: { code: "part-loading", params: { part: "2017" }, event: 3 },
    });
    expect(model.run(full as never, "en")).toMatchObject({ state: null, error: { code: "part-loading" } });
    // 1987 on its own: its play part is not loaded by 2017's.
    await parts.loadPlay("2017");
    expect(model.hasPlay("1987")).toBe(false);
    const r = model.tryAppend(upTo(10), full.events[10] as never);
    expect(r.ok).toBe(true);
    expect(model.run(full as never, "en").state?.penaltyCards).toMatchObject([{ seat: "E", card: "C3" }]);
  });

  it("switches a board in the play to another language only with that language's words of the play", async () => {
    const { model, parts } = await fresh();
    const i18n = await import("../../web/i18n.js");
    await parts.loadPlay("2017");
    expect(i18n.hasPlayWords("en")).toBe(true);
    expect(i18n.hasPlayWords("ru")).toBe(false);
    const log = fixture("2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json") as never;
    const session = {
      version: 1 as const,
      current: "b",
      boards: [{ id: "b", created: 1, updated: 1, log, undo: [] }],
    };
    let applied = 0;
    parts.whenReady(
      "ru",
      session,
      () => applied++,
      () => {},
    );
    expect(applied).toBe(0);
    await vi.waitFor(() => expect(applied).toBe(1));
    expect(i18n.hasWords("ru") && i18n.hasPlayWords("ru")).toBe(true);
    // The play's words in Russian are the engine's now (the same module graph as the app's).
    const { t } = await import("../../src/explain/core.js");
    expect(t("ru", "irregularity.opening-lead-out-of-turn")).toBe("открытый первый ход вне очереди");
    expect(model.run(log, "ru").state?.phase).toBe("done");
    // A board still in its auction switches at once (no play's words wanted for it).
    const auction = { ...session, boards: [{ ...session.boards[0]!, log: model.newLog(2) }] };
    let now = false;
    parts.whenReady(
      "ru",
      auction,
      () => {
        now = true;
      },
      () => {},
    );
    expect(now).toBe(true);
  });
});
