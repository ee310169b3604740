/**
 * The `table-log@1` format (shared/spec/table-log.md): header, board defaults by the Law 2 cycle, calls
 * as Law 18A writes them, events, and errors as values that name the event index and the key at fault.
 */
import { describe, expect, it } from "vitest";
import { en } from "../../src/explain/en.js";
import {
  eventToJson,
  parseTableLog,
  type TableEvent,
  type TableLog,
  validateEvent,
  validateTableLog,
} from "../../src/formats/tableLog.js";

const DEAL = "N:AK97.Q42.J5.AT83 QJT8.AK3.T98.KQ7 6543.JT98.AKQ.J9 2.765.76432.6542";
const HEADER = { format: "table-log@1", edition: "2017", dealer: "N", vulnerability: "None" };

/** A log with HEADER, `over` merged in, and `events`. */
const logWith = (events: unknown[], over: Record<string, unknown> = {}) => ({ ...HEADER, ...over, events });

const good = (value: unknown): TableLog => {
  const r = validateTableLog(value);
  if (!r.ok) throw new Error(`expected a valid log, got ${JSON.stringify(r.error)}`);
  return r.value;
};

/** Expects an error; checks that every code has an English message (explain/en.ts keys `error.<code>`). */
const bad = (value: unknown) => {
  const r = validateTableLog(value);
  expect(r.ok, `should be rejected: ${JSON.stringify(value).slice(0, 200)}`).toBe(false);
  if (r.ok) throw new Error("unreachable");
  expect(en, `message for ${r.error.code}`).toHaveProperty([`error.${r.error.code}`]);
  return r.error;
};
/** Expects the event at `index` in an otherwise valid log to be rejected. */
const badEvent = (event: unknown, index = 0) => {
  const events: unknown[] = [];
  for (let i = 0; i < index; i++) events.push({ by: "N", call: "P" });
  events.push(event);
  const e = bad(logWith(events));
  expect(e.event).toBe(index);
  return e;
};

