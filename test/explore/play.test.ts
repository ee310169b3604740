/**
 * The explorer in the play period: random deals, the play's invariants tried on hand-made bad states (each
 * check catches what it claims to), the continue walk that finishes a board, bounded searches from fixed
 * positions of the play (every card by every seat, every play verb), and short random play walks.
 */
import { describe, expect, it } from "vitest";
import { parseDeal } from "../../src/core/card.js";
import { lho } from "../../src/core/seat.js";
import {
  callEvent,
  checkLog,
  explore,
  type Header,
  logJson,
  prng,
  randomWalks,
  replayChecked,
  type Violation,
  walk,
} from "../../src/explore/index.js";
import { playViolations, randomDeal, winnerOf } from "../../src/explore/play.js";
import { score } from "../../src/scoring/law77.js";
import type { TableState } from "../../src/table/state.js";

const show = (h: Header, v: Violation) =>
  `${v.kind}: ${v.message.split("\n")[0]}\n  ${JSON.stringify(logJson(v.header ?? h, v.events))}`;

/**
 * Kinds of violation the random play walks still report that nobody has ruled on yet (engine bug or wrong
 * invariant; docs/explorer.md, "Open in the play"): listed by the test, not failed. Every other kind fails.
 * Seen in 40,000 random play walks (seeds 1-10, both codes) after the fixes of 1 December 2026: 2 to 13 per code.
 * The three `result` bugs this list held are fixed (test/explore/found/*-22B-*, *-41-*, *-79A-*); so are
 * `revoke-established-early` (the invariant missed 63A's agreement to a claim), `trick-clockwise` (it missed
 * 57C2's card that stands) and `revoke-card` (the engine let an established revoke card be taken back under
 * 62C1: found/1987-63C-*), and `revoke-trick` (2017 62C3 returned the next trick's cards but kept a revoke made
 * in it: found/2017-62C3-revoke-in-the-returned-trick-goes-with-it).
 */
const OPEN: Record<string, string> = {};
const unexpected = (vs: Violation[]) => vs.filter((v) => OPEN[v.kind] === undefined);

// N:J63.5.QT76.QT982 E:AK92.AKJ72.AK8.4 S:QT8.T986.J932.A5 W:754.Q43.54.KJ763 (randomDeal(prng(3))).
const DEAL = "N:J63.5.QT76.QT982 AK92.AKJ72.AK8.4 QT8.T986.J932.A5 754.Q43.54.KJ763";
const AUCTION = [callEvent("N", "1NT"), callEvent("E", "P"), callEvent("S", "P"), callEvent("W", "P")];
const header = (edition: "2017" | "1987"): Header => ({
  edition,
  dealer: "N",
  vulnerability: "None",
  deal: DEAL,
});

/** The board played out by the continue walk (the lowest card that follows suit), from the end of the auction. */
const played = (edition: "2017" | "1987") => {
  const h = header(edition);
  const re = replayChecked(h, AUCTION);
  const w = walk(h, AUCTION, re.states.at(-1)!, []);
  if (w.end !== "ended") throw new Error(JSON.stringify(w));
  return w.events;
};

describe("random deals", () => {
  it("a full deal in PBN form, the same for the same seed", () => {
    const a = randomDeal(prng(7));
    expect(randomDeal(prng(7))).toBe(a);
    expect(randomDeal(prng(8))).not.toBe(a);
    const d = parseDeal(a);
    expect(d.ok).toBe(true);
    expect(randomDeal(prng(3))).toBe(DEAL);
  });
});

describe("the continue walk finishes the board", () => {
  for (const edition of ["2017", "1987"] as const)
    it(`${edition}: 52 cards after 1NT by N, then the result and Law 77's score`, () => {
      const h = header(edition);
      const events = played(edition);
      expect(events.length).toBe(4 + 52);
      const s = replayChecked(h, events).states.at(-1)!;
      expect(s.phase).toBe("done");
      expect(s.tricks).toHaveLength(13);
      const tricks = s.tricksWon!.NS;
      expect(s.result).toEqual({ byPlay: tricks, transferred: [], declarerTricks: tricks });
      expect(s.score).toBe(score({ level: 1, strain: "NT", doubling: "" }, false, tricks as 7));
      expect(checkLog(h, events)).toBeNull();
    });
});

