/**
 * The table as a reducer: `step(state, event, index, rules)` gives the next state or an error value; the
 * state before a bad event is never touched. The reducer knows the legal auction (Laws 17-22) and is the
 * only code that writes a state: what an irregularity means is asked of the edition's rules, which answer
 * with effects and follow-up events (src/model/effects.ts) that are applied here, in one loop.
 */

import { applyPlain, Writer } from "../apply/apply.js";
import { standCard } from "../apply/play.js";
import { contractText, finalContract, isAuctionOver, isSufficient, nextToCall } from "../auction/auction.js";
import { alwaysIrregular, classifyCall, marksOf, standingCalls } from "../auction/classify.js";
import { formatCall } from "../core/call.js";
import { type Card, formatCard } from "../core/card.js";
import { type BridgeError, err, ok, type Result } from "../core/result.js";
import { partner, type Seat, sideOf } from "../core/seat.js";
import { type Effect, type FollowUp, type Outcome, stand } from "../model/effects.js";
import type { TableEvent, TableLog } from "../model/events.js";
import type { CallEvent, EditionRules, Irregular } from "../model/rules.js";
import type { AuctionEntry, Place, RulingOption, TableState } from "../model/state.js";
import {
  classifyCard,
  contradictedRestriction,
  holderOf,
  isPlayed,
  latestTrickNumber,
} from "../play/play.js";
import { firstPositionError, laterPosition } from "./position.js";

export type { CallEvent, EditionRules, Irregular };

/** The state at the start of a board. */
export const initialState = (log: Omit<TableLog, "events">): TableState => {
  const s: TableState = {
    edition: log.edition,
    dealer: log.dealer,
    vulnerability: log.vulnerability,
    phase: "auction",
    period: "auction",
    turn: log.dealer,
    auction: [],
    cancelled: [],
    ruling: null,
    obligations: [],
    leadRestrictions: [],
    watchForDamage: [],
    contract: null,
    declarer: null,
    events: 0,
  };
  if (log.board !== undefined) s.board = log.board;
  if (log.deal !== undefined) s.deal = log.deal;
  return s;
};

// ---------------------------------------------------------------------------------------------------
// Writing a state: copy on write (src/apply/apply.ts)

/** The state being written by one step, with the edition's rules it asks. */
class Draft extends Writer {
  /** Effects and follow-ups applied in this step (the guard against a procedure that never ends). */
  work = 0;
  constructor(
    s: TableState,
    inPlace: boolean,
    readonly rules: EditionRules,
  ) {
    super(s, inPlace);
  }

  /** The pending procedure, owned by this step (copied once, its held calls too). */
  pending(): NonNullable<TableState["pending"]> {
    const p = this.s.pending!;
    if (this.inPlace || this.owned!.has(p)) return p;
    const c = { ...p };
    if (c.proc === "held") c.held = [...c.held];
    this.owned!.add(c);
    this.s.pending = c;
    return c;
  }
}

const OK: Result<void> = ok(undefined);

/**
 * The phase the contract shows: `ruling` while a ruling is pending, otherwise the period. A step that waits
 * with no ruling to show (2017 57D: a defender's card held until his turn) leaves the phase to the period; the
 * events still go to the pending step (`dispatch` looks at `pending`).
 */
const derivePhase = (s: TableState): void => {
  s.phase = s.pending === undefined || s.ruling === null ? s.period : "ruling";
};

/** Most effects and follow-ups one event may cause: past this, a procedure loops (a defect, reported). */
const WORK_LIMIT = 1_000_000;

/** The event that chooses an option, where one event does: an acceptance or refusal, or a named call. */
const choosingEvent = (o: RulingOption, by: Seat | undefined): RulingOption["event"] => {
  if (by === undefined) return undefined;
  if (o.id === "accept" || o.id === "accept-change") return { by, accept: true };
  if (o.id === "refuse" || o.id === "refuse-change") return { by, accept: false };
  if (o.call !== undefined) return { by, call: o.call };
  return undefined;
};

