/**
 * The one fixture runner (test/fixtures/README.md): every table-log fixture under test/fixtures/, the
 * auction's and the play's, both codes, is replayed and compared with its expected state (after all
 * events, and after the listed steps), or its expected error. The fixtures the engine does not pass yet
 * (test/fixtures/known-failing.txt) run as `it.fails`. The corpus checks (each file's shape, PAIRS.md, the
 * deal of a fixture that expects tricks) look at the files themselves, without the engine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replay } from "../src/index.js";
import { fixtureProblems } from "./support/fixture-shape.js";
import { FIXTURES_DIR, type Fixture, knownFailing, loadFixtures, mismatches } from "./support/fixtures.js";

/** The play's fixtures expect the engine's proposals from the cards (70 claim.analysis, 64C equity). */
const ANALYSIS = { analysis: {} } as const;

const expectError = (f: Fixture, r: ReturnType<typeof replay>) => {
  expect(r.ok, "the log should be rejected").toBe(false);
  if (r.ok || !f.expectError) return;
  if (f.expectError.event !== undefined) expect(r.error.event).toBe(f.expectError.event);
  if (f.expectError.key !== undefined) expect(r.error.key).toBe(f.expectError.key);
  if (f.expectError.code !== undefined) expect(r.error.code).toBe(f.expectError.code);
};

const run = (f: Fixture) => {
  const log = f.log as { events: unknown[] };
  for (const s of f.steps ?? []) {
    const r = replay({ ...log, events: log.events.slice(0, s.after + 1) }, ANALYSIS);
    if (!r.ok) throw new Error(`after event ${s.after}: unexpected error ${JSON.stringify(r.error)}`);
    expect(mismatches(s.expect, r.value), `after event ${s.after}`).toEqual([]);
  }
  const r = replay(f.log, ANALYSIS);
  if (f.expectError) return expectError(f, r);
  if (!r.ok) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  expect(mismatches(f.expect ?? {}, r.value)).toEqual([]);
};

const all = loadFixtures();
const failing = knownFailing();
const groups = new Map<string, Fixture[]>();
for (const f of all) {
  const dir = f.file.split("/").slice(0, -1).join("/"); // "2017/law27", "1987/law64", "editions"
  groups.set(dir, [...(groups.get(dir) ?? []), f]);
}

describe("table-log fixtures", () => {
  it("exist, for both codes and both periods", () => {
    expect(new Set(all.map((f) => (f.log as { edition: string }).edition))).toEqual(
      new Set(["2017", "1987"]),
    );
    expect(all.filter((f) => f.period === "auction").length).toBeGreaterThanOrEqual(200);
    expect(all.filter((f) => f.period === "play").length).toBeGreaterThanOrEqual(60);
  });
  it("the known-failing list names only existing fixtures", () => {
    const files = new Set(all.map((f) => f.file));
    expect([...failing].filter((f) => !files.has(f))).toEqual([]);
  });
  for (const [dir, fixtures] of groups) {
    describe(dir, () => {
      for (const f of fixtures) {
        const title = `${f.paragraphs.join(" ")}: ${f.name} (${f.file})`;
        if (failing.has(f.file)) it.fails(`[known failing] ${title}`, () => run(f));
        else it(title, () => run(f));
      }
    });
  }
});

describe("the fixture corpus (test/fixtures)", () => {
  for (const f of all) it(f.file, () => expect(fixtureProblems(f.file)).toEqual([]));

  it("PAIRS.md names only fixtures that exist, each pair in both editions", () => {
    const text = readFileSync(join(FIXTURES_DIR, "PAIRS.md"), "utf8");
    const named = [...text.matchAll(/`((?:2017|1987)\/law\d+\/[^`]+\.json)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    const files = new Set(all.map((f) => f.file));
    expect(named.filter((n) => !files.has(n))).toEqual([]);
    expect([...new Set(named.map((n) => n.split("/")[0]))].sort()).toEqual(["1987", "2017"]);
  });

  it("a fixture that expects tricks records the deal (the full record needs it) or starts at a position", () => {
    const missing = all.filter((f) => {
      const log = f.log as { deal?: string; events: Record<string, unknown>[] };
      const wantsTricks = "tricks" in (f.expect ?? {}) || (f.steps ?? []).some((s) => "tricks" in s.expect);
      // After a `position` the tricks are numbered from it and the cards recorded are what the director saw.
      const position = log.events.some((e) => "position" in e);
      return wantsTricks && log.deal === undefined && !position;
    });
    expect(missing.map((f) => f.file)).toEqual([]);
  });
});
