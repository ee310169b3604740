/**
 * The procedure of play both codes share that the other groups of play laws do not rule (Laws 41-47, 59,
 * 60, 65-67 beyond leads out of turn, penalty cards and revokes): a group of play laws (src/laws/play/
 * group.ts) asked before the others, so that it can take the cases it knows and pass the rest on. Each
 * code supplies its labels (`SequenceCode`, src/laws/<edition>/play/sequence.ts).
 */
import { formatCard } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { CardEvent, CardIrregular, View } from "../../model/rules.js";
import { holderOf, isDeclaringSide, isPlayed } from "../../play/play.js";
import { done } from "../procedure.js";
import type { PlayGroup } from "./group.js";
import { makePenaltyCard } from "./penaltyCards.js";

export interface SequenceCode {
  labels: {
    /** 55B2: declarer must lead from the right hand (the leads group marks it in `playRestrictions`). */
    mustLeadFromRightHand: string;
    /** 60B: a defender's card before that lead is a major penalty card. */
    defenderPlaysFirst: string;
  };
  /** The group that rules a lead out of turn otherwise (the leads group). */
  next: () => PlayGroup | undefined;
}

/** The 55B2 mark: declarer was made to take back his lead from the wrong hand and has not led again. */
const mustLead = (s: View, code: SequenceCode) =>
  (s.playRestrictions ?? []).find((r) => r.law === code.labels.mustLeadFromRightHand);

/**
 * 60B: while declarer must lead from the right hand (55B2), a defender's card is a major penalty card (50);
 * declarer then leads as he must. Any other lead out of turn goes to the next group.
 */
const defenderCardBeforeDeclarersLead = (
  code: SequenceCode,
  s: View,
  e: CardEvent,
  index: number,
  c: CardIrregular,
): Result<Outcome> => {
  if (mustLead(s, code) === undefined || isDeclaringSide(s, e.by)) {
    const f = code.next()?.irregularCard?.["lead-out-of-turn"];
    return f
      ? f(s, e, index, c)
      : err("card-out-of-turn", { seat: e.by, leader: c.turnWas }, { event: index, key: e.type });
  }
  const card = formatCard(e.card);
  const holder = holderOf(s, e.card);
  if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
    return err("card-not-held", { seat: e.by, card }, { event: index, key: e.type });
  if ((s.penaltyCards ?? []).some((p) => p.seat === e.by && p.card === card)) return ok(done([]));
  return ok(done(makePenaltyCard(s, e.by, card, "major", "50D")));
};

/** A card now stands in a trick: the 55B2 mark is spent (declarer has led, or a lead was accepted). */
const markSpent = (code: SequenceCode, s: View): Effect[] => {
  const marks = s.playRestrictions ?? [];
  const label = code.labels.mustLeadFromRightHand;
  return marks.some((r) => r.law === label)
    ? [{ kind: "set", key: "playRestrictions", value: marks.filter((r) => r.law !== label) }]
    : [];
};

export const sequenceGroup = (code: SequenceCode): PlayGroup => ({
  irregularCard: {
    "lead-out-of-turn": (s, e, index, c) => defenderCardBeforeDeclarersLead(code, s, e, index, c),
  },
  afterCard: (s) => markSpent(code, s),
});
