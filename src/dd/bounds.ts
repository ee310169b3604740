/**
 * Bounds before a trick is searched, both sound (never wrong, only sometimes weak):
 *
 * - quick tricks: the player on lead cashes the top cards he holds in each suit; in a suit contract a
 *   side suit counts only as many rounds as each opponent who still has a trump can follow;
 * - sure trumps: a hand that holds the top trumps wins a trick with each of them, whoever leads.
 *
 * The result is north-south's lower bound * 16 + upper bound.
 */
import { POP, topRun } from "./bits.js";

const sureTrumps = (h: Int32Array, trump: number, seat: number): number => {
  const all = h[trump]! | h[4 + trump]! | h[8 + trump]! | h[12 + trump]!;
  return topRun(h[seat * 4 + trump]!, all);
};

const quickTricks = (h: Int32Array, trump: number, leader: number): number => {
  const o1 = (leader + 1) & 3;
  const o2 = (leader + 3) & 3;
  const r1 = trump !== 4 && h[o1 * 4 + trump] !== 0;
  const r2 = trump !== 4 && h[o2 * 4 + trump] !== 0;
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    const mine = h[leader * 4 + s]!;
    if (mine === 0) continue;
    let run = topRun(mine, h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!);
    if (run === 0) continue;
    if (s !== trump) {
      if (r1) run = Math.min(run, POP[h[o1 * 4 + s]!]!);
      if (r2) run = Math.min(run, POP[h[o2 * 4 + s]!]!);
    }
    sum += run;
  }
  return sum;
};

export const trickBounds = (h: Int32Array, trump: number, leader: number, n: number): number => {
  let own = Math.min(n, quickTricks(h, trump, leader));
  let opp = 0;
  if (trump !== 4) {
    own = Math.max(own, sureTrumps(h, trump, leader), sureTrumps(h, trump, leader ^ 2));
    opp = Math.max(sureTrumps(h, trump, (leader + 1) & 3), sureTrumps(h, trump, (leader + 3) & 3));
  }
  const ns = (leader & 1) === 0;
  const lo = ns ? own : opp;
  const hi = ns ? n - opp : n - own;
  return lo * 16 + hi;
};