/** A player has had a turn: "next-turn" obligations of his are spent. */
const spendTurn = (d: Draft, seat: AuctionEntry["by"]): void => {
  const s = d.s;
  if (!s.obligations.some((o) => o.seat === seat && isSpent(o))) return;
  d.setList(
    "obligations",
    s.obligations.filter((o) => o.seat !== seat || !isSpent(o)),
  );
};
const isSpent = (o: TableState["obligations"][number]): boolean =>
  "at" in o || ("mustPass" in o && o.mustPass === "next-turn") || "mustCall" in o;

/** Recomputes turn and, when the auction is over, the contract (22A/22B). True when it ended. */
const afterCall = (d: Draft): boolean => {
  const s = d.s;
  const calls = standingCalls(s);
  if (isAuctionOver(calls)) {
    if (s.obligations.length) s.suspended = s.obligations;
    s.obligations = [];
    const c = finalContract(calls);
    if (c === null) {
      s.contract = "passed-out";
      s.declarer = null;
      s.period = "done";
      s.turn = null;
      s.leadRestrictions = [];
    } else {
      s.contract = contractText(c);
      s.declarer = c.declarer;
      s.period = "lead";
      s.turn = c.leader;
    }
    return true;
  }
  s.period = "auction";
  s.turn = nextToCall(s.dealer, calls);
  return false;
};

/** Applies an outcome's effects in order; returns the follow-ups it (and the hooks it ran) queued. */
const applyOutcome = (d: Draft, o: Outcome, queued: FollowUp[]): Result<void> => {
  for (const fx of o.fx) {
    if (++d.work > WORK_LIMIT) return err("engine-loop", {});
    const r = applyEffect(d, fx, queued);
    if (!r.ok) return r;
  }
  if (o.next) queued.push(...o.next);
  return OK;
};

const hook = (d: Draft, o: Outcome | undefined, queued: FollowUp[]): Result<void> =>
  o === undefined ? OK : applyOutcome(d, o, queued);

/**
 * A card stands (src/apply/play.ts); then the edition's after-a-card hook, and after the thirteenth trick
 * the end-of-play hook that scores the board.
 */
const playCard = (d: Draft, by: Seat, card: string, implied: boolean, queued: FollowUp[]): Result<void> => {
  const s = d.s;
  if (s.tricks === undefined) return OK;
  const trick = standCard(d, by, card, implied);
  derivePhase(s);
  const h = hook(d, d.rules.afterCard?.(s, trick, by), queued);
  if (!h.ok) return h;
  if (trick.winner !== undefined && latestTrickNumber(s) === 13) {
    s.turn = null;
    return hook(d, d.rules.atEndOfPlay(s), queued);
  }
  return OK;
};

