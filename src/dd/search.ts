/**
 * The search: fail-soft alpha-beta on north-south's tricks, card by card, with a transposition table at
 * the start of each trick (tt.ts), equivalent cards played once (moves.ts), quick-trick and sure-trump
 * bounds before a trick is searched (bounds.ts), and the last trick counted directly. The driver
 * (solver.ts) asks null-window questions ("can north-south take at least t?") and narrows to the value.
 *
 * Every result comes with the cards its proof relied on (`rel`: per suit the lowest such rank, 13 for
 * none): a trick won by a card that beat another card of its suit needs that card; a cut-off needs only
 * the child that made it, a node searched to the end the union of its children; a table entry or a
 * bound brings its own. The table files each fact with those cards only (tt.ts).
 */
import { POP, top } from "./bits.js";
import { laterTricks, NONE, nthTop, quickTricks, secondHand, sureTrumps } from "./bounds.js";
import { genMoves, MAX_MOVES } from "./moves.js";
import { TransTable } from "./tt.js";

/** Thrown inside the search when the time or node limit is reached; the driver turns it into an error. */
/** SPREAD[x]: the bits of x moved to the even places (bit i to bit 2i). */
const SPREAD = new Int32Array(8192);
for (let i = 1; i < 8192; i++) SPREAD[i] = (SPREAD[i >> 1]! << 2) | (i & 1);
/** PACK[mask * 128 + x]: the bits of x at the places of mask's bits, packed together (7 bits). */
const PACK = new Uint8Array(128 * 128);
for (let mask = 0; mask < 128; mask++)
  for (let x = 0; x < 128; x++) {
    let out = 0;
    let n = 0;
    for (let i = 0; i < 7; i++)
      if (mask & (1 << i)) {
        if (x & (1 << i)) out |= 1 << n;
        n++;
      }
    PACK[mask * 128 + x] = out;
  }

