/** Cards, hands and deals; PBN deal strings (`N:AK97.Q42.J5.AT83 ...`). */
import { err, ok, type Result } from "./result.js";
import { isSeat, rotate, SEATS, type Seat } from "./seat.js";
import { isSuit, type Suit } from "./strain.js";

/** Ranks, highest first, as PBN and the table log write them. */
export const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"] as const;
export type Rank = (typeof RANKS)[number];
export type Card = { suit: Suit; rank: Rank };

export const isRank = (x: unknown): x is Rank =>
  typeof x === "string" && (RANKS as readonly string[]).includes(x);

/** Reads a card written suit then rank: `SK`, `H2`, `DT`. */
export const parseCard = (text: string): Result<Card> => {
  const suit = text[0];
  const rank = text[1];
  if (text.length !== 2 || !isSuit(suit) || !isRank(rank)) return err("card-unreadable", { card: text });
  return ok({ suit, rank });
};
export const formatCard = (c: Card): string => `${c.suit}${c.rank}`;
/** Honours are the ace, king, queen, jack and ten (used by Law 24). */
export const isHonour = (c: Card): boolean => "AKQJT".includes(c.rank);

/** A hand: the cards held in each suit, highest first. */
export type Hand = Record<Suit, Rank[]>;
export type Deal = Record<Seat, Hand>;

const PBN_SUIT_ORDER: readonly Suit[] = ["S", "H", "D", "C"];

/**
 * Reads a PBN deal: the first seat, a colon, then four hands clockwise from it, each `spades.hearts.
 * diamonds.clubs`. A full deal has 52 distinct cards, 13 per hand. `-` for an unknown hand is refused:
 * the engine needs all four hands where it needs a deal at all.
 */
export const parseDeal = (text: string): Result<Deal> => {
  const m = /^\s*([NESW]):(.*)$/s.exec(text);
  if (!m) return err("deal-no-first-seat", { deal: text.slice(0, 20) });
  const first = m[1] as Seat;
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) return err("deal-hand-count", { count: hands.length });
  const seen = new Map<string, Seat>();
  const deal = {} as Deal;
  for (let i = 0; i < 4; i++) {
    const seat = rotate(first, i);
    const suits = hands[i]!.split(".");
    if (suits.length !== 4) return err("deal-suit-count", { seat, hand: hands[i]!, count: suits.length });
    const hand: Hand = { S: [], H: [], D: [], C: [] };
    let count = 0;
    for (let s = 0; s < 4; s++) {
      const suit = PBN_SUIT_ORDER[s]!;
      for (const ch of suits[s]!) {
        if (!isRank(ch)) return err("deal-bad-rank", { seat, suit, rank: ch });
        const card = `${suit}${ch}`;
        const holder = seen.get(card);
        if (holder !== undefined) return err("deal-card-twice", { card, seat, other: holder });
        seen.set(card, seat);
        hand[suit].push(ch);
        count++;
      }
      hand[suit].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
    }
    if (count !== 13) return err("deal-hand-size", { seat, count });
    deal[seat] = hand;
  }
  return ok(deal);
};

/** Writes a deal in PBN form, starting with `first` (north by default). */
export const formatDeal = (deal: Deal, first: Seat = "N"): string =>
  `${first}:${[0, 1, 2, 3]
    .map((i) => {
      const h = deal[rotate(first, i)];
      return PBN_SUIT_ORDER.map((s) => h[s].join("")).join(".");
    })
    .join(" ")}`;

export const holds = (deal: Deal, seat: Seat, card: Card): boolean =>
  deal[seat][card.suit].includes(card.rank);

export { isSeat, SEATS };
