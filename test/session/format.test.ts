/**
 * `session@1`: the reader and the JSON Schema. Errors name the board, the result index and the key
 * (docs/session.md); the schema compiles under Ajv's strict mode and accepts the spec's example.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parseSession, validateSession } from "../../src/formats/session.js";

const schema = JSON.parse(readFileSync(new URL("../../schema/session-1.json", import.meta.url), "utf8"));
const example = readFileSync(new URL("../../examples/session-spec.json", import.meta.url), "utf8");

const base = (results: unknown[], extra: Record<string, unknown> = {}) => ({
  format: "session@1",
  edition: "2017",
  scoring: "matchpoints",
  ...extra,
  boards: [{ board: 3, results }],
});
const error = (doc: unknown) => {
  const r = validateSession(doc);
  if (r.ok) throw new Error("expected an error");
  return r.error;
};

describe("session@1 schema", () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  const validate = ajv.compile(schema);
  it("compiles in strict mode and accepts the spec's example", () => {
    expect(validate(JSON.parse(example)), JSON.stringify(validate.errors)).toBe(true);
  });
  it("refuses an unknown key in a result and a second kind of adjustment", () => {
    expect(validate(base([{ ns: "1", ew: "2", score: 100, lead: "SA" }]))).toBe(false);
    expect(
      validate(
        base([{ ns: "1", ew: "2", adjusted: { artificial: { ns: "A", ew: "A" }, assigned: { score: 0 } } }]),
      ),
    ).toBe(false);
  });
});

describe("parseSession", () => {
  it("reads the spec's example, scores to NS from the board's vulnerability (Law 2)", () => {
    const r = parseSession(example);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const b = r.value.boards[0]!;
    expect(b.vulnerability).toBe("None");
    // 4SX= by North, not vulnerable: 240 + 50 + 300 (Law 77).
    expect(b.results[0]!.outcome).toEqual({
      kind: "table",
      played: { contract: "4SX", declarer: "N", tricks: 10, score: 590 },
    });
    expect(b.results[1]!.outcome).toEqual({ kind: "table", played: { contract: "passed-out", score: 0 } });
    expect(b.results[6]!.outcome.kind).toBe("notPlayed");
  });

  it("an EW declarer's score is negative to NS; the board may give its own vulnerability", () => {
    const r = validateSession({
      ...base([]),
      boards: [
        {
          board: 1,
          vulnerability: "EW",
          results: [{ ns: "1", ew: "2", contract: "3NT", declarer: "E", tricks: 9 }],
        },
      ],
    });
    expect(r.ok && r.value.boards[0]!.results[0]!.outcome).toEqual({
      kind: "table",
      played: { contract: "3NT", declarer: "E", tricks: 9, score: -600 },
    });
  });

  it("an unknown key names the board, the result index and the key", () => {
    expect(
      error(
        base([
          { ns: "1", ew: "2", score: 100 },
          { ns: "3", ew: "4", scor: 100 },
        ]),
      ),
    ).toMatchObject({
      code: "unknown-key",
      board: 3,
      result: 1,
      key: "scor",
    });
    expect(
      error(
        base([
          {
            ns: "1",
            ew: "2",
            adjusted: { weighted: [{ weight: 1, contract: "4S", declarer: "N", tricks: 10, lead: "x" }] },
          },
        ]),
      ),
    ).toMatchObject({ code: "unknown-key", board: 3, result: 0, key: "adjusted.weighted.0.lead" });
    expect(error({ ...base([]), extra: 1 })).toMatchObject({ code: "unknown-key", key: "extra" });
    expect(error({ ...base([]), options: { butler: 1 } })).toMatchObject({
      code: "unknown-key",
      key: "options.butler",
    });
  });

  it("weights must sum to exactly 1 (decimals at their decimal value, or a/b)", () => {
    expect(
      error(
        base([
          {
            ns: "1",
            ew: "2",
            adjusted: {
              weighted: [
                { weight: 0.6, score: 420 },
                { weight: 0.3, score: 450 },
              ],
            },
          },
        ]),
      ),
    ).toMatchObject({ code: "weights-sum", board: 3, result: 0, key: "adjusted.weighted" });
    const thirds = validateSession(
      base([
        {
          ns: "1",
          ew: "2",
          adjusted: {
            weighted: [
              { weight: "1/3", score: 420 },
              { weight: "1/3", score: 450 },
              { weight: "1/3", score: -50 },
            ],
          },
        },
      ]),
    );
    expect(thirds.ok).toBe(true);
  });

  it("weights too fine to keep exact on one board are refused", () => {
    const w = (d: number) => ({
      ns: `n${d}`,
      ew: `e${d}`,
      adjusted: {
        weighted: [
          { weight: `1/${d}`, score: 420 },
          { weight: `${d - 1}/${d}`, score: 450 },
        ],
      },
    });
    expect(error(base([w(99991), w(99989)]))).toMatchObject({
      code: "weights-too-fine",
      board: 3,
      result: 1,
    });
  });

  it("a 1987 session refuses a weighted score: the 1987 Law 12C has only artificial and assigned scores", () => {
    const doc = base([{ ns: "1", ew: "2", adjusted: { weighted: [{ weight: 1, score: 420 }] } }], {
      edition: "1987",
    });
    expect(error(doc)).toMatchObject({
      code: "weighted-1987",
      board: 3,
      result: 0,
      key: "adjusted.weighted",
    });
    const split = base(
      [
        {
          ns: "1",
          ew: "2",
          adjusted: { split: { ns: { score: 420 }, ew: { weighted: [{ weight: 1, score: 450 }] } } },
        },
      ],
      { edition: "1987" },
    );
    expect(error(split)).toMatchObject({ code: "weighted-1987", key: "adjusted.split.ew.weighted" });
    // Assigned and split assigned scores are 1987 12C2.
    const ok1987 = validateSession(
      base([{ ns: "1", ew: "2", adjusted: { split: { ns: { score: 420 }, ew: { score: 450 } } } }], {
        edition: "1987",
      }),
    );
    expect(ok1987.ok).toBe(true);
  });

  it("a score must match its contract, tricks and vulnerability", () => {
    expect(
      error(base([{ ns: "1", ew: "2", contract: "4S", declarer: "N", tricks: 10, score: 620 }])),
    ).toMatchObject({
      code: "score-mismatch",
      key: "score",
      params: { value: 620, expected: 420 },
    });
  });

  it("refuses a pair twice on a board, a result with nothing in it, bad values", () => {
    expect(
      error(
        base([
          { ns: "1", ew: "2", score: 0 },
          { ns: "1", ew: "3", score: 0 },
        ]),
      ),
    ).toMatchObject({
      code: "pair-twice",
      result: 1,
      key: "ns",
    });
    expect(error(base([{ ns: "1", ew: "2" }]))).toMatchObject({ code: "result-empty", result: 0 });
    expect(error(base([{ ns: "1", ew: "2", score: 15 }]))).toMatchObject({
      code: "score-invalid",
      key: "score",
    });
    expect(error(base([{ ns: "1", ew: "2", contract: "8S", declarer: "N", tricks: 10 }]))).toMatchObject({
      code: "contract-level",
      key: "contract",
    });
    expect(
      error(base([{ ns: "1", ew: "2", adjusted: { artificial: { ns: "A++", ew: "A" } } }])),
    ).toMatchObject({
      code: "artificial-invalid",
      key: "adjusted.artificial.ns",
    });
    expect(
      error(base([{ ns: "1", ew: "2", adjusted: { artificial: { ns: { imps: 3 }, ew: "A" } } }])),
    ).toMatchObject({ code: "artificial-imps-mp", key: "adjusted.artificial.ns.imps" });
  });

  it("teams results need their table and match; other scorings refuse them", () => {
    expect(error(base([{ ns: "A", ew: "B", score: 0 }], { scoring: "teams" }))).toMatchObject({
      code: "missing-key",
      key: "table",
    });
    expect(error(base([{ ns: "A", ew: "B", score: 0, table: "open" }]))).toMatchObject({
      code: "teams-only",
      key: "table",
    });
  });

  it("bad JSON gives its line and column; sizes are bounded", () => {
    const r = parseSession('{\n  "format": "session@1",\n  "edition": 2017,,\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("json-invalid");
      expect(r.error.line).toBe(3);
    }
    const huge = parseSession(" ".repeat(64 * 1024 * 1024 + 1));
    expect(huge.ok || huge.error.code).toBe("session-too-large");
  });
});
