/**
 * From the engine's cards to the solver's masks, with the checks that make a position solvable: no card
 * twice, the hands' sizes agree with the trick in progress (the players who have played to it hold one
 * card fewer), at least one trick to play. Errors are values (`dd-…` codes, docs/dd.md).
 */
import type { Card, Hand, Rank } from "../core/card.js";
import { err, ok, type Result } from "../core/result.js";
import { SEATS, type Seat } from "../core/seat.js";
import type { Strain, Suit } from "../core/strain.js";
import { NT, POP, RANK_LETTERS, SUIT_LETTERS } from "./bits.js";
import type { Encoded } from "./solver.js";

/** A position of the play: what the solver needs from the engine's play state. */
export interface DdPosition {
  /** The cards each hand still holds (not those played to the trick in progress). */
  hands: Record<Seat, Hand>;
  trump: Strain;
  /** The player who led to the trick in progress (or is on lead when no card is played to it). */
  leader: Seat;
  /** The cards played to the trick in progress, from the leader's: none to three. */
  trick: readonly Card[];
}

export const seatIndex = (s: Seat): number => SEATS.indexOf(s);
export const strainIndex = (t: Strain): number => (t === "NT" ? NT : SUIT_LETTERS.indexOf(t));
export const encodeCard = (c: Card): number =>
  SUIT_LETTERS.indexOf(c.suit) * 16 + RANK_LETTERS.indexOf(c.rank);
export const decodeCard = (m: number): Card => ({
  suit: SUIT_LETTERS[m >> 4] as Suit,
  rank: RANK_LETTERS[m & 15] as Rank,
});
export const cardText = (c: Card): string => `${c.suit}${c.rank}`;

const validCard = (c: Card): boolean =>
  typeof c === "object" &&
  c !== null &&
  SUIT_LETTERS.includes(c.suit) &&
  c.suit.length === 1 &&
  typeof c.rank === "string" &&
  c.rank.length === 1 &&
  RANK_LETTERS.includes(c.rank);

/** The holdings as masks, or the first problem: an unknown card or one held twice. */
export const encodeHands = (hands: Record<Seat, Hand>): Result<Int32Array> => {
  const out = new Int32Array(16);
  const seen = new Map<number, Seat>();
  for (const seat of SEATS) {
    const hand = hands[seat];
    if (hand === undefined) return err("dd-hand-missing", { seat });
    for (let s = 0; s < 4; s++) {
      const suit = SUIT_LETTERS[s] as Suit;
      for (const rank of hand[suit] ?? []) {
        const card = { suit, rank };
        if (!validCard(card)) return err("dd-card-unreadable", { seat, card: `${suit}${String(rank)}` });
        const m = encodeCard(card);
        const other = seen.get(m);
        if (other !== undefined) return err("dd-card-twice", { card: cardText(card), seat, other });
        seen.set(m, seat);
        out[seatIndex(seat) * 4 + s] = out[seatIndex(seat) * 4 + s]! | (1 << (m & 15));
      }
    }
  }
  return ok(out);
};

export const handSize = (hands: Int32Array, seat: number): number =>
  POP[hands[seat * 4]!]! +
  POP[hands[seat * 4 + 1]!]! +
  POP[hands[seat * 4 + 2]!]! +
  POP[hands[seat * 4 + 3]!]!;

const holds = (hands: Int32Array, m: number): boolean => {
  for (let seat = 0; seat < 4; seat++) if ((hands[seat * 4 + (m >> 4)]! & (1 << (m & 15))) !== 0) return true;
  return false;
};

const checkSizes = (hands: Int32Array, leader: number, played: number): Result<number> => {
  const n = handSize(hands, (leader + played) & 3);
  for (let i = 0; i < 4; i++) {
    const seat = (leader + i) & 3;
    const want = i < played ? n - 1 : n;
    const has = handSize(hands, seat);
    if (has !== want) return err("dd-hand-size", { seat: SEATS[seat]!, count: has, expected: want });
  }
  if (n === 0) return err("dd-no-cards");
  return ok(n);
};

/** Checks and encodes a position. */
export const encodePosition = (p: DdPosition): Result<Encoded> => {
  if (p.trump !== "NT" && !SUIT_LETTERS.includes(p.trump))
    return err("dd-strain", { strain: String(p.trump) });
  if (!SEATS.includes(p.leader)) return err("dd-seat", { seat: String(p.leader) });
  const hands = encodeHands(p.hands);
  if (!hands.ok) return hands;
  if (!Array.isArray(p.trick) || p.trick.length > 3) return err("dd-trick-size", { count: p.trick.length });
  const trick: number[] = [];
  for (const c of p.trick) {
    if (!validCard(c)) return err("dd-card-unreadable", { card: String(c?.suit) + String(c?.rank) });
    const m = encodeCard(c);
    if (holds(hands.value, m) || trick.includes(m)) return err("dd-card-twice", { card: cardText(c) });
    trick.push(m);
  }
  const leader = seatIndex(p.leader);
  const sizes = checkSizes(hands.value, leader, trick.length);
  if (!sizes.ok) return sizes;
  return ok({ hands: hands.value, trump: strainIndex(p.trump), leader, trick });
};
