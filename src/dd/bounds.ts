/**
 * Bounds before a trick is searched, both sound (never wrong, only sometimes weak):
 *
 * - quick tricks: the player on lead cashes the top cards he holds in each suit, then those of his
 *   partner's suits he can reach (a small card to partner's top cards when the leader's own top cards
 *   are gone); in a suit contract a side suit counts only as many rounds as each opponent who still has a
 *   trump can follow;
 * - sure trumps: a hand that holds the top trumps wins a trick with each of them, whoever leads.
 *
 * Each bound writes the cards it relied on (per suit the lowest rank, 13 for none) so that the
 * transposition table can file it with only those cards (tt.ts).
 */
import { POP, top, topRun } from "./bits.js";

export const NONE = 13;

/** The rank of the `n`-th highest card (n >= 1) of a holding. */
export const nthTop = (all: number, n: number): number => {
  let rest = all;
  for (let i = 1; i < n; i++) rest ^= 1 << top(rest);
  return top(rest);
};

const liveOf = (h: Int32Array, s: number): number => h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!;

/** Tricks a hand holding the top trumps wins with them; `rel` gets the trump the count relies on. */
export const sureTrumps = (h: Int32Array, trump: number, seat: number, rel: Int32Array): number => {
  rel.fill(NONE);
  const all = liveOf(h, trump);
  const n = topRun(h[seat * 4 + trump]!, all);
  if (n > 0) rel[trump] = nthTop(all, n);
  return n;
};

/** Rounds of a side suit that stand up: no more than each opponent with a trump can follow. */
const safeRounds = (h: Int32Array, trump: number, leader: number, s: number, run: number): number => {
  if (trump === 4 || s === trump) return run;
  const o1 = ((leader + 1) & 3) * 4;
  const o2 = ((leader + 3) & 3) * 4;
  let r = run;
  if (h[o1 + trump] !== 0) r = Math.min(r, POP[h[o1 + s]!]!);
  if (h[o2 + trump] !== 0) r = Math.min(r, POP[h[o2 + s]!]!);
  return r;
};

/**
 * The tricks the player on lead cashes at once: his own top cards in each suit, then (by a small card)
 * the top cards of partner's in one suit where he holds none of the top ones. Partner keeps those while
 * the leader cashes unless he must discard them, and then the count is capped by the tricks left.
 */
export const quickTricks = (h: Int32Array, trump: number, leader: number, rel: Int32Array): number => {
  rel.fill(NONE);
  const partner = leader ^ 2;
  let sum = 0;
  let cross = 0;
  let crossSuit = -1;
  for (let s = 0; s < 4; s++) {
    const mine = h[leader * 4 + s]!;
    if (mine === 0) continue;
    const all = liveOf(h, s);
    const own = topRun(mine, all);
    const run = safeRounds(h, trump, leader, s, own > 0 ? own : topRun(h[partner * 4 + s]!, all));
    if (run === 0) continue;
    if (own > 0) {
      rel[s] = nthTop(all, run);
      sum += run;
    } else if (run > cross) {
      cross = run;
      crossSuit = s;
    }
  }
  if (crossSuit >= 0) rel[crossSuit] = nthTop(liveOf(h, crossSuit), cross);
  return sum + cross;
};
