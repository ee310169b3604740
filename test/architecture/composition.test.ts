/**
 * The composition root (docs/architecture.md, "The edition contract and its composition"): nothing in
 * src/ or web/ is imported for its side effect alone (a law module registering itself, a catalog filling a
 * global map), and every paragraph is in its edition value: each law module of a code lists its own
 * paragraphs, of that code and that module, and is in exactly one of the code's two lists, which are what
 * the registry is composed from.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { EDITIONS } from "../../src/editions.js";
import { auctionLaws1987 } from "../../src/laws/1987/auction-laws.js";
import { playLaws1987 } from "../../src/laws/1987/play/laws.js";
import { auctionLaws2017 } from "../../src/laws/2017/auction-laws.js";
import { playLaws2017 } from "../../src/laws/2017/play/laws.js";
import { composeRegistry, type LawModule, type Paragraph } from "../../src/laws/registry.js";

const ROOT = new URL("../../", import.meta.url).pathname;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

/** The import-only lines of a text (`import "./x.js";`), style sheets apart (the bundler's, not a registration). */
const importOnlyLines = (text: string): string[] =>
  text.split("\n").filter((l) => /^\s*import\s*["'][^"']+["']/.test(l) && !/\.css["']/.test(l));

const LISTS = {
  "2017": { auction: auctionLaws2017, play: playLaws2017 },
  "1987": { auction: auctionLaws1987, play: playLaws1987 },
} as const;

/** Every module of a code's directory that exports its paragraphs, by path relative to src/. */
const lawModules = async (code: string): Promise<Map<string, LawModule>> => {
  const out = new Map<string, LawModule>();
  for (const file of walk(join(ROOT, "src/laws", code))) {
    const m = (await import(file)) as { paragraphs?: LawModule };
    if (m.paragraphs !== undefined) out.set(relative(join(ROOT, "src"), file), m.paragraphs);
  }
  return out;
};

describe("composition", () => {
  it("finds an import-only line (the check can fail)", () => {
    expect(importOnlyLines('import { a } from "./a.js";\nimport "./general.js";\nimport "./x.css";')).toEqual(
      ['import "./general.js";'],
    );
  });

  it("the root refuses a paragraph of another code, or one stated twice (the check can fail)", () => {
    const p = (edition: "2017" | "1987", label: string): Paragraph => ({
      edition,
      label,
      paraphrase: "x",
      module: `laws/${edition}/law27.ts`,
      status: "confirmed",
    });
    expect(() => composeRegistry("2017", [[p("2017", "27A1")], [p("1987", "27A")]])).toThrow(
      /1987 paragraph/,
    );
    expect(() => composeRegistry("2017", [[p("2017", "27A1")], [p("2017", "27A1")]])).toThrow(/twice/);
    expect(composeRegistry("2017", [[p("2017", "27A1")]]).paragraph("27A1")?.label).toBe("27A1");
  });

  it("no file in src/ or web/ has an import-only line", () => {
    const bad = [...walk(join(ROOT, "src")), ...walk(join(ROOT, "web"))].flatMap((f) =>
      importOnlyLines(readFileSync(f, "utf8")).map((l) => `${relative(ROOT, f)}: ${l}`),
    );
    expect(bad).toEqual([]);
  });

  it("only a code's own law modules state paragraphs (lawInto)", () => {
    const bad = walk(join(ROOT, "src"))
      .map((f) => relative(join(ROOT, "src"), f))
      .filter((f) => !/^laws\/(2017|1987)\/(law\d+e?|general)\.ts$/.test(f) && f !== "laws/registry.ts")
      .filter((f) => readFileSync(join(ROOT, "src", f), "utf8").includes("lawInto"));
    expect(bad).toEqual([]);
  });

  for (const code of ["2017", "1987"] as const) {
    it(`${code}: every law module's paragraphs are its own, of this code, in exactly one of the code's lists`, async () => {
      const modules = await lawModules(code);
      expect(modules.size).toBeGreaterThan(40);
      const listed = [...LISTS[code].auction, ...LISTS[code].play];
      for (const [file, ps] of modules) {
        expect(listed.filter((l) => l === ps).length, `${file} listed once`).toBe(1);
        const foreign = ps.filter((p) => p.edition !== code || p.module !== file);
        expect(
          foreign.map((p) => `${p.module} ${p.edition}:${p.label}`),
          file,
        ).toEqual([]);
      }
      expect(listed.length).toBe(modules.size);
    });

    it(`${code}: the composed registry is exactly the listed modules' paragraphs`, () => {
      const composed = EDITIONS.find((e) => e.edition === code)!;
      const key = (p: Paragraph) => `${p.edition}:${p.label}`;
      const listed = [...LISTS[code].auction, ...LISTS[code].play].flat();
      expect(composed.registry.all.map(key)).toEqual(listed.map(key));
      expect(composed.hasPlay).toBe(true);
    });
  }
});
