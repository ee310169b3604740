/**
 * Penalty cards and the lead options they give declarer (Laws 50B, 50D2, 51B), shared by the groups of play
 * laws. TEMPORARY COPY written by the `penalty` group against the signatures agreed with the `leads` group
 * (which owns this file): the two copies are to be reconciled at merge.
 */
import { partner, type Seat } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect } from "../../model/effects.js";
import type { PenaltyCard } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction, Obligation } from "../../model/state.js";

/** Honours: ace, king, queen, jack, ten (50B). */
export const isHonour = (card: string): boolean => "AKQJT".includes(card[1] ?? "");

const obligationFor = (p: PenaltyCard): Obligation =>
  p.kind === "major"
    ? { seat: p.seat, mustPlay: p.card, law: "50D1(a)" }
    : { seat: p.seat, mayNotPlay: { suit: p.card[0] as Suit, below: "T" }, law: "50C" };

const isPenaltyObligation = (o: Obligation): boolean => "mustPlay" in o || "mayNotPlay" in o;

/**
 * `card` of `seat` becomes a penalty card of this kind (`law`: "50D" for a major card, "50C" for a minor
 * one). 50B: when the defender then has two or more penalty cards, every one of them is major.
 */
export const makePenaltyCard = (
  s: View,
  seat: Seat,
  card: string,
  kind: "major" | "minor",
  law: string,
): Effect[] => {
  const others = (s.penaltyCards ?? []).filter((p) => !(p.seat === seat && p.card === card));
  const mine = [...others.filter((p) => p.seat === seat), { seat, card, kind, law }];
  const several = mine.length > 1;
  const fixed: PenaltyCard[] = mine.map((p) =>
    several && p.kind === "minor" ? { seat, card: p.card, kind: "major", law: "50D" } : p,
  );
  const penaltyCards = [...others.filter((p) => p.seat !== seat), ...fixed];
  const obligations = [
    ...s.obligations.filter((o) => o.seat !== seat || !isPenaltyObligation(o)),
    ...fixed.map(obligationFor),
  ];
  return [
    { kind: "set", key: "penaltyCards", value: penaltyCards },
    { kind: "set", key: "obligations", value: obligations },
  ];
};

/**
 * The owner's partner is to lead: declarer may require or prohibit the suit of the major penalty cards
 * (50D2(a); several: 51B1 one suit, 51B2 several suits), or leave them (50D2(b), 51B2(c)). One open entry
 * in `leadRestrictions`; `law` names it when the owner has one major penalty card.
 */
export const leadOptionsFor = (s: View, offender: Seat, _card: string, law: string): Effect[] => {
  const leader = partner(offender);
  const majors = (s.penaltyCards ?? []).filter((p) => p.seat === offender && p.kind === "major");
  if (majors.length === 0) return [];
  const suits = [...new Set(majors.map((p) => p.card[0] as Suit))];
  const label = majors.length === 1 ? law : suits.length === 1 ? "51B1" : "51B2";
  const open = s.leadRestrictions.filter(
    (r) => !(r.leader === leader && r.chosen === undefined && /^5[01]/.test(r.law)),
  );
  const entry: LeadRestriction = { leader, declarerMay: "require-or-prohibit", suits, law: label };
  return [{ kind: "set", key: "leadRestrictions", value: [...open, entry] }];
};

/** Declarer's choice on an open 50D2/51B entry: the cards it concerns are picked up (50D2(a), 51B). */
export const pickUp = (s: View, owner: Seat, suits: Suit[]): Effect[] => {
  const gone = (p: { seat: Seat; card: string }) => p.seat === owner && suits.includes(p.card[0] as Suit);
  const penaltyCards = (s.penaltyCards ?? []).filter((p) => !gone(p));
  const obligations = s.obligations.filter(
    (o) =>
      !(o.seat === owner && "mustPlay" in o && suits.includes(o.mustPlay[0] as Suit)) &&
      !(o.seat === owner && "mayNotPlay" in o && suits.includes(o.mayNotPlay.suit)),
  );
  return [
    { kind: "set", key: "penaltyCards", value: penaltyCards },
    { kind: "set", key: "obligations", value: obligations },
  ];
};
