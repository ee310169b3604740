/**
 * Law 63A: a revoke becomes established (by a later play, an irregular card, a claim), and the 61A revoke
 * of a lead against a required suit.
 */
import { type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect } from "../../model/effects.js";
import type { Revoke, Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction } from "../../model/state.js";
import { heldHands, latestTrickNumber } from "../../play/play.js";

// ---------------------------------------------------------------------------------------------------
// 63A: establishment

/** 63A1: the offender or his partner has played to a later trick: his revokes stand established. */
export const establishByPlay = (s: View, by: Seat, n = latestTrickNumber(s)): Effect[] => {
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => !r.established && !r.corrected && sideOf(r.by) === sideOf(by) && n > r.trick))
    return [];
  return [{ kind: "establish", side: sideOf(by), before: n }];
};

/**
 * 63A1: a card led or played out of turn (53-57) by the offender or his partner to a later trick establishes
 * the revoke as a legal one would (any such play, legal or illegal); the card is then ruled as such.
 */
export const establishByIrregularCard = (s: View, by: Seat): Effect[] => {
  const trick = (s.tricks ?? [])[(s.tricks ?? []).length - 1];
  const leads = trick === undefined || trick.winner !== undefined;
  return establishByPlay(s, by, latestTrickNumber(s) + (leads && trick !== undefined ? 1 : 0));
};

/**
 * 61A: a lead that fails, when able, to follow a suit an opponent required (or avoid one he forbade): the
 * play's restrictions (with `until`) at any lead; the auction's (26, none `until`) at the opening lead only.
 * A leader who cannot comply leads any card (59); without the deal the lead stands (a revoke is named).
 */
export const requiredSuitRevoke = (s: View, trick: Trick, by: Seat): Effect[] => {
  if (trick.cards.length !== 1 || trick.leader !== by) return [];
  const opening = s.unrecorded === undefined && s.tricks?.length === 1;
  const binds = (r: LeadRestriction) => r.leader === by && (r.until !== undefined || opening);
  if (!s.leadRestrictions.some(binds)) return [];
  const led = trick.cards[0]!.card;
  const suit = led[0] as Suit;
  const hands = heldHands(s);
  if (hands === null) return [];
  const holds = (x: Suit) => hands[by][x].length > 0;
  const broken = s.leadRestrictions.some((r) => {
    if (!binds(r) || r.chosen === undefined) return false;
    const c = r.chosen;
    if ("require" in c) return suit !== c.require && holds(c.require);
    if ("prohibit" in c)
      return suit === c.prohibit && (["S", "H", "D", "C"] as const).some((x) => x !== c.prohibit && holds(x));
    return false;
  });
  if (!broken) return [];
  const revoke: Revoke = { by, trick: s.tricks!.length, card: led, established: false, noticed: false };
  return [{ kind: "recordRevoke", revoke }];
};

/** 63A3: a member of the offending side claims or concedes: its revokes stand established. */
export const establishByClaim = (s: View, by: Seat): Effect[] => {
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => !r.established && !r.corrected && sideOf(r.by) === sideOf(by))) return [];
  return [{ kind: "establish", side: sideOf(by) }];
};
