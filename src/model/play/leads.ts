/**
 * Working memory of the play laws of one group (Laws 41, 47E, 53-56: leads out of turn (faced or face down),
 * declarer's leads from the wrong hand): the irregularities it names and its pending procedure steps. Owned
 * by that group's law modules.
 */
import type { Seat } from "../../core/seat.js";

/** The irregularities this group rules on (names used in `ruling.irregularity`), besides the reducer's own. */
export type LeadsIrregularity = "lead-after-misinformation";

/**
 * The steps of this group's procedures while a ruling is pending (a member of `Pending`). `call` of the
 * pending base holds the card led (`C3`), `offender` the hand it came from, `turnWas` the proper leader.
 *  - `54`: declarer's option over a faced opening lead out of turn (54A spread, 54B accept, 54D refuse);
 *  - `56`: declarer's option over a defender's lead out of turn in the play (53A accept, 56 refuse);
 *  - `55A`: the defenders' option over declarer's lead out of turn (53A accept, 55B retract);
 *  - `50D2`: declarer's lead option now that the penalty card's owner's partner is to lead (54D, 56);
 *  - `retract`: the card must go back with no option (47E1 after misinformation; 2017 53A at trick 13).
 */
export type LeadsPending =
  | { proc: "leads"; step: "54"; opening: true }
  | { proc: "leads"; step: "56" | "55A"; opening: false }
  | { proc: "leads"; step: "50D2"; leader: Seat; opening: boolean }
  | { proc: "leads"; step: "retract"; opening: boolean };
