/**
 * The app's parts loaded when needed (web/parts.ts): what the first load must not pull in, and what the app
 * knows before a language's words are loaded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appEn } from "../../src/explain/app-en.js";
import { appRu } from "../../src/explain/app-ru.js";
import { LANG_NAMES } from "../../web/i18n.js";

const WEB = new URL("../../web/", import.meta.url).pathname;
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
      if (/\/(words-en|words-ru|notes-ru)\.ts$/.test(f)) return false;
      const text = readFileSync(f, "utf8");
      return [...text.matchAll(/import\s+(type\s+)?[^;]*?from\s+"([^"]+)"/g)].some(
        (m) =>
          m[1] === undefined &&
          /src\/(explain\/(en|ru|app-en|app-ru|ru-basis)|laws\/(2017|1987)\/.*)\.js$/.test(m[2]!),
      );
    });
    expect(offenders.map((f) => f.slice(WEB.length))).toEqual([]);
  });
});
