/**
 * Double dummy: the tricks each side takes with best play by all four, seeing all the cards. Pure (no
 * I/O, no Node API): it runs in Node and in a Web Worker. See docs/dd.md for the algorithm and the API.
 *
 * - `solvePosition`: a position of the play (the hands left, trump, the trick's leader and its cards so
 *   far) → the tricks the side to play takes, and the value of every legal card;
 * - `ddTable`: a full deal → the 20 results (5 strains x 4 declarers);
 * - `playTrace`: a deal and a play → the declaring side's tricks, won plus still to come, before the first
 *   card and after each card (as DDS's AnalysePlay);
 * - `positionAfter`: a deal and the cards played so far → the position and the tricks won.
 *
 * A search that passes its time limit (`timeLimitMs`, default 60 s) or node limit ends with the error
 * `dd-time-limit` / `dd-node-limit`, never a hang.
 */
import type { Card, Deal } from "../core/card.js";
import { err, ok, type Result } from "../core/result.js";
import { SEATS, type Seat } from "../core/seat.js";
import { STRAINS, type Strain } from "../core/strain.js";
import {
  cardText,
  type DdPosition,
  decodeCard,
  encodeCard,
  encodeHands,
  encodePosition,
  handSize,
  seatIndex,
  strainIndex,
} from "./position.js";
import { type Limits, SearchAborted } from "./search.js";
import { type Encoded, legalCards, Solver } from "./solver.js";

export type { DdPosition } from "./position.js";

export interface DdOptions {
  /** Wall-clock limit of the whole call in milliseconds (default 60,000). */
  timeLimitMs?: number;
  /** Limit on the nodes searched (default none). */
  maxNodes?: number;
  /** The clock (default Date.now); a test may pass its own. */
  now?: () => number;
  /** The solver to use (its transposition table is kept between calls); default a shared one. */
  solver?: Solver;
}

export interface DdCardValue {
  card: Card;
  /** Tricks the side to play takes (of those left, the current one included) if this card is played. */
  tricks: number;
}

export interface DdSolution {
  /** The player to play the next card. */
  player: Seat;
  /** Tricks his side takes of those left (the trick in progress included) with best play. */
  tricks: number;
  /** Every legal card of his, highest value first (suit order S H D C, then rank, among equals). */
  cards: DdCardValue[];
  nodes: number;
}

/** Tricks for each declarer in each strain. */
export type DdTable = Record<Seat, Record<Strain, number>>;

export { Solver } from "./solver.js";

let shared: Solver | undefined;
const solverOf = (o: DdOptions): Solver => {
  if (o.solver) return o.solver;
  shared ??= new Solver();
  return shared;
};

const limitsOf = (o: DdOptions): Limits => {
  const now = o.now ?? Date.now;
  return {
    deadline: now() + (o.timeLimitMs ?? 60_000),
    maxNodes: o.maxNodes ?? Number.POSITIVE_INFINITY,
    now,
  };
};

/** Runs a search, turning an abort into the error value. */
const guarded = <T>(o: DdOptions, limits: Limits, run: (s: Solver) => T): Result<T> => {
  try {
    return ok(run(solverOf(o)));
  } catch (e) {
    if (e instanceof SearchAborted) {
      return e.reason === "time"
        ? err("dd-time-limit", { ms: o.timeLimitMs ?? 60_000 })
        : err("dd-node-limit", { nodes: limits.maxNodes });
    }
    throw e;
  }
};

const isNs = (seat: number): boolean => (seat & 1) === 0;

/** The tricks the side to play takes with best play, and the value of each of its legal cards. */
export const solvePosition = (position: DdPosition, options: DdOptions = {}): Result<DdSolution> => {
  const p = encodePosition(position);
  if (!p.ok) return p;
  const limits = limitsOf(options);
  return guarded(options, limits, (solver) => {
    const before = solver.search.nodes;
    const values = solver.moveValues(p.value, limits);
    const player = (p.value.leader + p.value.trick.length) & 3;
    const n = Solver.tricksLeft(p.value);
    const own = (ns: number) => (isNs(player) ? ns : n - ns);
    const byRep = new Map(values.map((v) => [v.move, own(v.ns)]));
    const cards = legalCards(p.value)
      .map((c) => ({ card: decodeCard(c.move), tricks: byRep.get(c.rep)!, m: c.move }))
      .sort((a, b) => b.tricks - a.tricks || (a.m >> 4) - (b.m >> 4) || b.m - a.m)
      .map(({ card, tricks }) => ({ card, tricks }));
    return { player: SEATS[player]!, tricks: cards[0]!.tricks, cards, nodes: solver.search.nodes - before };
  });
};

/** A deal, or an ending with as many cards in each hand. */
const fullDeal = (deal: Deal): Result<Int32Array> => {
  const hands = encodeHands(deal);
  if (!hands.ok) return hands;
  const n = handSize(hands.value, 0);
  for (let seat = 1; seat < 4; seat++) {
    const count = handSize(hands.value, seat);
    if (count !== n) return err("dd-hand-size", { seat: SEATS[seat]!, count, expected: n });
  }
  if (n === 0) return err("dd-no-cards");
  return hands;
};

