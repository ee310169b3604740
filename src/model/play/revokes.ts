/**
 * Working memory of the play laws of one group (Laws 61-67: revokes (inquiry, correction, establishment,
 * transfer, exceptions), defective tricks): the irregularities it names and its pending procedure steps.
 * Owned by that group's law modules.
 */
import type { Seat } from "../../core/seat.js";
import type { Pending } from "../state.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`). */
export type RevokesIrregularity = "revoke" | "defective-trick";

/** A card taken back under Law 62 whose place in its trick waits for the card that replaces it. */
export interface RevokeSlot {
  seat: Seat;
  /** The trick (1-based). */
  trick: number;
}

/** The correction of one or two revokes (62A-62C): who must replace which card, who may still take one back. */
export interface RevokeCorrection {
  /** The revokers being corrected (two under 2017 62C3), with their revoke cards. */
  revokers: { by: Seat; card: string }[];
  /** The revoke trick (1-based). */
  trick: number;
  /** Withdrawn cards whose replacement is awaited. */
  slots: RevokeSlot[];
  /** Players who played to the revoke trick after a revoke card and have not taken their card back. */
  after: Seat[];
  /** A non-offender has taken back a card (62C1): the offending side's next player may too (62C2). */
  nonOffenderWithdrew?: true;
}

/** The steps of this group's procedures while a ruling is pending (a member of `Pending`). */
export type RevokesPending =
  /**
   * 62A-62C: a revoke being corrected; `resume`: the claim's ruling the attention interrupted (a revoke
   * found after the opponents' claim, before they agree), shown again on the corrected position.
   */
  | { proc: "revokes"; step: "62"; correction: RevokeCorrection; resume?: Pending }
  /** 62D1: a trick-12 revoke corrected after the play; the director's count of the two last tricks is awaited. */
  | { proc: "revokes"; step: "62D1" }
  /** 64A: the play is over and the record does not show what the transfer turns on; the director's finding is awaited. */
  | { proc: "revokes"; step: "64A"; question: "laterTricks" | "trickWonBy"; revoke: number };
