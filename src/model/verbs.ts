/**
 * The play period's own effects ("verbs"): what a play law decides, in the words the Laws use for it (a card
 * taken back, a revoke recorded or established, a penalty card put on the table or picked up, the result).
 * The reducer alone applies them (src/apply/play.ts): it owns the trick surgery, the trick winner, the
 * tricks won and the score, which it works out again from what a verb changes; a law never computes them.
 */
import type { Seat, Side } from "../core/seat.js";
import type { PenaltyCard, Revoke, Transfer } from "./play.js";

/** A card on the table that a verb names: its owner and the card. */
export interface SeatCard {
  seat: Seat;
  card: string;
}

export type PlayVerb =
  /**
   * `by`'s card leaves the trick at place `at` of the record (0-based: after a `position`, the recorded
   * tricks only): the trick has no winner while it lacks a card, an empty trick goes; the tricks won follow.
   */
  | { kind: "withdrawCard"; by: Seat; at: number }
  /** `card` of `by` is put in the trick at place `at`, in its place in rotation (62A: a revoke corrected). */
  | { kind: "placeCard"; by: Seat; card: string; at: number }
  /**
   * 52B2: in the trick at place `at`, `card` takes the place of `played` (same position in the trick); a
   * complete trick is won afresh, and if the last trick changes hands its new winner leads.
   */
  | { kind: "substituteCard"; by: Seat; played: string; card: string; at: number }
  /** 62C3, 62D1: the tricks after the first `keep` recorded ones go back to the hands. */
  | { kind: "returnTricks"; keep: number }
  /** A revoke enters the record (61A, found by a law or named by the director). */
  | { kind: "recordRevoke"; revoke: Revoke }
  /** A revoke goes with the card that made it, taken back (only a card that stands revokes, 61A). */
  | { kind: "withdrawRevoke"; by: Seat; trick: number; card: string }
  /** 63A: the side's revokes not corrected stand established (those before trick `before`, when given). */
  | { kind: "establish"; side: Side; before?: number }
  /** The revokes as the revoke laws now rule them (62-64: noticed, corrected, established, each transfer). */
  | { kind: "ruleRevokes"; revokes: Revoke[] }
  /** A card becomes a penalty card (24, 49, 50, 62B1...): on the table, in place of any earlier entry of it. */
  | { kind: "penaltyCard"; entry: PenaltyCard }
  /** Penalty cards leave the table (picked up: 50D2(a), 24 at the end of the auction, 52B2, a claim). */
  | { kind: "pickUpPenaltyCards"; cards: readonly SeatCard[] }
  /** 65, 79A, 69A: the players agree on declarer's tricks by play; the end of play scores them. */
  | { kind: "tricksAgreed"; byPlay: number }
  /**
   * Law 77: the board is scored from declarer's tricks by play and the transfers (64A, from the revokes as
   * they stand when not given); the reducer credits declarer with his tricks and computes the score.
   */
  | { kind: "result"; byPlay: number; transfers?: Transfer[] };