const applyEffect = (d: Draft, fx: Effect, queued: FollowUp[]): Result<void> => {
  const s = d.s;
  switch (fx.kind) {
    case "cancel":
      d.list("cancelled").push({ by: fx.by, call: fx.call, law: fx.law });
      break;
    case "relabel": {
      const list = s.cancelled;
      for (let i = list.length - 1; i >= 0; i--) {
        const c = list[i]!;
        if (c.by === fx.by && c.call === fx.call && c.law === fx.from) {
          d.list("cancelled")[i] = { ...c, law: fx.to };
          break;
        }
      }
      break;
    }
    case "flag": {
      const offendingSide = sideOf(fx.offender);
      if (!s.watchForDamage.some((w) => w.offendingSide === offendingSide && w.law === fx.law))
        d.list("watchForDamage").push({ offendingSide, law: fx.law });
      break;
    }
    case "bar": {
      const has = s.obligations.find((o) => o.seat === fx.seat && "mustPass" in o);
      if (has && "mustPass" in has && has.mustPass === "throughout") break;
      const rest = has ? s.obligations.filter((o) => o !== has) : s.obligations;
      d.setList("obligations", [...rest, { seat: fx.seat, mustPass: fx.mustPass, law: fx.law }]);
      break;
    }
    case "obligate":
      d.list("obligations").push(fx.obligation);
      break;
    case "leadCandidate": {
      const c = fx.candidate;
      const same = (s.leadCandidates ?? []).some(
        (x) =>
          x.offender === c.offender &&
          x.law === c.law &&
          x.askAbout === c.askAbout &&
          x.call === c.call &&
          x.from === c.from,
      );
      if (!same) d.list("leadCandidates").push(c);
      break;
    }
    case "open": {
      const p = fx.pending;
      s.pending = p;
      const options = fx.options.map((o) => {
        const event = choosingEvent(o, p.chooser);
        return event === undefined ? o : { ...o, event };
      });
      s.ruling = { irregularity: p.irregularity, offender: p.offender, call: p.call, law: p.law, options };
      if (p.chooser !== undefined) s.ruling.chooser = p.chooser;
      break;
    }
    case "pending":
      s.pending = fx.pending;
      break;
    case "hold": {
      const p = d.pending();
      if (p.proc !== "held") return err("engine-loop", {});
      p.held.push(fx.call);
      if (fx.lhoCalled) p.lhoCalled = true;
      break;
    }
    case "close":
      delete s.pending;
      s.ruling = null;
      break;
    case "ask":
      s.pending = {
        ...fx.context,
        event: fx.about,
        findings: {},
        turnWas: s.turn ?? fx.context.offender,
        proc: "question",
        step: "question",
        question: fx.question,
      };
      s.ruling = { question: fx.question, about: fx.about, ...fx.subject };
      break;
    case "stand": {
      d.list("auction").push(fx.entry);
      spendTurn(d, fx.entry.by);
      const ended = afterCall(d);
      derivePhase(s);
      if (fx.hooks === false) break;
      const r = ended
        ? hook(d, d.rules.atEndOfAuction(s), queued)
        : hook(d, d.rules.afterStand?.(s, fx.entry), queued);
      if (!r.ok) return r;
      break;
    }
    case "impliedPass":
      d.list("auction").push({ by: fx.seat, call: "P", implied: true, ...marksOf(fx.place) });
      spendTurn(d, fx.seat);
      break;
    case "resume": {
      const ended = afterCall(d);
      derivePhase(s);
      if (ended && fx.hooks) {
        const r = hook(d, d.rules.atEndOfAuction(s, fx.revert !== false), queued);
        if (!r.ok) return r;
      }
      break;
    }
    case "endOfAuction": {
      derivePhase(s);
      const r = hook(d, d.rules.atEndOfAuction(s), queued);
      if (!r.ok) return r;
      break;
    }
    case "afterStand": {
      derivePhase(s);
      const r = hook(d, d.rules.afterStand?.(s, s.auction[fx.index]!), queued);
      if (!r.ok) return r;
      break;
    }
    case "await":
      d.list("awaiting").push(fx.awaiting);
      break;
    case "startPlay": {
      // The opening lead is faced: the play period begins (Law 41C); dummy is declarer's partner.
      if (s.declarer === null) break;
      s.dummy = partner(s.declarer);
      s.tricks = [];
      s.tricksWon = { NS: 0, EW: 0 };
      // Penalty cards of the auction or of a refused opening lead out of turn (24, 54D) stay on the table.
      s.penaltyCards = s.penaltyCards ?? [];
      s.playRestrictions = [];
      // A revoke the director named before any card (what he knows) stays, with its transfer (64A).
      s.revokes = s.revokes ?? [];
      s.period = "play";
      break;
    }
    case "card": {
      const r = playCard(d, fx.by, fx.card, fx.implied === true, queued);
      if (!r.ok) return r;
      break;
    }
    case "endOfPlay": {
      derivePhase(s);
      const r = hook(d, d.rules.atEndOfPlay(s), queued);
      if (!r.ok) return r;
      break;
    }
    case "turn":
      s.turn = fx.seat;
      break;
    case "period":
      s.period = fx.period;
      break;
    default:
      // The keys a law set, the 25A6 windows closed, the play verbs: no hook runs (src/apply/apply.ts).
      applyPlain(d, fx);
  }
  derivePhase(s);
  return OK;
};

/**
 * Runs an event to its end: dispatches it, applies the outcome, then the follow-ups, depth first (each
 * follow-up and everything it causes before the next one, as the Laws take them one after another).
 */