describe("table-log@1 reading: JSON and the top level", () => {
  it("reads a minimal log", () => {
    const r = parseTableLog(JSON.stringify(logWith([])));
    expect(r).toEqual({
      ok: true,
      value: { edition: "2017", dealer: "N", vulnerability: "None", events: [] },
    });
  });

  it("bad JSON is an error value, not an exception", () => {
    for (const text of ["{ not json", "", "{", '{"format": "table-log@1",}']) {
      const r = parseTableLog(text);
      expect(r.ok, JSON.stringify(text)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("json-invalid");
    }
  });

  it("a JSON value that is not an object is refused", () => {
    for (const v of [null, 7, "log", true, [], [logWith([])]]) expect(bad(v).code).toBe("log-not-object");
    const r = parseTableLog("[1, 2]");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("log-not-object");
  });

  it("an unknown header key is an error naming the key (a typo must not be ignored)", () => {
    const e = bad({ ...logWith([]), vulnerabilty: "NS" });
    expect(e.code).toBe("unknown-key");
    expect(e.key).toBe("vulnerabilty");
    expect(e.event).toBeUndefined();
  });

  it("the format must be table-log@1", () => {
    expect(bad({ ...logWith([]), format: "table-log@2" }).key).toBe("format");
    const { format: _f, ...noFormat } = logWith([]);
    expect(bad(noFormat).key).toBe("format");
  });

  it("edition is required", () => {
    const { edition: _e, ...rest } = logWith([]);
    const e = bad(rest);
    expect(e.code).toBe("missing-key");
    expect(e.key).toBe("edition");
  });

  it('edition is "2017" or "1987" (as strings)', () => {
    expect(good(logWith([], { edition: "1987" })).edition).toBe("1987");
    for (const edition of ["2007", "1997", 2017, "", null]) {
      const e = bad(logWith([], { edition }));
      expect(e.key, JSON.stringify(edition)).toBe("edition");
    }
  });

  it("events are required and must be an array", () => {
    const { events: _ev, ...rest } = logWith([]);
    expect(bad(rest).key).toBe("events");
    for (const events of [{}, "P P P P", 4, null]) {
      const e = bad({ ...HEADER, events });
      expect(e.key, JSON.stringify(events)).toBe("events");
      expect(e.event).toBeUndefined();
    }
  });
});

describe("table-log@1 header: board, dealer and vulnerability (Law 2)", () => {
  it("board gives dealer and vulnerability by the standard cycle", () => {
    const { dealer: _d, vulnerability: _v, ...rest } = logWith([]);
    // Board 7: dealer S, both vulnerable. Board 8: W, none. Board 12: W, NS. Board 16: W, EW. Board 17 is as 1.
    expect(good({ ...rest, board: 7 })).toMatchObject({ board: 7, dealer: "S", vulnerability: "All" });
    expect(good({ ...rest, board: 8 })).toMatchObject({ dealer: "W", vulnerability: "None" });
    expect(good({ ...rest, board: 12 })).toMatchObject({ dealer: "W", vulnerability: "NS" });
    expect(good({ ...rest, board: 16 })).toMatchObject({ dealer: "W", vulnerability: "EW" });
    expect(good({ ...rest, board: 17 })).toMatchObject({ dealer: "N", vulnerability: "None" });
    expect(good({ ...rest, board: 1 })).toMatchObject({ dealer: "N", vulnerability: "None" });
  });

  it("an explicit dealer or vulnerability overrides the board's default", () => {
    const log = good({ format: "table-log@1", edition: "2017", board: 7, dealer: "N", events: [] });
    expect(log).toMatchObject({ dealer: "N", vulnerability: "All" });
    const log2 = good({
      format: "table-log@1",
      edition: "2017",
      board: 7,
      vulnerability: "None",
      events: [],
    });
    expect(log2).toMatchObject({ dealer: "S", vulnerability: "None" });
  });

  it('board must be a whole number from 1: 0, 1.5, -3 and "7" are refused', () => {
    for (const board of [0, 1.5, -3, "7", null, true]) {
      const e = bad(logWith([], { board }));
      expect(e.code, JSON.stringify(board)).toBe("board-invalid");
      expect(e.key).toBe("board");
    }
  });

  it("without a board, dealer and vulnerability are required", () => {
    const { dealer: _d, ...noDealer } = logWith([]);
    const e = bad(noDealer);
    expect(e.code).toBe("missing-key");
    expect(e.key).toBe("dealer");
    const { vulnerability: _v, ...noVul } = logWith([]);
    const f = bad(noVul);
    expect(f.code).toBe("missing-key");
    expect(f.key).toBe("vulnerability");
  });

  it("dealer is a seat N, E, S or W", () => {
    for (const dealer of ["X", "North", "", 1, null]) {
      const e = bad(logWith([], { dealer }));
      expect(e.code, JSON.stringify(dealer)).toBe("seat-invalid");
      expect(e.key).toBe("dealer");
    }
  });

  it("vulnerability is None, NS, EW or All", () => {
    for (const v of ["None", "NS", "EW", "All"])
      expect(good(logWith([], { vulnerability: v })).vulnerability).toBe(v);
    for (const vulnerability of ["none", "N", "Vul", "", 3, null]) {
      const e = bad(logWith([], { vulnerability }));
      expect(e.code, JSON.stringify(vulnerability)).toBe("vulnerability-invalid");
      expect(e.key).toBe("vulnerability");
    }
  });

  it("deal is a PBN deal string; a bad deal is an error at key deal", () => {
    expect(good(logWith([], { deal: DEAL })).deal).toBe(DEAL);
    // East holds the spade ace as well as North.
    const twice = "N:AK97.Q42.J5.AT83 AJT8.AK3.T98.KQ7 6543.JT98.AKQ.J9 2.765.76432.6542";
    const e = bad(logWith([], { deal: twice }));
    expect(e.code).toBe("deal-card-twice");
    expect(e.key).toBe("deal");
    expect(bad(logWith([], { deal: 52 })).key).toBe("deal");
    expect(bad(logWith([], { deal: "AK97.Q42.J5.AT83" })).key).toBe("deal");
  });
});

describe("table-log@1 events: shape", () => {
  it("an event that is not an object is refused with its index", () => {
    for (const ev of ["1H", 3, null, [{ by: "N", call: "1H" }]])
      expect(badEvent(ev, 2).code).toBe("event-not-object");
  });

  it("an event needs a verb", () => {
    const e = badEvent({ by: "N" }, 1);
    expect(e.code).toBe("event-no-verb");
    expect(badEvent({}).code).toBe("event-no-verb");
  });

  it("an event has only one verb", () => {
    const e = badEvent({ by: "N", call: "1H", accept: true }, 3);
    expect(e.code).toBe("event-two-verbs");
    expect(["call", "accept"]).toContain(e.key);
    expect(badEvent({ by: "N", call: "1H", change: "2H" }).code).toBe("event-two-verbs");
  });

  it("an unknown key in an event is an error naming the event and the key", () => {
    const e = badEvent({ by: "N", call: "1S", comparible: true }, 4);
    expect(e.code).toBe("unknown-key");
    expect(e.key).toBe("comparible");
    // Keys of one verb are unknown on another.
    expect(badEvent({ by: "N", change: "2S", simultaneous: true }).key).toBe("simultaneous");
    expect(badEvent({ by: "N", call: "2S", faceDown: true }).key).toBe("faceDown");
    expect(badEvent({ by: "S", accept: true, artificial: true }).key).toBe("artificial");
    // The director event has no seat.
    expect(badEvent({ director: true, by: "N" }).key).toBe("by");
  });

  it("every event but director needs by, a seat", () => {
    const e = badEvent({ call: "1H" }, 2);
    expect(e.code).toBe("missing-key");
    expect(e.key).toBe("by");
    for (const by of ["X", "north", 0, null]) {
      const f = badEvent({ by, call: "1H" }, 1);
      expect(f.key, JSON.stringify(by)).toBe("by");
    }
    expect(badEvent({ accept: true }).key).toBe("by");
    expect(badEvent({ lead: "SK" }).key).toBe("by");
  });

  it("a verb announced in an early draft of the spec (acceptClaim, now agree) is refused as not supported", () => {
    for (const ev of [{ by: "E", acceptClaim: true }]) {
      const e = badEvent(ev, 1);
      expect(e.code, JSON.stringify(ev)).toBe("event-not-supported");
      expect(e.key).toBe(Object.keys(ev)[1]);
    }
  });
});

describe("table-log@1 events: calls (Law 18A text forms) and findings", () => {
  it("reads calls in every accepted spelling", () => {
    const log = good(
      logWith([
        { by: "N", call: "Pass" },
        { by: "E", call: "1N" },
        { by: "S", call: "Dbl" },
        { by: "W", call: "Rdbl" },
        { by: "N", call: "8S" },
      ]),
    );
    expect(log.events.map((e) => (e.type === "call" ? e.call : null))).toEqual([
      { type: "pass" },
      { type: "bid", level: 1, strain: "NT" },
      { type: "double" },
      { type: "redouble" },
      { type: "bid", level: 8, strain: "S" },
    ]);
  });

  it("defaults: not simultaneous, no findings", () => {
    expect(good(logWith([{ by: "E", call: "1D" }])).events[0]).toEqual({
      type: "call",
      by: "E",
      call: { type: "bid", level: 1, strain: "D" },
      simultaneous: false,
      findings: {},
    });
  });

  it("a call that is not a call is an error at key call", () => {
    const e = badEvent({ by: "E", call: "1Z" }, 1);
    expect(e.code).toBe("call-unreadable");
    expect(e.key).toBe("call");
    expect(badEvent({ by: "E", call: 1 }).key).toBe("call");
    expect(badEvent({ by: "E", change: "one heart" }).key).toBe("change");
  });

  it("a bid of level 0 is refused", () => {
    const e = badEvent({ by: "E", call: "0NT" }, 2);
    expect(e.code).toBe("call-level-zero");
    expect(e.key).toBe("call");
  });

  it("findings are read, false included", () => {
    const log = good(
      logWith([
        { by: "N", call: "2C", artificial: true, suits: ["S", "C"] },
        { by: "E", call: "1D", suits: "unknown", artificial: false },
        { by: "E", change: "2D", comparable: true, sameMeaning: false, unintended: true },
      ]),
    );
    expect(log.events[0]).toMatchObject({ findings: { artificial: true, suits: ["S", "C"] } });
    expect(log.events[1]).toMatchObject({ findings: { suits: "unknown", artificial: false } });
    expect(log.events[2]).toEqual({
      type: "change",
      by: "E",
      call: { type: "bid", level: 2, strain: "D" },
      findings: { comparable: true, sameMeaning: false, unintended: true },
    });
  });

  it("boolean findings of the wrong type are errors at their key", () => {
    for (const key of ["artificial", "comparable", "sameMeaning", "unintended", "simultaneous"]) {
      for (const value of ["yes", 1, null]) {
        const e = badEvent({ by: "S", call: "1H", [key]: value }, 1);
        expect(e.code, `${key}: ${JSON.stringify(value)}`).toBe("type-boolean");
        expect(e.key).toBe(key);
      }
    }
  });

  it('suits must be distinct suits C D H S, or "unknown"', () => {
    for (const suits of [["NT"], ["S", "S"], "S", "none", [1], {}, null]) {
      const e = badEvent({ by: "S", call: "2C", suits }, 1);
      expect(e.code, JSON.stringify(suits)).toBe("suits-invalid");
      expect(e.key).toBe("suits");
    }
  });
});

describe("table-log@1 events: accept, director, leadRestriction, lead", () => {
  it("accept is true or false", () => {
    const log = good(
      logWith([
        { by: "S", accept: true },
        { by: "S", accept: false },
      ]),
    );
    expect(log.events).toEqual([
      { type: "accept", by: "S", accept: true },
      { type: "accept", by: "S", accept: false },
    ]);
    for (const accept of ["yes", 1, null]) {
      const e = badEvent({ by: "S", accept }, 1);
      expect(e.code).toBe("type-boolean");
      expect(e.key).toBe("accept");
    }
  });

  it("director is true only", () => {
    expect(good(logWith([{ director: true }])).events).toEqual([{ type: "director" }]);
    for (const director of [false, "yes", 1, null]) {
      const e = badEvent({ director }, 2);
      expect(e.code, JSON.stringify(director)).toBe("director-true");
      expect(e.key).toBe("director");
    }
  });

  it("leadRestriction is {prohibit: suit}, {require: suit} or {waive: true}", () => {
    const log = good(
      logWith([
        { by: "N", leadRestriction: { prohibit: "H" } },
        { by: "N", leadRestriction: { require: "C" } },
        { by: "N", leadRestriction: { waive: true } },
      ]),
    );
    expect(log.events).toEqual([
      { type: "leadRestriction", by: "N", choice: { prohibit: "H" } },
      { type: "leadRestriction", by: "N", choice: { require: "C" } },
      { type: "leadRestriction", by: "N", choice: { waive: true } },
    ]);
  });

  it("other leadRestriction shapes are refused at the leadRestriction key", () => {
    for (const lr of [
      {},
      { prohibit: "H", require: "S" },
      { waive: false },
      { prohibit: "NT" },
      { require: "X" },
      { forbid: "H" },
      "H",
      ["H"],
      null,
    ]) {
      const e = badEvent({ by: "N", leadRestriction: lr }, 1);
      expect(e.key?.startsWith("leadRestriction"), `${JSON.stringify(lr)}: key ${e.key}`).toBe(true);
    }
    expect(badEvent({ by: "N", leadRestriction: { prohibit: "NT" } }).code).toBe("suit-invalid");
    expect(badEvent({ by: "N", leadRestriction: "H" }).code).toBe("type-object");
  });

  it("lead is a card, optionally face down", () => {
    const log = good(
      logWith([
        { by: "W", lead: "SK" },
        { by: "W", lead: "DT", faceDown: true },
      ]),
    );
    expect(log.events).toEqual([
      { type: "lead", by: "W", card: { suit: "S", rank: "K" }, faceDown: false },
      { type: "lead", by: "W", card: { suit: "D", rank: "T" }, faceDown: true },
    ]);
  });

  it("a lead that is not a card is an error at key lead", () => {
    for (const lead of ["S10", "KS", "SX", "", 13]) {
      const e = badEvent({ by: "W", lead }, 3);
      expect(e.key, JSON.stringify(lead)).toBe("lead");
    }
    expect(badEvent({ by: "W", lead: "S10" }).code).toBe("card-unreadable");
    expect(badEvent({ by: "W", lead: "SK", faceDown: "yes" }).key).toBe("faceDown");
  });
});

describe("table-log@1 scale", () => {
  it("reads 5000 call events", () => {
    const seats = ["N", "E", "S", "W"];
    const calls = ["1C", "P", "X", "XX", "7NT", "Pass", "3N"];
    const events = Array.from({ length: 5000 }, (_, i) => ({
      by: seats[i % 4],
      call: calls[i % calls.length],
    }));
    const r = parseTableLog(JSON.stringify(logWith(events)));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.events).toHaveLength(5000);
      expect(r.value.events[4999]).toMatchObject({ type: "call", by: seats[4999 % 4] });
    }
  });

  it("reports the index of a bad event deep in a long log", () => {
    const events: unknown[] = Array.from({ length: 4000 }, () => ({ by: "N", call: "P" }));
    events[3217] = { by: "N", call: "P", typo: 1 };
    const e = bad(logWith(events));
    expect(e.event).toBe(3217);
    expect(e.key).toBe("typo");
  });
});

