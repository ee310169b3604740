/**
 * Tricks for the format readers and writers (PBN, LIN): who wins a trick, whose turn it is, and the
 * play-period events of a recorded play. Pure; no I/O. The engine's own play period decides what a card
 * means under the Laws; this only orders the record.
 */
import { rotate, type Seat } from "../core/seat.js";
import type { Suit } from "../core/strain.js";

export const RANK_ORDER = "23456789TJQKA";

export interface TrickCard {
  by: Seat;
  card: string;
}

/** The winner of a complete trick (cards in play order, the lead first); `trump` null at no trump. */
export const trickWinner = (cards: readonly TrickCard[], trump: Suit | null): Seat => {
  let best = cards[0]!;
  for (const c of cards.slice(1)) {
    const s = c.card[0];
    if (s === best.card[0]) {
      if (RANK_ORDER.indexOf(c.card[1]!) > RANK_ORDER.indexOf(best.card[1]!)) best = c;
    } else if (s === trump) best = c;
  }
  return best.by;
};

/** The seats in play order from `leader`. */
export const playOrder = (leader: Seat): Seat[] => [0, 1, 2, 3].map((i) => rotate(leader, i));

/** Play-period event objects as table-log@1 JSON (docs/table-log.md, play period). */
export type JsonEvent = Record<string, unknown>;

/** A table log as plain JSON, the `table-log@1` wire form. */
export interface TableLogJson {
  format: "table-log@1";
  edition: "2017" | "1987";
  board?: number;
  dealer: Seat;
  vulnerability: "None" | "NS" | "EW" | "All";
  deal?: string;
  events: JsonEvent[];
}