const run = (d: Draft, e: TableEvent, index: number): Result<void> => {
  const first = dispatch(d, e, index);
  if (!first.ok || first.value === null) return first.ok ? OK : first;
  let queued: FollowUp[] = [];
  const a = applyOutcome(d, first.value, queued);
  if (!a.ok) return a;
  if (queued.length === 0) return OK;
  const stack: FollowUp[] = queued.reverse();
  while (stack.length) {
    if (++d.work > WORK_LIMIT) return err("engine-loop", {});
    const r = followUp(d, stack.pop()!);
    if (!r.ok) return r;
    if (r.value === null) continue;
    queued = [];
    const x = applyOutcome(d, r.value, queued);
    if (!x.ok) return x;
    for (let i = queued.length - 1; i >= 0; i--) stack.push(queued[i]!);
  }
  return OK;
};

const followUp = (d: Draft, f: FollowUp): Result<Outcome | null> => {
  switch (f.kind) {
    case "event":
      return dispatch(d, f.event, f.index);
    case "call":
      return callEvent(d, f.event, f.index);
    case "substitute":
      return substituteCall(d, f.event, f.index, f.replaced);
    case "irregular":
      return d.rules.irregularCall(d.s, f.event, f.index, f.classification);
    case "irregularCard":
      return d.rules.irregularCard(d.s, f.event, f.index, f.classification);
  }
};

const REPLACEMENT_FINDINGS = ["comparable", "sameMeaning", "unintended"] as const;

/** An outcome already applied (the reducer wrote the state itself): nothing more to apply. */
const NOTHING: Result<Outcome | null> = ok(null);

/** Applies one event. `rules` are the edition's law modules. The given state is never written. */
export const step = (
  state: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
): Result<TableState> => {
  if (e === null || typeof e !== "object" || typeof (e as { type?: unknown }).type !== "string")
    return err("event-not-typed", {}, { event: index });
  const s: TableState = { ...state, events: index + 1 };
  const d = new Draft(s, false, rules);
  const r = run(d, e, index);
  return r.ok ? ok(s) : r;
};

/**
 * Replays events from a state the caller gives up (it is written in place: linear time). On an error the
 * state is left part-way; `replayEvents` below rebuilds the last good state in that case.
 */
export const replayInto = (
  s: TableState,
  events: readonly TableEvent[],
  rules: EditionRules,
  /** Called with the state after each event (read it then: the next event writes it in place). */
  after?: (s: TableState, index: number) => void,
): { applied: number; error?: BridgeError } => {
  const d = new Draft(s, true, rules);
  for (let i = 0; i < events.length; i++) {
    s.events = i + 1;
    d.work = 0;
    const r = run(d, events[i]!, i);
    if (!r.ok) return { applied: i, error: r.error };
    after?.(s, i);
  }
  return { applied: events.length };
};

const dispatch = (d: Draft, e: TableEvent, index: number): Result<Outcome | null> => {
  const s = d.s;
  if (e.type === "position") return positionEvent(d, e, index);
  // A card is one its hand holds and has not played, whatever ruling is pending (a question about it would
  // otherwise be asked first, and its answer refused).
  if (s.pending !== undefined && (e.type === "play" || e.type === "lead")) {
    const held = cardNotHeld(s, e.by, e.card, index, e.type);
    if (held) return held;
  }
  if (s.pending !== undefined || e.type === "accept" || e.type === "change" || e.type === "director") {
    // The director after a claim was settled (69B, 71 in the correction period): the claim laws rule.
    if (e.type === "director" && s.pending === undefined)
      return s.claim !== undefined && s.period !== "auction" ? d.rules.playEvent(s, e, index) : NOTHING;
    return d.rules.duringRuling(s, e, index);
  }
  switch (e.type) {
    case "call":
      return callEvent(d, e, index);
    case "leadRestriction":
      // In the play, and before the opening lead for a penalty card's lead options (50D2, 51B), the laws rule.
      if (s.phase === "play" || (s.phase === "lead" && /^5[01]/.test(openRestrictionLaw(s))))
        return d.rules.playEvent(s, e, index);
      return leadRestrictionEvent(d, e, index);
    case "lead":
      return leadEvent(d, e, index);
    case "play":
      return playEvent(d, e, index);
    default:
      // Every other event of the play period is the laws' to rule on (exposed cards, attention, claims...).
      // A card exposed during the auction is Law 24's (the laws rule on it); other play events are not due.
      if (s.phase === "auction" && e.type !== "expose")
        return err("event-not-in-auction", { name: e.type }, { event: index, key: e.type });
      return d.rules.playEvent(s, e, index);
  }
};

