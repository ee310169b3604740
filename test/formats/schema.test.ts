/**
 * The JSON Schema of table-log@1 (schema/table-log-1.json, exported as bridge-td/schema/table-log-1.json):
 * it compiles under Ajv's strict mode (issue 9: it failed `strictRequired`), and it agrees with the
 * engine's own validation wherever a schema can. The engine says more than a schema can (whose turn it
 * is, what may be accepted, what a lead restriction may name), so a log the schema accepts may still be
 * refused by `replay`; but every log the engine reads as valid input must validate, and input the
 * engine refuses as malformed must not.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Ajv2020Module from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay, validateTableLog } from "../../src/index.js";
import { log as arbitraryLog, runs } from "../fuzz/support.js";
import { FIXTURES_DIR, loadFixtures, periodOf } from "../support/fixtures.js";

// ajv is CommonJS; under Node's ESM its class is the module itself, under a bundler its `default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ??
  Ajv2020Module) as typeof Ajv2020Module.default;

const root = new URL("../../", import.meta.url).pathname;
const schema = JSON.parse(readFileSync(join(root, "schema/table-log-1.json"), "utf8"));

const strictAjv = () =>
  new Ajv2020({
    strict: true,
    strictSchema: true,
    strictNumbers: true,
    strictTypes: true,
    strictTuples: true,
    strictRequired: true,
    allErrors: true,
  });
const check = strictAjv().compile(schema);
const valid = (x: unknown): boolean => check(x) === true;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

interface Case {
  file: string;
  log: unknown;
  expectError?: { code?: string };
}
/** Every table log the repository holds: fixtures (auction and play), edition pairs, explorer finds, examples. */
const cases: Case[] = [
  ...loadFixtures().map((f) => join(FIXTURES_DIR, f.file)),
  ...walk(join(root, "test/explore/found")),
  ...walk(join(root, "examples")),
]
  .map((f) => {
    const j = JSON.parse(readFileSync(f, "utf8"));
    const file = relative(root, f);
    return file.startsWith("examples/") ? { file, log: j } : { file, log: j.log, expectError: j.expectError };
  })
  // The examples folder also holds session files (docs/session.md): only table logs are checked here.
  .filter((c) => !c.file.startsWith("examples/") || (c.log as { format?: string }).format === "table-log@1");

