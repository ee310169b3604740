/**
 * Laws 50-52 as the play goes on: after each card, the restrictions it spends and the penalty card
 * obligations it meets or breaks (52B), and at a defender's turn his choice among several penalty cards
 * (51A) or declarer's lead options (50D2, 51B).
 */
import { formatCard } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, type Seat } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { TableEvent } from "../../model/events.js";
import type { PlayRestriction, Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction, Pending } from "../../model/state.js";
import {
  heldHands,
  isDeclaringSide,
  latestTrickNumber,
  trickIndex,
  trickInProgress,
} from "../../play/play.js";
import { after, CLOSE, done } from "../procedure.js";
import { duringOption } from "../stage.js";
import { expireLeadRestrictions } from "./penaltyCards.js";
import {
  base,
  handsBefore,
  isDefender,
  isHonour,
  isSimultaneousMark,
  leadOptionsDue,
  makePenaltyCard,
  PENALTY_MAJOR,
  type Pend,
  playable,
  playableMajors,
  restrictionsOf,
} from "./penaltyShared.js";
import { breaksPlayRestriction } from "./premature.js";

// ---------------------------------------------------------------------------------------------------
// 51A, 52: the penalty card not played; several penalty cards

/** 52B2: the penalty card takes the place of the card played; that card becomes a major penalty card. */
export const substitute = (s: View, p: Pend<"52B">): Effect[] => {
  const at = trickIndex(s, p.trick);
  if ((s.tricks ?? [])[at] === undefined) return [CLOSE];
  const fx: Effect[] = [
    CLOSE,
    // The card taken back no longer stands in the trick: a revoke it made goes with it (61A).
    { kind: "withdrawRevoke", by: p.offender, trick: p.trick, card: p.played },
    { kind: "substituteCard", by: p.offender, played: p.played, card: p.penaltyCard, at },
    { kind: "pickUpPenaltyCards", cards: [{ seat: p.offender, card: p.penaltyCard }] },
    {
      kind: "set",
      key: "obligations",
      value: s.obligations.filter(
        (o) => !(o.seat === p.offender && "mustPlay" in o && o.mustPlay === p.penaltyCard),
      ),
    },
  ];
  return [...fx, ...makePenaltyCard(after(s, fx), p.offender, p.played, "major", PENALTY_MAJOR)];
};

export const during52 = (s: View, p: Pend<"52B">, e: TableEvent, index: number): Result<Outcome> =>
  duringOption(
    {
      holder: p.chooser ?? p.offender,
      accept: () => ok(done([CLOSE])), // 52B1(a), 52B1(c): the card stands, the penalty card stays
      refuse: () => ok(done(substitute(s, p))), // 52B2
      callOver: "event",
      other: (x) => {
        // 52B1(b): once declarer has played again from his hand or dummy, he has accepted the card.
        if (x.type === "play" && isDeclaringSide(s, x.by))
          return ok(done([CLOSE], [{ kind: "event", event: x, index }]));
        return null;
      },
    },
    e,
    index,
  );

export const during51 = (s: View, p: Pend<"51A">, e: TableEvent, index: number): Result<Outcome> => {
  if (e.type !== "designate" || e.by !== s.declarer)
    return err("ruling-awaits", { seat: "by" in e ? e.by : "", chooser: p.chooser ?? "" }, { event: index });
  const card = formatCard(e.card);
  if (!p.cards.includes(card))
    return err("designate-not-a-penalty-card", { card }, { event: index, key: "designate" });
  // The designated card is played (its afterCard sees the 51A step still pending), then the ruling closes.
  return ok(done([{ kind: "card", by: p.offender, card }, CLOSE]));
};

