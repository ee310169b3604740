/**
 * The `position` extension (docs/table-log.md): the director arrives mid-play, nothing of the play was
 * recorded. The board goes on from the next trick with each side's tricks so far; the outcomes below follow
 * from the Laws the later events invoke (56/55 leads out of turn, 68-69 claims, 77 score), not from the code.
 */
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";

// North deals; South declares 3NT (North dummy), West leads; nobody vulnerable on board 1.
const auction = [
  { by: "N", call: "P" },
  { by: "E", call: "P" },
  { by: "S", call: "1NT" },
  { by: "W", call: "P" },
  { by: "N", call: "3NT" },
  { by: "E", call: "P" },
  { by: "S", call: "P" },
  { by: "W", call: "P" },
];
const run = (edition: "2017" | "1987", more: unknown[]) =>
  replay({ format: "table-log@1", edition, board: 1, events: [...auction, ...more] });

describe("position: the play so far not recorded", () => {
  for (const edition of ["2017", "1987"] as const) {
    it(`${edition}: the play goes on at trick 7 with the tricks each side won`, () => {
      const r = run(edition, [{ position: { played: 6, NS: 4, EW: 2, lead: "N" } }]);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value).toMatchObject({ phase: "play", turn: "N", dummy: "N", tricksWon: { NS: 4, EW: 2 } });
      expect(r.value.unrecorded).toEqual({ tricks: 6, NS: 4, EW: 2 });
      expect(r.value.tricks).toEqual([]);
    });

    it(`${edition}: a defender leading when dummy is on lead is a lead out of turn (56), at trick 7`, () => {
      const r = run(edition, [{ position: { played: 6, NS: 4, EW: 2, lead: "N" } }, { by: "E", play: "HK" }]);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.phase).toBe("ruling");
      expect(r.value.ruling).toMatchObject({ law: "56", chooser: "S" });
    });

    it(`${edition}: the last trick completes the board: 4 + the recorded trick, and the Law 77 score`, () => {
      const r = run(edition, [
        { position: { played: 12, NS: 8, EW: 4, lead: "S" } },
        { by: "S", play: "SA" },
        { by: "W", play: "S2" },
        { by: "N", play: "S3" },
        { by: "E", play: "S4" },
      ]);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      // South wins the thirteenth trick: nine tricks, 3NT made, 400 not vulnerable.
      expect(r.value).toMatchObject({ phase: "done", tricksWon: { NS: 9, EW: 4 }, score: 400 });
      expect(r.value.result).toMatchObject({ declarerTricks: 9 });
    });

    it(`${edition}: a claim counts only the tricks that remain after the unrecorded ones`, () => {
      const tooMany = run(edition, [
        { position: { played: 9, NS: 6, EW: 3, lead: "S" } },
        { by: "S", claim: 5 },
      ]);
      expect(!tooMany.ok && tooMany.error.code).toBe("claim-too-many");
      const r = run(edition, [
        { position: { played: 9, NS: 6, EW: 3, lead: "S" } },
        { by: "S", claim: 4 },
        { by: "W", agree: true },
      ]);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      // 6 + 4 = 10 tricks: 3NT +1, 430 not vulnerable.
      expect(r.value).toMatchObject({ phase: "done", score: 430 });
    });

    it(`${edition}: the players' result must fit the tricks already won`, () => {
      const r = run(edition, [{ position: { played: 9, NS: 6, EW: 3, lead: "S" } }, { by: "S", result: 5 }]);
      expect(!r.ok && r.error).toMatchObject({ code: "result-contradicts-record", event: 9 });
      const fits = run(edition, [
        { position: { played: 9, NS: 6, EW: 3, lead: "S" } },
        { by: "S", result: 8 },
      ]);
      expect(fits.ok && fits.value.score).toBe(-50);
    });
  }

  it("is due where the opening lead is due, or in the play past the record (a later position)", () => {
    const inAuction = replay({
      format: "table-log@1",
      edition: "2017",
      board: 1,
      events: [auction[0], { position: { played: 6, NS: 4, EW: 2, lead: "N" } }],
    });
    expect(!inAuction.ok && inAuction.error).toMatchObject({ code: "position-not-due", event: 1 });
    // The same position twice says nothing new: the second is behind the play it would replace.
    const twice = run("2017", [
      { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
      { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
    ]);
    expect(!twice.ok && twice.error).toMatchObject({ code: "position-behind-record", event: 9 });
    const later = run("2017", [
      { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
      { position: { played: 7, NS: 4, EW: 3, lead: "E" } },
    ]);
    expect(later.ok && later.value).toMatchObject({ phase: "play", turn: "E", tricksWon: { NS: 4, EW: 3 } });
    // While a ruling is open (a lead out of turn waiting for declarer's choice) it is not due.
    const inRuling = run("2017", [
      { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
      { by: "E", play: "HK" },
      { position: { played: 7, NS: 4, EW: 3, lead: "E" } },
    ]);
    expect(!inRuling.ok && inRuling.error).toMatchObject({ code: "position-not-due", event: 10 });
  });

  describe("a later position: cards recorded, then the play goes on unrecorded", () => {
    const play = (by: string, card: string) => ({ by, play: card });
    // Trick 1 recorded in full (South wins it), trick 2 led.
    const recorded = [
      { by: "W", lead: "SK" },
      ...[play("N", "S2"), play("E", "S3"), play("S", "SA")],
      play("S", "H2"),
    ];
    for (const edition of ["2017", "1987"] as const)
      it(`${edition}: after the opening lead alone, a claim at trick 10 covers the 4 tricks left`, () => {
        const r = run(edition, [
          { by: "W", lead: "SK" },
          { position: { played: 9, NS: 6, EW: 3, lead: "S" } },
          { by: "S", claim: 4 },
          { by: "W", agree: true },
        ]);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        // 6 + 4 = 10 tricks: 3NT +1, 430 not vulnerable.
        expect(r.value).toMatchObject({ phase: "done", score: 430 });
        expect(r.value.unrecorded).toEqual({
          tricks: 9,
          NS: 6,
          EW: 3,
          recorded: [{ leader: "W", cards: [{ by: "W", card: "SK" }] }],
        });
        expect(r.value.lead).toEqual({ by: "W", card: "SK" });
      });

    it("keeps the recorded tricks, numbers the next from the position, and drops nothing the record won", () => {
      const r = run("2017", [...recorded, { position: { played: 5, NS: 3, EW: 2, lead: "E" } }]);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value).toMatchObject({ phase: "play", turn: "E", tricks: [], tricksWon: { NS: 3, EW: 2 } });
      expect(r.value.unrecorded?.recorded?.map((t) => t.cards.length)).toEqual([4, 1]);
      // Trick 6 is now led: a revoke named there is read from it.
      const six = run("2017", [
        ...recorded,
        { position: { played: 5, NS: 3, EW: 2, lead: "E" } },
        play("E", "D2"),
      ]);
      expect(six.ok && six.value.tricks).toEqual([{ leader: "E", cards: [{ by: "E", card: "D2" }] }]);
    });

    it("must be past the recorded play: every recorded trick over, each side's tricks at least the record's", () => {
      const err = (position: unknown) => {
        const r = run("2017", [...recorded, { position }]);
        return r.ok ? null : { code: r.error.code, event: r.error.event };
      };
      // Trick 2 is in progress: the position must count it as played.
      expect(err({ played: 1, NS: 1, EW: 0, lead: "S" })).toEqual({
        code: "position-behind-record",
        event: 13,
      });
      // South won trick 1: North-South have at least one trick.
      expect(err({ played: 4, NS: 0, EW: 4, lead: "E" })).toEqual({
        code: "position-behind-record",
        event: 13,
      });
      expect(err({ played: 2, NS: 1, EW: 1, lead: "W" })).toBeNull();
    });
  });

  it("a revoke named before the position keeps its transfer; the position must count its trick", () => {
    const named = {
      by: "S",
      attention: true,
      revoke: { by: "W", trick: 5 },
      established: true,
      trickWonBy: "W",
      laterTricks: 1,
    };
    for (const edition of ["2017", "1987"] as const) {
      // The transfer is the revoke's whatever the position says after it: as with the players' result.
      const direct = run(edition, [named, { by: "S", result: 9 }]);
      const viaPosition = run(edition, [
        named,
        { position: { played: 9, NS: 5, EW: 4, lead: "S" } },
        { by: "S", claim: 4 },
        { by: "W", agree: true },
      ]);
      expect(direct.ok && viaPosition.ok).toBe(true);
      if (!direct.ok || !viaPosition.ok) return;
      expect(direct.value.result?.transferred.length).toBe(1);
      expect(viaPosition.value.result?.transferred).toEqual(direct.value.result?.transferred);
      expect(viaPosition.value.result?.byPlay).toBe(9);
    }
    const early = run("2017", [named, { position: { played: 4, NS: 2, EW: 2, lead: "S" } }]);
    expect(!early.ok && early.error).toMatchObject({
      code: "position-before-revoke",
      event: 9,
      key: "position.played",
    });
  });

  it("bad values are errors naming the key", () => {
    const bad = (position: unknown) => {
      const r = run("2017", [{ position }]);
      return r.ok ? null : { code: r.error.code, key: r.error.key, event: r.error.event };
    };
    expect(bad({ played: 6, NS: 4, EW: 3, lead: "N" })).toEqual({
      code: "position-tricks-sum",
      key: "position",
      event: 8,
    });
    expect(bad({ played: 13, NS: 9, EW: 4, lead: "N" })).toMatchObject({ key: "position.played" });
    expect(bad({ played: 0, NS: 0, EW: 0, lead: "N" })).toMatchObject({ key: "position.played" });
    expect(bad({ played: 6, NS: 4, EW: 2, lead: "X" })).toMatchObject({ key: "position.lead" });
    expect(bad({ played: 6, NS: 4, EW: 2 })).toMatchObject({ code: "missing-key", key: "position.lead" });
    expect(bad({ played: 6, NS: 4, EW: 2, lead: "N", trick: 7 })).toMatchObject({
      code: "unknown-key",
      key: "position.trick",
    });
    expect(bad("six")).toMatchObject({ key: "position" });
  });

  it("with the deal known, a card the hand never held is still bad input; a failure to follow is not judged", () => {
    const deal = "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432";
    const r = replay({
      format: "table-log@1",
      edition: "2017",
      board: 1,
      deal,
      events: [...auction, { position: { played: 6, NS: 4, EW: 2, lead: "N" } }, { by: "N", play: "S2" }],
    });
    expect(!r.ok && r.error).toMatchObject({ code: "card-not-held", event: 9 });
    const ok = replay({
      format: "table-log@1",
      edition: "2017",
      board: 1,
      deal,
      events: [
        ...auction,
        { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
        { by: "N", play: "SA" },
        { by: "E", play: "HT" },
      ],
    });
    // East may have played his spades in the unrecorded tricks: no revoke is recorded by itself.
    expect(ok.ok && ok.value.revokes).toEqual([]);
  });

  it("a revoke named after the position is read from the recorded trick it is on", () => {
    const play = (by: string, card: string) => ({ by, play: card });
    const events = [
      { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
      ...[play("N", "S2"), play("E", "S3"), play("S", "SA"), play("W", "S4")],
      // Trick 8: East discards a club on a heart; West wins it with the king.
      ...[play("S", "H2"), play("W", "HK"), play("N", "H4"), play("E", "C2")],
      ...[play("W", "D2"), play("N", "D3"), play("E", "D4"), play("S", "DA")],
      { by: "S", attention: true, revoke: { by: "E", trick: 8 }, established: true },
    ];
    // 2017 64A2: the revoker did not win the revoke trick, his side did: one trick to the declaring side.
    const r = run("2017", [...events, { by: "S", result: 8 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.result).toEqual({
      byPlay: 8,
      transferred: [{ tricks: 1, to: "NS", law: "64A2" }],
      declarerTricks: 9,
    });
    expect(r.value.score).toBe(400);
    // 1987 64A: the count turns on the tricks the offending side won after the revoke trick, which the
    // record (it stops at trick 9) does not show: the director is asked.
    const old = run("1987", events);
    expect(old.ok && old.value.ruling).toMatchObject({ question: "laterTricks" });
  });

  for (const edition of ["2017", "1987"] as const)
    it(`${edition}: with no card recorded at all, the players' result ends the board (what the director knows)`, () => {
      const r = run(edition, [{ by: "S", result: 10 }]);
      expect(r.ok && { phase: r.value.phase, score: r.value.score }).toEqual({ phase: "done", score: 430 });
      const passedOut = replay({
        format: "table-log@1",
        edition,
        board: 1,
        events: [...["N", "E", "S", "W"].map((by) => ({ by, call: "P" })), { by: "N", result: 7 }],
      });
      expect(!passedOut.ok && passedOut.error).toMatchObject({ code: "result-not-in-play", event: 4 });
    });
});
