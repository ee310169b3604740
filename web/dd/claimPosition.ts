/**
 * The position of the play at a claim, for the double-dummy worker: the cards each hand still holds (the
 * deal recorded and every card so far, or the hands faced at the claim), the trumps, who led the trick in progress and its cards. No DOM.
 */
import type { DdPosition } from "../../src/dd/index.js";
import type { PublicState, Rank, Seat, Strain, Suit } from "../../src/engine.js";
import type { LogJson } from "../model.js";
import { trickInProgress } from "../play/cards.js";
import { remainingBySeat, SEATS } from "../play/quickModel.js";
import { facedChosen, facedComplete } from "./faced.js";

const card = (c: string) => ({ suit: c[0] as Suit, rank: c[1] as Rank });

/** The position at the claim, or null when the hands are not known (no deal, or cards not recorded). */
export const claimPosition = (log: LogJson, s: PublicState): DdPosition | null => {
  // The deal recorded, else the four hands faced at the claim (70B3, `claim.faced`).
  const cards = remainingBySeat(log, s) ?? (facedComplete(s) ? facedChosen(s) : null);
  const strain = /^\d(C|D|H|S|NT)/.exec(s.contract ?? "")?.[1] as Strain | undefined;
  if (!cards || !strain || !s.declarer) return null;
  const hands = {} as DdPosition["hands"];
  for (const seat of SEATS) {
    hands[seat] = { S: [], H: [], D: [], C: [] };
    for (const c of cards[seat]) hands[seat][c[0] as Suit].push(c[1] as Rank);
  }
  const open = trickInProgress(s);
  const last = s.tricks?.[s.tricks.length - 1];
  const leader: Seat = open ? open.leader : (last?.winner ?? SEATS[(SEATS.indexOf(s.declarer) + 1) % 4]!);
  return { hands, trump: strain, leader, trick: open ? open.cards.map((c) => card(c.card)) : [] };
};

/** The most cards any hand holds in a position. */
export const largestHand = (p: DdPosition): number =>
  Math.max(
    ...SEATS.map((seat) => (["S", "H", "D", "C"] as const).reduce((n, x) => n + p.hands[seat][x].length, 0)),
  );
