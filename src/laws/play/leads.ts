/**
 * Leads out of turn, both codes (Laws 41, 47E, 53-56): the procedures the 2017 and 1987 codes share. Each
 * code supplies its paragraph labels and the few rules that differ (`LeadsPolicy`, in its lawNN.ts modules);
 * its group object (src/laws/<edition>/play/leads.ts) wires these handlers into the edition.
 *
 * What a ruling offers is rendered from the effects that choosing it applies (`consequencesOf`), so that
 * what the director says and what the engine does cannot drift (10C1).
 */
import { formatCard, parseCard } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner, rho, type Seat, sideOf } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PlayFindings, TableEvent } from "../../model/events.js";
import type { Trick } from "../../model/play.js";
import type { CardEvent, CardIrregular, View } from "../../model/rules.js";
import type { Pending, PendingBase, PendingOf, RulingOption } from "../../model/state.js";
import {
  currentTrickNumber,
  holderOf,
  isDeclaringSide,
  isPlayed,
  latestTrickNumber,
  trickInProgress,
} from "../../play/play.js";
import { CLOSE, done, flag } from "../procedure.js";
import type { PlayGroup } from "./group.js";
import {
  chooseLeadOption,
  expireLeadRestrictions,
  leadOptionsFor,
  makePenaltyCard,
  suitOfCard,
} from "./penaltyCards.js";

/** What a code's Laws 41, 47E and 53-56 label and decide differently. */
export interface LeadsPolicy {
  P41A: string;
  P47E1: string;
  /** 47E2(a): a card changed after a mistaken explanation, while no card has been played to the trick since. */
  P47E2a?: string;
  P53A: string;
  /** The proper leader's lead after an opponent's lead out of turn (2017 53B; 1987 53C). */
  P53proper: string;
  P54: string;
  P54A: string;
  P54B1: string;
  P54B2: string;
  P54C: string;
  P54D: string;
  /** A declaring-side card faced as the opening lead (2017 54E; 1987 Law 24 through Commentary 24.7). */
  P54E: string;
  P55A: string;
  P55B1: string;
  P55B2: string;
  P55C: string;
  P56: string;
  /** 60C: the offender's partner plays before the rectification is settled: his card is a penalty card. */
  P60C?: string;
  /** 2017 (footnote to 53A): a lead out of turn at trick 13 is retracted, never accepted. */
  trick13MustBeRetracted: boolean;
}

type P = PendingOf<"leads">;
type Play = Extract<TableEvent, { type: "play" }>;

const findingsOf = (e: CardEvent): PlayFindings => e.findings ?? {};

const base = (e: CardEvent, index: number, c: CardIrregular, law: string, chooser?: Seat): PendingBase => {
  const p: PendingBase = {
    irregularity: c.irregularity,
    offender: e.by,
    call: formatCard(e.card),
    event: index,
    findings: {},
    turnWas: c.turnWas,
    law,
  };
  if (chooser !== undefined) p.chooser = chooser;
  return p;
};

/**
 * What a list of effects will do, in words (consequence ids with their params): the card that stands, a
 * penalty card and its obligation, a lead option, who is declarer now, who plays next, a review at the end.
 */
export const consequencesOf = (s: View, fx: readonly Effect[]): RulingOption["consequences"] => {
  const out: RulingOption["consequences"] = [];
  let next: Seat | null = null;
  for (const f of fx) {
    if (f.kind === "card") {
      out.push({ id: "leads.card-stands", params: { seat: f.by, card: f.card } });
      next = lho(f.by);
    } else if (f.kind === "turn" && f.seat !== null) next = f.seat;
    else if (f.kind === "obligate" && "mustPlay" in f.obligation)
      out.push({
        id: "leads.major-penalty-card",
        params: { seat: f.obligation.seat, card: f.obligation.mustPlay, law: f.obligation.law },
      });
    else if (f.kind === "set" && f.key === "declarer" && f.value !== null)
      out.push({ id: "leads.declarer-now", params: { declarer: f.value, seat: partner(f.value) } });
    else if (f.kind === "set" && f.key === "leadRestrictions") {
      const open = f.value.find((r) => r.chosen === undefined && !s.leadRestrictions.includes(r));
      if (open)
        out.push({
          id: "leads.lead-option",
          params: { leader: open.leader, suit: open.suits.join(" "), law: open.law },
        });
    } else if (f.kind === "flag") out.push({ id: "leads.watch", params: { law: f.law } });
  }
  if (next !== null) out.push({ id: "leads.next-to-play", params: { seat: next } });
  return out;
};

