/**
 * Procedure helpers shared by the law modules of both codes: cancelling a call, imposing a bar, flagging
 * a law for the end of play, recording a possible lead restriction, asking the director for a finding.
 * They mutate the working copy of the state that `step` hands to the rules.
 */

import { isAuctionOver } from "../auction/auction.js";
import { type Call, formatCall } from "../core/call.js";
import { err, type Result } from "../core/result.js";
import { lho, type Seat, sideOf } from "../core/seat.js";
import type { FindingName, Findings } from "../model/events.js";
import type { CallEvent, EditionRules } from "../model/rules.js";
import type {
  Irregularity,
  LeadCandidate,
  Obligation,
  Pending,
  RulingOption,
  TableState,
} from "../model/state.js";
import { afterCall, standingCalls } from "../table/machine.js";

/** A withdrawn or cancelled call, with the paragraph that rules its consequence (or withdrew it). */
export const cancel = (s: TableState, by: Seat, call: string, law: string): void => {
  s.cancelled.push({ by, call, law });
};

/** Once the consequence of a withdrawn call is decided, its entry names the paragraph that decided it. */
export const relabel = (s: TableState, by: Seat, call: string, from: string, to: string): void => {
  for (let i = s.cancelled.length - 1; i >= 0; i--) {
    const c = s.cancelled[i]!;
    if (c.by === by && c.call === call && c.law === from) {
      c.law = to;
      return;
    }
  }
};

/** A law the director must remember at the end of play (one entry per side and law). */
export const flag = (s: TableState, offender: Seat, law: string): void => {
  const offendingSide = sideOf(offender);
  if (!s.watchForDamage.some((w) => w.offendingSide === offendingSide && w.law === law))
    s.watchForDamage.push({ offendingSide, law });
};

/** Bars `seat`: one compulsory pass at his next turn, or passes for the rest of the auction. */
export const bar = (s: TableState, seat: Seat, mustPass: "next-turn" | "throughout", law: string): void => {
  const has = s.obligations.find((o) => o.seat === seat && "mustPass" in o);
  if (has && "mustPass" in has && has.mustPass === "throughout") return;
  if (has) s.obligations = s.obligations.filter((o) => o !== has);
  s.obligations.push({ seat, mustPass, law });
};

export const obligate = (s: TableState, o: Obligation): void => {
  s.obligations.push(o);
};

/** The offender's withdrawn call may bring a lead restriction on his partner if he becomes a defender. */
export const leadCandidate = (s: TableState, c: LeadCandidate): void => {
  s.leadCandidates ??= [];
  if (
    s.leadCandidates.some(
      (x) =>
        x.offender === c.offender &&
        x.law === c.law &&
        x.askAbout === c.askAbout &&
        x.call === c.call &&
        x.from === c.from,
    )
  )
    return;
  s.leadCandidates.push(c);
};

/** The event that chooses an option, where one event does: an acceptance or refusal, or a named call. */
const choosingEvent = (o: RulingOption, chooser: Seat | undefined): RulingOption["event"] => {
  if (chooser === undefined) return undefined;
  if (o.id === "accept" || o.id === "accept-change") return { by: chooser, accept: true };
  if (o.id === "refuse" || o.id === "refuse-change") return { by: chooser, accept: false };
  if (o.call !== undefined) return { by: chooser, call: o.call };
  return undefined;
};

/**
 * The engine's record of an irregular call now being ruled on: who made it and what, the event, its
 * findings, whose turn it was, and the step of the procedure (`lhoOption`: the offender's LHO chooses).
 */
export const pendingFor = (
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  how: { irregularity: Irregularity; turnWas: Seat; step: string; law: string; lhoOption?: boolean },
): Pending => {
  const p: Pending = {
    irregularity: how.irregularity,
    offender: e.by,
    call: formatCall(e.call),
    event: index,
    findings: e.findings,
    turnWas: how.turnWas,
    step: how.step,
    law: how.law,
  };
  if (how.lhoOption) p.chooser = lho(e.by);
  return p;
};

