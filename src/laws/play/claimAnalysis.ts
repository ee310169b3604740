/**
 * The engine's proposal for a claim (Law 70) and for a revoke's equity (64C), worked out from the cards:
 * a proposal with its basis, never the ruling (the award stays the director's `director` event). Pure (no
 * I/O): `analyseClaim` runs in Node and in the app's Web Worker on the engine's state at the claim.
 *
 * - `doubleDummy`: the tricks of those left the claimer's side takes with best play by all four (src/dd);
 * - `normal`: its tricks on the worst normal line consistent with the statement (src/laws/play/normalLine.ts);
 * - `basis`: each trick the claimer's side loses on that line, with its reason and paragraph.
 *
 * A budget (nodes, time) bounds every search: a position too big for it gives an analysis that says it was
 * not worked out, never a hang. docs/play/claims.md lists the policy of each code.
 */
import { type Card, type Deal, formatCard, parseCard } from "../../core/card.js";
import { facedDeal, parseFaced } from "../../core/faced.js";
import { err, ok, type Result } from "../../core/result.js";
import { SEATS, type Seat } from "../../core/seat.js";
import type { Strain, Suit } from "../../core/strain.js";
import { type DdOptions, type DdPosition, solvePosition } from "../../dd/index.js";
import type { ClaimAnalysis, ClaimBasis } from "../../model/play.js";
import type { TableState } from "../../model/state.js";
import {
  completedTricks,
  currentTrickNumber,
  remaining as remainingCards,
  trickInProgress,
  trumpOf,
} from "../../play/play.js";
import * as L1987 from "../1987/law70.js";
import * as L2017 from "../2017/law70.js";
import { LineAborted, type LineStep, NormalLine, winnerOf } from "./normalLine.js";

export interface AnalysisOptions {
  /** Nodes each search may visit (default 200,000): beyond it the analysis is `notWorkedOut`. */
  maxNodes?: number;
  /** Milliseconds the whole analysis may take, every search included (default 1,000). */
  timeLimitMs?: number;
  now?: () => number;
  /** The hands faced at the claim (70B3) when the deal is not recorded: each seat's cards not yet played. */
  hands?: Deal;
  /** The solver (src/dd `Solver`) to use, e.g. a smaller one in a phone's worker. */
  solver?: DdOptions["solver"];
}

/** Each code's paragraphs for the basis, and its order for a suit the statement leaves open. */
interface Policy {
  trump: string;
  finesse: string;
  line: string;
  bestPlay: string;
  fromTheTop: boolean;
}

const POLICY: Record<TableState["edition"], Policy> = {
  // 2017: 70C an outstanding trump; 70E1 no unstated finesse; 70D1 no unstated line a normal one beats;
  // 70E2 the order of an open suit (from the top, as the regulating authority may fix it); 70A doubts.
  "2017": {
    trump: L2017.P70C,
    finesse: L2017.P70E1,
    line: L2017.P70D1,
    bestPlay: L2017.P70A,
    fromTheTop: true,
  },
  // 1987: 70C, 70E (with "irrational"), 70D, 70A; no paragraph fixes a suit's order: any normal order.
  "1987": {
    trump: L1987.P70C,
    finesse: L1987.P70E,
    line: L1987.P70D,
    bestPlay: L1987.P70A,
    fromTheTop: false,
  },
};

const SUITS = "SHDC";
const RANKS = "23456789TJQKA";
const enc = (c: Card): number => SUITS.indexOf(c.suit) * 16 + RANKS.indexOf(c.rank);
const dec = (m: number): Card => ({ suit: SUITS[m >> 4] as Suit, rank: RANKS[m & 15] as Card["rank"] });
const seatIx = (s: Seat): number => SEATS.indexOf(s);

/** A statement's structured line (`["SA","SK","H*"]`) as steps; tokens are checked by the log's reader. */
export const lineSteps = (line: readonly string[] | undefined): LineStep[] =>
  (line ?? []).map((x) => ({
    suit: SUITS.indexOf(x[0]!),
    rank: x[1] === "*" ? null : RANKS.indexOf(x[1]!),
  }));

const masks = (hands: Deal): Int32Array => {
  const out = new Int32Array(16);
  SEATS.forEach((seat, i) => {
    for (let s = 0; s < 4; s++)
      for (const r of hands[seat][SUITS[s] as Suit])
        out[i * 4 + s] = out[i * 4 + s]! | (1 << RANKS.indexOf(r));
  });
  return out;
};

const handsOf = (m: Int32Array): Deal => {
  const out = {} as Deal;
  SEATS.forEach((seat, i) => {
    out[seat] = { S: [], H: [], D: [], C: [] };
    for (let s = 0; s < 4; s++)
      for (let r = 12; r >= 0; r--)
        if ((m[i * 4 + s]! & (1 << r)) !== 0) out[seat][SUITS[s] as Suit].push(RANKS[r] as Card["rank"]);
  });
  return out;
};

