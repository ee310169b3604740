/**
 * The one fixture tree and its loader (test/fixtures/README.md): every table-log fixture, auction and
 * play, is in `test/fixtures/<edition>/law<NN>/<paragraph>-<what>.json` (the law of the main paragraph),
 * and the edition pairs of the auction in `test/fixtures/editions/`. `loadFixtures("2017/law27")` loads one
 * folder; `file` is the path relative to `test/fixtures/`. The runner is test/fixtures.test.ts; the
 * conformance kit, the coverage matrix and the trainer's corpus read the tree through this loader.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The period a fixture belongs to: the play's laws (24, 41-71, 77) by its folder, else the auction. */
export type Period = "auction" | "play";

/** One fixture file (the schema is in test/fixtures/README.md). */
export interface Fixture {
  file: string;
  period: Period;
  name: string;
  /** The main paragraph (required for the play period; the file name starts with it). */
  paragraph?: string;
  paragraphs: string[];
  basis?: string;
  /** Where the expectation was worked out from (required for the play period). */
  source?: string[];
  log: unknown;
  expect?: Record<string, unknown>;
  steps?: { after: number; expect: Record<string, unknown> }[];
  expectError?: { event?: number; key?: string; code?: string };
}

export const FIXTURES_DIR = new URL("../fixtures/", import.meta.url).pathname;

/** Law 24 (cards exposed before the play), Laws 41-71 and Law 77 (the score at the end of the board). */
export const PLAY_LAWS = new Set([24, ...Array.from({ length: 31 }, (_, i) => 41 + i), 77]);

/** The period of a fixture by its path under test/fixtures/ (`2017/law64/...` is the play's). */
export const periodOf = (file: string): Period => {
  const law = /^\d{4}\/law(\d+)\//.exec(file)?.[1];
  return law !== undefined && PLAY_LAWS.has(Number(law)) ? "play" : "auction";
};

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

/** The fixture files under `sub`, relative to test/fixtures/: the auction's first, then the play's. */
export const fixtureFiles = (sub = ""): string[] => {
  let files: string[];
  try {
    files = walk(join(FIXTURES_DIR, sub)).map((f) => relative(FIXTURES_DIR, f));
  } catch {
    return [];
  }
  const byPeriod = (p: Period) => files.filter((f) => periodOf(f) === p).sort();
  return [...byPeriod("auction"), ...byPeriod("play")];
};

/** The fixtures under `sub` (all by default), of one period when `period` is given. */
export const loadFixtures = (sub = "", period?: Period): Fixture[] =>
  fixtureFiles(sub)
    .filter((file) => period === undefined || periodOf(file) === period)
    .map((file) => ({
      ...JSON.parse(readFileSync(join(FIXTURES_DIR, file), "utf8")),
      file,
      period: periodOf(file),
    }));

/**
 * The fixtures the engine does not pass yet (test/fixtures/known-failing.txt: one path a line, `#`
 * comments). The runner runs them as `it.fails`; the coverage matrix does not count them.
 */
export const knownFailing = (): Set<string> =>
  new Set(
    readFileSync(join(FIXTURES_DIR, "known-failing.txt"), "utf8")
      .split("\n")
      .map((l) => l.replace(/#.*/, "").trim())
      .filter(Boolean),
  );

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
