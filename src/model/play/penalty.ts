/**
 * Working memory of the play laws of one group (Laws 24, 45-52, 57-60: cards exposed or played, retraction,
 * penalty cards, premature and simultaneous play): the irregularities it names and its pending procedure
 * steps. Owned by that group's law modules.
 */
import type { Seat } from "../../core/seat.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`). */
export type PenaltyIrregularity =
  /** A defender played another card where he had to play his penalty card (52). */
  | "penalty-card-not-played"
  /** A defender who must play a penalty card holds two or more he may legally play (51A). */
  | "several-penalty-cards"
  /** A card exposed other than by being played (24, 48, 49). */
  | "card-exposed";

/** The steps of this group's procedures while a ruling is pending (a member of `Pending`). */
export type PenaltyPending =
  /** 57A: declarer chooses how the offender's partner plays to this trick. */
  | { proc: "penalty"; step: "57A"; partnerSeat: Seat; trick: number }
  /** 57D (2017): a defender's legal card played at his RHO's turn waits for its proper turn. */
  | { proc: "penalty"; step: "57D"; card: string; waitFor: Seat }
  /** 51A: declarer designates which of the defender's penalty cards is played. */
  | { proc: "penalty"; step: "51A"; cards: string[] }
  /** 52B: declarer accepts the card played instead of the penalty card, or requires the penalty card. */
  | { proc: "penalty"; step: "52B"; penaltyCard: string; played: string; trick: number };