// ---------------------------------------------------------------------------------------------------
// What each choice does (the effects), written once: the options are described from them.

/** The opening lead out of turn stands (54A, 54B1; 54C): the play period begins with it. */
const openingLeadStands = (p: PendingBase, declarer?: Seat): Effect[] => [
  CLOSE,
  ...(declarer === undefined ? [] : [{ kind: "set", key: "declarer", value: declarer } as Effect]),
  { kind: "set", key: "lead", value: { by: p.offender, card: p.call } },
  { kind: "set", key: "faceDownLead", value: undefined },
  { kind: "startPlay" },
  { kind: "card", by: p.offender, card: p.call },
];

/** A lead out of turn in the play stands (53A): the next hand plays to it. */
const leadStands = (p: PendingBase): Effect[] => [CLOSE, { kind: "card", by: p.offender, card: p.call }];

/**
 * A defender's lead out of turn is not accepted (54D, 56): the card goes back as a major penalty card (50D)
 * and the proper leader leads; if he is the owner's partner, declarer first has his 50D2 option.
 */
const refusedDefenderLead = (s: View, p: PendingBase, opening: boolean): Outcome => {
  const fx: Effect[] = [CLOSE, ...makePenaltyCard(s, p.offender, p.call, "major", "50D")];
  // The proper leader's card is then the opening lead (a `lead` event).
  if (opening) fx.push({ kind: "period", period: "lead" });
  fx.push({ kind: "turn", seat: p.turnWas });
  if (p.turnWas === partner(p.offender) && s.declarer !== null) {
    fx.push(...leadOptionsFor(s, p.offender, p.call, "50D2(a)"));
    const pending: Pending = {
      ...p,
      law: "50D2",
      chooser: s.declarer,
      proc: "leads",
      step: "50D2",
      leader: p.turnWas,
      opening,
    };
    fx.push({ kind: "open", pending, options: leadOptions(p) });
  }
  return done(fx);
};

/** Declarer's 50D2 choices, each with what it does. */
const leadOptions = (p: PendingBase): RulingOption[] => {
  const suit = suitOfCard(p.call);
  const leader = partner(p.offender);
  return [
    {
      id: "leads.require-suit",
      consequences: [
        { id: "leads.require", params: { leader, suit } },
        { id: "leads.picked-up", params: { seat: p.offender, card: p.call } },
      ],
    },
    {
      id: "leads.prohibit-suit",
      consequences: [
        { id: "leads.prohibit", params: { leader, suit } },
        { id: "leads.picked-up", params: { seat: p.offender, card: p.call } },
      ],
    },
    {
      id: "leads.no-restriction",
      consequences: [{ id: "leads.stays-penalty-card", params: { seat: p.offender, card: p.call } }],
    },
  ];
};

// ---------------------------------------------------------------------------------------------------
// The irregular cards

/** The card must go back with no option (47E1; 2017 53A at trick 13): the director has it retracted. */
const mustRetract = (
  e: CardEvent,
  index: number,
  c: CardIrregular,
  law: string,
  opening: boolean,
): Outcome => {
  const pending: Pending = { ...base(e, index, c, law), proc: "leads", step: "retract", opening };
  return done([{ kind: "open", pending, options: [] }]);
};

/** A faced opening lead by the wrong defender (54), or by the declaring side (54E: Law 24). */
export const openingLeadOutOfTurn = (
  pol: LeadsPolicy,
  s: View,
  e: CardEvent,
  index: number,
  c: CardIrregular,
): Result<Outcome> => {
  // 54E (1987: Commentary 24.7): a declaring-side player's "lead" is a card exposed during the auction; its
  // owner becomes declarer or dummy, so it goes back to his hand with no rectification (24D).
  if (isDeclaringSide(s, e.by)) return ok(done([]));
  if (findingsOf(e).misinformedTurn) return ok(mustRetract(e, index, c, pol.P47E1, true));
  const declarer = s.declarer!;
  const p = base(e, index, c, pol.P54, declarer);
  const fx: Effect[] = [];
  // 54 (preamble): the proper leader's face-down lead is taken back (never faced: no penalty card).
  if (s.faceDownLead !== undefined) fx.push({ kind: "set", key: "faceDownLead", value: undefined });
  // The faced lead ends the auction period (41C): the play period has begun, with no card played yet.
  fx.push({ kind: "startPlay" });
  const pending: Pending = { ...p, proc: "leads", step: "54", opening: true };
  fx.push({ kind: "open", pending, options: options54(s, p) });
  return ok(done(fx));
};

