/**
 * Working memory of the play laws of one group (Laws 61-67: revokes (inquiry, correction, establishment, transfer, exceptions), defective tricks): the irregularities it names and its pending
 * procedure steps. Owned by that group's law modules.
 */
import type { PendingStub } from "./stub.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`). */
export type RevokesIrregularity = never;

/** The steps of this group's procedures while a ruling is pending (a member of `Pending`). */
export type RevokesPending = PendingStub<"revokes">;
