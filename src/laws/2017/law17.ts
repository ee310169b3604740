/** Law 17D3 (2017): three passes that end the auction, one of them out of rotation. */
import type { TableState } from "../../model/state.js";
import type { CallEvent, Irregular } from "../common.js";
import { cancel, flag, revertSkippedPasses } from "../procedure.js";
import { law } from "../registry.js";

const M = "laws/2017/law17.ts";

/**
 * 17D3 — if a call is followed by three passes and one of them was out of rotation, depriving a player of
 * his turn, the auction is not over: it reverts to that player, the later passes are cancelled, 16C applies,
 * and each player who passed out of rotation is an offender.
 */
export const P17D3 = law({
  edition: "2017",
  label: "17D3",
  paraphrase:
    "three passes including one out of rotation do not end the auction; it reverts to the player skipped",
  module: M,
  status: "confirmed",
});

/** Returns true when the auction was reverted (it had not really ended). */
export const revertIfPassSkippedSomeone = (s: TableState): boolean => revertSkippedPasses(s, P17D3, "16C");

/**
 * 17D3 applied as the pass is made: a pass out of rotation that would close the auction does not; it is
 * cancelled, the auction stays with the player it skipped, and its maker is an offender (16C).
 */
export const passSkipsPlayer = (s: TableState, e: CallEvent, c: Irregular): TableState => {
  cancel(s, e.by, "P", P17D3);
  flag(s, e.by, "16C");
  s.turn = c.turnWas;
  return s;
};
