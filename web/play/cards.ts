/**
 * What the play screen shows of the cards, from the engine's state: the cards each hand still holds (the
 * deal less the cards standing in tricks), the trick in progress, the completed tricks. No DOM here.
 */

import type { PublicState } from "../../src/engine.js";
import { parseDeal, RANKS, type Seat, type Suit } from "../../src/engine.js";
import type { LogJson } from "../model.js";

export const SEAT_ORDER: readonly Seat[] = ["N", "E", "S", "W"];
/** Suits as a hand is read: spades first. */
export const HAND_SUITS: readonly Suit[] = ["S", "H", "D", "C"];

export type Trick = NonNullable<PublicState["tricks"]>[number];

/** Each hand's cards not yet standing in a trick (`SK`...), by suit, high to low; null without a deal. */
export const remainingHands = (
  deal: string | undefined,
  tricks: readonly Trick[],
): Record<Seat, Record<Suit, string[]>> | null => {
  if (deal === undefined) return null;
  const d = parseDeal(deal);
  if (!d.ok) return null;
  const played = playedCards(tricks);
  const out = {} as Record<Seat, Record<Suit, string[]>>;
  for (const seat of SEAT_ORDER) {
    const hand = { S: [], H: [], D: [], C: [] } as Record<Suit, string[]>;
    for (const suit of HAND_SUITS)
      for (const r of d.value[seat][suit]) if (!played.has(`${suit}${r}`)) hand[suit].push(`${suit}${r}`);
    out[seat] = hand;
  }
  return out;
};

/** The cards that stand in the tricks so far. */
export const playedCards = (tricks: readonly Trick[]): Set<string> => {
  const s = new Set<string>();
  for (const t of tricks) for (const c of t.cards) s.add(c.card);
  return s;
};

/** Every card of the pack, spades first, high to low (the picker when the deal is not known). */
export const PACK: readonly string[] = HAND_SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`));

export const completedTricks = (s: PublicState): Trick[] =>
  (s.tricks ?? []).filter((t) => t.winner !== undefined);

/** The trick in progress, or null between tricks. */
export const trickInProgress = (s: PublicState): Trick | null => {
  const last = s.tricks?.[s.tricks.length - 1];
  return last !== undefined && last.winner === undefined ? last : null;
};

export const count = (h: Record<Suit, string[]>): number => HAND_SUITS.reduce((n, s) => n + h[s].length, 0);

/**
 * How declarer's tricks at the end came about, for the end of the board's result line: by play alone, the
 * players' result (a `result` event), or the play and then a claim, a concession or the director's award
 * (`claimed`: the tricks of the claim's remaining ones that went to declarer's side).
 */
export interface ResultHow {
  how: "play" | "players" | "claim" | "concession" | "award";
  played: number;
  claimed: number;
}

const side = (s: Seat): "NS" | "EW" => (s === "N" || s === "S" ? "NS" : "EW");

export const resultHow = (s: PublicState, log: LogJson): ResultHow | null => {
  const r = s.result;
  if (r === undefined) return null;
  const c = s.claim;
  if (c !== undefined && (c.status === "agreed" || c.status === "ruled") && s.declarer !== null) {
    const n = c.status === "ruled" && c.award !== undefined ? c.award : c.tricks;
    const toDeclarer = side(c.by) === side(s.declarer) ? n : (c.remaining ?? n) - n;
    const how = c.status === "ruled" ? "award" : c.tricks === 0 ? "concession" : "claim";
    return { how, played: r.byPlay - toDeclarer, claimed: toDeclarer };
  }
  if (log.events.some((e) => "result" in e)) return { how: "players", played: r.byPlay, claimed: 0 };
  return { how: "play", played: r.byPlay, claimed: 0 };
};