describe("table-log@1 writing events back (eventToJson)", () => {
  const CANONICAL: Record<string, unknown>[] = [
    { by: "N", call: "1H" },
    { by: "E", call: "P" },
    { by: "S", call: "X" },
    { by: "W", call: "XX" },
    { by: "N", call: "3NT" },
    { by: "N", call: "8S" },
    { by: "E", call: "1D", simultaneous: true },
    { by: "N", call: "2C", artificial: true, suits: ["S", "C"] },
    { by: "N", call: "2D", suits: "unknown", comparable: false },
    { by: "E", change: "2D", unintended: true },
    { by: "E", change: "P" },
    { by: "S", accept: false },
    { director: true },
    { by: "N", leadRestriction: { prohibit: "H" } },
    { by: "N", leadRestriction: { require: "S" } },
    { by: "N", leadRestriction: { waive: true } },
    { by: "W", lead: "SK" },
    { by: "W", lead: "H2", faceDown: true },
  ];

  it("canonical event JSON survives a round trip", () => {
    CANONICAL.forEach((raw, i) => {
      const e = validateEvent(raw, i);
      expect(e.ok, JSON.stringify(raw)).toBe(true);
      if (e.ok) expect(eventToJson(e.value)).toEqual(raw);
    });
  });

  it("events survive a round trip through JSON", () => {
    const log = good(logWith(CANONICAL));
    const again = good(JSON.parse(JSON.stringify(logWith(log.events.map(eventToJson)))));
    expect(again.events).toEqual(log.events);
  });

  it("writes calls canonically (Pass -> P, Dbl -> X, Rdbl -> XX, 3N -> 3NT)", () => {
    const texts = ["Pass", "Dbl", "Rdbl", "3N"].map((text, i) => {
      const e = validateEvent({ by: "N", call: text }, i);
      if (!e.ok) throw new Error(text);
      return (eventToJson(e.value) as { call: string }).call;
    });
    expect(texts).toEqual(["P", "X", "XX", "3NT"]);
    const change = validateEvent({ by: "N", change: "1N" }, 0);
    expect(change.ok && eventToJson(change.value)).toEqual({ by: "N", change: "1NT" });
  });

  it("omits defaults (simultaneous false, face-up lead)", () => {
    const e: TableEvent = {
      type: "call",
      by: "S",
      call: { type: "pass" },
      simultaneous: false,
      findings: {},
    };
    expect(eventToJson(e)).toEqual({ by: "S", call: "P" });
    expect(eventToJson({ type: "lead", by: "E", card: { suit: "C", rank: "A" }, faceDown: false })).toEqual({
      by: "E",
      lead: "CA",
    });
  });
});
