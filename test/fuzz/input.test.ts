/**
 * Fuzzing the reader: bad JSON text, wrong types, unknown and missing keys, huge numbers, unicode, deep
 * nesting, mutations of the fixtures. `replay` always answers `{ok:false, error:{code, ...}}` (with `event`
 * and `key` where they apply) or a valid state; it never throws and never hangs.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";
import { loadFixtures } from "../support/fixtures.js";
import { event, log, replayChecked, runs, SEATS } from "./support.js";

const fixtures = loadFixtures("", "auction").map((f) => f.log as Record<string, unknown>);
const fixtureTexts = fixtures.map((l) => JSON.stringify(l));

describe("replay never throws on text", () => {
  it("arbitrary strings (unicode included)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })),
        (t) => {
          replayChecked(t);
        },
      ),
      runs(1200),
    );
  });

  it("arbitrary JSON documents", () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 6 }), (t) => {
        const r = replayChecked(t);
        expect(r?.ok).toBe(false);
      }),
      runs(1200),
    );
  });

  it("fixture texts with characters deleted, inserted, duplicated or cut", () => {
    const edit = fc.tuple(
      fc.nat({ max: fixtureTexts.length - 1 }),
      fc.nat(),
      fc.nat({ max: 40 }),
      fc.constantFrom("delete", "insert", "duplicate", "truncate", "bom"),
      fc.string({ unit: "grapheme", maxLength: 4 }),
    );
    fc.assert(
      fc.property(edit, ([i, at, len, kind, ins]) => {
        const t = fixtureTexts[i]!;
        const p = at % (t.length + 1);
        const out =
          kind === "delete"
            ? t.slice(0, p) + t.slice(p + len)
            : kind === "insert"
              ? t.slice(0, p) + ins + t.slice(p)
              : kind === "duplicate"
                ? t.slice(0, p + len) + t.slice(p)
                : kind === "bom"
                  ? `\ufeff${t}`
                  : t.slice(0, p);
        replayChecked(out);
      }),
      runs(2500),
    );
  });
});

describe("replay never throws on JSON values", () => {
  it("arbitrary JSON values, and headers whose fields are arbitrary JSON values", () => {
    const anyValue = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(
        anyValue,
        fc.record(
          {
            format: fc.oneof(fc.constant("table-log@1"), anyValue),
            edition: fc.oneof(fc.constantFrom("2017", "1987"), anyValue),
            board: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 60), anyValue),
            dealer: fc.oneof(fc.constantFrom(...SEATS), anyValue),
            vulnerability: fc.oneof(fc.constantFrom("None", "NS", "EW", "All"), anyValue),
            deal: fc.oneof(fc.string(), anyValue),
            events: fc.oneof(
              fc.array(event, { maxLength: 5 }),
              fc.array(anyValue, { maxLength: 5 }),
              anyValue,
            ),
          },
          { requiredKeys: [] },
        ),
        (v, h) => {
          replayChecked(v);
          replayChecked(h);
        },
      ),
      runs(1500),
    );
  });

  it("events with a key removed, retyped or added, and unknown keys", () => {
    const mutation = fc.tuple(
      log(8),
      fc.nat(),
      fc.constantFrom("remove", "retype", "unknown", "huge", "unicode"),
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }),
    );
    fc.assert(
      fc.property(mutation, ([generated, at, kind, value, name]) => {
        const l = structuredClone(generated);
        const events = l.events as Record<string, unknown>[];
        if (events.length === 0) return;
        const e = { ...events[at % events.length]! };
        const keys = Object.keys(e);
        const k = keys[at % keys.length]!;
        if (kind === "remove") delete e[k];
        if (kind === "retype") e[k] = value;
        if (kind === "unknown") e[name] = value;
        if (kind === "huge") e[k] = [Number.MAX_VALUE, 2 ** 53 + 1, -1e308, 5e-324][at % 4];
        if (kind === "unicode") e[k] = `${typeof e[k] === "string" ? e[k] : "N"}\u0301\u{1F0A1}`;
        events[at % events.length] = e;
        const r = replayChecked(l);
        if (r && !r.ok && kind !== "huge") expect(r.error.code).toBeTypeOf("string");
      }),
      runs(2500),
    );
  });

  it("moderately deep nesting anywhere (500 levels)", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 500; i++) deep = i % 2 ? [deep] : { a: deep };
    for (const key of ["format", "edition", "board", "dealer", "vulnerability", "deal", "events"]) {
      const base = { format: "table-log@1", edition: "2017", dealer: "N", vulnerability: "None", events: [] };
      replayChecked({ ...base, [key]: deep });
      replayChecked(JSON.stringify({ ...base, [key]: deep }));
      replayChecked({ ...base, events: [{ by: deep, call: "P" }] });
      replayChecked({ ...base, events: [{ by: "N", call: "P", suits: deep }] });
    }
  });

  it("a format object with a toString key is an error, not a throw (found/format-value-with-tostring-key-throws)", () => {
    const r = replay('{"format":{"toString":""}}');
    expect(r.ok).toBe(false);
  });

  it("very deep nesting (20,000 levels) is an error, not a throw (found/format-deeply-nested-value-throws)", () => {
    const f = JSON.parse(
      readFileSync(
        new URL("../explore/found/format-deeply-nested-value-throws.json", import.meta.url),
        "utf8",
      ),
    );
    const r = replay(f.log);
    expect(r.ok).toBe(false);
  });
});

describe("fixtures mutated event by event", () => {
  const mutate = fc.tuple(
    fc.nat({ max: fixtures.length - 1 }),
    fc.array(
      fc.tuple(
        fc.constantFrom("delete", "duplicate", "swap", "seat", "insert", "truncate"),
        fc.nat(),
        fc.constantFrom(...SEATS),
        event,
      ),
      { minLength: 1, maxLength: 4 },
    ),
  );
  it("delete, duplicate, swap, reseat, insert: a state or an error naming an event", () => {
    fc.assert(
      fc.property(mutate, ([i, ops]) => {
        const l = structuredClone(fixtures[i]!) as { events: Record<string, unknown>[] };
        if (!Array.isArray(l.events)) return;
        for (const [op, at, s, e] of ops) {
          const n = l.events.length;
          const j = n === 0 ? 0 : at % n;
          if (op === "delete") l.events.splice(j, 1);
          if (op === "duplicate" && n) l.events.splice(j, 0, structuredClone(l.events[j]!));
          if (op === "swap" && n > 1) {
            const k = (j + 1) % n;
            [l.events[j], l.events[k]] = [l.events[k]!, l.events[j]!];
          }
          if (op === "seat" && n && "by" in l.events[j]!) l.events[j] = { ...l.events[j], by: s };
          if (op === "insert") l.events.splice(j, 0, e);
          if (op === "truncate") l.events.length = j;
        }
        replayChecked(l);
      }),
      runs(3000),
    );
  });
});