const options54 = (s: View, p: PendingBase): RulingOption[] => {
  const declarer = s.declarer!;
  const refuse = refusedDefenderLead(s, p, true).fx;
  const refuseNow = refuse.filter((f) => f.kind !== "open");
  const lead = leadOptions(p);
  return [
    {
      id: "leads.spread",
      consequences: [
        { id: "leads.54A", params: { seat: declarer, declarer: partner(declarer) } },
        ...consequencesOf(s, openingLeadStands(p, partner(declarer))),
      ],
    },
    {
      id: "leads.accept-lead",
      event: { by: declarer, accept: true },
      consequences: [
        ...consequencesOf(s, openingLeadStands(p)),
        { id: "leads.54B1", params: { seat: declarer } },
        { id: "leads.54B2", params: { seat: partner(declarer) } },
      ],
    },
    ...lead.map((o) => ({
      id: `leads.refuse-${o.id.slice("leads.".length)}`,
      consequences: [
        { id: "leads.54D", params: { seat: p.offender, card: p.call } },
        // The option makes the 50D2 choice itself: its own consequences say which, not that one is to come.
        ...consequencesOf(s, refuseNow).filter((c) => c.id !== "leads.lead-option"),
        ...o.consequences,
      ],
    })),
  ];
};

/** A face-down opening lead out of turn (41A): the director has it returned to the hand; no penalty card. */
export const faceDownLeadOutOfTurn = (): Result<Outcome> => ok(done([]));

/**
 * A lead out of turn that is retracted whatever anyone chooses: made because an opponent said it was his
 * lead (47E1), or (2017) a lead out of turn to trick 13 (the footnote to 53A). Null otherwise.
 */
const retractedAtOnce = (
  pol: LeadsPolicy,
  s: View,
  e: CardEvent,
  index: number,
  c: CardIrregular,
): Result<Outcome> | null => {
  if (findingsOf(e).misinformedTurn) return ok(mustRetract(e, index, c, pol.P47E1, false));
  if (pol.trick13MustBeRetracted && currentTrickNumber(s) === 13)
    return ok(mustRetract(e, index, c, pol.P53A, false));
  return null;
};

/** A defender leads out of turn during the play (56; 53A; 47E1). */
export const defenderLeadOutOfTurn = (
  pol: LeadsPolicy,
  s: View,
  e: CardEvent,
  index: number,
  c: CardIrregular,
): Result<Outcome> => {
  const retract = retractedAtOnce(pol, s, e, index, c);
  if (retract) return retract;
  const declarer = s.declarer!;
  const p = base(e, index, c, pol.P56, declarer);
  const refuse = refusedDefenderLead(s, p, false).fx.filter((f) => f.kind !== "open");
  const options: RulingOption[] = [
    {
      id: "leads.accept-lead",
      event: { by: declarer, accept: true },
      consequences: consequencesOf(s, leadStands(p)),
    },
    {
      id: "leads.refuse-lead",
      event: { by: declarer, accept: false },
      // The 50D2 choice to come is in the effects (leads.lead-option): said once.
      consequences: consequencesOf(s, refuse),
    },
  ];
  const pending: Pending = { ...p, proc: "leads", step: "56", opening: false };
  return ok(done([{ kind: "open", pending, options }]));
};

