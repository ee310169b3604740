/**
 * Loading table-log fixtures and matching expected (partial) states. Fixtures are in
 * `test/fixtures/<edition>/law<NN>/<paragraph>-<what>.json` (the law of the main paragraph; the legal
 * auction's by the law they exercise, 17-22), and the edition pairs in `test/fixtures/editions/`.
 * `loadFixtures("2017/law27")` loads one folder; `file` is the path relative to `test/fixtures/`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface Fixture {
  file: string;
  name: string;
  paragraphs: string[];
  basis?: string;
  log: unknown;
  expect?: Record<string, unknown>;
  steps?: { after: number; expect: Record<string, unknown> }[];
  expectError?: { event?: number; key?: string; code?: string };
}

export const FIXTURES_DIR = new URL("../fixtures/", import.meta.url).pathname;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

export const loadFixtures = (sub = ""): Fixture[] => {
  const dir = join(FIXTURES_DIR, sub);
  let files: string[];
  try {
    files = walk(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => ({ ...JSON.parse(readFileSync(f, "utf8")), file: relative(FIXTURES_DIR, f) }));
};

/** Keys whose arrays are compared as unordered sets; other arrays are compared in order. */
const UNORDERED = new Set(["obligations", "watchForDamage", "leadRestrictions"]);

/**
 * Returns the differences between `expected` (partial) and `actual`: objects match as subsets, arrays
 * have the same length with elements matched in order (or as a set for UNORDERED keys).
 */
export const mismatches = (expected: unknown, actual: unknown, path = "", key = ""): string[] => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${JSON.stringify(actual)}`];
    if (expected.length !== actual.length)
      return [
        `${path}: expected ${expected.length} items ${JSON.stringify(expected)}, got ${actual.length} ${JSON.stringify(actual)}`,
      ];
    if (UNORDERED.has(key)) {
      const used = new Set<number>();
      const out: string[] = [];
      for (const e of expected) {
        const i = actual.findIndex((a, j) => !used.has(j) && mismatches(e, a).length === 0);
        if (i < 0) out.push(`${path}: no item matches ${JSON.stringify(e)} in ${JSON.stringify(actual)}`);
        else used.add(i);
      }
      return out;
    }
    return expected.flatMap((e, i) => mismatches(e, actual[i], `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual))
      return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      mismatches(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k, k),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
};
