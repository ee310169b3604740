/**
 * Cards and deals (Law 1: the pack of 52 cards, four suits of thirteen ranks A K Q J 10 9 ... 2; Law 6:
 * thirteen cards to each player). Deals are read in PBN form: the first seat, a colon, then the hands
 * clockwise from it, each `spades.hearts.diamonds.clubs`.
 */
import { describe, expect, it } from "vitest";
import { type Deal, formatDeal, holds, parseCard, parseDeal } from "../../src/core/card.js";

/**
 * A full deal, checked by hand: each suit is held A K Q J T 9 8 7 6 5 4 3 2 across the four hands.
 * Spades: N AK97, E QJT8, S 6543, W 2. Hearts: N Q42, E AK3, S JT98, W 765.
 * Diamonds: N J5, E T98, S AKQ, W 76432. Clubs: N AT83, E KQ7, S J9, W 6542.
 */
const NORTH = "AK97.Q42.J5.AT83";
const EAST = "QJT8.AK3.T98.KQ7";
const SOUTH = "6543.JT98.AKQ.J9";
const WEST = "2.765.76432.6542";
const DEAL = `N:${NORTH} ${EAST} ${SOUTH} ${WEST}`;

const deal = (text: string): Deal => {
  const r = parseDeal(text);
  if (!r.ok) throw new Error(`test deal did not parse: ${JSON.stringify(r.error)}`);
  return r.value;
};
const errorCode = (text: string): string | undefined => {
  const r = parseDeal(text);
  return r.ok ? undefined : r.error.code;
};

