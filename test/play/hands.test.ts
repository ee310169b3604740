/**
 * The hands each player still holds (`remaining`, `heldHands` in src/play/play.ts): worked out again from
 * what they were last time when the tricks have only grown, so they are checked here against the deal less
 * every card in the tricks, worked out from scratch, at every event of whole boards, in a replay (which
 * writes its state in place) and one `step` at a time (which copies what it changes).
 */
import { describe, expect, it } from "vitest";
import { playCorpus } from "../../bench/corpus.js";
import { type Deal, parseDeal } from "../../src/core/card.js";
import { SEATS } from "../../src/core/seat.js";
import { SUITS } from "../../src/core/strain.js";
import { RULES } from "../../src/editions.js";
import { validateTableLog } from "../../src/formats/tableLog.js";
import type { Trick } from "../../src/model/play.js";
import type { TableState } from "../../src/model/state.js";
import { heldHands, remaining } from "../../src/play/play.js";
import { initialState, replayInto, step } from "../../src/table/machine.js";

/** The deal less the cards in the tricks, each from the hand that played it. */
const fromScratch = (deal: string, tricks: readonly Trick[] | undefined): Deal => {
  const d = parseDeal(deal);
  if (!d.ok) throw new Error("bad deal");
  const hands = d.value;
  for (const t of tricks ?? [])
    for (const x of t.cards) {
      const h = hands[x.by][x.card[0] as "S"];
      const i = h.indexOf(x.card[1] as "A");
      if (i >= 0) h.splice(i, 1);
    }
  return hands;
};

const plain = (h: ReturnType<typeof heldHands>) =>
  h === null
    ? null
    : Object.fromEntries(SEATS.map((s) => [s, Object.fromEntries(SUITS.map((x) => [x, [...h[s][x]]]))]));

describe("the hands still held", () => {
  const boards = [...playCorpus(6, 11, "2017"), ...playCorpus(6, 12, "1987")].map((l) => {
    const v = validateTableLog(l);
    if (!v.ok) throw new Error(JSON.stringify(v.error));
    return v.value;
  });

  it("are the deal less the cards played, at every event of whole boards, one step at a time", () => {
    for (const log of boards) {
      let s = initialState(log);
      let cards = 0;
      log.events.forEach((e, i) => {
        const r = step(s, e, i, RULES[log.edition]);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.value;
        expect(remaining(s)).toEqual(fromScratch(log.deal!, s.tricks));
        cards = s.tricks?.reduce((n, t) => n + t.cards.length, 0) ?? 0;
      });
      expect(cards).toBe(52);
      expect(Object.values(remaining(s)!).every((h) => SUITS.every((x) => h[x].length === 0))).toBe(true);
    }
  });

  it("are the deal less the cards played after every event of a replay that writes its state in place", () => {
    for (const log of boards) {
      const s = initialState(log);
      for (let i = 0; i < log.events.length; i++) {
        const r = replayInto(s, log.events.slice(i, i + 1), RULES[log.edition]);
        expect(r.error).toBeUndefined();
        expect(plain(heldHands(s))).toEqual(fromScratch(log.deal!, s.tricks));
      }
    }
  });

  it("are a fresh copy the caller may change", () => {
    const log = boards[0]!;
    const s = initialState(log);
    replayInto(s, log.events.slice(0, log.events.length - 20), RULES[log.edition]);
    const a = remaining(s)!;
    const want = fromScratch(log.deal!, s.tricks);
    expect(a).toEqual(want);
    a.N.S.push("A");
    a.E = { S: [], H: [], D: [], C: [] };
    expect(remaining(s)).toEqual(want);
    expect(plain(heldHands(s))).toEqual(want);
  });

  it("are worked out afresh when a list of tricks seen before no longer ends as it did", () => {
    const deal = boards[0]!.deal!;
    const d = fromScratch(deal, []);
    const card = (seat: "N" | "E" | "S" | "W") => {
      const suit = SUITS.find((x) => d[seat][x].length > 0)!;
      return `${suit}${d[seat][suit][0]}`;
    };
    const tricks: Trick[] = [{ leader: "N", cards: [{ by: "N", card: card("N") }] }];
    const s = { deal, tricks } as unknown as TableState;
    expect(remaining(s)).toEqual(fromScratch(deal, tricks));
    // The same list, its last trick now with another card in the place of the one seen.
    tricks[0] = { leader: "E", cards: [{ by: "E", card: card("E") }] };
    expect(remaining(s)).toEqual(fromScratch(deal, tricks));
    // The same list, shorter.
    tricks.pop();
    expect(remaining(s)).toEqual(fromScratch(deal, tricks));
    // Another deal with the same list.
    const other = boards[1]!.deal!;
    expect(remaining({ deal: other, tricks } as unknown as TableState)).toEqual(fromScratch(other, tricks));
    expect(remaining({ ...s, unrecorded: { tricks: 2, NS: 1, EW: 1 } } as TableState)).toBeNull();
  });
});