/** After each card: the turn, the restrictions it spends, and the penalty card obligations it meets or breaks. */
export const afterCard = (s: View, trick: Trick, by: Seat): Effect[] => {
  const fx: Effect[] = [];
  const current = trick.winner === undefined;
  // Cards played out of turn (57C1, 57C3) leave hands that have played: the turn goes to the next that has not.
  if (current && s.turn !== null && trick.cards.some((x) => x.by === s.turn)) {
    let t = s.turn;
    for (let i = 0; i < 4 && trick.cards.some((x) => x.by === t); i++) t = lho(t);
    fx.push({ kind: "turn", seat: t });
  }
  // 61A: a card against declarer's 57A choice, when the partner could comply, is a revoke (recorded as the
  // reducer records a failure to follow suit: not yet noticed nor established; the revoke laws take it on).
  const lastCard = trick.cards[trick.cards.length - 1];
  if (lastCard !== undefined && lastCard.by === by && breaksPlayRestriction(s, trick, by, lastCard.card)) {
    const number = (s.tricks ?? []).indexOf(trick) + 1 || (s.tricks ?? []).length;
    fx.push({
      kind: "recordRevoke",
      revoke: { by, trick: number, card: lastCard.card, established: false, noticed: false },
    });
  }
  // 57A: the restriction concerns this one card of the offender's partner. 58B3: its mark is spent once a
  // card goes to a later trick.
  const n = latestTrickNumber(s);
  const spent = (r: PlayRestriction) => (isSimultaneousMark(r) ? (r.trick ?? 0) < n : r.seat === by);
  if ((s.playRestrictions ?? []).some(spent))
    fx.push({
      kind: "set",
      key: "playRestrictions",
      value: (s.playRestrictions ?? []).filter((r) => !spent(r)),
    });
  // The lead restrictions this card spends (shared with the leads group: idempotent when both run), and a
  // 50D2(b)/51B2(c) waiver once the trick its leader led is complete.
  fx.push(...expireLeadRestrictions(after(s, fx), trick));
  const w = after(s, fx).leadRestrictions;
  const waived = (r: LeadRestriction) =>
    trick.winner !== undefined &&
    r.leader === trick.leader &&
    /^5[01]/.test(r.law) &&
    r.chosen !== undefined &&
    "waive" in r.chosen;
  if (w.some(waived)) fx.push({ kind: "set", key: "leadRestrictions", value: w.filter((r) => !waived(r)) });
  // A minor penalty card played: its 50C obligation is spent.
  const minorSuits = new Set(
    (s.penaltyCards ?? []).filter((p) => p.seat === by && p.kind === "minor").map((p) => p.card[0]),
  );
  const stale = s.obligations.filter(
    (o) => o.seat === by && "mayNotPlay" in o && !minorSuits.has(o.mayNotPlay.suit),
  );
  if (stale.length)
    fx.push({ kind: "set", key: "obligations", value: s.obligations.filter((o) => !stale.includes(o)) });
  const v = after(s, fx);
  const last = trick.cards[trick.cards.length - 1]!;
  const designated = s.pending?.proc === "penalty" && s.pending.step === "51A";
  if (!designated && !last.implied && isDefender(s, by) && restrictionsOf(s, by).length === 0) {
    const broken = breaks(v, trick, by, last.card);
    if (broken !== null) {
      const p: Pend<"52B"> = {
        ...base(v, by, last.card, v.events - 1, "penalty-card-not-played", "52B1(a)"),
        proc: "penalty",
        step: "52B",
        penaltyCard: broken,
        played: last.card,
        trick: latestTrickNumber(s),
      };
      const params = { card: last.card, penaltyCard: broken, offender: by };
      // 61A: not playing the penalty card is a revoke (64B3 if established; 52B2 takes the card back).
      fx.push(...penaltyCardRevoke(v, by, p.trick, last.card, broken));
      fx.push({
        kind: "open",
        pending: p as Pending,
        options: [
          {
            id: "accept-card",
            event: { by: p.chooser ?? by, accept: true },
            consequences: [{ id: "52B1-card-stands", params }],
          },
          {
            id: "refuse-card",
            event: { by: p.chooser ?? by, accept: false },
            consequences: [{ id: "52B2-penalty-card-played", params }],
          },
        ],
      });
      return fx;
    }
  }
  if (designated) return fx;
  return [...fx, ...dueAtTurn(v)];
};

/** 61A: the revoke of a penalty card not played, recorded with the card (unless that card is one already). */
export const penaltyCardRevoke = (
  s: View,
  by: Seat,
  trick: number,
  card: string,
  penaltyCard: string,
): Effect[] => {
  const revokes = s.revokes ?? [];
  if (revokes.some((r) => r.by === by && r.trick === trick)) return [];
  const revoke = { by, trick, card, established: false, noticed: false, penaltyCard };
  return [{ kind: "recordRevoke", revoke }];
};

/** 52: the penalty card `by` was bound to play and could, had he not played `card` instead; or null. */
export const breaks = (s: View, trick: Trick, by: Seat, card: string): string | null => {
  const before = trick.cards.slice(0, -1);
  const led = before.length === 0 ? null : (before[0]!.card[0] as Suit);
  const hands = handsBefore(s, trick);
  const majors = playableMajors(s, by, led, hands);
  if (majors.length) return majors[0]!;
  // 50C: a low card of a minor penalty card's suit played before it.
  if (isHonour(card)) return null;
  const minor = (s.penaltyCards ?? []).find(
    (p) => p.seat === by && p.kind === "minor" && p.card[0] === card[0],
  );
  if (minor && playable(s, by, minor.card, led, hands)) return minor.card;
  return null;
};

/** At a defender's turn: 51A (two or more penalty cards he may play); at a new lead, 50D2 (51B). */
export const dueAtTurn = (s: View): Effect[] => {
  const t = s.turn;
  if (t === null || s.period !== "play" || s.pending !== undefined) return [];
  const trick = trickInProgress(s);
  if (isDefender(s, t)) {
    const led = trick === null ? null : (trick.cards[0]!.card[0] as Suit);
    const cards = playableMajors(s, t, led, heldHands(s));
    if (cards.length > 1) {
      const p: Pend<"51A"> = {
        ...base(s, t, cards.join(" "), s.events - 1, "several-penalty-cards", "51A"),
        proc: "penalty",
        step: "51A",
        cards,
      };
      return [
        {
          kind: "open",
          pending: p as Pending,
          options: cards.map((card) => ({
            id: "designate",
            consequences: [{ id: "51A-designated", params: { card } }],
          })),
        },
      ];
    }
  }
  return leadOptionsDue(s);
};
