/**
 * The worst normal line of a claim (Law 70, 68C): the tricks the claimer's side takes when it plays as its
 * statement says and, where the statement is silent, as a careless but not irrational player may, while
 * the opponents play their best against it. Every choice is the claimer's worst (70A: doubtful points go
 * against the claimer), so the search only minimises: the claimer's side chooses among its *normal* cards
 * (below), the opponents among all their legal cards. Pure (no I/O); the cards are the solver's numbers
 * (suit * 16 + rank, suits S H D C, rank 0 the two), the hands 16 masks (seat * 4 + suit).
 *
 * The claimer's side's normal cards (the edition's policy, docs/play/claims.md):
 * - on lead, the statement's next step (`line`: a card, or a suit played from the top) where it applies;
 *   otherwise any suit, from the top (2017 70E2: the order a regulating authority may fix, here "from the
 *   top down") or, in 1987 (no such paragraph: any normal order), its top or its lowest card;
 * - following suit: low when partner's card is winning the trick; otherwise the top card when it beats the
 *   card winning so far (no finesse, 70E1; 1987 70E), the cheapest winning card as the last to play, a low
 *   card when it cannot win; a card the statement names is played when its suit is led;
 * - void: a ruff (the cheapest trump that wins) unless partner is winning, else a discard: the lowest card
 *   of any suit (careless discards are normal).
 */

export interface LineStep {
  suit: number;
  /** A card of the suit (rank 0-12), or null: the suit played from the top. */
  rank: number | null;
}

export interface LineSetup {
  hands: Int32Array;
  /** 0-3 (S H D C), 4 no trump. */
  trump: number;
  /** The seat (0-3, N E S W) that led to the trick in progress, or is to lead. */
  leader: number;
  trick: readonly number[];
  /** The claimer's side: 0 north-south, 1 east-west. */
  side: number;
  line: readonly LineStep[];
  /** A silent suit is led from the top only (2017 70E2 as the policy); false: its top or its lowest card. */
  fromTheTop: boolean;
}

export interface LineLimits {
  maxNodes: number;
  deadline: number;
  now: () => number;
}

export class LineAborted extends Error {
  constructor(readonly reason: "nodes" | "time") {
    super(reason);
  }
}

const NONE = -1;
/** Positions the choice among equally bad lines (`plainest`) may visit. */
const PLAIN_NODES = 20_000;
const top = (mask: number): number => 31 - Math.clz32(mask);
const low = (mask: number): number => (mask === 0 ? NONE : 31 - Math.clz32(mask & -mask));

/** The winner's place (0-3) in a trick of cards from the leader's. */
export const winnerOf = (trick: readonly number[], trump: number): number => {
  let w = 0;
  for (let i = 1; i < trick.length; i++) {
    const m = trick[i]!;
    const b = trick[w]!;
    if ((m >> 4 === b >> 4 && m > b) || (m >> 4 === trump && b >> 4 !== trump)) w = i;
  }
  return w;
};

export class NormalLine {
  nodes = 0;
  private readonly memo = new Map<string, number>();
  /** The plainest line's score from a position (plainest), by position. */
  private readonly plain = new Map<string, number>();
  private plainNodes = 0;
  readonly hands: Int32Array;

  constructor(
    readonly setup: LineSetup,
    private readonly limits: LineLimits,
  ) {
    this.hands = Int32Array.from(setup.hands);
  }

  /** The claimer's side's tricks, of those left, on the worst normal line. */
  value(): number {
    return this.search(this.setup.leader, [...this.setup.trick], 0);
  }

  /** The worst normal line itself: every card from the position on, in order. */
  principal(): number[] {
    const out: number[] = [];
    let leader = this.setup.leader;
    let trick = [...this.setup.trick];
    let ptr = 0;
    for (;;) {
      const player = (leader + trick.length) & 3;
      const moves = this.moves(player, leader, trick, ptr);
      if (moves.length === 0) return out;
      const best = this.plainest(leader, trick, moves).move;
      out.push(best.card);
      this.take(player, best.card);
      trick.push(best.card);
      ptr = best.ptr;
      if (trick.length === 4) {
        leader = (leader + winnerOf(trick, this.setup.trump)) & 3;
        trick = [];
      }
    }
  }

  /**
   * Of the moves on a worst normal line, the one whose line loses its tricks to the highest cards: among
   * lines of equal count, the basis names the cards that beat the claimer's side's cards (70A), not a small
   * card that wins only after a careless but harmless discard. `score`: those cards' ranks added up.
   */
  private plainest(leader: number, trick: number[], moves: { card: number; ptr: number }[]) {
    const values = moves.map((mv) => this.child(leader, trick, mv.card, mv.ptr));
    const worst = Math.min(...values);
    let move = moves[0]!;
    let score = -1;
    moves.forEach((mv, i) => {
      if (values[i] !== worst) return;
      const sc = this.lostRanks(leader, trick, mv.card, mv.ptr);
      if (sc > score) {
        score = sc;
        move = mv;
      }
    });
    return { move, score };
  }

