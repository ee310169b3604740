/**
 * Fuzzing the play period through `replay`: logs with a deal whose auction ends and whose opening lead is
 * made, then random play events built from valid pieces (any card from any hand, every play verb, play
 * findings), and malformed play events (bad cards, bad trick numbers, unknown keys, hostile values). Never a
 * throw; a malformed event is always an error value naming that event's index and a key.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";
import { calls, tableLog } from "../support/logs.js";
import { replayChecked, runs, SEATS, seat } from "./support.js";

const DEALS = [
  "N:J63.5.QT76.QT982 AK92.AKJ72.AK8.4 QT8.T986.J932.A5 754.Q43.54.KJ763",
  "N:QJ82.T94.42.J643 A7.KJ8653.KQ63.T K53.2.T95.KQ8752 T964.AQ7.AJ87.A9",
  "N:AK74.842..AQ8543 JT6.T65.T986.T72 8532.Q9.AQ74.KJ9 Q9.AKJ73.KJ532.6",
];
const RANKS = "AKQJT98765432";
const suit = fc.constantFrom("S", "H", "D", "C");
const card = fc.tuple(suit, fc.constantFrom(...RANKS)).map(([s, r]) => s + r);
const LHO = { N: "E", E: "S", S: "W", W: "N" } as const;

/** The start of a board in the play: 1NT (or 4S) by the dealer, three passes, the opening lead. */
const start = fc
  .tuple(
    fc.constantFrom(...DEALS),
    seat,
    fc.constantFrom("1NT", "4S", "3HX"),
    fc.constantFrom("None", "NS", "EW", "All"),
  )
  .map(([deal, dealer, contract, vulnerability]) => {
    const calls = [{ by: dealer, call: contract.replace("X", "") }];
    let by: (typeof SEATS)[number] = dealer;
    if (contract.endsWith("X")) {
      by = LHO[by];
      calls.push({ by, call: "X" });
    }
    for (let i = 0; i < 3; i++) {
      by = LHO[by];
      calls.push({ by, call: "P" });
    }
    const leader = LHO[dealer];
    // The leader's first card in the deal (PBN hands clockwise from N).
    const hands = deal.slice(2).split(" ");
    const hand = hands[SEATS.indexOf(leader)]!.split(".");
    const si = hand.findIndex((h) => h.length > 0);
    const lead = "SHDC"[si]! + hand[si]![0];
    return {
      header: { format: "table-log@1", edition: "2017", dealer, vulnerability, deal },
      events: [...calls, { by: leader, lead }] as Record<string, unknown>[],
    };
  });

const playFindings = fc.record(
  { accidental: fc.boolean(), misinformedTurn: fc.boolean(), properLead: fc.boolean() },
  { requiredKeys: [] },
);
const attentionFindings = fc.record(
  {
    established: fc.boolean(),
    trickWonBy: seat,
    laterTricks: fc.nat({ max: 13 }),
    exception: fc.constantFrom("64B1", "64B2", "64B3", "64B4", "64B5", "64B6", "64B7"),
    dummyRevoke: fc.boolean(),
    penaltyCardRevoke: fc.boolean(),
    heldSuitLed: fc.boolean(),
    defectiveTrick: fc.record({
      trick: fc.integer({ min: 1, max: 13 }),
      by: seat,
      kind: fc.constantFrom("no-card", "extra-card"),
    }),
  },
  { requiredKeys: [] },
);
const tricks = fc.nat({ max: 13 });