/** The double-dummy table of a deal (or an ending, as many cards in each hand): each declarer's tricks. */
export const ddTable = (deal: Deal, options: DdOptions = {}): Result<DdTable> => {
  const hands = fullDeal(deal);
  if (!hands.ok) return hands;
  const limits = limitsOf(options);
  return guarded(options, limits, (solver) => {
    const table = {} as DdTable;
    for (const seat of SEATS) table[seat] = {} as Record<Strain, number>;
    for (const strain of STRAINS) {
      let guess = -1;
      for (let leader = 0; leader < 4; leader++) {
        const p: Encoded = { hands: hands.value, trump: strainIndex(strain), leader, trick: [] };
        const ns = solver.value(p, limits, guess);
        guess = ns;
        const declarer = (leader + 3) & 3;
        table[SEATS[declarer]!][strain] = isNs(declarer) ? ns : handSize(hands.value, 0) - ns;
      }
    }
    return table;
  });
};

export interface DdPlayed {
  position: DdPosition;
  /** Tricks won so far by each side in the tricks completed. */
  tricksWon: { NS: number; EW: number };
  /** The positions' encoded form, for the trace. */
  encoded: Encoded;
}

class Walk {
  readonly hands: Int32Array;
  leader: number;
  trick: number[] = [];
  won = [0, 0];
  constructor(
    hands: Int32Array,
    readonly trump: number,
    leader: number,
  ) {
    this.hands = Int32Array.from(hands);
    this.leader = leader;
  }

  play(c: Card, index: number): Result<true> {
    const player = (this.leader + this.trick.length) & 3;
    const m = encodeCard(c);
    const ix = player * 4 + (m >> 4);
    if (m < 0 || (m & 15) > 12 || (this.hands[ix]! & (1 << (m & 15))) === 0) {
      return err("dd-card-not-held", { card: cardText(c), seat: SEATS[player]!, index });
    }
    this.hands[ix] = this.hands[ix]! ^ (1 << (m & 15));
    this.trick.push(m);
    if (this.trick.length === 4) this.endTrick();
    return ok(true);
  }

  private endTrick(): void {
    let w = 0;
    for (let i = 1; i < 4; i++) {
      const m = this.trick[i]!;
      const b = this.trick[w]!;
      if ((m >> 4 === b >> 4 && m > b) || (m >> 4 === this.trump && b >> 4 !== this.trump)) w = i;
    }
    this.leader = (this.leader + w) & 3;
    this.won[this.leader & 1]!++;
    this.trick = [];
  }

  encoded(): Encoded {
    return {
      hands: Int32Array.from(this.hands),
      trump: this.trump,
      leader: this.leader,
      trick: [...this.trick],
    };
  }

  result(): DdPlayed {
    const hands = {} as Record<Seat, DdPosition["hands"][Seat]>;
    SEATS.forEach((seat, i) => {
      hands[seat] = { S: [], H: [], D: [], C: [] };
      for (let s = 0; s < 4; s++) {
        for (let r = 12; r >= 0; r--) {
          if ((this.hands[i * 4 + s]! & (1 << r)) !== 0) {
            const c = decodeCard(s * 16 + r);
            hands[seat][c.suit].push(c.rank);
          }
        }
      }
    });
    const strain = this.trump === 4 ? "NT" : (decodeCard(this.trump * 16).suit as Strain);
    return {
      position: { hands, trump: strain, leader: SEATS[this.leader]!, trick: this.trick.map(decodeCard) },
      tricksWon: { NS: this.won[0]!, EW: this.won[1]! },
      encoded: this.encoded(),
    };
  }
}

/** Walks the play from a position at the start of a trick: each card must be held by the player to play. */
export const positionAfter = (start: DdPosition, play: readonly Card[]): Result<DdPlayed> => {
  if (start.trick.length > 0) return err("dd-trace-mid-trick", { count: start.trick.length });
  const p = encodePosition(start);
  if (!p.ok) return p;
  const e = p.value;
  const walk = new Walk(e.hands, e.trump, e.leader);
  for (let i = 0; i < play.length; i++) {
    const r = walk.play(play[i]!, i);
    if (!r.ok) return r;
  }
  return ok(walk.result());
};

/**
 * DDS's AnalysePlay: the declaring side's tricks (won plus double dummy to come) before the first card and
 * after each card. The declaring side is the one not on lead at the start. As DDS, the values stop after
 * the cards of the last trick but one (52 cards give 49 values); every card given must be held.
 */
export const playTrace = (
  start: DdPosition,
  play: readonly Card[],
  options: DdOptions = {},
): Result<number[]> => {
  const all = positionAfter(start, play);
  if (!all.ok) return all;
  const p = encodePosition(start);
  if (!p.ok) return p;
  const limits = limitsOf(options);
  const n = handSize(p.value.hands, p.value.leader);
  const decl = (p.value.leader + 1) & 1;
  const count = Math.min(play.length, 4 * (n - 1));
  return guarded(options, limits, (solver) => {
    const walk = new Walk(p.value.hands, p.value.trump, p.value.leader);
    const value = (guess: number): number => {
      const e = walk.encoded();
      const ns = solver.value(e, limits, guess < 0 ? -1 : decl === 0 ? guess : Solver.tricksLeft(e) - guess);
      return walk.won[decl]! + (decl === 0 ? ns : Solver.tricksLeft(e) - ns);
    };
    const out = [value(-1)];
    for (let i = 0; i < count; i++) {
      walk.play(play[i]!, i);
      out.push(value(out[out.length - 1]! - walk.won[decl]!));
    }
    return out;
  });
};

export { seatIndex, strainIndex };