/** Declarer leads out of turn, from either hand (55A; 47E1): the defenders' option. */
export const declarerLeadOutOfTurn = (
  pol: LeadsPolicy,
  s: View,
  e: CardEvent,
  index: number,
  c: CardIrregular,
): Result<Outcome> => {
  const retract = retractedAtOnce(pol, s, e, index, c);
  if (retract) return retract;
  // 55A: either defender answers; should they differ, the one next in turn after the irregular lead prevails.
  const chooser = lho(e.by);
  const p = base(e, index, c, pol.P55A, chooser);
  const wrongHand = sideOf(c.turnWas) === sideOf(e.by);
  const options: RulingOption[] = [
    {
      id: "leads.accept-lead",
      event: { by: chooser, accept: true },
      consequences: consequencesOf(s, leadStands(p)),
    },
    {
      id: "leads.refuse-lead",
      event: { by: chooser, accept: false },
      consequences: [
        wrongHand
          ? { id: "leads.55B2", params: { seat: c.turnWas } }
          : { id: "leads.55B1", params: { seat: e.by, leader: c.turnWas } },
        ...consequencesOf(s, retracted55(pol, p)),
      ],
    },
  ];
  const pending: Pending = { ...p, proc: "leads", step: "55A", opening: false };
  return ok(done([{ kind: "open", pending, options }]));
};

/** 55B: declarer's card goes back (no penalty card: 48A); the proper hand leads; 55C is reviewed at the end. */
const retracted55 = (pol: LeadsPolicy, p: PendingBase): Effect[] => [
  CLOSE,
  flag(p.offender, pol.P55C),
  { kind: "turn", seat: p.turnWas },
];

/**
 * 54B2: declarer accepted the opening lead out of turn but plays the second card from dummy: it stands
 * (it may be withdrawn only to correct a revoke), and the trick goes on from declarer's own hand. Null when
 * the card is not that one.
 */
export const dummyPlaysSecond = (s: View, e: CardEvent): Result<Outcome> | null => {
  const t = trickInProgress(s);
  if (s.declarer === null || s.dummy === undefined || t === null) return null;
  if (s.tricks?.length !== 1 || t.cards.length !== 1 || t.leader !== rho(s.declarer)) return null;
  if (e.by !== s.dummy || s.turn !== s.declarer) return null;
  return ok(
    done([
      { kind: "card", by: e.by, card: formatCard(e.card) },
      { kind: "turn", seat: s.declarer },
    ]),
  );
};

// ---------------------------------------------------------------------------------------------------
// While one of these rulings is pending

const awaits = (e: TableEvent, index: number, chooser: Seat | undefined): Result<Outcome> =>
  err("ruling-awaits", { seat: "by" in e ? e.by : "", chooser: chooser ?? "" }, { event: index });

/** The event is dealt with afresh after these effects (a card played to or over the irregular lead). */
const thenAgain = (fx: Effect[], e: TableEvent, index: number): Result<Outcome> =>
  ok(done(fx, [{ kind: "event", event: e, index }]));

/**
 * A card from the proper leader, next in rotation after the lead out of turn and an opponent of its
 * maker: his proper lead (53B/1987 53C: the irregular card goes back, no penalty card) or a play to it
 * (53A: accepted). The director's finding `properLead` says which; absent, the state asks.
 */
const properLeadOrPlay = (
  pol: LeadsPolicy,
  p: P,
  e: Play,
  index: number,
  accepted: Effect[],
): Result<Outcome> => {
  const found = e.findings.properLead;
  if (found === undefined)
    return ok(
      done([
        {
          kind: "ask",
          question: "properLead",
          about: index,
          context: { irregularity: p.irregularity, offender: p.offender, call: p.call, law: pol.P53proper },
        },
      ]),
    );
  return found ? thenAgain([CLOSE], e, index) : thenAgain(accepted, e, index);
};

export const duringLeads = (pol: LeadsPolicy, s: View, e: TableEvent, index: number): Result<Outcome> => {
  const p = s.pending;
  if (p?.proc !== "leads") return awaits(e, index, undefined);
  switch (p.step) {
    case "retract":
      if (e.type === "director") return ok(done([CLOSE]));
      if (e.type === "withdraw" && e.by === p.offender && formatCard(e.card) === p.call)
        return ok(done([CLOSE]));
      // The proper leader leads: the card has gone back.
      if ((e.type === "play" || e.type === "lead") && e.by === p.turnWas) return thenAgain([CLOSE], e, index);
      return awaits(e, index, p.chooser);
    case "54":
      return during54(pol, s, p, e, index);
    case "56":
      return during56(pol, s, p, e, index);
    case "55A":
      return during55(pol, s, p, e, index);
    case "50D2":
      return during50D2(s, p, e, index);
  }
};

/**
 * 60C: the offender's partner leads or plays while declarer's option is open: the opponents keep their
 * rights (the ruling stays), and his card, a defender's card shown out of the normal play, is a major
 * penalty card (49, 50B). Null when the event is not that.
 */
