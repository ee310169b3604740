/**
 * Move generation: the legal cards of a hand with equivalent cards played once, in a good order.
 *
 * Two cards of one hand in a suit are equivalent when every card ranking between them is gone (played in
 * an earlier trick): they do exactly the same work, so only the lowest of each such run is searched.
 * Cards in the trick in progress still count as live (they may win it). The order puts first the cards
 * that usually come out best (cash a winner, win cheaply, ruff, duck behind partner's winner), which is
 * what makes alpha-beta cut early.
 */
import { top } from "./bits.js";

export const MAX_MOVES = 13;

/** What move generation reads from the search. */
export interface Board {
  readonly hands: Int32Array;
  /** How often each card of each player caused a cut-off, [seat * 64 + move]: breaks ties in the order. */
  readonly history: Int32Array;
  readonly trickCards: Int32Array;
  readonly trump: number;
}

/** The highest rank held by `seat` in suit `s`, or -1. */
const highest = (h: Int32Array, seat: number, s: number): number => {
  const x = h[seat * 4 + s]!;
  return x === 0 ? -1 : top(x);
};

/** Can `seat` beat the card `win` (suit * 16 + rank) on a trick to suit `led`? */
const canBeat = (b: Board, seat: number, led: number, win: number): boolean => {
  const h = b.hands;
  const ws = win >> 4;
  if (h[seat * 4 + led] !== 0) return ws === led && highest(h, seat, led) > (win & 15);
  if (b.trump === 4 || h[seat * 4 + b.trump] === 0) return false;
  return ws !== b.trump || highest(h, seat, b.trump) > (win & 15);
};

/** Can `seat` ruff a lead of suit `s`? */
const ruffs = (h: Int32Array, t: number, seat: number, s: number): boolean =>
  t !== 4 && s !== t && h[seat * 4 + s] === 0 && h[seat * 4 + t] !== 0;

const leadScore = (b: Board, player: number, s: number, r: number, live: number): number => {
  const h = b.hands;
  const t = b.trump;
  const hi = top(live);
  const lho = (player + 1) & 3;
  const rho = (player + 3) & 3;
  const oppRuff = ruffs(h, t, lho, s) || ruffs(h, t, rho, s);
  if ((h[player * 4 + s]! & (1 << hi)) !== 0) return oppRuff ? 10 - r : 90 + r;
  const partner = player ^ 2;
  if ((h[partner * 4 + s]! & (1 << hi)) !== 0) return oppRuff ? 5 - r : 70 - r;
  if (ruffs(h, t, partner, s) && !oppRuff) return 60 - r;
  if ((h[lho * 4 + s]! & (1 << hi)) !== 0) return 5 - r;
  return 20 - r;
};

const followScore = (
  b: Board,
  player: number,
  k: number,
  s: number,
  r: number,
  led: number,
  winSeat: number,
  win: number,
): number => {
  const partnerWins = ((winSeat ^ player) & 1) === 0;
  const m = s * 16 + r;
  const beats = (m >> 4 === win >> 4 && m > win) || (s === b.trump && win >> 4 !== b.trump);
  if (s !== led) {
    if (s === b.trump) return partnerWins ? -40 - r : beats ? 80 - r : -60 - r;
    const live = b.hands[s]! | b.hands[4 + s]! | b.hands[8 + s]! | b.hands[12 + s]!;
    return -r - (r === top(live) ? 30 : 0);
  }
  if (k === 3) return partnerWins || !beats ? -r : 100 - r;
  const next = (player + 1) & 3;
  if (partnerWins)
    return k === 2 && !canBeat(b, next, led, win) ? -r : beats && !canBeat(b, next, led, m) ? 90 - r : -r;
  if (!beats) return -r;
  return canBeat(b, next, led, m) ? 40 - r : 100 - r;
};

/**
 * Writes the moves of `player` (card `k` of the trick, suit `led`, winner so far `winSeat` / `win`)
 * as suit * 16 + rank into `buf` from `base`, best first; returns how many.
 */
export const genMoves = (
  b: Board,
  player: number,
  k: number,
  led: number,
  winSeat: number,
  win: number,
  buf: Int32Array,
  base: number,
): number => {
  const h = b.hands;
  const follow = k > 0 && h[player * 4 + led] !== 0;
  const scores = SCORES;
  let n = 0;
  for (let s = 0; s < 4; s++) {
    if (follow && s !== led) continue;
    const mine = h[player * 4 + s]!;
    if (mine === 0) continue;
    const live = h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]! | b.trickCards[s]!;
    let rest = mine;
    while (rest !== 0) {
      const r = top(rest);
      rest ^= 1 << r;
      const below = live & ((1 << r) - 1);
      if (below !== 0 && (mine & (1 << top(below))) !== 0) continue;
      const sc =
        k === 0 ? leadScore(b, player, s, r, live) : followScore(b, player, k, s, r, led, winSeat, win);
      let j = n++;
      while (j > 0 && scores[j - 1]! < sc) {
        scores[j] = scores[j - 1]!;
        buf[base + j] = buf[base + j - 1]!;
        j--;
      }
      scores[j] = sc;
      buf[base + j] = s * 16 + r;
    }
  }
  return n;
};

const SCORES = new Int32Array(MAX_MOVES);
