/**
 * Working memory of the play laws of one group (Laws 24, 45-52, 57-60: cards exposed or played, retraction, penalty cards, premature and simultaneous play): the irregularities it names and its pending
 * procedure steps. Owned by that group's law modules.
 */
import type { PendingStub } from "./stub.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`). */
export type PenaltyIrregularity = never;

/** The steps of this group's procedures while a ruling is pending (a member of `Pending`). */
export type PenaltyPending = PendingStub<"penalty">;