  /** After `card`, the ranks (1-13) of the cards that win the claimer's lost tricks on the plainest line. */
  private lostRanks(leader: number, trick: number[], card: number, ptr: number): number {
    const player = (leader + trick.length) & 3;
    this.take(player, card);
    let next = [...trick, card];
    let nextLeader = leader;
    let own = 0;
    if (next.length === 4) {
      const w = winnerOf(next, this.setup.trump);
      nextLeader = (leader + w) & 3;
      if ((nextLeader & 1) !== this.setup.side) own = (next[w]! & 15) + 1;
      next = [];
    }
    const rest = this.plainRest(nextLeader, next, ptr);
    this.take(player, card);
    return own + rest;
  }

  /** The plainest line's score from a position (0 when none is left to lose, or past its own budget). */
  private plainRest(leader: number, trick: number[], ptr: number): number {
    if (trick.length === 0 && (this.cardsLeft() === 0 || this.allTricks(leader) >= 0)) return 0;
    const key = `${this.hands.join(",")}|${leader}|${trick.join(",")}|${ptr}`;
    const hit = this.plain.get(key);
    if (hit !== undefined) return hit;
    // The choice among equal lines is for the words only: past its budget the first worst line stands.
    if (++this.plainNodes > PLAIN_NODES) return 0;
    const player = (leader + trick.length) & 3;
    const rest = this.plainest(leader, trick, this.moves(player, leader, trick, ptr)).score;
    this.plain.set(key, rest);
    return rest;
  }

  private tick(): void {
    this.nodes++;
    if (this.nodes > this.limits.maxNodes) throw new LineAborted("nodes");
    if ((this.nodes & 1023) === 0 && this.limits.now() > this.limits.deadline) throw new LineAborted("time");
  }

  private take(player: number, card: number): void {
    const ix = player * 4 + (card >> 4);
    this.hands[ix] = this.hands[ix]! ^ (1 << (card & 15));
  }

  private cardsLeft(): number {
    let n = 0;
    for (let i = 0; i < 16; i++) {
      let m = this.hands[i]!;
      while (m) {
        m &= m - 1;
        n++;
      }
    }
    return n;
  }

  /** The value of playing `card` now (the player is the one to play), the hand restored after. */
  private child(leader: number, trick: number[], card: number, ptr: number): number {
    const player = (leader + trick.length) & 3;
    this.take(player, card);
    const next = [...trick, card];
    let v: number;
    if (next.length === 4) {
      const winner = (leader + winnerOf(next, this.setup.trump)) & 3;
      v = ((winner & 1) === this.setup.side ? 1 : 0) + this.search(winner, [], ptr);
    } else v = this.search(leader, next, ptr);
    this.take(player, card);
    return v;
  }

  private search(leader: number, trick: number[], ptr: number): number {
    this.tick();
    let key = "";
    if (trick.length === 0) {
      if (this.cardsLeft() === 0) return 0;
      const sure = this.allTricks(leader);
      if (sure >= 0) return sure;
      key = `${this.hands.join(",")}|${leader}|${ptr}`;
      const hit = this.memo.get(key);
      if (hit !== undefined) return hit;
    }
    const player = (leader + trick.length) & 3;
    let best = Number.POSITIVE_INFINITY;
    for (const mv of this.moves(player, leader, trick, ptr)) {
      best = Math.min(best, this.child(leader, trick, mv.card, mv.ptr));
      if (best === 0) break;
    }
    if (key !== "") this.memo.set(key, best);
    return best;
  }

  /**
   * The claimer's side on lead with every card it holds above every card its opponents hold in the suit, and
   * no trump against it: it takes every trick left (their number), whatever anyone plays; else -1.
   */
  private allTricks(leader: number): number {
    const side = this.setup.side;
    if ((leader & 1) !== side) return -1;
    let n = 0;
    for (let s = 0; s < 4; s++) {
      const ours = this.hands[side * 4 + s]! | this.hands[(side + 2) * 4 + s]!;
      const theirs = this.hands[(1 - side) * 4 + s]! | this.hands[(3 - side) * 4 + s]!;
      if (s === this.setup.trump && theirs !== 0) return -1;
      if (ours !== 0 && theirs !== 0 && low(ours) < top(theirs)) return -1;
    }
    for (let i = 0; i < 4; i++) {
      let m = this.hands[leader * 4 + i]!;
      while (m) {
        m &= m - 1;
        n++;
      }
    }
    return n;
  }

  private moves(player: number, leader: number, trick: readonly number[], ptr: number) {
    return (player & 1) === this.setup.side
      ? this.normalMoves(player, leader, trick, ptr)
      : this.legalMoves(player, trick).map((card) => ({ card, ptr }));
  }

