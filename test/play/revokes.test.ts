/**
 * The revoke laws (43A1, 61-64, 67) beyond the fixtures: each code's 64A rule against the text as the
 * research reads it, what the engine asks when a finding is missing, what it refuses, and what it leaves to
 * the other groups (an attention that concerns no revoke).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";
import { transfer1987 } from "../../src/laws/1987/law64.js";
import { defective1987 } from "../../src/laws/1987/law67.js";
import { transfer2017 } from "../../src/laws/2017/law64.js";
import { defective2017 } from "../../src/laws/2017/law67.js";

const ROOT = new URL("../fixtures/", import.meta.url).pathname;
type Log = { edition: string; events: Record<string, unknown>[] } & Record<string, unknown>;
const fixtureLog = (rel: string): Log => JSON.parse(readFileSync(ROOT + rel, "utf8")).log as Log;
const withEvents = (log: Log, events: Record<string, unknown>[], edition = log.edition): Log => ({
  ...log,
  edition,
  events,
});
const state = (log: Log) => {
  const r = replay(log as never);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe("64A as each code reads it", () => {
  it("2017: the offending player won the revoke trick: it and one later trick of his side (64A1)", () => {
    expect(transfer2017({ offender: "E", wonBy: "E", later: 2 })).toEqual({ tricks: 2, law: "64A1" });
    expect(transfer2017({ offender: "E", wonBy: "E", later: 0 })).toEqual({ tricks: 1, law: "64A1" });
    expect(transfer2017({ offender: "E", wonBy: "E" })).toBe("later");
  });
  it("2017: his partner won it: one trick, whatever came later (64A2); nobody of his side: one if a later trick (64A2) or none", () => {
    expect(transfer2017({ offender: "E", wonBy: "W" })).toEqual({ tricks: 1, law: "64A2" });
    expect(transfer2017({ offender: "S", wonBy: "N" })).toEqual({ tricks: 1, law: "64A2" });
    expect(transfer2017({ offender: "E", wonBy: "S", later: 1 })).toEqual({ tricks: 1, law: "64A2" });
    expect(transfer2017({ offender: "E", wonBy: "S", later: 0 })).toEqual({ tricks: 0, law: "64A2" });
  });
  it("1987 (reconstructed, Commentary 64.1): the offender himself won the revoke trick: it and one later trick (64A1)", () => {
    expect(transfer1987({ offender: "E", wonBy: "E", later: 1 })).toEqual({ tricks: 2, law: "64A1" });
    expect(transfer1987({ offender: "E", wonBy: "E", later: 0 })).toEqual({ tricks: 1, law: "64A1" });
    expect(transfer1987({ offender: "E", wonBy: "E" })).toBe("later");
  });
  it("1987 (reconstructed, Commentary 64.1): his partner or dummy won it: as if the non-offenders had (64A2)", () => {
    expect(transfer1987({ offender: "E", wonBy: "W", later: 1 })).toEqual({ tricks: 1, law: "64A2" });
    expect(transfer1987({ offender: "S", wonBy: "N", later: 0 })).toEqual({ tricks: 0, law: "64A2" });
    expect(transfer1987({ offender: "E", wonBy: "N", later: 3 })).toEqual({ tricks: 1, law: "64A2" });
    expect(transfer1987({ offender: "E", wonBy: "W" })).toBe("later");
  });
  it("67B1: 2017 deems a revoke (one trick as under 64A2); 1987 turns on a card of the suit led", () => {
    expect(defective2017({ sideWonTrick: false, later: 1 })).toBe(1);
    expect(defective2017({ sideWonTrick: false, later: 0 })).toBe(0);
    expect(defective1987({ sideWonTrick: false, later: 1 })).toBe("held");
    expect(defective1987({ sideWonTrick: false, later: 1, heldSuitLed: true })).toBe(0);
  });
});

describe("the full record", () => {
  const rel = "2017/law64/64A2-full-record-revoke-trick-won-by-the-revokers-partner.json";
  it("a revoke nobody draws attention to transfers nothing", () => {
    const log = fixtureLog(rel);
    const s = state(withEvents(log, log.events.slice(0, -1)));
    expect(s.revokes).toEqual([{ by: "E", trick: 1, card: "S2", established: true, noticed: false }]);
    expect(s.result?.transferred).toEqual([]);
    expect(s.watchForDamage).toEqual([]);
  });
  it("an attention when the record shows nothing to rule on is recorded and changes nothing (both codes)", () => {
    const log = fixtureLog("2017/law44/44-full-record-clean-board-and-score.json");
    for (const edition of ["2017", "1987"]) {
      const before = state(withEvents(log, log.events.slice(0, 12), edition));
      const s = state(withEvents(log, [...log.events.slice(0, 12), { by: "S", attention: true }], edition));
      expect({ ...s, events: 0 }).toEqual({ ...before, events: 0 });
      expect(s.events).toBe(13);
      // After the last trick too (the board stays scored as it was).
      const end = state(withEvents(log, log.events, edition));
      const again = state(withEvents(log, [...log.events, { by: "W", attention: true }], edition));
      expect({ ...again, events: 0 }).toEqual({ ...end, events: 0 });
    }
  });
  it("62A: the director's event during the correction has the revoke card taken back (never 'corrected' while it stands)", () => {
    const log = fixtureLog(corrected);
    const s = state(withEvents(log, [...log.events.slice(0, 27), { director: true }]));
    expect(s.tricks?.[4]?.cards.some((c) => c.by === "E")).toBe(false);
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "C3", kind: "major", law: "50D" }]);
    expect(s.phase).toBe("ruling");
    expect(s.turn).toBe("E");
    const t = state(
      withEvents(log, [...log.events.slice(0, 27), { director: true }, { by: "E", play: "D2" }]),
    );
    expect(t.tricks?.[4]?.cards.find((c) => c.by === "E")?.card).toBe("D2");
    expect(t.revokes).toMatchObject([{ by: "E", trick: 5, card: "C3", corrected: true, law: "62B1" }]);
  });
  it("62A: another event while the revoke card still stands is refused (the offender's withdraw is awaited)", () => {
    const log = fixtureLog(corrected);
    const r = replay(withEvents(log, [...log.events.slice(0, 27), { by: "E", play: "D2" }]) as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "revoke-card-not-withdrawn", event: 27, key: "play" });
  });
  const corrected = "2017/law62/62A-defender-revoke-corrected-nos-withdraws-its-card.json";
  it("a revoke card taken back before anyone speaks is corrected as if attention had been drawn (62A, 62B1)", () => {
    const log = fixtureLog(corrected);
    const events = [...log.events.slice(0, 26), { by: "E", withdraw: "C3" }, { by: "E", play: "D2" }];
    const s = state(withEvents(log, events));
    expect(s.revokes).toMatchObject([{ by: "E", trick: 5, card: "C3", corrected: true, law: "62B1" }]);
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "C3", kind: "major", law: "50D" }]);
  });
  it("the card that corrects a revoke must follow suit (62A)", () => {
    const log = fixtureLog(corrected);
    const events = [...log.events.slice(0, 28), { by: "E", play: "C5" }];
    const r = replay(withEvents(log, events) as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "revoke-correction-must-follow", event: 28 });
  });
  it("1987: when the record stops, the end of the play waits for the director's count of later tricks (64A1)", () => {
    const log = fixtureLog(
      "1987/law63/63A1-revoke-established-by-partners-lead-director-knows-the-rest.json",
    );
    const s = state(withEvents(log, log.events.slice(0, -1)));
    expect(s.phase).toBe("ruling");
    expect(s.ruling).toMatchObject({ irregularity: "revoke", law: "64A" });
  });
});

describe("without the full record", () => {
  const rel = "2017/law64/64A2-director-knows-revoke-trick-won-by-the-revokers-partner.json";
  it("asks whether the revoke was established when the attention does not say (63A)", () => {
    const log = fixtureLog(rel);
    const events = log.events.map((e) =>
      "attention" in e ? { by: "S", attention: true, revoke: { by: "E", trick: 5 } } : e,
    );
    const r = replay(withEvents(log, events.slice(0, -1)) as never);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.ruling).toMatchObject({ question: "established" });
  });
  it("asks who won the revoke trick when the ruling turns on it (64A)", () => {
    const log = fixtureLog(rel);
    const events = log.events.map((e) =>
      "attention" in e ? { by: "S", attention: true, revoke: { by: "E", trick: 5 }, established: true } : e,
    );
    const r = replay(withEvents(log, events.slice(0, -1)) as never);
    if (r.ok) expect(r.value.ruling).toMatchObject({ question: "trickWonBy" });
    else throw new Error(JSON.stringify(r.error));
  });
  it("1987 has no 64B7: naming it is an error at that event", () => {
    const log = fixtureLog(rel);
    const events = log.events.map((e) => ("attention" in e ? { ...e, exception: "64B7" } : e));
    const r = replay(withEvents(log, events, "1987") as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("revoke-exception-unknown");
  });
  it("2017 has no rule for attention drawn by an illegal inquiry (1987 63B): the finding is an error at that event", () => {
    const log = fixtureLog(
      "1987/law63/63B-attention-drawn-by-an-illegal-inquiry-corrected-and-transferred.json",
    );
    const r = replay(withEvents(log, log.events.slice(0, 19), "2017") as never);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: "illegal-inquiry-not-in-code",
        event: 18,
        key: "illegalInquiry",
      });
  });
  const auction3NT = [
    { by: "N", call: "P" },
    { by: "E", call: "P" },
    { by: "S", call: "1NT" },
    { by: "W", call: "P" },
    { by: "N", call: "3NT" },
    { by: "E", call: "P" },
    { by: "S", call: "P" },
    { by: "W", call: "P" },
  ];
  it("64B3: a revoke by dummy's seat named without dummyRevoke transfers nothing (the engine knows dummy)", () => {
    const head = { format: "table-log@1", dealer: "N", vulnerability: "None" };
    for (const edition of ["2017", "1987"]) {
      const attention = {
        by: "S",
        attention: true,
        revoke: { by: "N", trick: 5 },
        established: true,
        trickWonBy: "E",
        laterTricks: 2,
      };
      const s = state({ ...head, edition, events: [...auction3NT, attention] });
      expect(s.revokes).toEqual([{ by: "N", trick: 5, established: true, noticed: true, law: "64B3" }]);
      // Declarer's own revoke is still 64A.
      const d = state({
        ...head,
        edition,
        events: [...auction3NT, { ...attention, revoke: { by: "S", trick: 5 } }],
      });
      expect(d.revokes?.[0]?.transfer).toBeGreaterThan(0);
    }
  });
  const defectiveLog = (edition: string, findings: Record<string, unknown>) => ({
    format: "table-log@1",
    edition,
    board: 1,
    events: [
      { by: "N", call: "1NT" },
      { by: "E", call: "P" },
      { by: "S", call: "P" },
      { by: "W", call: "P" },
      { by: "N", attention: true, defectiveTrick: { trick: 3, by: "W", kind: "no-card" }, ...findings },
    ],
  });
  it("1987 67B1 with a card of the suit led: no transfer, and nothing more asked", () => {
    const s = state(defectiveLog("1987", { heldSuitLed: true }));
    expect(s.ruling).toBeNull();
    expect(s.revokes).toEqual([{ by: "W", trick: 3, established: true, noticed: true, law: "67B1" }]);
  });
  it("67B1 asks the later tricks only when the offending side did not win the defective trick", () => {
    // West's partner East won it: one trick, whatever came later (2017; 1987 without a card of the suit led).
    for (const [edition, extra] of [
      ["2017", {}],
      ["1987", { heldSuitLed: false }],
    ] as const) {
      const s = state(defectiveLog(edition, { ...extra, trickWonBy: "E" }));
      expect(s.ruling).toBeNull();
      expect(s.revokes).toMatchObject([{ by: "W", law: "67B1", transfer: 1 }]);
      const t = state(defectiveLog(edition, { ...extra, trickWonBy: "N" }));
      expect(t.ruling).toMatchObject({ question: "laterTricks" });
      expect(state(defectiveLog(edition, extra)).ruling).toMatchObject({ question: "trickWonBy" });
    }
  });
  it("1987 67B1 asks whether the offender held a card of the suit led", () => {
    const log = fixtureLog("1987/law67/67B1-defective-trick-card-missing-found-later.json");
    const events = log.events.map((e) => {
      if (!("attention" in e)) return e;
      const { heldSuitLed: _h, ...rest } = e;
      return rest;
    });
    const r = replay(withEvents(log, events.slice(0, -1)) as never);
    if (r.ok) expect(r.value.ruling).toMatchObject({ question: "heldSuitLed" });
    else throw new Error(JSON.stringify(r.error));
  });
});

describe("issue 24: revokes the 52 ruling and the claims meet", () => {
  const claimRel =
    "2017/law62/62A-revoke-found-after-the-opponents-claim-corrected-before-the-claim-is-ruled.json";
  const claimLog = fixtureLog(claimRel);
  // Up to South's claim (event 14): East's ruff at trick 2 is a revoke nobody has noticed yet.
  const toClaim = claimLog.events.slice(0, 15);
  it.each(["2017", "1987"])(
    "%s: attention before the opponents answer: corrected, then they answer the claim again",
    (ed) => {
      const during = state(
        withEvents(claimLog, [...toClaim, { by: "W", attention: true }, { by: "E", withdraw: "S2" }], ed),
      );
      expect(during.ruling).toMatchObject({ irregularity: "revoke" });
      const s = state(
        withEvents(
          claimLog,
          [...toClaim, { by: "W", attention: true }, { by: "E", withdraw: "S2" }, { by: "E", play: "D9" }],
          ed,
        ),
      );
      expect(s.ruling).toMatchObject({ irregularity: "claim", chooser: "E" });
      expect(s.claim).toMatchObject({ status: "pending", tricks: 11 });
      expect(s.penaltyCards).toEqual([{ seat: "E", card: "S2", kind: "major", law: "50D" }]);
      const agreed = state(
        withEvents(
          claimLog,
          [
            ...toClaim,
            { by: "W", attention: true },
            { by: "E", withdraw: "S2" },
            { by: "E", play: "D9" },
            { by: "E", agree: true },
          ],
          ed,
        ),
      );
      expect(agreed.phase).toBe("done");
      expect(agreed.result).toMatchObject({ declarerTricks: 12, transferred: [] });
    },
  );
  it("an attention during the claim with no revoke to rule changes nothing (the claim still waits)", () => {
    const log = fixtureLog("2017/law68/68A-claim-agreed.json");
    const at = log.events.findIndex((e) => "claim" in e);
    const s = state(withEvents(log, [...log.events.slice(0, at + 1), { by: "W", attention: true }]));
    expect(s.ruling).toMatchObject({ irregularity: "claim" });
    expect(s.claim).toMatchObject({ status: "pending" });
  });
  it("a penalty card not played, accepted (52B1) and not yet established: an attention rules nothing more", () => {
    const log = fixtureLog(
      "2017/law64/64B3-full-record-penalty-card-not-played-established-no-transfer.json",
    );
    // Up to declarer's play from dummy (52B1(b)): East has not played to trick 3 yet.
    const s = state(withEvents(log, [...log.events.slice(0, 16), { by: "S", attention: true }]));
    expect(s.revokes).toEqual([
      { by: "E", trick: 2, card: "D9", established: false, noticed: false, penaltyCard: "DT" },
    ]);
    expect(s.ruling).toBeNull();
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "DT", kind: "major", law: "50D", event: 10 }]);
  });
  it("52B2 (declarer refuses the other card): the penalty card is played in its place and the revoke goes with the card", () => {
    const log = fixtureLog(
      "2017/law64/64B3-full-record-penalty-card-not-played-established-no-transfer.json",
    );
    const s = state(withEvents(log, [...log.events.slice(0, 15), { by: "S", accept: false }]));
    expect(s.revokes ?? []).toEqual([]);
  });
});