describe("schema/table-log-1.json", () => {
  it("compiles under Ajv's strict mode (strictRequired, strictTypes, strictTuples)", () => {
    expect(() => strictAjv().compile(schema)).not.toThrow();
  });

  it("every log the engine reads as valid input validates", () => {
    const readable = cases.filter((c) => validateTableLog(c.log).ok);
    expect(readable.length).toBeGreaterThan(250);
    const refused = readable
      .filter((c) => !valid(c.log))
      .map((c) => `${c.file}: ${JSON.stringify(check.errors)}`);
    expect(refused).toEqual([]);
  });

  it("every play fixture (test/fixtures) validates: the play's events and findings are in the schema", () => {
    const play = cases.filter(
      (c) => c.file.startsWith("test/fixtures/") && periodOf(c.file.slice(14)) === "play",
    );
    expect(play.length).toBeGreaterThan(130);
    expect(
      play.filter((c) => !valid(c.log)).map((c) => `${c.file}: ${JSON.stringify(check.errors)}`),
    ).toEqual([]);
  });

  it("including the fixtures whose expected error comes from the Laws, not from the input's shape", () => {
    // e.g. an acceptance by the offender's partner, a lead restriction by dummy, a lead out of turn.
    const lawErrors = cases.filter((c) => c.expectError && validateTableLog(c.log).ok);
    expect(lawErrors.length).toBeGreaterThanOrEqual(10);
    for (const c of lawErrors) {
      expect(replay(c.log).ok, c.file).toBe(false);
      expect(valid(c.log), c.file).toBe(true);
    }
  });

  it("the fixtures of input the engine refuses as malformed fail it too", () => {
    const malformed = cases.filter((c) => !validateTableLog(c.log).ok);
    expect(malformed.map((c) => c.file).sort()).toEqual([
      "test/explore/found/format-deeply-nested-value-throws.json",
      "test/explore/found/format-value-with-tostring-key-throws.json",
    ]);
    for (const c of malformed) expect(valid(c.log), c.file).toBe(false);
  });

  const HEADER = { format: "table-log@1", edition: "2017", dealer: "N", vulnerability: "None" };
  const withEvents = (events: unknown[], over: Record<string, unknown> = {}) => ({
    ...HEADER,
    ...over,
    events,
  });

  it("accepts the header forms the engine accepts", () => {
    for (const x of [
      withEvents([]),
      { format: "table-log@1", edition: "1987", board: 7, events: [] },
      { format: "table-log@1", edition: "2017", board: 3, dealer: "W", events: [] },
      withEvents([
        { by: "N", call: "Pass" },
        { by: "E", call: "Dbl" },
        { by: "S", call: "Rdbl" },
        { by: "W", call: "3N" },
      ]),
    ]) {
      expect(validateTableLog(x).ok, JSON.stringify(x)).toBe(true);
      expect(valid(x), JSON.stringify(x)).toBe(true);
    }
  });

  it("refuses what the engine refuses as malformed", () => {
    for (const x of [
      [],
      "table-log@1",
      { ...withEvents([]), extra: 1 },
      { format: "table-log@1", edition: "2017", events: [] }, // no board, no dealer and vulnerability
      { format: "table-log@1", edition: "2017", dealer: "N", events: [] },
      withEvents([], { format: "table-log@2" }),
      withEvents([], { edition: 2017 }),
      withEvents([], { board: 0 }),
      withEvents([], { board: 1.5 }),
      withEvents([], { board: "7" }),
      withEvents([], { dealer: "X" }),
      withEvents([], { vulnerability: "Both" }),
      { format: "table-log@1", edition: "2017", dealer: "N", vulnerability: "None" },
      withEvents([{ by: "N" }]),
      withEvents([{ call: "1H" }]),
      withEvents([{ by: "N", call: "1H", accept: true }]),
      withEvents([{ by: "N", call: "1H", note: "x" }]),
      withEvents([{ by: "Q", call: "1H" }]),
      withEvents([{ by: "N", call: "1Z" }]),
      withEvents([{ by: "N", call: "0C" }]),
      withEvents([{ by: "N", accept: "yes" }]),
      withEvents([{ director: false }]),
      withEvents([{ by: "S", leadRestriction: { prohibit: "H", require: "S" } }]),
      withEvents([{ by: "S", leadRestriction: { prohibit: "NT" } }]),
      withEvents([{ by: "S", call: "1H", suits: ["H", "H"] }]),
      withEvents([{ by: "E", lead: "H1" }]),
      withEvents([{ by: "E", lead: "HA", misinformedTurn: "yes" }]),
      withEvents([{ by: "E", play: "H1" }]),
      withEvents([{ play: "HA" }]),
      withEvents([{ by: "E", play: "HA", lead: "HK" }]),
      withEvents([{ by: "E", play: "HA", established: true }]),
      withEvents([{ by: "E", expose: "HA", unintended: true }]),
      withEvents([{ by: "N", attention: false }]),
      withEvents([{ by: "N", attention: true, revoke: { by: "E" } }]),
      withEvents([{ by: "N", attention: true, revoke: { by: "E", trick: 14 } }]),
      withEvents([{ by: "N", attention: true, exception: "64B9" }]),
      withEvents([{ by: "N", attention: true, defectiveTrick: { trick: 2, by: "E", kind: "lost" } }]),
      withEvents([{ by: "S", playRestriction: { highest: false } }]),
      withEvents([{ by: "S", playRestriction: { lowest: true, highest: true } }]),
      withEvents([{ by: "S", playRestriction: { require: "NT" } }]),
      withEvents([{ by: "S", claim: 14 }]),
      withEvents([{ by: "S", claim: 2, statement: 3 }]),
      withEvents([{ by: "S", result: -1 }]),
      withEvents([{ by: "S", result: 9.5 }]),
      withEvents([{ by: "S", result: 9, statement: "x" }]),
      withEvents([{ by: "W", agree: "yes" }]),
      withEvents([{ by: "W", playOn: false }]),
      withEvents([{ director: true, award: 2.5 }]),
      withEvents([{ director: true, tricks12and13: { NS: 1, EW: 0 } }]),
      withEvents([{ director: true, trickWonBy: "X" }]),
    ]) {
      expect(validateTableLog(x).ok, `engine: ${JSON.stringify(x)}`).toBe(false);
      expect(valid(x), `schema: ${JSON.stringify(x)}`).toBe(false);
    }
  });

  it("random logs, and random edits of them: whatever the engine reads, the schema accepts", () => {
    const edit = fc.oneof(
      fc.constant((l: Record<string, unknown>) => l),
      fc.constant((l: Record<string, unknown>) => {
        const { dealer: _d, vulnerability: _v, ...rest } = l;
        return { ...rest, board: 5 };
      }),
      fc
        .tuple(
          fc.constantFrom("board", "deal", "dealer", "vulnerability", "edition", "format", "x"),
          fc.jsonValue(),
        )
        .map(([k, v]) => (l: Record<string, unknown>) => ({ ...l, [k]: v })),
      fc
        .tuple(
          fc.nat(),
          fc.constantFrom(
            "by",
            "call",
            "accept",
            "suits",
            "lead",
            "faceDown",
            "simultaneous",
            "play",
            "claim",
            "result",
            "award",
            "laterTricks",
            "tricks12and13",
            "revoke",
          ),
          fc.jsonValue(),
        )
        .map(([i, k, v]) => (l: Record<string, unknown>) => {
          const events = [...(l.events as Record<string, unknown>[])];
          if (events.length) events[i % events.length] = { ...events[i % events.length], [k]: v };
          return { ...l, events };
        }),
    );
    let read = 0;
    fc.assert(
      fc.property(arbitraryLog(12), edit, (l, f) => {
        const x = f(l as Record<string, unknown>);
        if (!validateTableLog(x).ok) return true;
        read++;
        return valid(x);
      }),
      runs(400),
    );
    expect(read).toBeGreaterThan(100);
  });
});
