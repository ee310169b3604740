/**
 * The search: fail-soft alpha-beta on north-south's tricks, card by card, with a transposition table at
 * the start of each trick (tt.ts), equivalent cards played once (moves.ts), quick-trick and sure-trump
 * bounds before a trick is searched (bounds.ts), and the last trick counted directly. The driver
 * (solver.ts) asks null-window questions ("can north-south take at least t?") and narrows to the value.
 */
import { POP, top } from "./bits.js";
import { trickBounds } from "./bounds.js";
import { genMoves, MAX_MOVES } from "./moves.js";
import { TransTable } from "./tt.js";

/** Thrown inside the search when the time or node limit is reached; the driver turns it into an error. */
export class SearchAborted {
  readonly reason: "time" | "nodes";
  constructor(reason: "time" | "nodes") {
    this.reason = reason;
  }
}

export interface Limits {
  /** Wall-clock deadline (ms since the epoch) or Infinity. */
  deadline: number;
  maxNodes: number;
  now: () => number;
}

export class Search {
  /** Holdings, [seat * 4 + suit]. */
  readonly hands = new Int32Array(16);
  /** Cards played to the trick in progress, per suit (they still decide who wins it). */
  readonly trickCards = new Int32Array(4);
  readonly history = new Int32Array(256);
  trump = 4;
  nodes = 0;
  readonly tt: TransTable;
  limits: Limits = { deadline: Number.POSITIVE_INFINITY, maxNodes: Number.POSITIVE_INFINITY, now: Date.now };
  private readonly moves = new Int32Array(53 * MAX_MOVES);
  private readonly key = new Int32Array(4);
  private ply = 0;
  /** A lead to try first (from the transposition table), or -1. */
  private hint = -1;
  /** The best card of the last `card` call. */
  private lastBest = -1;

  constructor(ttBits: number) {
    this.tt = new TransTable(ttBits);
  }

  /** Ready for a new root (also after an aborted search). */
  reset(): void {
    this.ply = 0;
  }

  private tick(): void {
    this.nodes++;
    if ((this.nodes & 2047) !== 0) return;
    if (this.nodes >= this.limits.maxNodes) throw new SearchAborted("nodes");
    if (this.limits.now() >= this.limits.deadline) throw new SearchAborted("time");
  }

  /** Tricks still to play from the start of a trick. */
  private left(): number {
    const h = this.hands;
    return POP[h[0]!]! + POP[h[1]!]! + POP[h[2]!]! + POP[h[3]!]!;
  }

  /** North-south's tricks from the start of a trick with `leader` on lead. */
  trickStart(leader: number, alpha: number, beta: number): number {
    const n = this.left();
    if (n === 0) return 0;
    if (n === 1) return this.lastTrick(leader);
    this.tick();
    const lead = leader | (this.trump << 2);
    this.computeKey();
    let lo = 0;
    let hi = n;
    const e = this.tt.get(this.key, lead);
    const hint = this.tt.hint;
    if (e >= 0) {
      lo = e >>> 4;
      hi = e & 15;
    }
    if (lo === hi || lo >= beta) return lo;
    if (hi <= alpha) return hi;
    const b = trickBounds(this.hands, this.trump, leader, n);
    const blo = b >>> 4;
    const bhi = b & 15;
    if (blo > lo || bhi < hi) {
      lo = Math.max(lo, blo);
      hi = Math.min(hi, bhi);
      if (lo >= beta || hi <= alpha || lo === hi) {
        this.tt.put(this.key, lead, lo, hi, n, -1);
        return lo >= beta || lo === hi ? lo : hi;
      }
    }
    const a = Math.max(alpha, lo);
    const bb = Math.min(beta, hi);
    this.hint = hint < 0 ? -1 : this.absolute(hint);
    const v = this.card(0, leader, -1, -1, -1, a, bb);
    const best = this.relative(this.lastBest);
    this.computeKey();
    if (v <= a) hi = Math.min(hi, v);
    else if (v >= bb) lo = Math.max(lo, v);
    else lo = hi = v;
    this.tt.put(this.key, lead, lo, hi, n, best);
    return v;
  }

  /** A card as suit * 16 + its place among the live cards of its suit (0 the highest). */
  private relative(m: number): number {
    const s = m >> 4;
    const h = this.hands;
    const live = h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!;
    return s * 16 + POP[live >> ((m & 15) + 1)]!;
  }

  private absolute(rel: number): number {
    const s = rel >> 4;
    const h = this.hands;
    let live = h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!;
    for (let i = 0; i < (rel & 15) && live !== 0; i++) live ^= 1 << top(live);
    return live === 0 ? -1 : s * 16 + top(live);
  }