describe("the play's checks catch what they claim to", () => {
  const base = (): TableState => {
    const h = header("2017");
    const events = played("2017").slice(0, 4 + 9);
    return structuredClone(replayChecked(h, events).states.at(-1)!);
  };
  const kinds = (s: TableState) =>
    playViolations(s, { events: [], vulnerability: "None" }).map((f) => f.kind);
  it("a good state passes", () => expect(kinds(base())).toEqual([]));
  it("the winner of a trick: the highest trump, else the highest of the suit led", () => {
    const cards = [
      { by: "N" as const, card: "H2" },
      { by: "E" as const, card: "HA" },
      { by: "S" as const, card: "S2" },
      { by: "W" as const, card: "SK" },
    ];
    expect(winnerOf(cards, null)).toBe("E");
    expect(winnerOf(cards, "S")).toBe("W");
    expect(winnerOf(cards, "D")).toBe("E");
    expect(winnerOf(cards.slice(0, 3).concat({ by: "W", card: "DA" }), "C")).toBe("E");
  });
  it("a wrong winner, and tricksWon that does not add up", () => {
    const s = base();
    const t = s.tricks![0]!;
    t.winner = lho(t.winner!);
    expect(kinds(s)).toContain("trick-winner");
    expect(kinds(s)).toContain("tricks-won");
  });
  it("a card twice, a hand twice in a trick, counter-clockwise, a card not held", () => {
    const s = base();
    const t1 = s.tricks![0]!;
    const t2 = s.tricks!.at(-1)!;
    const by = t2.cards[0]!.by;
    t2.cards.push({ by, card: t1.cards.find((c) => c.by !== by)!.card });
    const k = kinds(s);
    expect(k).toContain("card-played-twice");
    expect(k).toContain("trick-hand-twice");
    expect(k).toContain("trick-clockwise");
    expect(k).toContain("card-not-held");
  });
  it("a trick left incomplete before the next one", () => {
    const s = base();
    s.tricks![0]!.cards.pop();
    expect(kinds(s)).toContain("trick-incomplete");
  });
  it("an established revoke before any later play (63A1), an unrecorded revoke", () => {
    const s = base();
    const c = s.tricks![1]!.cards[0]!;
    s.revokes = [{ by: c.by, trick: 2, card: c.card, established: true, noticed: false }];
    expect(kinds(s)).toContain("revoke-established-early");
    const t = base();
    const trick = t.tricks![1]!;
    // The second card of trick 2 made a revoke: replace it by a card of another suit its hand holds.
    const by = trick.cards[1]!.by;
    const led = trick.cards[0]!.card[0];
    const other = /^N:/.test(DEAL) ? parseDeal(DEAL) : null;
    const hand = other!.ok ? other!.value[by] : null;
    const suit = (["S", "H", "D", "C"] as const).find((x) => x !== led && hand![x].length > 0)!;
    trick.cards[1] = { by, card: `${suit}${hand![suit].at(-1)}` };
    expect(kinds(t)).toContain("revoke-unrecorded");
  });
  it("the result: transfers beyond the other side's tricks, declarerTricks that do not add up, the score", () => {
    const s = base();
    s.phase = "done";
    s.result = { byPlay: 1, transferred: [{ tricks: 2, to: "EW", law: "64A1" }], declarerTricks: 0 };
    s.score = -350;
    expect(kinds(s)).toContain("transfer-too-many");
    s.result = { byPlay: 9, transferred: [{ tricks: 1, to: "NS", law: "64A1" }], declarerTricks: 9 };
    expect(kinds(s)).toContain("result-inconsistent");
    s.result = { byPlay: 8, transferred: [], declarerTricks: 8 };
    s.score = 110;
    expect(kinds(s)).toContain("score-wrong");
    s.score = 120;
    expect(kinds(s)).not.toContain("score-wrong");
  });
});

// Sized for the 60 s test timeout on 2 cores: depth 1 at the end of the auction and after the opening lead,
// depth 2 in trick 2 (every 8th leaf gets the heavy checks) and in the last trick (reaching `done`); the
// deeper searches are `npm run explore -- --from ... --play --depth N`.
describe("bounded searches from positions of the play", () => {
  const cases = [
    { name: "at the end of the auction", cut: 4, depth: 1, sample: 4 },
    { name: "after the opening lead", cut: 5, depth: 1, sample: 1 },
    { name: "in trick 2", cut: 4 + 6, depth: 2, sample: 8 },
    { name: "in the last trick", cut: 4 + 50, depth: 2, sample: 4 },
  ];
  for (const edition of ["2017", "1987"] as const)
    for (const c of cases)
      it(`${edition}, ${c.name}: depth ${c.depth}, every card by every seat and every play verb`, () => {
        const from = played(edition).slice(0, c.cut);
        const r = explore({
          edition,
          depth: c.depth,
          from,
          deal: DEAL,
          play: true,
          keepGoing: true,
          sample: c.sample,
        });
        const h = header(edition);
        expect(unexpected(r.violations).map((v) => show(h, v))).toEqual([]);
        expect(r.nodes[0]).toBe(1);
        // At least every card the player in turn holds, legal or a revoke.
        expect(r.nodes[1]).toBeGreaterThan(1);
        if (c.cut > 4) expect(r.playStates).toBeGreaterThan(r.nodes[1]!);
        // Every continue walk ends the board, but for the open walk-stuck kind (listed above).
        // A few walks run out of length rather than end (an attention that finds nothing changes nothing, and
        // a walk may draw it again): nine in ten end the board.
        expect(r.walksEnded).toBeGreaterThan(r.walks * 0.9);
        if (c.cut === 4 + 50) expect(r.phases.done).toBeGreaterThan(0);
        // A result where the opening lead is due is the play as the director knows it (no card recorded):
        // it ends the board (the spec's second way of recording the play).
        if (c.cut === 4) expect(r.phases.done).toBeGreaterThan(0);
      }, 60_000);
  for (const edition of ["2017", "1987"] as const)
    it(`${edition}, a passed-out board: every play event is refused or changes nothing`, () => {
      const from = ["N", "E", "S", "W"].map((by) => callEvent(by as "N", "P"));
      const r = explore({ edition, depth: 1, from, deal: DEAL, play: true, keepGoing: true, sample: 4 });
      const h = header(edition);
      expect(unexpected(r.violations).map((v) => show(h, v))).toEqual([]);
      // A result on a passed-out board is refused now (found/*-22B-result-on-passed-out-board).
      expect(r.violations.map((v) => v.kind)).not.toContain("result-passed-out");
      expect(r.rejected["result-not-in-play"]).toBeGreaterThan(0);
    }, 60_000);
});

describe("random play walks", () => {
  for (const edition of ["2017", "1987"] as const)
    it(`${edition}: random deals, auctions and play, every check on every state`, () => {
      const r = randomWalks({ edition, runs: 150, length: 200, seed: 5, play: true, keepGoing: true });
      const h = header(edition);
      expect(unexpected(r.violations).map((v) => show(h, v))).toEqual([]);
      expect(r.playStates).toBeGreaterThan(5_000);
      expect(r.ends.done ?? 0).toBeGreaterThan(100);
    }, 60_000);
});
