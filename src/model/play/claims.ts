/**
 * Working memory of the play laws of one group (Laws 68-71: claims and concessions): the irregularities it names and its pending
 * procedure steps. Owned by that group's law modules.
 */
import type { PendingStub } from "./stub.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`). */
export type ClaimsIrregularity = never;

/** The steps of this group's procedures while a ruling is pending (a member of `Pending`). */
export type ClaimsPending = PendingStub<"claims">;
