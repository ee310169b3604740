/** The quick paths' facts as events (web/play/quickModel.ts): what each path records and what the engine makes of it. */
import { describe, expect, it } from "vitest";
import { type EventJson, type LogJson, type OptionRuling, run, tryAppend } from "../../web/model.js";
import {
  cardsOf,
  claimEvents,
  defaultWhere,
  exposeInAuction,
  leadEvents,
  optionChoice,
  positionEvents,
  prematureEvents,
  recordedCard,
  revokeEvents,
  revokeTrickRange,
  trumpsOut,
} from "../../web/play/quickModel.js";
import { calls, tableLog } from "../support/logs.js";

const DEAL = "N:KQ3.952.KQ73.842 862.764.T92.T653 AJT94.AK3.84.AK7 75.QJT8.AJ65.QJ9";
/** 1NT by North, board 1: East is on opening lead; South is dummy. */
const base = (edition: "2017" | "1987" = "2017", deal?: string): LogJson =>
  tableLog(calls(["1NT", "P", "P", "P"]), { edition, board: 1, ...(deal ? { deal } : {}) });
const state = (log: LogJson) => {
  const o = run(log, "en");
  if (o.state === null || o.error) throw new Error(JSON.stringify(o.error));
  return o.state;
};
const append = (log: LogJson, events: EventJson[]): LogJson => {
  let l = log;
  for (const e of events) {
    const r = tryAppend(l, e);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    l = r.log;
  }
  return l;
};