/** Sets the ruling shown for a pending irregularity from its current step. */
export const showRuling = (s: TableState, p: Pending, options: RulingOption[] = []): void => {
  s.phase = "ruling";
  s.pending = p;
  const withEvents = options.map((o) => {
    const event = choosingEvent(o, p.chooser);
    return event === undefined ? o : { ...o, event };
  });
  s.ruling = {
    irregularity: p.irregularity,
    offender: p.offender,
    call: p.call,
    law: p.law,
    options: withEvents,
  };
  if (p.chooser !== undefined) s.ruling.chooser = p.chooser;
};

/** The ruling is over: the auction goes on from the calls that stand (and may have ended). */
export const closeRuling = (s: TableState, rules: EditionRules): void => {
  delete s.pending;
  s.ruling = null;
  if (afterCall(s)) rules.atEndOfAuction(s);
};

/**
 * The Laws turn on a finding the log does not give: the state asks the director and stops. The finding
 * belongs on event `about`; replaying resumes once the log carries it.
 */
export const ask = (
  s: TableState,
  question: FindingName,
  about: number,
  context: { irregularity: Irregularity; offender: Seat; call: string; law: string },
): TableState => {
  s.phase = "ruling";
  s.pending = {
    ...context,
    event: about,
    findings: {},
    turnWas: s.turn ?? context.offender,
    step: "question",
    data: { question },
  };
  s.ruling = { question, about };
  return s;
};

/** Any event after a question: the finding must first be put on the event the question is about. */
export const findingNeeded = (s: TableState): Result<TableState> => {
  const p = s.pending!;
  return err(
    "finding-needed",
    { question: String(p.data?.question), about: p.event },
    { event: p.event, key: String(p.data?.question) },
  );
};

/** Would this pass, were it in rotation, end the auction (three passes after a call)? */
export const wouldEndAuction = (s: TableState, e: CallEvent): boolean =>
  isAuctionOver([...standingCalls(s), { by: e.by, call: e.call }]);

/**
 * Three passes that close the auction, one of them out of rotation (2017 17D3, 1987 34): the auction has
 * not ended; it reverts to the player deprived of his turn and the passes from there on are cancelled.
 * `flagLaw`: what each out-of-rotation passer is flagged with (2017: 16C). True when it reverted.
 */
export const revertSkippedPasses = (s: TableState, label: string, flagLaw?: string): boolean => {
  const a = s.auction;
  let k = a.length - 1;
  while (k >= 0 && a[k]!.call === "P") k--;
  for (let i = Math.max(k + 1, 0); i < a.length; i++) {
    const expected = i === 0 ? s.dealer : lho(a[i - 1]!.by);
    if (a[i]!.by === expected) continue;
    for (const x of a.splice(i)) {
      cancel(s, x.by, x.call, label);
      if (flagLaw && x.outOfRotation) flag(s, x.by, flagLaw);
    }
    s.contract = null;
    s.declarer = null;
    s.phase = "auction";
    s.turn = expected;
    // The auction had not ended: the bars put aside at its (apparent) end are in force again.
    if (s.suspended) {
      s.obligations = [...s.suspended, ...s.obligations];
      delete s.suspended;
    }
    resumeAwaiting(s);
    return true;
  }
  return false;
};

/** Puts aside what awaits a later call when the auction ends; a 25A5 correction or 17D3/34 revert resumes it. */
export const suspendAwaiting = (s: TableState): void => {
  const kept = (s.awaiting ?? [])
    .filter((a) => !a.step.startsWith("25A6"))
    .map((a) => ({ ...a, step: `ended:${a.step}` }));
  if (kept.length) s.awaiting = kept;
  else delete s.awaiting;
};

/** The auction resumes: what was put aside at its apparent end awaits again. */
export const resumeAwaiting = (s: TableState): void => {
  if (!s.awaiting) return;
  s.awaiting = s.awaiting.map((a) => (a.step.startsWith("ended:") ? { ...a, step: a.step.slice(6) } : a));
};

/** The index in the auction of `seat`'s last call that stands (not a pass the engine entered), or -1. */
export const lastCallOf = (s: TableState, seat: Seat): number => {
  for (let i = s.auction.length - 1; i >= 0; i--)
    if (s.auction[i]!.by === seat && !s.auction[i]!.implied) return i;
  return -1;
};
