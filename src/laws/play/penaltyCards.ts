/**
 * Penalty cards and the lead restriction they bring (Law 50 of both codes), as effects any group of play
 * laws may emit: a card that becomes a penalty card (a refused lead out of turn, 54D and 56; a card exposed,
 * 49; 24 in the auction) and the 50D2 choice declarer gets when its owner's partner is to lead. Owned by the
 * leads group; the penalty group (50-52) imports it. The signatures are stable.
 *
 * Each function reads the state it is handed: when several of them are emitted in one outcome, hand the
 * later ones `after(s, fx)` (src/laws/procedure.ts) so that each sees the lists the earlier ones set.
 */
import { err, ok, type Result } from "../../core/result.js";
import { partner, type Seat } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect } from "../../model/effects.js";
import type { LeadChoice } from "../../model/events.js";
import type { Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction } from "../../model/state.js";
import { contradictedRestriction } from "../../play/play.js";

/** The suit of a card text (`HQ` → `H`). */
export const suitOfCard = (card: string): Suit => card[0] as Suit;

/**
 * `card` of `seat` becomes a penalty card: it stays face up (50A) and its owner's obligation follows it —
 * a major card is to be played at the first legal opportunity (50D1(a): `mustPlay`), a minor card bars the
 * lower cards of its suit below honour rank until it is played (50C: `mayNotPlay`). `law` is the paragraph
 * that disposes of it, as the penalty card records it (default: `50D` major, `50C` minor).
 */
export const makePenaltyCard = (
  _s: View,
  seat: Seat,
  card: string,
  kind: "major" | "minor",
  law: string = kind === "major" ? "50D" : "50C",
): Effect[] => {
  const fx: Effect[] = [{ kind: "penaltyCard", entry: { seat, card, kind, law } }];
  if (kind === "major") fx.push({ kind: "obligate", obligation: { seat, mustPlay: card, law: "50D1(a)" } });
  else
    fx.push({
      kind: "obligate",
      // 50C: no card of that suit below honour rank (the ten) until the penalty card is played.
      obligation: { seat, mayNotPlay: { suit: suitOfCard(card), below: "T" }, law: "50C" },
    });
  return fx;
};

/**
 * The offender's partner is to lead while the offender has the major penalty card `card` (50D2): declarer
 * may require or prohibit its suit, or leave the card a penalty card. The restriction is entered now,
 * without a choice (`law`, default `50D2(a)`); `chooseLeadOption` records declarer's choice.
 */
export const leadOptionsFor = (s: View, offender: Seat, card: string, law = "50D2(a)"): Effect[] => {
  const leader = partner(offender);
  const suit = suitOfCard(card);
  const rest = s.leadRestrictions.filter(
    (r) => !(r.leader === leader && r.law === law && r.chosen === undefined),
  );
  const entry: LeadRestriction = { leader, declarerMay: "require-or-prohibit", suits: [suit], law };
  return [{ kind: "set", key: "leadRestrictions", value: [...rest, entry] }];
};

/** The 50D2 restriction now open (entered by `leadOptionsFor`, not yet chosen), if any. */
export const openLeadOption = (s: View, law = "50D2(a)"): LeadRestriction | undefined =>
  s.leadRestrictions.find((r) => r.law === law && r.chosen === undefined);

/**
 * Declarer's 50D2 choice: require the suit (that lead only) or prohibit it (as long as the leader keeps
 * the lead) — either way the offender's penalty cards of that suit are picked up (50D2(a)); or neither
 * (`waive`): the card stays a major penalty card (50D2(b)). An error value when the choice is not his or
 * names another suit.
 */
export const chooseLeadOption = (
  s: View,
  by: Seat,
  choice: LeadChoice,
  index: number,
  law = "50D2(a)",
): Result<Effect[]> => {
  const open = openLeadOption(s, law);
  if (open === undefined)
    return err("no-lead-restriction-pending", {}, { event: index, key: "leadRestriction" });
  if (by !== s.declarer)
    return err(
      "lead-restriction-not-declarer",
      { seat: by, declarer: s.declarer ?? "" },
      { event: index, key: "leadRestriction" },
    );
  const suit = "prohibit" in choice ? choice.prohibit : "require" in choice ? choice.require : null;
  if (suit !== null && !open.suits.includes(suit))
    return err(
      "lead-restriction-suit-not-allowed",
      { suit, suits: open.suits.join(" ") },
      { event: index, key: "leadRestriction" },
    );
  const against = contradictedRestriction(s, open.leader, choice);
  if (suit !== null && against !== undefined)
    return err(
      "lead-restriction-contradicts",
      { suit, law: against.law },
      { event: index, key: "leadRestriction" },
    );
  const chosen: LeadRestriction =
    suit === null
      ? { ...open, chosen: choice }
      : { ...open, chosen: choice, until: "require" in choice ? "lead" : "retains-lead" };
  const fx: Effect[] = [
    { kind: "set", key: "leadRestrictions", value: s.leadRestrictions.map((r) => (r === open ? chosen : r)) },
  ];
  if (suit !== null) {
    // 50D2(a): the offender's penalty cards of that suit are picked up, their obligations spent.
    const offender = partner(open.leader);
    const picked = (c: { seat: Seat; card: string }) => c.seat === offender && suitOfCard(c.card) === suit;
    fx.push(
      { kind: "pickUpPenaltyCards", cards: (s.penaltyCards ?? []).filter(picked) },
      {
        kind: "set",
        key: "obligations",
        value: s.obligations.filter(
          (o) =>
            !(
              o.seat === offender &&
              (("mustPlay" in o && suitOfCard(o.mustPlay) === suit) ||
                ("mayNotPlay" in o && o.mayNotPlay.suit === suit))
            ),
        ),
      },
    );
  }
  return ok(fx);
};

/**
 * The lead restrictions of the play that a card spends: a requirement once the trick its leader led is
 * complete (`until: "lead"`; kept until then so that the revoke laws can judge the lead, 61A), a prohibition once the leader has lost the lead (`until: "retains-lead"`: the trick is won by
 * another hand). Restrictions of the auction (no `until`) are left alone. Empty when nothing changes.
 */
export const expireLeadRestrictions = (s: View, trick: Trick): Effect[] => {
  const spent = (r: LeadRestriction): boolean => {
    if (r.until === "lead") return trick.winner !== undefined && trick.leader === r.leader;
    if (r.until === "retains-lead")
      return trick.winner !== undefined && trick.winner !== r.leader && trick.leader === r.leader;
    return false;
  };
  if (!s.leadRestrictions.some(spent)) return [];
  return [{ kind: "set", key: "leadRestrictions", value: s.leadRestrictions.filter((r) => !spent(r)) }];
};