/** One play event, well formed. */
const playEvent: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 12, arbitrary: fc.tuple(seat, card, playFindings).map(([by, play, f]) => ({ by, play, ...f })) },
  { weight: 1, arbitrary: fc.record({ by: seat, play: card, simultaneous: fc.constant(true) }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { by: seat, expose: card, accidental: fc.boolean() },
      { requiredKeys: ["by", "expose"] },
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        seat,
        fc.option(fc.record({ by: seat, trick: fc.integer({ min: 1, max: 13 }) })),
        attentionFindings,
      )
      .map(([by, revoke, f]) => ({ by, attention: true, ...(revoke ? { revoke } : {}), ...f })),
  },
  { weight: 2, arbitrary: fc.record({ by: seat, accept: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ director: fc.constant(true), award: tricks }, { requiredKeys: ["director"] }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      by: seat,
      playRestriction: fc.oneof(
        fc.constant({ highest: true }),
        fc.constant({ lowest: true }),
        fc.constant({ waive: true }),
        fc.record({ require: suit }),
        fc.record({ prohibit: suit }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      by: seat,
      leadRestriction: fc.oneof(
        fc.record({ prohibit: suit }),
        fc.record({ require: suit }),
        fc.constant({ waive: true }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ by: seat, designate: card }) },
  {
    weight: 1,
    arbitrary: fc.record(
      { by: seat, withdraw: card, misexplanation: fc.boolean() },
      { requiredKeys: ["by", "withdraw"] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      { by: seat, claim: tricks, statement: fc.string({ maxLength: 20 }) },
      { requiredKeys: ["by", "claim"] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ by: seat, agree: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constantFrom(...SEATS).map((by) => ({ by, object: true })) },
  { weight: 1, arbitrary: fc.constantFrom(...SEATS).map((by) => ({ by, playOn: true })) },
  { weight: 1, arbitrary: fc.constantFrom(...SEATS).map((by) => ({ by, face: true })) },
  { weight: 1, arbitrary: fc.constantFrom(...SEATS).map((by) => ({ by, spread: true })) },
  { weight: 1, arbitrary: fc.record({ by: seat, result: tricks }) },
);

/** A hostile value: wrong types, huge and fractional numbers, unicode, nesting, prototype keys. */
const hostile = fc.oneof(
  fc.constantFrom(
    null,
    -1,
    0,
    14,
    1.5,
    2 ** 53,
    1e308,
    -0,
    "",
    "S1",
    "ZZ",
    "SA ",
    "sa",
    "10H",
    "♠A",
    "A",
    "SAK",
    true,
    [],
    {},
    ["SA"],
    { suit: "S", rank: "A" },
    { toString: "" },
    { __proto__: null },
    "x".repeat(100_000),
  ),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A malformed play event: a bad card, a bad trick number, a bad value for some key, or an unknown key. */
const malformed: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .tuple(seat, fc.constantFrom("play", "expose", "withdraw", "designate"), hostile)
    .filter(([, , v]) => !(typeof v === "string" && /^[SHDC][AKQJT98765432]$/.test(v)))
    .map(([by, verb, v]) => ({ by, [verb]: v })),
  fc
    .tuple(seat, seat, fc.oneof(fc.constantFrom(0, -1, 14, 2.5, 1e9, "2", null, true, [1]), hostile))
    .filter(([, , t]) => !(Number.isInteger(t) && (t as number) >= 1 && (t as number) <= 13))
    .map(([by, r, trick]) => ({ by, attention: true, revoke: { by: r, trick } })),
  fc
    .tuple(
      seat,
      fc.constantFrom("claim", "result"),
      fc.oneof(fc.constantFrom(-1, 14, 2.5, "7", null, 1e300), hostile),
    )
    .filter(([, , t]) => !(Number.isInteger(t) && (t as number) >= 0 && (t as number) <= 13))
    .map(([by, verb, t]) => ({ by, [verb]: t })),
  fc
    .tuple(
      playEvent,
      fc.constantFrom("colour", "trick", "cards", "__proto__x", "Play", "by ", "défaut", "constructor"),
      hostile,
    )
    .map(([e, k, v]) => ({ ...e, [k]: v })),
  fc
    .tuple(
      playEvent,
      fc.constantFrom("accidental", "misinformedTurn", "properLead", "simultaneous", "established", "by"),
      fc.constantFrom("yes", 1, null, [], {}, "N!", 0.5),
    )
    .map(([e, k, v]) => ({ ...e, [k]: v })),
  fc
    .tuple(
      seat,
      fc.constantFrom("agree", "face", "spread", "object", "playOn"),
      fc.constantFrom("yes", 1, null, [], {}, false),
    )
    .map(([by, verb, v]) =>
      verb === "agree" && typeof v === "boolean" ? { by, agree: "no" } : { by, [verb]: v },
    ),
  fc
    .tuple(
      seat,
      fc.oneof(
        fc.constantFrom(
          {},
          { highest: false },
          { require: "X" },
          { prohibit: 3 },
          { lowest: true, waive: true },
        ),
        hostile,
      ),
    )
    .filter(
      ([, c]) =>
        !(
          c !== null &&
          typeof c === "object" &&
          Object.keys(c).length === 1 &&
          ("highest" in c || "waive" in c) &&
          Object.values(c)[0] === true
        ),
    )
    .map(([by, c]) => ({ by, playRestriction: c })),
);

describe("play events in the table log", () => {
  it("random play events after the opening lead: a state, or an error at an event index below the length", () => {
    fc.assert(
      fc.property(start, fc.array(playEvent, { maxLength: 60 }), (b, more) => {
        replayChecked({ ...b.header, events: [...b.events, ...more] });
      }),
      runs(600),
    );
  }, 120_000);

  it("under both codes, long random play logs (bounded time)", () => {
    fc.assert(
      fc.property(
        start,
        fc.constantFrom("2017", "1987"),
        fc.array(playEvent, { minLength: 300, maxLength: 600 }),
        (b, edition, more) => {
          replayChecked({ ...b.header, edition, events: [...b.events, ...more] });
        },
      ),
      runs(20),
    );
  }, 120_000);

  it("a malformed play event is an error value naming its index and a key, never a throw", () => {
    fc.assert(
      fc.property(
        start,
        fc.array(playEvent, { maxLength: 8 }),
        malformed,
        fc.array(playEvent, { maxLength: 3 }),
        (b, before, bad, after) => {
          const events = [...b.events, ...before, bad, ...after];
          const at = b.events.length + before.length;
          const r = replayChecked({ ...b.header, events });
          if (r === null) return;
          // A valid event before it may already be refused (a card not held...): then that one is named.
          const upTo = replay({ ...b.header, events: events.slice(0, at) });
          if (!upTo.ok) return;
          expect(r.ok, JSON.stringify(bad)).toBe(false);
          if (!r.ok) {
            expect(r.error.event, JSON.stringify({ bad, error: r.error })).toBe(at);
            expect(typeof r.error.key === "string" && r.error.key.length > 0, JSON.stringify(r.error)).toBe(
              true,
            );
          }
        },
      ),
      runs(1500),
    );
  }, 120_000);

  it("the same malformed events in a log without a deal and before the play", () => {
    fc.assert(
      fc.property(malformed, fc.nat({ max: 2 }), (bad, k) => {
        const events = calls(["1C", "P"])
          .slice(0, k)
          .concat([bad as never]);
        const r = replayChecked(tableLog(events, { edition: "1987" }));
        expect(r?.ok).toBe(false);
        if (r && !r.ok) {
          expect(r.error.event).toBe(events.length - 1);
          expect(typeof r.error.key).toBe("string");
        }
      }),
      runs(800),
    );
  }, 120_000);
});