interface Start {
  hands: Int32Array;
  trump: number;
  strain: Strain;
  leader: number;
  trick: number[];
  side: number;
  remaining: number;
}

/** The position at the claim, from the state (or the hands faced); null when the cards are not known. */
const startOf = (s: TableState, by: Seat, faced: Deal | undefined): Start | "position" | null => {
  const left = faced ?? remainingCards(s);
  if (left === null) return null;
  const trumpSuit = trumpOf(s.contract);
  const open = trickInProgress(s);
  // The trick in progress's leader, else the last trick's winner (the turn is the ruling's while it waits).
  const last = (s.tricks ?? []).at(-1);
  const leader = open?.leader ?? last?.winner ?? s.turn;
  if (leader === null) return null;
  // The trick's cards in the order of play round the table from its leader (a card that stands out of
  // rotation, 57, takes its seat's place); a trick with a gap is not a position of the play: null.
  const cards = open?.cards ?? [];
  const order = [0, 1, 2, 3].map((k) => SEATS[(seatIx(leader) + k) & 3]!).slice(0, cards.length);
  const placed = order.map((seat) => cards.find((x) => x.by === seat));
  if (placed.some((x) => x === undefined)) return "position";
  const trick = placed.map((x) => enc((parseCard(x!.card) as { ok: true; value: Card }).value));
  return {
    hands: masks(left),
    trump: trumpSuit === null ? 4 : SUITS.indexOf(trumpSuit),
    strain: trumpSuit ?? "NT",
    leader: seatIx(leader),
    trick,
    side: seatIx(by) & 1,
    remaining: 13 - completedTricks(s),
  };
};

/** Each search's node budget, and one deadline for the whole analysis (every search stops at it). */
type Budget = { maxNodes: number; deadline: number; now: () => number; solver?: DdOptions["solver"] };

/** The claimer's side's double-dummy tricks from a position, or the limit it passed. */
const ddTricks = (
  hands: Int32Array,
  st: Start,
  leader: number,
  trick: number[],
  b: Budget,
): Result<number> | "nodes" | "time" => {
  const position: DdPosition = {
    hands: handsOf(hands),
    trump: st.strain,
    leader: SEATS[leader]!,
    trick: trick.map(dec),
  };
  const r = solvePosition(position, {
    maxNodes: b.maxNodes,
    timeLimitMs: Math.max(1, b.deadline - b.now()),
    now: b.now,
    solver: b.solver,
  });
  if (!r.ok)
    return r.error.code === "dd-node-limit" ? "nodes" : r.error.code === "dd-time-limit" ? "time" : r;
  const player = (leader + trick.length) & 3;
  // The players yet to play to the trick hold one card for each trick left.
  const tricksLeft = Math.max(...SEATS.map((_x, i) => popcount(hands, i)));
  return ok((player & 1) === st.side ? r.value.tricks : tricksLeft - r.value.tricks);
};

const popcount = (hands: Int32Array, seat: number): number => {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    let m = hands[seat * 4 + s]!;
    while (m) {
      m &= m - 1;
      n++;
    }
  }
  return n;
};

/** Why the claimer's side lost a trick to `card` (the winning card), by the edition's paragraphs. */
const reasonOf = (
  card: number,
  st: Start,
  line: readonly LineStep[],
  P: Policy,
): { reason: ClaimBasis["reason"]; law: string } => {
  const suit = card >> 4;
  if (suit === st.trump)
    // 70C: a trump the claimer did not mention wins a trick whenever a normal play lets it.
    return line.some((x) => x.suit === st.trump)
      ? { reason: "line", law: P.line }
      : { reason: "trump", law: P.trump };
  // 70E1 (1987 70E): the claimer held the cards around it: a finesse he did not state would have caught it.
  let live = 0;
  for (let p = 0; p < 4; p++) live |= st.hands[p * 4 + suit]!;
  for (const c of st.trick) if (c >> 4 === suit) live |= 1 << (c & 15);
  const ours = st.hands[st.side * 4 + suit]! | st.hands[(st.side + 2) * 4 + suit]!;
  const r = card & 15;
  const below = live & ((1 << r) - 1);
  const next = below === 0 ? -1 : 31 - Math.clz32(below);
  if (ours >> (r + 1) !== 0 && next >= 0 && (ours & (1 << next)) !== 0)
    return { reason: "finesse", law: P.finesse };
  // 70D1 (1987 70D): the worst normal order of the unstated play.
  return { reason: "line", law: P.line };
};