/** The law of the first lead restriction declarer has not chosen yet ("" when none). */
const openRestrictionLaw = (s: TableState): string =>
  s.leadRestrictions.find((r) => r.chosen === undefined)?.law ?? "";

const irregularAfterFinalPass = (s: TableState, e: CallEvent): Irregular => ({
  kind: "irregular",
  irregularity: "call-after-final-pass",
  turnWas: s.turn ?? e.by,
});

const callEvent = (d: Draft, e: CallEvent, index: number): Result<Outcome | null> => {
  const s = d.s;
  if (s.phase === "play" || (s.phase === "done" && s.lead !== undefined))
    return err("call-after-auction-period", { seat: e.by }, { event: index, key: "call" });
  if (s.phase === "lead" || s.phase === "done")
    return d.rules.irregularCall(s, e, index, irregularAfterFinalPass(s, e));
  const c = classifyCall(s, e.by, e.call);
  if (c.skipped !== undefined) {
    // 28A: the barred RHO's compulsory pass is entered. If it is the pass that ends the auction, this call
    // comes after the final pass (or, should the end be reverted, is classified afresh).
    const queued: FollowUp[] = [];
    const r = applyOutcome(d, { fx: [{ kind: "impliedPass", seat: c.skipped }] }, queued);
    if (!r.ok) return r;
    if (afterCall(d)) {
      derivePhase(s);
      const h = hook(d, d.rules.atEndOfAuction(s), queued);
      if (!h.ok) return h;
      // The end of the auction may itself ask the director something (26A vs 26B), or revert (17D3, 34):
      // the call is dealt with afresh.
      return ok({ fx: [], next: [...queued, { kind: "event", event: e, index }] });
    }
    derivePhase(s);
    const { skipped: _s, ...rest } = c;
    if (rest.kind === "irregular") return d.rules.irregularCall(s, e, index, rest);
  } else if (c.kind === "irregular") return d.rules.irregularCall(s, e, index, c);
  const taken = d.rules.legalCall(s, e, index);
  if (taken !== null) return taken;
  // A finding about a replacement on a call that replaces nothing is a mistake in the log, not a detail. A
  // player with a withdrawn call may carry either edition's finding (the same log replays under both).
  const f = e.findings;
  if (f.comparable !== undefined || f.sameMeaning !== undefined || f.unintended !== undefined) {
    const replacesSomething = s.cancelled.some((c) => c.by === e.by);
    for (const k of REPLACEMENT_FINDINGS)
      if (f[k] !== undefined && (k === "unintended" || !replacesSomething))
        return err("finding-not-applicable", { name: k }, { event: index, key: k });
  }
  // A legal call stands (the commonest event of all: applied here, without an outcome to build).
  const queued: FollowUp[] = [];
  const r = applyEffect(d, stand(e), queued);
  if (!r.ok) return r;
  return queued.length ? ok({ fx: [], next: queued }) : NOTHING;
};

/**
 * A call that takes the place of a withdrawn one (an accepted change of call, 25B1): it is judged by its
 * own law if it is insufficient, inadmissible or above seven; otherwise it stands where the withdrawn call
 * stood (keeping its marks: out of rotation, condoned).
 */
