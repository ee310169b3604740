/**
 * TEMPORARY copy of the `leads` group's src/laws/play/penaltyCards.ts (not yet written when this group was):
 * the same signature, `makePenaltyCard(s, seat, card, kind, law): Effect[]`. The two must be reconciled at
 * the merge: this file is then deleted and the revoke laws import the leads group's module.
 */
import type { Seat } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import type { View } from "../../model/rules.js";

/** A card becomes a penalty card of `seat` (50); a major one must be played at the first legal turn (50D1(a)). */
export const makePenaltyCard = (
  s: View,
  seat: Seat,
  card: string,
  kind: "major" | "minor",
  law: string,
): Effect[] => {
  const fx: Effect[] = [
    { kind: "set", key: "penaltyCards", value: [...(s.penaltyCards ?? []), { seat, card, kind, law }] },
  ];
  if (kind === "major") fx.push({ kind: "obligate", obligation: { seat, mustPlay: card, law: "50D1(a)" } });
  return fx;
};