/** The worst normal line's search from the claim's position, the statement's steps and the code's order. */
const normalLineOf = (
  st: Start,
  line: readonly LineStep[],
  P: Policy,
  limits: { maxNodes: number; deadline: number; now: () => number },
): NormalLine =>
  new NormalLine(
    {
      hands: st.hands,
      trump: st.trump,
      leader: st.leader,
      trick: st.trick,
      side: st.side,
      line,
      fromTheTop: P.fromTheTop,
    },
    limits,
  );

/**
 * The basis: the worst normal line walked trick by trick. A trick the claimer's side loses where its
 * double-dummy total (tricks won + tricks to come) has fallen on that line is the line's (reason by the
 * winning card); one it loses with its total unchanged it would lose with best play too (70A).
 */
const basisOf = (
  st: Start,
  line: readonly LineStep[],
  P: Policy,
  dd: number,
  normalTricks: number,
  firstTrick: number,
  b: Budget,
  limits: { maxNodes: number; deadline: number; now: () => number },
): ClaimBasis[] | "nodes" | "time" => {
  const search = normalLineOf(st, line, P, limits);
  const cards = search.principal();
  const hands = Int32Array.from(st.hands);
  let leader = st.leader;
  let trick = [...st.trick];
  let won = 0;
  let total = dd;
  let owed = 0;
  // At most the tricks the normal line costs (double dummy less normal) are the line's; the rest are best play's.
  let cost = dd - normalTricks;
  let number = firstTrick;
  const out: ClaimBasis[] = [];
  for (const c of cards) {
    const player = (leader + trick.length) & 3;
    hands[player * 4 + (c >> 4)] = hands[player * 4 + (c >> 4)]! ^ (1 << (c & 15));
    trick.push(c);
    if (trick.length < 4) continue;
    const w = winnerOf(trick, st.trump);
    const winner = (leader + w) & 3;
    if ((winner & 1) === st.side) won++;
    const rest = popcount(hands, 0) === 0 ? 0 : ddTricks(hands, st, winner, [], b);
    if (rest === "nodes" || rest === "time") return rest;
    const now = won + (typeof rest === "number" ? rest : rest.ok ? rest.value : 0);
    owed = Math.max(0, owed + total - now);
    total = now;
    if ((winner & 1) !== st.side) {
      const at = { trick: number, card: formatCard(dec(trick[w]!)), by: SEATS[winner]! };
      if (owed > 0 && cost > 0) {
        owed--;
        cost--;
        out.push({ ...at, ...reasonOf(trick[w]!, st, line, P) });
      } else out.push({ ...at, reason: "best-play", law: P.bestPlay });
    }
    leader = winner;
    trick = [];
    number++;
  }
  return out;
};

/**
 * Law 70's proposal for the state's claim: its double-dummy and worst-normal-line tricks and the basis; or
 * what it would need (`{"needs":"cards"}`: the deal, or the hands faced, 70B3); or that the position was too
 * big for the budget (`{"notWorkedOut":"nodes"}`). An error only when the state has no claim.
 */
export const analyseClaim = (state: TableState, options: AnalysisOptions = {}): Result<ClaimAnalysis> => {
  const claim = state.claim;
  if (claim === undefined) return err("claim-analysis-no-claim");
  // 70B3: the hands faced at the claim stand in for the deal the record does not give.
  const faced = claim.faced === undefined ? null : parseFaced(claim.faced);
  const st = startOf(
    state,
    claim.by,
    options.hands ?? (faced?.ok ? (facedDeal(faced.value) ?? undefined) : undefined),
  );
  if (st === null || state.declarer === null) return ok({ needs: "cards" });
  if (st === "position") return ok({ notWorkedOut: "position" });
  if (st.remaining === 0) return ok({ doubleDummy: 0, normal: 0, basis: [] });
  const now = options.now ?? Date.now;
  const b: Budget = {
    maxNodes: options.maxNodes ?? 200_000,
    deadline: now() + (options.timeLimitMs ?? 1_000),
    now,
    solver: options.solver,
  };
  const P = POLICY[state.edition];
  const dd = ddTricks(st.hands, st, st.leader, st.trick, b);
  if (dd === "nodes" || dd === "time") return ok({ notWorkedOut: dd });
  if (!dd.ok) return dd;
  const line = lineSteps(claim.line);
  const limits = { maxNodes: b.maxNodes, deadline: b.deadline, now };
  try {
    const normal = normalLineOf(st, line, P, limits).value();
    const basis = basisOf(st, line, P, dd.value, normal, currentTrickNumber(state), b, limits);
    if (basis === "nodes" || basis === "time") return ok({ notWorkedOut: basis });
    return ok({ doubleDummy: dd.value, normal, basis });
  } catch (e) {
    if (e instanceof LineAborted) return ok({ notWorkedOut: e.reason });
    throw e;
  }
};
