/** Law 17D3 (2017): three passes that end the auction, one of them out of rotation. */

import { isAuctionOver } from "../../auction/auction.js";
import { lho } from "../../core/seat.js";
import { standingCalls } from "../../table/machine.js";
import type { TableState } from "../../table/state.js";
import type { CallEvent, Irregular } from "../common.js";
import { cancel, flag } from "../procedure.js";
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
export const revertIfPassSkippedSomeone = (s: TableState): boolean => {
  const a = s.auction;
  let k = a.length - 1;
  while (k >= 0 && a[k]!.call === "P") k--;
  // The closing passes are a[k+1..]; each must come from the player after the one before it.
  for (let i = Math.max(k + 1, 0); i < a.length; i++) {
    const expected = i === 0 ? s.dealer : lho(a[i - 1]!.by);
    if (a[i]!.by !== expected) {
      const removed = a.splice(i);
      for (const x of removed) {
        cancel(s, x.by, x.call, P17D3);
        if (x.outOfRotation) flag(s, x.by, "16C");
      }
      s.contract = null;
      s.declarer = null;
      s.phase = "auction";
      s.turn = expected;
      return true;
    }
  }
  return false;
};

/** Would this pass, were it in rotation, be the third pass that ends the auction? */
export const wouldEndAuction = (s: TableState, e: CallEvent): boolean =>
  isAuctionOver([...standingCalls(s), { by: e.by, call: e.call }]);

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