describe("Law 1 cards: suit then rank", () => {
  it("reads a card as its suit letter then its rank", () => {
    expect(parseCard("SK")).toEqual({ ok: true, value: { suit: "S", rank: "K" } });
    expect(parseCard("H2")).toEqual({ ok: true, value: { suit: "H", rank: "2" } });
    expect(parseCard("DT")).toEqual({ ok: true, value: { suit: "D", rank: "T" } });
    expect(parseCard("CA")).toEqual({ ok: true, value: { suit: "C", rank: "A" } });
  });

  it("reads all 52 cards of the pack", () => {
    let n = 0;
    for (const suit of "SHDC")
      for (const rank of "AKQJT98765432") {
        const r = parseCard(`${suit}${rank}`);
        expect(r.ok, `${suit}${rank}`).toBe(true);
        n++;
      }
    expect(n).toBe(52);
  });

  it("refuses text that is not a card, as a value", () => {
    for (const text of ["", "S", "K", "KS", "S10", "S1", "ST9", "NK", "XA", "SX", " SK"]) {
      const r = parseCard(text);
      expect(r.ok, JSON.stringify(text)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("card-unreadable");
    }
  });
});

describe("Law 1/Law 6 deals in PBN form", () => {
  it("reads the hands clockwise from the first seat, each spades.hearts.diamonds.clubs", () => {
    const d = deal(DEAL);
    expect(d.N).toEqual({
      S: ["A", "K", "9", "7"],
      H: ["Q", "4", "2"],
      D: ["J", "5"],
      C: ["A", "T", "8", "3"],
    });
    expect(d.E).toEqual({
      S: ["Q", "J", "T", "8"],
      H: ["A", "K", "3"],
      D: ["T", "9", "8"],
      C: ["K", "Q", "7"],
    });
    expect(d.S).toEqual({
      S: ["6", "5", "4", "3"],
      H: ["J", "T", "9", "8"],
      D: ["A", "K", "Q"],
      C: ["J", "9"],
    });
    expect(d.W).toEqual({
      S: ["2"],
      H: ["7", "6", "5"],
      D: ["7", "6", "4", "3", "2"],
      C: ["6", "5", "4", "2"],
    });
  });

  it("gives the same deal whichever seat the string starts with", () => {
    const fromN = deal(DEAL);
    expect(deal(`E:${EAST} ${SOUTH} ${WEST} ${NORTH}`)).toEqual(fromN);
    expect(deal(`S:${SOUTH} ${WEST} ${NORTH} ${EAST}`)).toEqual(fromN);
    expect(deal(`W:${WEST} ${NORTH} ${EAST} ${SOUTH}`)).toEqual(fromN);
  });

  it("answers who holds a card", () => {
    const d = deal(DEAL);
    expect(holds(d, "N", { suit: "S", rank: "A" })).toBe(true);
    expect(holds(d, "W", { suit: "S", rank: "2" })).toBe(true);
    expect(holds(d, "E", { suit: "S", rank: "A" })).toBe(false);
    expect(holds(d, "S", { suit: "D", rank: "A" })).toBe(true);
  });

  it("accepts voids (an empty suit between dots)", () => {
    const d = deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
    expect(d.N.S).toHaveLength(13);
    expect(d.N.H).toEqual([]);
    expect(d.E.H).toHaveLength(13);
    expect(d.S.D).toHaveLength(13);
    expect(d.W.C).toHaveLength(13);
  });

  it("sorts each suit highest first, whatever order it was written in", () => {
    const d = deal(`N:79KA.24Q.5J.38TA ${EAST} ${SOUTH} ${WEST}`);
    expect(d.N).toEqual(deal(DEAL).N);
  });

  it("writes the deal back in PBN form (round trip), from N or from another first seat", () => {
    expect(formatDeal(deal(DEAL))).toBe(DEAL);
    expect(formatDeal(deal(DEAL), "N")).toBe(DEAL);
    expect(formatDeal(deal(DEAL), "E")).toBe(`E:${EAST} ${SOUTH} ${WEST} ${NORTH}`);
    expect(formatDeal(deal(DEAL), "W")).toBe(`W:${WEST} ${NORTH} ${EAST} ${SOUTH}`);
    expect(formatDeal(deal(`S:${SOUTH} ${WEST} ${NORTH} ${EAST}`))).toBe(DEAL);
    const voids = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    expect(formatDeal(deal(voids))).toBe(voids);
  });

  it("tolerates surrounding and repeated whitespace", () => {
    expect(deal(`  N:${NORTH}  ${EAST}\t${SOUTH} ${WEST}  `)).toEqual(deal(DEAL));
  });
});

describe("Law 1/Law 6 deals: errors as values", () => {
  it("deal-no-first-seat: the string must start with a seat and a colon", () => {
    expect(errorCode(`${NORTH} ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-no-first-seat");
    expect(errorCode(`X:${NORTH} ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-no-first-seat");
    expect(errorCode("")).toBe("deal-no-first-seat");
  });

  it("deal-hand-count: four hands are needed", () => {
    expect(errorCode(`N:${NORTH} ${EAST} ${SOUTH}`)).toBe("deal-hand-count");
    expect(errorCode(`N:${NORTH} ${EAST} ${SOUTH} ${WEST} ${NORTH}`)).toBe("deal-hand-count");
    expect(errorCode("N:")).toBe("deal-hand-count");
  });

  it("deal-suit-count: each hand has four suits separated by dots", () => {
    expect(errorCode(`N:AK97.Q42.J5 ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-suit-count");
    expect(errorCode(`N:AK97.Q42.J5.AT83.2 ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-suit-count");
  });

  it("refuses an unknown hand written '-' (the engine needs all four hands)", () => {
    const r = parseDeal(`N:${NORTH} - ${SOUTH} ${WEST}`);
    expect(r.ok).toBe(false);
  });

  it("deal-bad-rank: only A K Q J T 9-2 are ranks", () => {
    expect(errorCode(`N:AK97.Q42.J5.A1083 ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-bad-rank");
    expect(errorCode(`N:AK97.Q42.J5.AX83 ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-bad-rank");
  });

  it("deal-card-twice: no card is in the pack twice", () => {
    // East holds the spade ace as well as North (and not the spade queen).
    const r = parseDeal(`N:${NORTH} AJT8.AK3.T98.KQ7 ${SOUTH} ${WEST}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("deal-card-twice");
      expect(r.error.params?.card).toBe("SA");
    }
  });

  it("deal-hand-size: every hand holds thirteen cards", () => {
    // The spade 2 moves from West to North: 14 and 12 cards, 52 distinct cards in all.
    const r = parseDeal(`N:AK972.Q42.J5.AT83 ${EAST} ${SOUTH} .765.76432.6542`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("deal-hand-size");
      expect(r.error.params?.seat).toBe("N");
    }
    // North with twelve cards (the spade 7 missing from the pack).
    expect(errorCode(`N:AK9.Q42.J5.AT83 ${EAST} ${SOUTH} ${WEST}`)).toBe("deal-hand-size");
  });
});