const partnerPlaysFirst = (
  pol: LeadsPolicy,
  s: View,
  p: P,
  e: TableEvent,
  index: number,
): Result<Outcome> | null => {
  if (pol.P60C === undefined || (e.type !== "play" && e.type !== "lead") || e.by !== partner(p.offender))
    return null;
  const card = formatCard(e.card);
  const holder = holderOf(s, e.card);
  if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
    return err("card-not-held", { seat: e.by, card }, { event: index, key: e.type });
  if ((s.penaltyCards ?? []).some((x) => x.seat === e.by && x.card === card)) return ok(done([]));
  return ok(done(makePenaltyCard(s, e.by, card, "major", "50D")));
};

/**
 * A card of the declaring side put face up while declarer's Law 54 option is open (null: a defender's, or
 * not an exposure). Declarer's: 54A, if he exposed it in beginning to spread his hand he must spread it all
 * and becomes dummy; otherwise it has no rectification (48A) and his option stays open; which it was is the
 * director's finding `beganSpread`, asked on the event. The presumed dummy's: 54C, declarer could have seen
 * one of dummy's cards and must accept the lead. Neither hand's card is ever a penalty card (48A).
 */
const exposed54 = (pol: LeadsPolicy, s: View, p: P, e: TableEvent, index: number): Result<Outcome> | null => {
  const declarer = s.declarer!;
  if (e.type !== "expose" || (e.by !== declarer && e.by !== partner(declarer))) return null;
  const card = formatCard(e.card);
  const holder = holderOf(s, e.card);
  if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
    return err("card-not-held", { seat: e.by, card }, { event: index, key: "expose" });
  // 54C: the presumed dummy's card was face up: declarer must accept the lead (as with `sawDummy`).
  if (e.by !== declarer) return ok(done(openingLeadStands(p)));
  const began = e.findings.beganSpread;
  if (began === undefined)
    return ok(
      done([
        {
          kind: "ask",
          question: "beganSpread",
          about: index,
          subject: { by: e.by, call: card },
          context: { irregularity: p.irregularity, offender: p.offender, call: p.call, law: pol.P54A },
        },
      ]),
    );
  // 54A: he began to spread: he spreads his whole hand and becomes dummy. 48A: a card he merely dropped.
  return ok(done(began ? openingLeadStands(p, partner(declarer)) : []));
};

/**
 * A card put face up while the option on a lead out of turn is open (54, 55A, 56), other than those 54 rules
 * itself (exposed54): recorded, never refused. The declaring side's card is nothing (48A: never a penalty
 * card; declarer need not play it). A defender's is a penalty card (49; its kind by 50B, the `accidental`
 * finding asked on the event for a single low card); the option stays open, and if the lead is refused the
 * penalty cards are counted together for the lead options (50D2, 51B). The card led out of turn itself is
 * face up already: nothing. Null when the event is not an exposure.
 */
const exposedWhileOpen = (s: View, p: P, e: TableEvent, index: number): Result<Outcome> | null => {
  if (e.type !== "expose") return null;
  const card = formatCard(e.card);
  const holder = holderOf(s, e.card);
  if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
    return err("card-not-held", { seat: e.by, card }, { event: index, key: "expose" });
  const mine = (s.penaltyCards ?? []).filter((x) => x.seat === e.by);
  if (
    isDeclaringSide(s, e.by) ||
    (e.by === p.offender && card === p.call) ||
    mine.some((x) => x.card === card)
  )
    return ok(done([]));
  const honour = "AKQJT".includes(card[1] ?? "");
  const accidental = e.findings.accidental;
  if (!honour && mine.length === 0 && accidental === undefined)
    return ok(
      done([
        {
          kind: "ask",
          question: "accidental",
          about: index,
          context: { irregularity: "card-exposed", offender: e.by, call: card, law: "49" },
        },
      ]),
    );
  const kind = honour || mine.length > 0 || accidental === false ? "major" : "minor";
  return ok(done(makePenaltyCard(s, e.by, card, kind)));
};