  /** The opponents' legal cards, one of each run of equal cards (no card of another hand between them). */
  private legalMoves(player: number, trick: readonly number[]): number[] {
    const led = trick.length > 0 ? trick[0]! >> 4 : NONE;
    const suits = led !== NONE && this.hands[player * 4 + led] !== 0 ? [led] : [0, 1, 2, 3];
    const out: number[] = [];
    for (const s of suits) {
      const own = this.hands[player * 4 + s]!;
      let others = 0;
      for (let p = 0; p < 4; p++) if (p !== player) others |= this.hands[p * 4 + s]!;
      for (const c of trick) if (c >> 4 === s) others |= 1 << (c & 15);
      let prev = NONE;
      for (let r = 12; r >= 0; r--) {
        if ((own & (1 << r)) === 0) continue;
        const between = prev === NONE ? 0 : (others >> (r + 1)) & ((1 << (prev - r - 1)) - 1);
        if (prev !== NONE && between === 0) out[out.length - 1] = s * 16 + r;
        else out.push(s * 16 + r);
        prev = r;
      }
    }
    return out;
  }

  /** The statement's step at `ptr` that still applies for `player` on lead, with its place; else null. */
  private stepFor(player: number, ptr: number): { step: LineStep; at: number } | null {
    const line = this.setup.line;
    const side = this.setup.side;
    for (let i = ptr; i < line.length; i++) {
      const st = line[i]!;
      const ours = this.hands[side * 4 + st.suit]! | this.hands[(side + 2) * 4 + st.suit]!;
      if (st.rank === null ? this.hands[player * 4 + st.suit] !== 0 : (ours & (1 << st.rank)) !== 0)
        return { step: st, at: i };
    }
    return null;
  }

  private normalMoves(player: number, leader: number, trick: readonly number[], ptr: number) {
    const h = (s: number) => this.hands[player * 4 + s]!;
    const after = (card: number, at: number) => {
      const st = this.setup.line[at];
      const done = st !== undefined && st.rank !== null && st.suit * 16 + st.rank === card;
      return { card, ptr: done ? at + 1 : at };
    };
    if (trick.length === 0) {
      const step = this.stepFor(player, ptr);
      if (step !== null) {
        const { suit, rank } = step.step;
        if (rank === null) return [after(suit * 16 + top(h(suit)), step.at)];
        if ((h(suit) & (1 << rank)) !== 0) return [after(suit * 16 + rank, step.at)];
        // The named card is partner's: the suit is led to it (low), if this hand has one.
        if (h(suit) !== 0) return [{ card: suit * 16 + low(h(suit)), ptr: step.at }];
      }
      const out: { card: number; ptr: number }[] = [];
      const at = step?.at ?? this.setup.line.length;
      for (let s = 0; s < 4; s++) {
        if (h(s) === 0) continue;
        out.push(after(s * 16 + top(h(s)), at));
        if (!this.setup.fromTheTop && low(h(s)) !== top(h(s))) out.push(after(s * 16 + low(h(s)), at));
      }
      return out;
    }
    return [this.follow(player, leader, trick, ptr)].flat();
  }

  private follow(player: number, leader: number, trick: readonly number[], ptr: number) {
    const led = trick[0]! >> 4;
    const own = this.hands[player * 4 + led]!;
    const trump = this.setup.trump;
    const w = winnerOf(trick, trump);
    const partnerWins = ((leader + w) & 3) === ((player + 2) & 3);
    const winning = trick[w]!;
    const st = this.setup.line[ptr];
    if (own !== 0) {
      if (st !== undefined && st.rank !== null && st.suit === led && (own & (1 << st.rank)) !== 0)
        return { card: led * 16 + st.rank, ptr: ptr + 1 };
      const beats = winning >> 4 === led ? own >> ((winning & 15) + 1) : 0;
      if (partnerWins || beats === 0) return { card: led * 16 + low(own), ptr };
      const card = trick.length === 3 ? (winning & 15) + 1 + low(beats) : top(own);
      return { card: led * 16 + card, ptr };
    }
    const trumps = trump === 4 ? 0 : this.hands[player * 4 + trump]!;
    if (!partnerWins && trumps !== 0) {
      const over = winning >> 4 === trump ? trumps >> ((winning & 15) + 1) : trumps;
      if (over !== 0) {
        const base = winning >> 4 === trump ? (winning & 15) + 1 : 0;
        return { card: trump * 16 + base + low(over), ptr };
      }
    }
    // A discard: the lowest card of any suit but trumps (a trump played to another suit's trick is a ruff).
    const out: { card: number; ptr: number }[] = [];
    for (let s = 0; s < 4; s++) {
      const m = this.hands[player * 4 + s]!;
      if (m !== 0 && s !== trump) out.push({ card: s * 16 + low(m), ptr });
    }
    if (out.length === 0) out.push({ card: trump * 16 + low(trumps), ptr });
    return out;
  }
}