  /** Each hand has one card: who wins the trick. */
  private lastTrick(leader: number): number {
    const h = this.hands;
    let led = 0;
    while (h[leader * 4 + led] === 0) led++;
    let winner = leader;
    let winSuit = led;
    let winRank = top(h[leader * 4 + led]!);
    for (let i = 1; i < 4; i++) {
      const p = (leader + i) & 3;
      let s = 0;
      while (h[p * 4 + s] === 0) s++;
      const r = top(h[p * 4 + s]!);
      if ((s === winSuit && r > winRank) || (s === this.trump && winSuit !== this.trump)) {
        winner = p;
        winSuit = s;
        winRank = r;
      }
    }
    return (winner & 1) === 0 ? 1 : 0;
  }

  /** The stable key of the position at a trick's start: per suit, the live cards' holders, top down. */
  private computeKey(): void {
    const h = this.hands;
    for (let s = 0; s < 4; s++) {
      const n0 = h[s]!;
      const e0 = h[4 + s]!;
      const s0 = h[8 + s]!;
      const w0 = h[12 + s]!;
      let rest = n0 | e0 | s0 | w0;
      let k = POP[rest]!;
      while (rest !== 0) {
        const r = top(rest);
        const b = 1 << r;
        rest ^= b;
        k = k * 4 + ((e0 & b) !== 0 ? 1 : (s0 & b) !== 0 ? 2 : (w0 & b) !== 0 ? 3 : 0);
      }
      // at most 13 cards: 4 + 26 bits; fold into 31 bits
      this.key[s] = k | 0;
    }
  }

  /**
   * The card `k` (0 to 3) of a trick: `player` plays to the suit `led`; `winSeat` and `win` (suit * 16 +
   * rank) are the winner of the trick so far (-1 before the lead). Returns north-south's tricks from here.
   */
  card(
    k: number,
    player: number,
    led: number,
    winSeat: number,
    win: number,
    alpha: number,
    beta: number,
  ): number {
    const base = this.ply * MAX_MOVES;
    const count = genMoves(this, player, k, led, winSeat, win, this.moves, base);
    if (k === 0 && this.hint >= 0) this.hintFirst(base, count);
    const max = (player & 1) === 0;
    let best = max ? -1 : 99;
    let bestM = -1;
    this.ply++;
    for (let i = 0; i < count; i++) {
      const m = this.moves[base + i]!;
      const v = this.play(m, k, player, led, winSeat, win, alpha, beta);
      if (max ? v > best : v < best) {
        best = v;
        bestM = m;
      }
      if (max) {
        if (best > alpha) alpha = best;
      } else if (best < beta) beta = best;
      if (alpha >= beta) {
        if (i > 0) this.history[player * 64 + m] = this.history[player * 64 + m]! + 1;
        break;
      }
    }
    this.ply--;
    this.lastBest = bestM;
    return best;
  }

  /** Moves the hinted lead (or the card of its run that was generated) to the front. */
  private hintFirst(base: number, count: number): void {
    const want = this.hint;
    this.hint = -1;
    const mv = this.moves;
    for (let i = 0; i < count; i++) {
      const m = mv[base + i]!;
      if (m >> 4 !== want >> 4 || m > want) continue;
      // the lowest card of a run stands for it: the first generated card of the suit at or below it
      let j = i;
      for (let x = i + 1; x < count; x++) {
        const y = mv[base + x]!;
        if (y >> 4 === want >> 4 && y <= want && y > mv[base + j]!) j = x;
      }
      const chosen = mv[base + j]!;
      for (let x = j; x > 0; x--) mv[base + x] = mv[base + x - 1]!;
      mv[base] = chosen;
      return;
    }
  }

  /** Plays move `m` (suit * 16 + rank) as card `k` of the trick and searches on. */
  play(
    m: number,
    k: number,
    player: number,
    led: number,
    winSeat: number,
    win: number,
    alpha: number,
    beta: number,
  ): number {
    const s = m >> 4;
    const bit = 1 << (m & 15);
    const idx = player * 4 + s;
    this.hands[idx] = this.hands[idx]! ^ bit;
    let ws = winSeat;
    let w = win;
    if (k === 0 || (m >> 4 === w >> 4 && m > w) || (s === this.trump && w >> 4 !== this.trump)) {
      ws = player;
      w = m;
    }
    let v: number;
    if (k === 3) {
      const t = this.trickCards;
      const t0 = t[0]!;
      const t1 = t[1]!;
      const t2 = t[2]!;
      const t3 = t[3]!;
      t[0] = t[1] = t[2] = t[3] = 0;
      const add = (ws & 1) === 0 ? 1 : 0;
      v = add + this.trickStart(ws, alpha - add, beta - add);
      t[0] = t0;
      t[1] = t1;
      t[2] = t2;
      t[3] = t3;
    } else {
      this.trickCards[s] = this.trickCards[s]! | bit;
      v = this.card(k + 1, (player + 1) & 3, k === 0 ? s : led, ws, w, alpha, beta);
      this.trickCards[s] = this.trickCards[s]! ^ bit;
    }
    this.hands[idx] = this.hands[idx]! ^ bit;
    return v;
  }
}