describe("quick paths: the events", () => {
  it("records the opening lead out of turn as a lead, a later one after a position", () => {
    const log = base();
    const s = state(log);
    expect(defaultWhere(s)).toEqual({ trick: 1, leader: "E", nsWon: 0 });
    expect(leadEvents(s, defaultWhere(s), "W", "C5")).toEqual([{ by: "W", lead: "C5" }]);
    const later = leadEvents(s, { trick: 7, leader: "E", nsWon: 4 }, "W", "HQ");
    expect(later).toEqual([{ position: { played: 6, NS: 4, EW: 2, lead: "E" } }, { by: "W", play: "HQ" }]);
    const after = state(append(log, later));
    expect(after.ruling && "law" in after.ruling ? after.ruling.law : null).toBe("56");
  });

  it("needs no position at the record's trick; a later trick is a later position", () => {
    const log = append(base(), [{ by: "E", lead: "C5" }]);
    const s = state(log);
    expect(defaultWhere(s)).toEqual({ trick: 1, leader: "E", nsWon: 0 });
    expect(positionEvents(s, defaultWhere(s))).toEqual([]);
    expect(positionEvents(s, { trick: 5, leader: "N", nsWon: 2 })).toEqual([
      { position: { played: 4, NS: 2, EW: 2, lead: "N" } },
    ]);
  });

  it("claims at trick 10 after a lead recorded at trick 1: the later position, the 4 tricks left", () => {
    // West leads out of turn, North (declarer) accepts: trick 1 holds West's card.
    const log = append(base(), [
      { by: "W", lead: "D5" },
      { by: "N", accept: true },
    ]);
    const s = state(log);
    const at = { trick: 10, leader: "N" as const, nsWon: 6 };
    const events = claimEvents(s, at, { by: "N", tricks: 4, statement: "" });
    expect(events).toEqual([{ position: { played: 9, NS: 6, EW: 3, lead: "N" } }, { by: "N", claim: 4 }]);
    const after = state(append(log, [...events, { by: "E", agree: true }]));
    // 1NT by North: 6 + 4 = 10 tricks, 1NT + 3, 180 not vulnerable.
    expect(after).toMatchObject({ phase: "done", score: 180 });
  });

  it("offers a revoke only on a trick the offender played to (61A), and keeps a defender's card (62B1)", () => {
    // West leads out of turn, North accepts: East has not played to trick 1 (F23).
    const led = append(base(), [
      { by: "W", lead: "D5" },
      { by: "N", accept: true },
    ]);
    expect(revokeTrickRange(state(led), "E")).toBeNull();
    expect(revokeTrickRange(state(led), "W")).toEqual([1, 1]);
    expect(revokeTrickRange(state(base()), "E")).toEqual([1, 13]);
    // A position at trick 6, West on lead: East revoked with the club seven on trick 5, not established.
    const log = append(base(), [{ position: { played: 5, NS: 3, EW: 2, lead: "W" } }]);
    const s = state(log);
    expect(revokeTrickRange(s, "E")).toEqual([1, 5]);
    expect(recordedCard(s, "E", 5)).toBeNull();
    const events = revokeEvents(s, { by: "E", trick: 5, established: false, card: "C7" });
    expect(events[0]).toMatchObject({ revoke: { by: "E", trick: 5, card: "C7" }, established: false });
    const after = state(append(log, events));
    expect(after.penaltyCards).toEqual([{ seat: "E", card: "C7", kind: "major", law: "50D" }]);
    expect(after.revokes?.[0]).toMatchObject({ card: "C7", corrected: true, law: "62B1" });
    // West, his partner, is on lead: declarer's options (50D2).
    expect(after.leadRestrictions[0]).toMatchObject({ leader: "W", suits: ["C"], law: "50D2(a)" });
  });

  it("a revoke card the record holds is that card, corrected card by card (62A)", () => {
    // No deal: West leads out of turn, North accepts; North, East (a spade on the diamond), South follow.
    const log = append(base(), [
      { by: "W", lead: "D5" },
      { by: "N", accept: true },
      { by: "N", play: "D3" },
      { by: "E", play: "S2" },
      { by: "S", play: "D4" },
    ]);
    const s = state(log);
    expect(revokeTrickRange(s, "E")).toEqual([1, 1]);
    expect(recordedCard(s, "E", 1)).toBe("S2");
    const after = state(append(log, revokeEvents(s, { by: "E", trick: 1, established: false, card: "S2" })));
    expect(after.ruling && "law" in after.ruling ? after.ruling.law : null).toBe("62A");
    const taken = state(
      append(log, [
        ...revokeEvents(s, { by: "E", trick: 1, established: false, card: "S2" }),
        { by: "E", withdraw: "S2" },
      ]),
    );
    expect(taken.penaltyCards).toEqual([{ seat: "E", card: "S2", kind: "major", law: "50D" }]);
  });

  it("keeps the Law 70 tests the director ticked with his award (the tests extension)", () => {
    const log = append(base(), [{ by: "E", lead: "C5" }]);
    const s = state(log);
    const claim = claimEvents(s, { trick: 10, leader: "N", nsWon: 6 }, { by: "N", tricks: 4, statement: "" });
    const ruled = append(log, [
      ...claim,
      { by: "E", agree: false },
      { director: true, award: 3, tests: ["70C"] },
    ]);
    const after = state(ruled);
    expect(after.claim).toMatchObject({ status: "ruled", award: 3, tests: ["70C"] });
    // Bad input is an error value naming the key: a test twice, or tests with no award.
    expect(
      tryAppend(append(log, [...claim, { by: "E", agree: false }]), {
        director: true,
        award: 3,
        tests: ["70C", "70C"],
      }),
    ).toMatchObject({ ok: false, error: { code: "award-tests-invalid", key: "tests" } });
  });

  it("a revoke named first keeps its transfer when a claim at trick 10 follows", () => {
    const s = state(base());
    const revoke = revokeEvents(s, { by: "E", trick: 5, established: true, trickWonBy: "E", laterTricks: 1 });
    const log = append(base(), revoke);
    const s2 = state(log);
    const events = claimEvents(
      s2,
      { trick: 10, leader: "N", nsWon: 6 },
      { by: "N", tricks: 4, statement: "" },
    );
    const after = state(append(log, [...events, { by: "E", agree: true }]));
    // 2017 64A1: the revoker won the revoke trick, his side a later one: 2 tricks. 10 + 2 = 12: 1NT + 6, 240.
    expect(after.result).toMatchObject({ byPlay: 10, declarerTricks: 12 });
    expect(after.score).toBe(240);
  });

  it("puts a card exposed in the auction before its last call", () => {
    const log = exposeInAuction(base(), "N", "S2", true);
    expect(log?.events.map((e) => Object.keys(e).find((k) => k !== "by"))).toEqual([
      "call",
      "call",
      "call",
      "expose",
      "call",
    ]);
    expect(run(log!, "en").error).toBeNull();
  });

  it("names dummy's revoke as such (64B3), and asks nothing the facts answer", () => {
    const s = state(base());
    const [e] = revokeEvents(s, { by: "S", trick: 3, established: true, trickWonBy: "N", laterTricks: 2 });
    expect(e).toMatchObject({ by: "E", attention: true, revoke: { by: "S", trick: 3 }, dummyRevoke: true });
    const after = state(append(base(), [e!]));
    expect(after.ruling).toBeNull();
    expect(after.revokes?.[0]).toMatchObject({ by: "S", law: "64B3" });
  });

  it("gives a defender's revoke to declarer to name, and transfers per code", () => {
    const facts = { by: "E" as const, trick: 5, established: true, trickWonBy: "W" as const, laterTricks: 1 };
    for (const [edition, law, n] of [
      ["2017", "64A2", 1],
      // 1987 64A as the EBL Commentary 64.1 reads it: the partner's trick counts as the non-offenders', so
      // one trick for the later trick his side won (64A2).
      ["1987", "64A2", 1],
    ] as const) {
      const s = state(base(edition));
      const events = revokeEvents(s, facts);
      expect(events[0]!.by).toBe("N");
      expect(state(append(base(edition), events)).revokes?.[0]).toMatchObject({ law, transfer: n });
    }
  });

  it("claims from a position count the tricks left", () => {
    const s = state(base());
    const events = claimEvents(
      s,
      { trick: 9, leader: "N", nsWon: 6 },
      { by: "N", tricks: 3, statement: " " },
    );
    expect(events[1]).toEqual({ by: "N", claim: 3 });
    const after = state(append(base(), events));
    expect(after.claim).toMatchObject({ tricks: 3, remaining: 5 });
  });

  it("gives a premature play (57A) its options and the events that choose them", () => {
    const s = state(base("2017", DEAL));
    const events = prematureEvents(s, { trick: 7, leader: "S", nsWon: 4 }, "D4", "E", "D9");
    const after = state(append(base("2017", DEAL), events));
    const r = after.ruling as OptionRuling;
    expect(r.law).toBe("57A");
    expect(optionChoice(r, "play-lowest")).toEqual({
      events: [{ by: r.chooser, playRestriction: { lowest: true } }],
    });
    expect(optionChoice(r, "play-require-suit", undefined, "D")).toEqual({ suit: "require", exclude: "D" });
  });

  it("maps the 54 options onto their events", () => {
    const log = append(base(), [{ by: "W", lead: "C5" }]);
    const r = state(log).ruling as OptionRuling;
    expect(r.law).toBe("54");
    expect(optionChoice(r, "leads.spread")).toEqual({ events: [{ by: "N", spread: true }] });
    const refuse = optionChoice(r, "leads.refuse-prohibit-suit");
    expect(refuse).toEqual({
      events: [
        { by: "N", accept: false },
        { by: "N", leadRestriction: { prohibit: "C" } },
      ],
    });
    const accept = r.options.find((o) => o.id === "leads.accept-lead")!;
    expect(optionChoice(r, accept.id, accept.event as Record<string, unknown>)).toEqual({
      events: [{ by: "N", accept: true }],
    });
    for (const o of r.options) {
      const c = optionChoice(r, o.id, o.event as Record<string, unknown>);
      if (c === null || !("events" in c)) throw new Error(o.id);
      expect(() => append(log, c.events)).not.toThrow();
    }
  });

  it("offers the cards of the hand when the deal is known, minus those played", () => {
    const log = append(base("2017", DEAL), [{ by: "E", lead: "C5" }]);
    const s = state(log);
    expect(cardsOf(log, s, "E")).toEqual([
      "S8",
      "S6",
      "S2",
      "H7",
      "H6",
      "H4",
      "DT",
      "D9",
      "D2",
      "CT",
      "C6",
      "C3",
    ]);
    expect(cardsOf(base(), state(base()), "E")).toBeNull();
    expect(trumpsOut(log, s)).toBeNull();
  });
});
