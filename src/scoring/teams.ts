/**
 * Teams: on each board of a match the two tables are compared and the difference becomes IMPs (Law
 * 78B); the match total may be converted to victory points (Law 78D, as the conditions of contest say).
 *
 * VPs by the WBF continuous 20-point scale of 2013 (Technical Report of the WBF Scoring Panel): with
 * N boards the blitz margin is B = 15 * sqrt(N); a winner by M IMPs gets
 *   10 + 10 * (1 - tau^(3M/B)) / (1 - tau^3), tau = (sqrt(5) - 1) / 2,
 * at most 20, to two decimals, and the loser 20 minus that. (The WBF's published tables also smooth a few
 * rounded values; this computes the formula itself.)
 */
import { round } from "./frac.js";
import { imps } from "./imps.js";

/** IMPs to the home team on one board: its NS score at the open table against its NS-equivalent at the closed one. */
export const boardImps = (openNS: number, closedNS: number): number => imps(openNS - closedNS);

const TAU = (Math.sqrt(5) - 1) / 2;

/** Victory points of the side that won `margin` IMPs (negative: lost) in a match of `boards` boards. */
export const victoryPoints = (margin: number, boards: number): number => {
  if (boards <= 0) return 10;
  const b = 15 * Math.sqrt(boards);
  const m = Math.abs(margin);
  const win = Math.min(20, 10 + (10 * (1 - TAU ** ((3 * m) / b))) / (1 - TAU ** 3));
  const w = round(win, 2);
  return margin >= 0 ? w : round(20 - w, 2);
};