const substituteCall = (d: Draft, e: CallEvent, index: number, replaced: Place): Result<Outcome | null> => {
  const s = d.s;
  const auction = standingCalls(s);
  const c = e.call;
  let irregularity = alwaysIrregular(e.by, c, auction);
  // In the place of a call accepted out of rotation (or condoned), sufficiency is not judged again: that
  // place was accepted as made.
  if (
    irregularity === null &&
    c.type === "bid" &&
    !isSufficient(c, auction) &&
    !replaced.outOfRotation &&
    !replaced.condoned
  )
    irregularity = "insufficient-bid";
  if (
    irregularity === null &&
    c.type !== "pass" &&
    s.obligations.some((o) => o.seat === e.by && "mustPass" in o)
  )
    irregularity = "call-violating-obligation";
  if (
    irregularity === null &&
    s.obligations.some((o) => o.seat === e.by && "mayNotCall" in o && o.mayNotCall.includes(formatCall(c)))
  )
    irregularity = "call-violating-obligation";
  if (irregularity !== null) {
    s.turn = e.by;
    const k: Irregular = { kind: "irregular", irregularity, turnWas: e.by };
    // Judged irregular in the place of a call accepted out of rotation or condoned: whatever a law puts in
    // that place (the pass 37B/38C substitute) stands there as that call did.
    if (replaced.outOfRotation || replaced.condoned) k.place = marksOf(replaced);
    return d.rules.irregularCall(s, e, index, k);
  }
  return ok({ fx: [stand(e, replaced)] });
};

const leadRestrictionEvent = (
  d: Draft,
  e: Extract<TableEvent, { type: "leadRestriction" }>,
  index: number,
): Result<Outcome | null> => {
  const s = d.s;
  const at = s.leadRestrictions.findIndex((r) => r.chosen === undefined);
  const open = s.leadRestrictions[at];
  if (s.phase !== "lead" || open === undefined)
    return err("no-lead-restriction-pending", {}, { event: index, key: "leadRestriction" });
  if (e.by !== s.declarer)
    return err(
      "lead-restriction-not-declarer",
      { seat: e.by, declarer: s.declarer ?? "" },
      { event: index, key: "leadRestriction" },
    );
  const c = e.choice;
  if ("require" in c && open.declarerMay !== "require-or-prohibit")
    return err(
      "lead-restriction-require-not-allowed",
      { suit: c.require },
      { event: index, key: "leadRestriction.require" },
    );
  const suit = "prohibit" in c ? c.prohibit : "require" in c ? c.require : null;
  if (suit !== null && !open.suits.includes(suit))
    return err(
      "lead-restriction-suit-not-allowed",
      { suit, suits: open.suits.join(" ") },
      { event: index, key: "leadRestriction" },
    );
  const against = contradictedRestriction(s, open.leader, c);
  if (suit !== null && against !== undefined)
    return err(
      "lead-restriction-contradicts",
      { suit, law: against.law },
      { event: index, key: "leadRestriction" },
    );
  d.list("leadRestrictions")[at] = { ...open, chosen: c };
  return NOTHING;
};

/** A card from the hand `by`: bad input when the deal shows he does not hold it, or it was played already. */
const cardNotHeld = (
  s: TableState,
  by: Seat,
  card: Card,
  index: number,
  key: string,
): Result<null> | null => {
  if (isPlayed(s, card))
    return err("card-played-already", { seat: by, card: formatCard(card) }, { event: index, key });
  const holder = holderOf(s, card);
  if (holder !== null && holder !== by)
    return err("card-not-held", { seat: by, card: formatCard(card) }, { event: index, key });
  // Without the deal too: a card on the table as another player's penalty card is his (50).
  const text = formatCard(card);
  if ((s.penaltyCards ?? []).some((p) => p.card === text && p.seat !== by))
    return err("card-not-held", { seat: by, card: text }, { event: index, key });
  // So is the card of an irregularity being ruled on (a lead out of turn lying face up, 54, 56), and a
  // face-down opening lead (41A): its offender's.
  if (
    (s.pending !== undefined && s.pending.call === text && s.pending.offender !== by) ||
    (s.faceDownLead !== undefined && s.faceDownLead.card === text && s.faceDownLead.by !== by)
  )
    return err("card-not-held", { seat: by, card: text }, { event: index, key });
  return null;
};

