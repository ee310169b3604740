/**
 * The layers' import rules that a reshape must keep (docs/architecture.md, "The layers"): the file formats
 * never import the package entry src/index.ts (which exports them: a circle), and src/model, the nouns
 * every layer shares, imports nothing but src/core and itself. Read from the sources' import lines.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = new URL("../../src/", import.meta.url).pathname;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

/** Every module a file imports or re-exports (static and dynamic), as a path relative to src/. */
const importsOf = (file: string): string[] => {
  const text = readFileSync(file, "utf8");
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]!);
  return specs
    .filter((s) => s.startsWith("."))
    .map((s) => relative(SRC, resolve(dirname(file), s)).replace(/\.js$/, ".ts"));
};

const files = (sub: string) =>
  walk(join(SRC, sub)).map((f) => ({ rel: relative(SRC, f), deps: importsOf(f) }));

describe("layers", () => {
  it("reads the import lines (a known import of each kind is found)", () => {
    const pbn = importsOf(join(SRC, "formats/pbn/toTableLog.ts"));
    expect(pbn).toContain("formats/replay.ts");
    expect(pbn).toContain("auction/auction.ts");
    expect(importsOf(join(SRC, "index.ts"))).toEqual(
      expect.arrayContaining(["editions.ts", "formats/pbn.ts"]),
    );
  });

  it("src/formats imports nothing from src/index.ts", () => {
    const bad = files("formats").filter((f) => f.deps.includes("index.ts"));
    expect(bad.map((f) => f.rel)).toEqual([]);
  });

  it("src/register and src/server import nothing from src/index.ts (the engine entry and the words instead)", () => {
    const bad = [...files("register"), ...files("server")].filter((f) => f.deps.includes("index.ts"));
    expect(bad.map((f) => f.rel)).toEqual([]);
  });

  it("src/laws imports nothing from src/table; src/apply (the hook-free application both use) imports no law and not the reducer", () => {
    const fromLaws = files("laws").flatMap((f) =>
      f.deps.filter((d) => d.startsWith("table/")).map((d) => `${f.rel} -> ${d}`),
    );
    expect(fromLaws).toEqual([]);
    const applied = files("apply").flatMap((f) =>
      f.deps.filter((d) => d.startsWith("laws/") || d.startsWith("table/")).map((d) => `${f.rel} -> ${d}`),
    );
    expect(applied).toEqual([]);
    expect(files("laws").some((f) => f.deps.includes("apply/apply.ts"))).toBe(true);
  });

  it("src/model imports only src/core and src/model", () => {
    const bad = files("model").flatMap((f) =>
      f.deps.filter((d) => !d.startsWith("core/") && !d.startsWith("model/")).map((d) => `${f.rel} -> ${d}`),
    );
    expect(bad).toEqual([]);
  });
});
