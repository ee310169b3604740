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

/** The seat holding the card of rank `r` in suit `s`. */
const holder = (h: Int32Array, s: number, r: number): number => {
  const bit = 1 << r;
  let seat = 0;
  while ((h[seat * 4 + s]! & bit) === 0) seat++;
  return seat;
};

/**
 * No trumps (or none left): to take every trick the leader's side must lead every trick, and only in a
 * suit whose top card it holds; when its longer holdings of those suits add up to fewer than the tricks
 * left, it loses one. It relies on the opponents' top cards (of suits other hands still hold).
 */
const allTricksNt = (h: Int32Array, leader: number, n: number, rel: Int32Array): number => {
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    const all = liveOf(h, s);
    if (all === 0) continue;
    const t = top(all);
    const w = holder(h, s, t);
    if (((w ^ leader) & 1) === 0) sum += Math.max(POP[h[leader * 4 + s]!]!, POP[h[(leader ^ 2) * 4 + s]!]!);
    else if (all !== h[w * 4 + s]) rel[s] = t;
  }
  return sum < n ? n - 1 : n;
};

/**
 * The opponents hold the top trump: with no trump on the leader's side each trump of their longer holding
 * takes a trick (the trick it is played to is theirs); otherwise the top trump takes one, and with the
 * second one too (one of the two holders guarded) they take two.
 */
const oppTopTrump = (h: Int32Array, t: number, leader: number, n: number, rel: Int32Array): number => {
  const mine = h[leader * 4 + t]! | h[(leader ^ 2) * 4 + t]!;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  if (mine === 0) return n - Math.max(POP[h[lho * 4 + t]!]!, POP[h[rho * 4 + t]!]!);
  const all = liveOf(h, t);
  const first = top(all);
  const second = all ^ (1 << first);
  if (second !== 0 && (mine & (1 << top(second))) === 0) {
    const w2 = holder(h, t, top(second));
    if (POP[h[w2 * 4 + t]!]! > 1 || POP[h[(w2 ^ 2) * 4 + t]!]! > 1) {
      rel[t] = top(second);
      return n - 2;
    }
  }
  rel[t] = first;
  return n - 1;
};

/**
 * The leader's side holds the top trump and an opponent the second, guarded: to take every trick the
 * leader's side leads every trick, so a guarded second trump sitting over the top one, or with the third
 * one on the opponents' side too, takes a trick.
 */
const ownTopTrump = (h: Int32Array, t: number, leader: number, n: number, rel: Int32Array): number => {
  const all = liveOf(h, t);
  const first = top(all);
  const rest = all ^ (1 << first);
  if (rest === 0) return n;
  const second = top(rest);
  const hh = holder(h, t, second);
  if (((hh ^ leader) & 1) === 0 || POP[h[hh * 4 + t]!]! <= 1) return n;
  if (holder(h, t, first) === ((hh + 3) & 3)) {
    rel[t] = second;
    return n - 1;
  }
  const rest3 = rest ^ (1 << second);
  if (rest3 === 0) return n;
  const third = top(rest3);
  if (((holder(h, t, third) ^ leader) & 1) === 0) return n;
  rel[t] = third;
  return n - 1;
};

/**
 * DDS's later-tricks bounds (LaterTricksMIN/MAX), in our words: an upper bound on the tricks the
 * leader's side takes of the `n` left (n when there is none); `rel` gets the cards it relies on.
 */
export const laterTricks = (
  h: Int32Array,
  trump: number,
  leader: number,
  n: number,
  rel: Int32Array,
): number => {
  rel.fill(NONE);
  if (trump === 4 || liveOf(h, trump) === 0) return allTricksNt(h, leader, n, rel);
  const w = holder(h, trump, top(liveOf(h, trump)));
  if (((w ^ leader) & 1) !== 0) return oppTopTrump(h, trump, leader, n, rel);
  return ownTopTrump(h, trump, leader, n, rel);
};

/** Can `seat` ruff a card of suit `s` (void in it, with a trump)? */
const canRuff = (h: Int32Array, t: number, seat: number, s: number): boolean =>
  h[seat * 4 + s] === 0 && h[seat * 4 + t] !== 0;

/**
 * At the second hand, the tricks his side is sure of (DDS's QuickTricksSecondHand, in our words): the
 * trick in progress when his side ruffs it and the next hand cannot overruff, or holds a card of the led
 * suit above the led card and the next hand's (who cannot ruff); in no trumps, then the winner's second
 * top card of the suit, one top card in each other suit and the whole of a suit no one else holds.
 * `led` and `ledRank`: the card led. Returns 0 when there is no such trick; `rel` gets the cards relied on.
 */
export const secondHand = (
  h: Int32Array,
  trump: number,
  hand: number,
  led: number,
  ledRank: number,
  rel: Int32Array,
): number => {
  rel.fill(NONE);
  const partner = hand ^ 2;
  const lho = (hand + 1) & 3;
  const ours = h[hand * 4 + led]! | h[partner * 4 + led]!;
  const ruffing = trump !== 4 && led !== trump;
  if (ruffing && (canRuff(h, trump, hand, led) || canRuff(h, trump, partner, led)))
    return canRuff(h, trump, lho, led) ? 0 : 1;
  const theirs = h[lho * 4 + led]!;
  if (ours === 0 || top(ours) < ledRank || (theirs !== 0 && top(ours) < top(theirs))) return 0;
  if (ruffing && canRuff(h, trump, lho, led)) return 0;
  const rr = top(ours);
  rel[led] = rr;
  if (trump !== 4) return 1;
  const hh = (h[hand * 4 + led]! & (1 << rr)) !== 0 ? hand : partner;
  return 1 + ntCashes(h, hh, led, rr, rel);
};

/** In no trumps, the tricks `hh` cashes on winning the trick in `led` with `rr` (see secondHand). */
const ntCashes = (h: Int32Array, hh: number, led: number, rr: number, rel: Int32Array): number => {
  let q = 0;
  const rest = liveOf(h, led) & ~(1 << rr);
  const mine = h[hh * 4 + led]! & ~(1 << rr);
  if (rest !== 0 && (mine & (1 << top(rest))) !== 0 && rr === top(liveOf(h, led))) {
    q++;
    rel[led] = top(rest);
  }
  for (let s = 0; s < 4; s++) {
    const own = h[hh * 4 + s]!;
    if (s === led || own === 0) continue;
    const all = liveOf(h, s);
    if (all === own) q += POP[own]!;
    else if ((own & (1 << top(all))) !== 0) {
      q++;
      rel[s] = top(all);
    }
  }
  return q;
};