const leadEvent = (
  d: Draft,
  e: Extract<TableEvent, { type: "lead" }>,
  index: number,
): Result<Outcome | null> => {
  const s = d.s;
  if (s.phase !== "lead") return err("lead-not-due", { phase: s.phase }, { event: index, key: "lead" });
  const held = cardNotHeld(s, e.by, e.card, index, "lead");
  if (held) return held;
  if (e.by !== s.turn) {
    // An opening lead out of turn (41, 54; 24 for the declaring side): the edition rules on it.
    const c = classifyCard({ ...s, tricks: [] }, e.by, e.card, { faceDown: e.faceDown });
    if (c.kind === "irregular") return d.rules.irregularCard(s, e, index, c);
  }
  if (e.faceDown) {
    // 41A: a face-down opening lead is not played yet; a `face` event faces it (the edition rules on it).
    s.faceDownLead = { by: e.by, card: formatCard(e.card) };
    return NOTHING;
  }
  const mine = s.leadRestrictions.filter((r) => r.leader === e.by);
  if (mine.some((r) => r.chosen === undefined))
    return err("lead-restriction-not-chosen", { seat: e.by }, { event: index, key: "lead" });
  // A lead against declarer's choice (26, 50D2 after a 54 refusal) is recorded, never refused: the revoke
  // laws judge it (61A, 59; src/laws/play/revokes.ts).
  s.lead = { by: e.by, card: formatCard(e.card) };
  const queued: FollowUp[] = [];
  const r = applyOutcome(
    d,
    {
      fx: [{ kind: "startPlay" }, { kind: "card", by: e.by, card: formatCard(e.card) }],
    },
    queued,
  );
  if (!r.ok) return r;
  return queued.length ? ok({ fx: [], next: queued }) : NOTHING;
};

/**
 * *Extension* (docs/table-log.md): the director arrives mid-play and nobody recorded the cards. Due where
 * the opening lead is due (the auction over, no ruling open, no face-down lead): the play begins at the
 * next trick with each side's tricks so far; the restrictions on the opening lead were spent on it. In the
 * play, past the recorded cards, a later position (src/table/position.ts).
 */
const positionEvent = (
  d: Draft,
  e: Extract<TableEvent, { type: "position" }>,
  index: number,
): Result<Outcome | null> => {
  const s = d.s;
  const later = s.phase === "play" ? laterPosition(s, e, index) : null;
  if (later && !later.ok) return later;
  if (!later && (s.phase !== "lead" || s.faceDownLead !== undefined))
    return err("position-not-due", { phase: s.phase }, { event: index, key: "position" });
  const first = later ? null : firstPositionError(s, e, index);
  if (first) return first;
  const queued: FollowUp[] = [];
  const r = applyOutcome(
    d,
    {
      fx: later?.ok
        ? later.value
        : [
            { kind: "startPlay" },
            { kind: "set", key: "unrecorded", value: { tricks: e.played, NS: e.NS, EW: e.EW } },
            { kind: "set", key: "tricksWon", value: { NS: e.NS, EW: e.EW } },
            { kind: "set", key: "leadRestrictions", value: [] },
            { kind: "turn", seat: e.lead },
          ],
    },
    queued,
  );
  if (!r.ok) return r;
  derivePhase(s);
  return queued.length ? ok({ fx: [], next: queued }) : NOTHING;
};

/** A card led or played after the opening lead: legal (perhaps a revoke), or an irregularity for the edition. */
const playEvent = (
  d: Draft,
  e: Extract<TableEvent, { type: "play" }>,
  index: number,
): Result<Outcome | null> => {
  const s = d.s;
  if (s.phase !== "play") return err("play-not-due", { phase: s.phase }, { event: index, key: "play" });
  const held = cardNotHeld(s, e.by, e.card, index, "play");
  if (held) return held;
  const c = classifyCard(s, e.by, e.card, null);
  if (c.kind === "irregular") return d.rules.irregularCard(s, e, index, c);
  const own = d.rules.beforeCard?.(s, e, index);
  if (own) return own;
  // A revoke (c.revoke) is recorded with the card (playCard): it stands until corrected or established (61-63).
  const fx: Effect[] = [{ kind: "card", by: e.by, card: formatCard(e.card) }];
  const queued: FollowUp[] = [];
  const r = applyOutcome(d, { fx }, queued);
  if (!r.ok) return r;
  return queued.length ? ok({ fx: [], next: queued }) : NOTHING;
};