/** The bits of `x` at the places of the live cards, packed (the lowest live card at bit 0). */
const compress = (x: number, live: number): number =>
  (PACK[(live >> 7) * 128 + ((x >> 7) & 127)]! << POP[live & 127]!) | PACK[(live & 127) * 128 + (x & 127)]!;

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
  /** The cards the last result relied on: per suit the lowest rank (NONE for none). */
  readonly rel = new Int32Array(4);
  private readonly moves = new Int32Array(53 * MAX_MOVES);
  /** Per ply: the union of the children's `rel` so far. */
  private readonly acc = new Int32Array(53 * 4);
  /** Per ply and suit: the rank below which the suit's cards are not searched (DDS's lowestWin), or -1. */
  private readonly lowWin = new Int32Array(53 * 4);
  /** Per ply: the card that made the last cut-off there (tried first), or -1. */
  private readonly killers = new Int32Array(53).fill(-1);
  /** The shape of the position at the trick's start (shape()): lengths, holders, live cards. */
  private lenA = 0;
  private lenB = 0;
  private readonly pat = new Int32Array(4);
  private readonly liveN = new Int32Array(4);
  private readonly liveM = new Int32Array(4);
  /** The shape saved across the search of a trick, by tricks left. */
  private readonly saved = new Int32Array(14 * 14);
  /** The table's bucket of the position at a trick's start, by tricks left (tt.mark), or -1. */
  private readonly marks = new Float64Array(14);
  private readonly bRel = [0, 1, 2, 3].map(() => new Int32Array(4));
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
    if (n === 0 || beta <= 0 || alpha >= n) {
      this.rel.fill(NONE);
      return beta <= 0 || n === 0 ? 0 : n;
    }
    if (n === 1) return this.lastTrick(leader);
    this.tick();
    // with few tricks left the bounds are tried before the table (as DDS does), else after it
    const early = n <= 5;
    if (early) {
      const cut = this.bounds(leader, n, alpha, beta);
      if (cut >= 0) return cut;
    }
    const lead = leader | (this.trump << 2);
    this.shape();
    this.marks[n] = -1;
    if (this.tt.find(this.lenA, this.lenB, lead, false)) {
      this.marks[n] = this.tt.mark();
      const v = this.tt.probe(this.pat, this.liveN, alpha, beta);
      if (v >= 0) {
        this.relOfK(this.tt.hitK);
        return v;
      }
    }
    const hint = this.tt.hint;
    if (!early) {
      const cut = this.bounds(leader, n, alpha, beta);
      if (cut >= 0) return cut;
    }
    this.hint = hint < 0 ? -1 : this.absolute(hint);
    this.keepShape(n, true);
    const v = this.card(0, leader, -1, -1, -1, alpha, beta);
    const best = this.relative(this.lastBest);
    this.keepShape(n, false);
    this.extendRuns();
    this.file(lead, v, v >= beta, best, this.marks[n]!);
    return v;
  }

  /** The quick-trick and sure-trump bounds: a bound that decides the window (its `rel` set), or -1. */
  private bounds(leader: number, n: number, alpha: number, beta: number): number {
    const h = this.hands;
    const t = this.trump;
    const [q, a, c, d] = this.bRel as [Int32Array, Int32Array, Int32Array, Int32Array];
    let own = Math.min(n, quickTricks(h, t, leader, q));
    let ownRel = q;
    let opp = 0;
    let oppRel = c;
    if (t !== 4) {
      const p = sureTrumps(h, t, leader ^ 2, a);
      if (p > own) {
        own = p;
        ownRel = a;
      }
      opp = sureTrumps(h, t, (leader + 1) & 3, c);
      const o = sureTrumps(h, t, (leader + 3) & 3, d);
      if (o > opp) {
        opp = o;
        oppRel = d;
      }
    }
    const ns = (leader & 1) === 0;
    const lo = ns ? own : opp;
    const hi = n - (ns ? opp : own);
    if (lo >= beta) {
      this.rel.set(ns ? ownRel : oppRel);
      return lo;
    }
    if (hi <= alpha) {
      this.rel.set(ns ? oppRel : ownRel);
      return hi;
    }
    // the later-tricks bound: at most `later` tricks for the leader's side
    const later = laterTricks(h, t, leader, n, this.rel);
    const v = ns ? later : n - later;
    return (ns ? v <= alpha : v >= beta) ? v : -1;
  }

  /** The second hand's sure tricks (bounds.ts): a bound that decides the window (its `rel` set), or -1. */
  private secondBound(player: number, led: number, ledRank: number, alpha: number, beta: number): number {
    const h = this.hands;
    const q = secondHand(h, this.trump, player, led, ledRank, this.rel);
    if (q === 0) return -1;
    if ((player & 1) === 0) return q >= beta ? q : -1;
    const n =
      POP[h[player * 4]!]! + POP[h[player * 4 + 1]!]! + POP[h[player * 4 + 2]!]! + POP[h[player * 4 + 3]!]!;
    return n - q <= alpha ? n - q : -1;
  }

  /** Files the result in the table with the cards in `rel`. */
  private file(lead: number, v: number, lower: boolean, best: number, mark: number): void {
    let k = 0;
    for (let s = 0; s < 4; s++) {
      const r = this.rel[s]!;
      if (r < NONE) k |= POP[this.liveM[s]! >>> r]! << (4 * s);
    }
    if (this.tt.use(mark) || this.tt.find(this.lenA, this.lenB, lead, true))
      this.tt.store(this.pat, this.liveN, k, v, lower, best);
  }

  /** `rel` from a table entry's `k`: the lowest of the top k live cards of each suit. */
  private relOfK(k: number): void {
    for (let s = 0; s < 4; s++) {
      const ks = (k >>> (4 * s)) & 15;
      this.rel[s] = ks === 0 ? NONE : nthTop(this.liveM[s]!, ks);
    }
  }

  /**
   * The equivalent cards searched once (moves.ts) make the lowest card of `rel` stand for its run: the
   * card just below it in the same hand might have done its work, so the run below it is needed too.
   */
  private extendRuns(): void {
    const h = this.hands;
    for (let s = 0; s < 4; s++) {
      let r = this.rel[s]!;
      if (r >= NONE) continue;
      const bit = 1 << r;
      let seat = 0;
      while (seat < 4 && (h[seat * 4 + s]! & bit) === 0) seat++;
      if (seat === 4) continue;
      const mine = h[seat * 4 + s]!;
      let below = this.liveM[s]! & (bit - 1);
      while (below !== 0) {
        const t = top(below);
        if ((mine & (1 << t)) === 0) break;
        r = t;
        below ^= 1 << t;
      }
      this.rel[s] = r;
    }
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
    const live = h[s]! | h[4 + s]! | h[8 + s]! | h[12 + s]!;
    return POP[live]! <= (rel & 15) ? -1 : s * 16 + nthTop(live, (rel & 15) + 1);
  }

  /** Each hand has one card: who wins the trick (and, when he beat a card of his suit, his card). */
  private lastTrick(leader: number): number {
    const h = this.hands;
    let winner = -1;
    let winSuit = -1;
    let winRank = -1;
    let same = 0;
    for (let i = 0; i < 4; i++) {
      const p = (leader + i) & 3;
      let s = 0;
      while (h[p * 4 + s] === 0) s++;
      const r = top(h[p * 4 + s]!);
      if (s === winSuit) same++;
      if (i === 0 || (s === winSuit && r > winRank) || (s === this.trump && winSuit !== this.trump)) {
        if (s !== winSuit) same = 0;
        winner = p;
        winSuit = s;
        winRank = r;
      }
    }
    this.rel.fill(NONE);
    if (same > 0) this.rel[winSuit] = winRank;
    return (winner & 1) === 0 ? 1 : 0;
  }

  /** Saves (or brings back) the shape of the position with `n` tricks left. */
  private keepShape(n: number, save: boolean): void {
    const x = this.saved;
    const o = n * 14;
    if (save) {
      x[o] = this.lenA;
      x[o + 1] = this.lenB;
      for (let s = 0; s < 4; s++) {
        x[o + 2 + s] = this.pat[s]!;
        x[o + 6 + s] = this.liveN[s]!;
        x[o + 10 + s] = this.liveM[s]!;
      }
      return;
    }
    this.lenA = x[o]!;
    this.lenB = x[o + 1]!;
    for (let s = 0; s < 4; s++) {
      this.pat[s] = x[o + 2 + s]!;
      this.liveN[s] = x[o + 6 + s]!;
      this.liveM[s] = x[o + 10 + s]!;
    }
  }

  /** The shape at a trick's start: each hand's suit lengths, and per suit the live cards' holders. */
  private shape(): void {
    const h = this.hands;
    let a = 0;
    let b = 0;
    for (let s = 0; s < 4; s++) {
      const n0 = h[s]!;
      const e0 = h[4 + s]!;
      const s0 = h[8 + s]!;
      const w0 = h[12 + s]!;
      a |= (POP[n0]! | (POP[e0]! << 4)) << (8 * s);
      b |= (POP[s0]! | (POP[w0]! << 4)) << (8 * s);
      const live = n0 | e0 | s0 | w0;
      this.liveM[s] = live;
      this.liveN[s] = POP[live]!;
      // the holders' two bits (east or west; south or west) of each live card, the highest first
      this.pat[s] = SPREAD[compress(e0 | w0, live)]! | (SPREAD[compress(s0 | w0, live)]! << 1);
    }
    this.lenA = a;
    this.lenB = b;
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
    if (k === 1) {
      const cut = this.secondBound(player, led, win & 15, alpha, beta);
      if (cut >= 0) return cut;
    }
    const base = this.ply * MAX_MOVES;
    const count = genMoves(this, player, k, led, winSeat, win, this.moves, base);
    const killer = this.killers[this.ply]!;
    if (killer >= 0 && k === 0) this.toFront(base, count, killer);
    if (k === 0 && this.hint >= 0) this.hintFirst(base, count);
    const max = (player & 1) === 0;
    let best = max ? -1 : 99;
    let bestM = -1;
    const acc = this.acc;
    const ab = this.ply * 4;
    acc[ab] = acc[ab + 1] = acc[ab + 2] = acc[ab + 3] = NONE;
    const rel = this.rel;
    this.ply++;
    const lw = this.lowWin;
    lw[ab] = lw[ab + 1] = lw[ab + 2] = lw[ab + 3] = -1;
    for (let i = 0; i < count; i++) {
      const m = this.moves[base + i]!;
      const ms = m >> 4;
      // a card below every rank the suit's searched cards relied on does their work (DDS's lowestWin)
      if ((m & 15) < lw[ab + ms]!) continue;
      const v = this.play(m, k, player, led, winSeat, win, alpha, beta);
      if (max ? v > best : v < best) {
        best = v;
        bestM = m;
      }
      if (max) {
        if (best > alpha) alpha = best;
      } else if (best < beta) beta = best;
      if (alpha >= beta) {
        // the cut-off needs this card's proof only
        for (let s = 0; s < 4; s++) acc[ab + s] = rel[s]!;
        this.killers[this.ply - 1] = m;
        if (i > 0) this.history[player * 64 + m] = this.history[player * 64 + m]! + 1;
        break;
      }
      for (let s = 0; s < 4; s++) if (rel[s]! < acc[ab + s]!) acc[ab + s] = rel[s]!;
      if (lw[ab + ms]! < 0 && (m & 15) < acc[ab + ms]!) lw[ab + ms] = acc[ab + ms]!;
    }
    this.ply--;
    for (let s = 0; s < 4; s++) rel[s] = acc[ab + s]!;
    this.lastBest = bestM;
    return best;
  }

  /** Moves the card `m` to the front when it was generated. */
  private toFront(base: number, count: number, m: number): void {
    const mv = this.moves;
    for (let i = 1; i < count; i++) {
      if (mv[base + i] !== m) continue;
      for (let x = i; x > 0; x--) mv[base + x] = mv[base + x - 1]!;
      mv[base] = m;
      return;
    }
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
    if (k === 3) v = this.endTrick(s, bit, ws, w, alpha, beta);
    else {
      this.trickCards[s] = this.trickCards[s]! | bit;
      v = this.card(k + 1, (player + 1) & 3, k === 0 ? s : led, ws, w, alpha, beta);
      this.trickCards[s] = this.trickCards[s]! ^ bit;
    }
    this.hands[idx] = this.hands[idx]! ^ bit;
    return v;
  }

  /** The trick is complete (its last card of suit `s`, `bit`): on to the next, won by `ws` with `w`. */
  private endTrick(s: number, bit: number, ws: number, w: number, alpha: number, beta: number): number {
    const t = this.trickCards;
    const t0 = t[0]!;
    const t1 = t[1]!;
    const t2 = t[2]!;
    const t3 = t[3]!;
    const ownSuit = (t[w >> 4]! | (s === w >> 4 ? bit : 0)) & ~(1 << (w & 15));
    t[0] = t[1] = t[2] = t[3] = 0;
    const add = (ws & 1) === 0 ? 1 : 0;
    const v = add + this.trickStart(ws, alpha - add, beta - add);
    t[0] = t0;
    t[1] = t1;
    t[2] = t2;
    t[3] = t3;
    // the winner beat a card of his suit: his rank decided the trick
    if (ownSuit !== 0 && (w & 15) < this.rel[w >> 4]!) this.rel[w >> 4] = w & 15;
    return v;
  }
}
