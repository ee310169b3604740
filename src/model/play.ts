/**
 * The play period's nouns (docs/table-log.md, "The play period"): tricks, penalty cards, play
 * restrictions, revokes, the claim, the result. The procedures of each group of laws keep their own
 * working memory in src/model/play/<group>.ts (one file per group, owned by that group's laws).
 */
import type { Seat, Side } from "../core/seat.js";
import type { Suit } from "../core/strain.js";

/** A card that stands in a trick. `implied`: entered by the engine at its maker's turn (57D). */
export interface TrickCard {
  by: Seat;
  card: string;
  implied?: true;
}

/** A trick as it stands; the trick in progress is the last one, with no winner yet. */
export interface Trick {
  leader: Seat;
  cards: TrickCard[];
  winner?: Seat;
}

export interface PenaltyCard {
  seat: Seat;
  card: string;
  kind: "major" | "minor";
  law: string;
  /**
   * *Extension*: the index of the `expose` event that made it a penalty card in the play (49). A claim by
   * its owner as the very next event makes it a card shown in the claim instead (68A, 68C).
   */
  event?: number;
}

/** Declarer's option on a defender's play to the trick it concerns (57A), and the like. */
export interface PlayRestriction {
  seat: Seat;
  law: string;
  highest?: true;
  lowest?: true;
  require?: Suit;
  prohibit?: Suit;
  /** The trick it concerns (1-based). */
  trick?: number;
  /** *Extension* (2017 58B3 mark): the card the player took back from two played at once. */
  card?: string;
}

export interface Revoke {
  by: Seat;
  /** The revoke trick (1-based). */
  trick: number;
  card?: string;
  established: boolean;
  /** Attention has been drawn to it (a revoke nobody notices transfers no trick). */
  noticed: boolean;
  /** The paragraph that decides its rectification (64A1, 64A2, 64B..., 62B1 when corrected). */
  law?: string;
  corrected?: true;
  /** Tricks it transfers at the end of play (64A), once decided. */
  transfer?: number;
  /**
   * 61A: the penalty card the hand had to play and did not (50D1, 50C): the card played stands once 52B1
   * accepts it, so the revoke is not corrected under 62; established, 64B3 (no transfer).
   */
  penaltyCard?: string;
  /**
   * *Extension* (64C), with the full record: the declaring side's tricks double dummy from just before the
   * revoke card with the best legal card in its place, and its tricks with the transfer.
   */
  equity?: { withoutRevoke: number; afterTransfer: number };
}

export interface Claim {
  by: Seat;
  tricks: number;
  status: "pending" | "agreed" | "disputed" | "void" | "ruled";
  statement?: string;
  /** The tricks not yet played when it was made (the claimed ones and the conceded rest). */
  remaining?: number;
  /** The paragraph that settled it (69A agreed, 70A ruled, 69B/71 corrected, 68B2 or 68D2(b) void). */
  law?: string;
  /** The director's award: tricks of the remaining ones to the claimer's side (70; 69B, 71 in correction). */
  award?: number;
  /** *Extension*: the Law 70 tests the director ticked for his award (the award event's `tests`). */
  tests?: string[];
  /** *Extension*: the cards the claimer faced as part of his claim (68C: `expose` events after the claim). */
  shown?: string[];
  /** *Extension*: the statement's structured line (68C): cards (`SA`) and suits from the top (`H*`), in order. */
  line?: string[];
  /** *Extension*: the hands faced at the claim (70B3), the `claim` event's `faced` (N first, `-` not faced). */
  faced?: string;
  /** *Extension*: the engine's proposal from the cards (70), never the ruling: src/laws/play/claimAnalysis.ts. */
  analysis?: ClaimAnalysis;
}

/** A trick the claimer's side loses on the worst normal line, with its reason and paragraph. */
export interface ClaimBasis {
  /** The trick's number on the board (1-13). */
  trick: number;
  /** The card that wins it, and its holder. */
  card: string;
  by: Seat;
  /** `trump` an outstanding trump (70C); `finesse` one not stated (70E1); `line` an unstated line (70D1); `best-play` lost with best play too (70A). */
  reason: "trump" | "finesse" | "line" | "best-play";
  law: string;
}

/**
 * The claim's analysis: the tricks of the remaining ones its side takes double dummy and on the worst
 * normal line, with the basis; or what it needs (the cards: the deal or the hands faced, 70B3); or that
 * the position was too big for the budget (`nodes`, `time`) or its trick in progress has a gap (`position`).
 */
export type ClaimAnalysis =
  | { doubleDummy: number; normal: number; basis: ClaimBasis[] }
  | { needs: "cards" }
  | { notWorkedOut: "nodes" | "time" | "position" };

export interface Transfer {
  tricks: number;
  to: Side;
  law: string;
}

/** The board's result: declarer's tricks by play, the tricks transferred, and what he scores. */
export interface BoardResult {
  byPlay: number;
  transferred: Transfer[];
  declarerTricks: number;
}

export type TricksWon = Record<Side, number>;

/**
 * How a card relates to the play as it stands: legal (possibly a revoke, which stands until it is
 * corrected or established), or which irregularity it is. Only a card the deal shows the hand does not
 * hold (or a card played already) is bad input, reported by the caller as an error.
 */
export type CardClass =
  | { kind: "legal"; revoke: boolean; lead: boolean }
  | { kind: "irregular"; irregularity: CardIrregularity; turnWas: Seat; lead: boolean };
export type CardIrregularity =
  | "opening-lead-out-of-turn"
  | "face-down-lead-out-of-turn"
  | "lead-out-of-turn"
  | "declarer-lead-out-of-turn"
  | "premature-play"
  | "play-out-of-turn";
