/**
 * The driver over the search (search.ts): null-window tests narrowed to the exact value (MTD(f): each
 * test asks "can north-south take at least t tricks?" with the window (t - 1, t); the fail-soft answer
 * moves the bound, the transposition table keeps what every test learnt). Positions here are already
 * encoded and validated (position.ts); the public API is in index.ts.
 */
import { genMoves, MAX_MOVES } from "./moves.js";
import { type Limits, Search } from "./search.js";

/** A position in the solver's terms: holdings [seat * 4 + suit], strain 0-4, the trick's leader, its cards. */
export interface Encoded {
  hands: Int32Array;
  trump: number;
  leader: number;
  /** Cards played to the trick in progress (suit * 16 + rank), from the leader. */
  trick: number[];
}

/** The value of one legal card: north-south's tricks if it is played, then best play. */
export interface MoveValue {
  move: number;
  ns: number;
}

const mtd = (f: (alpha: number, beta: number) => number, guess: number, lo0: number, hi0: number): number => {
  let lo = lo0;
  let hi = hi0;
  let g = Math.max(lo, Math.min(hi, guess));
  while (lo < hi) {
    const beta = g === lo ? g + 1 : g;
    g = f(beta - 1, beta);
    if (g < beta) hi = g;
    else lo = g;
  }
  return lo;
};

interface TrickState {
  player: number;
  led: number;
  winSeat: number;
  win: number;
}

const trickState = (trump: number, leader: number, trick: readonly number[]): TrickState => {
  let winSeat = -1;
  let win = -1;
  trick.forEach((m, i) => {
    const s = m >> 4;
    if (i === 0 || (s === win >> 4 && m > win) || (s === trump && win >> 4 !== trump)) {
      winSeat = (leader + i) & 3;
      win = m;
    }
  });
  return { player: (leader + trick.length) & 3, led: trick.length > 0 ? trick[0]! >> 4 : -1, winSeat, win };
};

export class Solver {
  readonly search: Search;

  constructor(ttBits = 20) {
    this.search = new Search(ttBits);
  }

  private load(p: Encoded, limits: Limits): void {
    const s = this.search;
    s.reset();
    s.hands.set(p.hands);
    s.trickCards.fill(0);
    for (const m of p.trick) s.trickCards[m >> 4] = s.trickCards[m >> 4]! | (1 << (m & 15));
    s.trump = p.trump;
    s.limits = limits;
  }

  /** Tricks still to play, counting the one in progress. */
  static tricksLeft(p: Encoded): number {
    const seat = (p.leader + p.trick.length) & 3;
    let n = 0;
    for (let s = 0; s < 4; s++) {
      let x = p.hands[seat * 4 + s]!;
      while (x !== 0) {
        x &= x - 1;
        n++;
      }
    }
    return n;
  }

  /** North-south's tricks from the position with best play (no card values). */
  value(p: Encoded, limits: Limits, guess = -1): number {
    this.load(p, limits);
    const n = Solver.tricksLeft(p);
    const st = trickState(p.trump, p.leader, p.trick);
    const s = this.search;
    const f =
      p.trick.length === 0
        ? (a: number, b: number) => s.trickStart(p.leader, a, b)
        : (a: number, b: number) => s.card(p.trick.length, st.player, st.led, st.winSeat, st.win, a, b);
    return mtd(f, guess < 0 ? Math.ceil(n / 2) : guess, 0, n);
  }

  /** The value of every distinct legal card of the player to play (one per run of equivalent cards). */
  moveValues(p: Encoded, limits: Limits): MoveValue[] {
    this.load(p, limits);
    const n = Solver.tricksLeft(p);
    const st = trickState(p.trump, p.leader, p.trick);
    const s = this.search;
    const buf = new Int32Array(MAX_MOVES);
    const count = genMoves(s, st.player, p.trick.length, st.led, st.winSeat, st.win, buf, 0);
    const out: MoveValue[] = [];
    let guess = Math.ceil(n / 2);
    for (let i = 0; i < count; i++) {
      const m = buf[i]!;
      const f = (a: number, b: number) =>
        s.play(m, p.trick.length, st.player, st.led, st.winSeat, st.win, a, b);
      guess = mtd(f, guess, 0, n);
      out.push({ move: m, ns: guess });
    }
    return out;
  }
}

/**
 * The legal cards of the player to play, each with the card of its run of equivalent cards that the
 * search played (the lowest), so that a run's value serves all of its cards.
 */
export const legalCards = (p: Encoded): { move: number; rep: number }[] => {
  const st = trickState(p.trump, p.leader, p.trick);
  const h = p.hands;
  const follow = p.trick.length > 0 && h[st.player * 4 + st.led] !== 0;
  const out: { move: number; rep: number }[] = [];
  for (let s = 0; s < 4; s++) {
    if (follow && s !== st.led) continue;
    const mine = h[st.player * 4 + s]!;
    let live = 0;
    for (let seat = 0; seat < 4; seat++) live |= h[seat * 4 + s]!;
    for (const m of p.trick) if (m >> 4 === s) live |= 1 << (m & 15);
    let rep = -1;
    for (let r = 0; r < 13; r++) {
      const b = 1 << r;
      if ((live & b) === 0) continue;
      if ((mine & b) === 0) {
        rep = -1;
        continue;
      }
      if (rep < 0) rep = r;
      out.push({ move: s * 16 + r, rep: s * 16 + rep });
    }
  }
  return out;
};