const during54 = (pol: LeadsPolicy, s: View, p: P, e: TableEvent, index: number): Result<Outcome> => {
  const declarer = s.declarer!;
  const early =
    partnerPlaysFirst(pol, s, p, e, index) ??
    exposed54(pol, s, p, e, index) ??
    exposedWhileOpen(s, p, e, index);
  if (early) return early;
  if (e.type === "director") return e.findings?.sawDummy ? ok(done(openingLeadStands(p))) : ok(done([]));
  if (e.type === "accept") {
    if (e.by !== declarer)
      return err("no-option", { seat: e.by, chooser: declarer }, { event: index, key: "accept" });
    if (e.accept) return ok(done(openingLeadStands(p)));
    // 54C: declarer who could have seen dummy's cards must accept.
    if (e.findings?.sawDummy)
      return err("lead-must-be-accepted", { seat: e.by, law: pol.P54C }, { event: index, key: "accept" });
    return ok(refusedDefenderLead(s, p, true));
  }
  if (e.type === "spread") {
    if (e.by !== declarer)
      return err("no-option", { seat: e.by, chooser: declarer }, { event: index, key: "spread" });
    return ok(done(openingLeadStands(p, partner(declarer))));
  }
  // 54 (preamble): the proper leader takes back his face-down lead.
  if (e.type === "withdraw" && e.by === p.turnWas) return ok(done([]));
  // 53A: declarer plays to the lead from his own hand (next in rotation): he accepts it.
  if (e.type === "play" && e.by === declarer) return thenAgain(openingLeadStands(p), e, index);
  return awaits(e, index, declarer);
};

const during56 = (pol: LeadsPolicy, s: View, p: P, e: TableEvent, index: number): Result<Outcome> => {
  const declarer = s.declarer!;
  const early = partnerPlaysFirst(pol, s, p, e, index) ?? exposedWhileOpen(s, p, e, index);
  if (early) return early;
  if (e.type === "director") return ok(done([]));
  if (e.type === "accept") {
    if (e.by !== declarer)
      return err("no-option", { seat: e.by, chooser: declarer }, { event: index, key: "accept" });
    return e.accept ? ok(done(leadStands(p))) : ok(refusedDefenderLead(s, p, false));
  }
  if (e.type === "play") {
    const next = lho(p.offender);
    const opponent = sideOf(e.by) !== sideOf(p.offender);
    if (e.by === next && e.by === p.turnWas) return properLeadOrPlay(pol, p, e, index, leadStands(p));
    // 53A: a card from the hand next in rotation accepts the lead.
    if (e.by === next) return thenAgain(leadStands(p), e, index);
    // 53B (1987 53C): the proper leader, not next in rotation, makes his proper lead.
    if (e.by === p.turnWas && opponent) return thenAgain([CLOSE], e, index);
  }
  return awaits(e, index, declarer);
};

const during55 = (pol: LeadsPolicy, s: View, p: P, e: TableEvent, index: number): Result<Outcome> => {
  const defender = (x: Seat) => !isDeclaringSide(s, x);
  const shown = exposedWhileOpen(s, p, e, index);
  if (shown) return shown;
  if (e.type === "director") return ok(done([]));
  if (e.type === "accept") {
    if (!defender(e.by))
      return err("no-option", { seat: e.by, chooser: p.chooser ?? "" }, { event: index, key: "accept" });
    if (e.accept) return ok(done(leadStands(p)));
    // 55B2: declarer must lead from the right hand; until he does, a defender's card is 60B's (sequence group).
    const mustLead: Effect[] =
      sideOf(p.turnWas) === sideOf(p.offender)
        ? [
            {
              kind: "set",
              key: "playRestrictions",
              value: [...(s.playRestrictions ?? []), { seat: p.turnWas, law: pol.P55B2 }],
            },
          ]
        : [];
    return ok(done([...retracted55(pol, p), ...mustLead]));
  }
  if (e.type === "play") {
    const next = lho(p.offender);
    if (e.by === next && e.by === p.turnWas) return properLeadOrPlay(pol, p, e, index, leadStands(p));
    if (e.by === next) return thenAgain(leadStands(p), e, index);
    if (e.by === p.turnWas && defender(e.by)) return thenAgain([CLOSE], e, index);
    // 2017 53C (1987 53B): the defender on the irregular lead's right plays to it: the lead stands, and his
    // card is dealt with as played before his partner's (57).
    if (e.by === rho(p.offender) && defender(e.by)) return thenAgain(leadStands(p), e, index);
  }
  return awaits(e, index, p.chooser);
};

