/** Seeded random endings and deals for the solver's property tests and the benchmark. */
import type { Card, Deal, Rank } from "../../src/core/card.js";
import { SEATS, type Seat } from "../../src/core/seat.js";
import type { Strain, Suit } from "../../src/core/strain.js";
import type { DdPosition } from "../../src/dd/index.js";

/** The seeded generator (mulberry32) is the benchmark's: one copy. */
export { rng } from "../../bench/session-data.js";

const SUITS: Suit[] = ["S", "H", "D", "C"];
const RANKS: Rank[] = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
const STRAINS: Strain[] = ["S", "H", "D", "C", "NT"];
const DECK: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));

const shuffled = (rand: () => number): Card[] => {
  const d = [...DECK];
  for (let i = d.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [d[i], d[j]] = [d[j]!, d[i]!];
  }
  return d;
};

const emptyDeal = (): Deal => {
  const d = {} as Deal;
  for (const s of SEATS) d[s] = { S: [], H: [], D: [], C: [] };
  return d;
};

const sortDeal = (d: Deal): Deal => {
  for (const s of SEATS)
    for (const suit of SUITS) d[s][suit].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
  return d;
};

export const randomDeal = (rand: () => number): Deal => {
  const d = emptyDeal();
  shuffled(rand).forEach((c, i) => {
    d[SEATS[i % 4]!][c.suit].push(c.rank);
  });
  return sortDeal(d);
};

/**
 * An ending with `n` tricks to play: `n` random cards for each hand, a random trump and leader, and
 * `played` (0 to 3) cards already in the trick, each a legal card of its player (following suit when he can).
 */
export const randomEnding = (rand: () => number, n: number, played: number): DdPosition => {
  const d = emptyDeal();
  const cards = shuffled(rand).slice(0, 4 * n);
  cards.forEach((c, i) => {
    d[SEATS[i % 4]!][c.suit].push(c.rank);
  });
  sortDeal(d);
  const leader = SEATS[Math.floor(rand() * 4)]!;
  const trump = STRAINS[Math.floor(rand() * 5)]!;
  const trick: Card[] = [];
  for (let i = 0; i < played; i++) {
    const seat: Seat = SEATS[(SEATS.indexOf(leader) + i) % 4]!;
    const hand = d[seat];
    const led = trick[0]?.suit;
    const pool = SUITS.filter(
      (s) => hand[s].length > 0 && (led === undefined || hand[led].length === 0 || s === led),
    );
    const suit = pool[Math.floor(rand() * pool.length)]!;
    const rank = hand[suit].splice(Math.floor(rand() * hand[suit].length), 1)[0]!;
    trick.push({ suit, rank });
  }
  return { hands: d, trump, leader, trick };
};
