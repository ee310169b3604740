/**
 * Working memory of the play laws of one group (Laws 41, 47E, 53-56: leads out of turn (faced or face down), declarer's leads from the wrong hand): the irregularities it names and its pending
 * procedure steps. Owned by that group's law modules.
 */
import type { PendingStub } from "./stub.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`). */
export type LeadsIrregularity = never;

/** The steps of this group's procedures while a ruling is pending (a member of `Pending`). */
export type LeadsPending = PendingStub<"leads">;