const during50D2 = (s: View, p: P, e: TableEvent, index: number): Result<Outcome> => {
  if (e.type === "leadRestriction") {
    const r = chooseLeadOption(s, e.by, e.choice, index, "50D2(a)");
    return r.ok ? ok(done([...r.value, CLOSE])) : r;
  }
  if (e.type === "director") return ok(done([]));
  if ((e.type === "lead" || e.type === "play") && p.step === "50D2" && e.by === p.leader)
    return err("lead-restriction-not-chosen", { seat: e.by }, { event: index, key: e.type });
  return awaits(e, index, p.chooser);
};

// ---------------------------------------------------------------------------------------------------
// Events outside a ruling

/** 41A: the face-down opening lead is faced: it is now the opening lead (dealt with as a faced lead). */
export const faceEvent = (
  s: View,
  e: Extract<TableEvent, { type: "face" }>,
  index: number,
): Result<Outcome> => {
  const f = s.faceDownLead;
  if (f === undefined || f.by !== e.by)
    return err("no-face-down-lead", { seat: e.by }, { event: index, key: "face" });
  const card = parseCard(f.card);
  if (!card.ok) return card;
  const lead: CardEvent = { type: "lead", by: e.by, card: card.value, faceDown: false };
  return ok(
    done([{ kind: "set", key: "faceDownLead", value: undefined }], [{ kind: "event", event: lead, index }]),
  );
};

/**
 * A card taken back that is on the table nowhere (not in a trick, not a penalty card): it went back to
 * the hand already (a lead out of turn retracted, 53B, 41A): nothing changes. 47E2(a): a card played
 * after a mistaken explanation, with no card played to the trick since, goes back without rectification.
 * Null: not this group's case.
 */
export const withdrawEvent = (
  pol: LeadsPolicy,
  s: View,
  e: Extract<TableEvent, { type: "withdraw" }>,
): Result<Outcome> | null => {
  const text = formatCard(e.card);
  const t = trickInProgress(s);
  const last = t?.cards[t.cards.length - 1];
  if (pol.P47E2a && e.findings.misexplanation && t && last && last.by === e.by && last.card === text) {
    // A revoke the card made goes back with it (61A: only cards that stand revoke).
    const n = latestTrickNumber(s);
    return ok(
      done([
        { kind: "withdrawCard", by: e.by, at: (s.tricks ?? []).length - 1 },
        { kind: "turn", seat: e.by },
        { kind: "withdrawRevoke", by: e.by, trick: n, card: text },
      ]),
    );
  }
  const onTable = isPlayed(s, e.card) || (s.penaltyCards ?? []).some((x) => x.card === text);
  const holder = holderOf(s, e.card);
  if (!onTable && (holder === null || holder === e.by) && !e.findings.misexplanation) return ok(done([]));
  return null;
};

/** After each card: the lead restrictions of the play it spends (50D2: one lead, or while he keeps the lead). */
export const afterCardLeads = (s: View, trick: Trick): Effect[] => expireLeadRestrictions(s, trick);

/** The group object of a code, from its policy. `next` answers the irregular cards this group passes on. */
export const leadsGroup = (pol: LeadsPolicy, next: () => PlayGroup | undefined): PlayGroup => ({
  proc: "leads",
  irregularCard: {
    "opening-lead-out-of-turn": (s, e, i, c) => openingLeadOutOfTurn(pol, s, e, i, c),
    "face-down-lead-out-of-turn": () => faceDownLeadOutOfTurn(),
    "lead-out-of-turn": (s, e, i, c) => defenderLeadOutOfTurn(pol, s, e, i, c),
    "declarer-lead-out-of-turn": (s, e, i, c) => declarerLeadOutOfTurn(pol, s, e, i, c),
    "play-out-of-turn": (s, e, i, c) =>
      dummyPlaysSecond(s, e) ??
      next()?.irregularCard?.["play-out-of-turn"]?.(s, e, i, c) ??
      err("card-out-of-turn", { seat: e.by, leader: c.turnWas }, { event: i, key: e.type }),
  },
  events: {
    face: (s, e, i) => faceEvent(s, e, i),
    withdraw: (s, e) => withdrawEvent(pol, s, e),
  },
  during: (s, e, i) => duringLeads(pol, s, e, i),
  afterCard: (s, trick) => afterCardLeads(s, trick),
});
