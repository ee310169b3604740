/**
 * Calls out of rotation, the procedure both codes share (Laws 28-32): the option of the offender's LHO,
 * the right player's call before the ruling (28B), the cancellation, and consequences that wait for a
 * later call (RHO's call, the offender's own next call). Each edition supplies a policy: its paragraph
 * labels and, for each kind of call and position, a rule made of plain data (it is kept in the state).
 */
import { callOf } from "../core/call.js";
import { err, ok, type Result } from "../core/result.js";
import { distance, lho, partner, rho, type Seat } from "../core/seat.js";
import type { Findings, TableEvent } from "../model/events.js";
import type { CallEvent, EditionRules, Irregular } from "../model/rules.js";
import type { AuctionEntry, Pending, RulingOption, TableState } from "../model/state.js";
import { callEvent, standCall } from "../table/machine.js";
import {
  ask,
  bar,
  cancel,
  flag,
  leadCandidate,
  obligate,
  pendingFor,
  relabel,
  showRuling,
} from "./procedure.js";

/** Where the call out of rotation was made, relative to the player whose turn it was. */
export type Position = "rho" | "partner" | "lho";
export const position = (offender: Seat, turnWas: Seat): Position => {
  const d = distance(offender, turnWas);
  return d === 3 ? "rho" : d === 2 ? "partner" : "lho";
};

/** What a paragraph does to the offending side, as data. */
export interface Consequence {
  /** The paragraph that now rules the cancelled call (its `cancelled` entry is relabelled to it). */
  law: string;
  /** A bar, on the offender or his partner. */
  bar?: { who: "offender" | "partner"; duration: "next-turn" | "throughout" };
  /** Bars besides the pass (1987 30B2(b): partner may not double or redouble at that turn). */
  mayNotCall?: { who: "partner"; calls: string[]; law: string };
  /**
   * The withdrawn call may bring a lead restriction (Law 26) if the offender becomes a defender;
   * `unless-same-meaning` (1987, Commentary 26.2/29.4): not when he repeats the same call with
   * practically the same meaning.
   */
  lead?: boolean | "unless-same-meaning";
  /** Laws for the director to review at the end of play (16C, 23, 23C, 72C). */
  flags?: string[];
}

/** How the offender's own next call is judged. */
export type Decision =
  | { kind: "comparable"; yes: Consequence; no: Consequence }
  | { kind: "denomination"; same: Consequence; other: Consequence };

/** The consequences of a cancelled call out of rotation, per Laws 30-32 of an edition. */
export interface CoorRule {
  /** Applied when the call is cancelled. */
  atCancel?: Consequence;
  /** 31A/32A: RHO's call decides: a pass brings the repeat (`repeat`: its paragraph); a bid... `act`. */
  awaitRho?: { repeat: string; act: { decide?: Decision; consequence?: Consequence } };
  /** The offender's own next call decides (30B1(b), 31B2, 32B2 in 2017). */
  decide?: Decision;
}

export interface CoorPolicy {
  edition: "2017" | "1987";
  P28B: string;
  P29A: string;
  P29B: string;
  /** Flags raised when 28B cancels a call (2017: 16C2 applies; 1987: none). */
  flags28B: string[];
  /** Prefix of the consequence ids that describe the refusal in the catalogs (`coor`, `coor87`). */
  texts: string;
  rule: (s: TableState, p: Pending, pos: Position) => CoorRule;
}

/** Applies a consequence to the offender's side. */
export const applyConsequence = (
  s: TableState,
  offender: Seat,
  withdrawn: { call: string; findings: Findings; from: number },
  c: Consequence,
  policy: CoorPolicy,
): void => {
  relabel(s, offender, withdrawn.call, policy.P29B, c.law);
  if (c.bar) bar(s, c.bar.who === "offender" ? offender : partner(offender), c.bar.duration, c.law);
  if (c.mayNotCall)
    obligate(s, {
      seat: partner(offender),
      mayNotCall: c.mayNotCall.calls,
      at: "next-turn",
      law: c.mayNotCall.law,
    });
  if (c.lead)
    leadCandidate(s, {
      offender,
      law: policy.edition === "2017" ? "26B" : "26",
      call: withdrawn.call,
      findings: withdrawn.findings,
      from: withdrawn.from,
    });
  for (const f of c.flags ?? []) flag(s, offender, f);
};

const options = (p: Pending, texts: string): RulingOption[] => [
  {
    id: "accept",
    consequences: [
      { id: "call-stands", params: { call: p.call } },
      { id: "lho-calls-next", params: { seat: lho(p.offender) } },
    ],
  },
  {
    id: "refuse",
    consequences: [
      {
        id: `${texts}.${p.irregularity}.${position(p.offender, p.turnWas)}`,
        params: { offender: p.offender, partner: partner(p.offender), turn: p.turnWas },
      },
    ],
  },
];

/** A call out of rotation: the offender's LHO has the option to accept it (29A). */
export const openCoor = (
  s: TableState,
  e: CallEvent,
  index: number,
  c: Irregular,
  policy: CoorPolicy,
): Result<TableState> => {
  const p = pendingFor(e, index, {
    irregularity: c.irregularity,
    turnWas: c.turnWas,
    step: "29A",
    law: policy.P29A,
    lhoOption: true,
  });
  s.turn = c.turnWas;
  showRuling(s, p, options(p, policy.texts));
  return ok(s);
};

export const duringCoor = (
  s: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
  policy: CoorPolicy,
): Result<TableState> => {
  const p = s.pending!;
  const d = (p.data ?? {}) as { directorCame?: boolean };
  if (e.type === "director") {
    p.data = { ...d, directorCame: true };
    return ok(s);
  }
  if (e.type === "accept") {
    if (e.by !== p.chooser)
      return err("no-option", { seat: e.by, chooser: p.chooser! }, { event: index, key: "accept" });
    return e.accept ? accept(s, rules) : refuse(s, policy);
  }
  if (e.type === "call") {
    // 28B: the player whose turn it was calls before the director has ruled: his call is in rotation and the
    // call out of rotation is cancelled (also when he is the offender's LHO: docs/decisions-2017.md).
    if (e.by === p.turnWas && !d.directorCame) {
      cancel(s, p.offender, p.call, policy.P28B);
      for (const f of policy.flags28B) flag(s, p.offender, f);
      delete s.pending;
      s.ruling = null;
      s.phase = "auction";
      return callEvent(s, e, index, rules);
    }
    if (e.by === p.chooser) {
      const r = accept(s, rules);
      if (!r.ok) return r;
      return callEvent(r.value, e, index, rules);
    }
  }
  return err(
    "ruling-awaits",
    { seat: "by" in e ? e.by : "", chooser: p.chooser! },
    { event: index, key: "by" },
  );
};

/** 29A: accepted, the call stands as if in rotation; the auction continues from it. */
const accept = (s: TableState, rules: EditionRules): Result<TableState> => {
  const p = s.pending!;
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  const before = s.auction.length;
  standCall(s, { by: p.offender, call: callOf(p.call), findings: p.findings }, rules);
  const entry = s.auction[before];
  if (entry) entry.outOfRotation = true;
  return ok(s);
};

/** Consequences waiting for a later call, kept in the state as data. */
interface AwaitingRule {
  rule: CoorRule;
  decide?: Decision;
  from: number;
}
const ruleOf = (law: string): AwaitingRule => JSON.parse(law) as AwaitingRule;

/** 29B: not accepted: cancelled, the auction reverts to the player whose turn it was; Laws 30-32 decide. */
const refuse = (s: TableState, policy: CoorPolicy): Result<TableState> => {
  const p = s.pending!;
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  s.turn = p.turnWas;
  cancel(s, p.offender, p.call, policy.P29B);
  const rule = policy.rule(s, p, position(p.offender, p.turnWas));
  const withdrawn = { call: p.call, findings: p.findings, from: s.auction.length };
  if (rule.atCancel) applyConsequence(s, p.offender, withdrawn, rule.atCancel, policy);
  const step = rule.awaitRho ? "rho-call" : rule.decide ? "offender-call" : null;
  if (step) {
    s.awaiting ??= [];
    const data: AwaitingRule = { rule, from: withdrawn.from };
    if (rule.decide) data.decide = rule.decide;
    s.awaiting.push({
      step,
      offender: p.offender,
      call: p.call,
      event: p.event,
      findings: p.findings,
      law: JSON.stringify(data),
    });
  }
  return ok(s);
};

/** 31A/32A: the call of the offender's RHO (whose turn it was) decides what the offender must do. */
export const coorAfterStand = (s: TableState, entry: AuctionEntry, policy: CoorPolicy): void => {
  for (const a of s.awaiting ?? []) {
    if (a.step !== "rho-call" || entry.by !== rho(a.offender)) continue;
    const data = ruleOf(a.law);
    const r = data.rule.awaitRho!;
    a.rho = s.auction.indexOf(entry);
    if (entry.call === "P") {
      obligate(s, { seat: a.offender, mustCall: a.call, law: r.repeat });
      a.step = "repeat";
    } else if (r.act.decide) {
      a.step = "offender-call";
      a.law = JSON.stringify({ ...data, decide: r.act.decide });
    } else {
      if (r.act.consequence)
        applyConsequence(
          s,
          a.offender,
          { call: a.call, findings: a.findings, from: data.from },
          r.act.consequence,
          policy,
        );
      a.step = "done";
    }
  }
  if (s.awaiting) {
    s.awaiting = s.awaiting.filter((a) => a.step !== "done");
    if (s.awaiting.length === 0) delete s.awaiting;
  }
};

/**
 * The RHO's call at auction index `i`, which settled what the offender of a call out of rotation must do
 * (31A/32A), is being replaced (a 25A correction, an accepted 25B1 change): what it settled is undone and
 * the step waits again for the call that takes its place. A repeat already made is not undone. True when
 * something was reopened: the caller then passes the new call to `afterStand`.
 */
export const coorReopen = (s: TableState, i: number): boolean => {
  let reopened = false;
  for (const a of s.awaiting ?? []) {
    if (a.rho !== i || (a.step !== "repeat" && a.step !== "offender-call")) continue;
    if (a.step === "repeat")
      s.obligations = s.obligations.filter(
        (o) => !(o.seat === a.offender && "mustCall" in o && o.mustCall === a.call),
      );
    a.step = "rho-call";
    delete a.rho;
    reopened = true;
  }
  return reopened;
};

/**
 * The offender's own legal call while a consequence of his cancelled call out of rotation awaits it: the
 * repeat (31A1/32A1), or his call at his proper turn. Returns null when nothing awaits it.
 */
export const coorAwaitedCall = (
  s: TableState,
  e: CallEvent,
  index: number,
  rules: EditionRules,
  policy: CoorPolicy,
): Result<TableState> | null => {
  const list = s.awaiting ?? [];
  const i = list.findIndex((a) => a.offender === e.by && (a.step === "repeat" || a.step === "offender-call"));
  if (i < 0) return null;
  const a = list[i]!;
  const data = ruleOf(a.law);
  const done = () => {
    s.awaiting = list.filter((_, j) => j !== i);
    if (s.awaiting.length === 0) delete s.awaiting;
  };
  const withdrawn = { call: a.call, findings: a.findings, from: data.from };
  if (a.step === "repeat") {
    relabel(s, a.offender, a.call, policy.P29B, data.rule.awaitRho!.repeat);
    done();
    standCall(s, e, rules);
    return ok(s);
  }
  const decide = data.decide!;
  let c: Consequence;
  if (decide.kind === "comparable") {
    const comparable = e.findings.comparable;
    if (comparable === undefined)
      return ok(
        ask(s, "comparable", index, {
          irregularity: "bid-out-of-rotation",
          offender: a.offender,
          call: a.call,
          law: decide.yes.law,
        }),
      );
    c = comparable ? decide.yes : decide.no;
  } else {
    const was = callOf(a.call);
    const same =
      e.call.type === "bid" && was.type === "bid" ? e.call.strain === was.strain : e.call.type === was.type;
    c = same ? decide.same : decide.other;
    if (c.lead === "unless-same-meaning") {
      // Commentary 26.2, 29.4: repeating the call or its denomination brings a lead penalty only when the
      // meaning differs; the director says whether it does.
      if (e.findings.sameMeaning === undefined)
        return ok(
          ask(s, "sameMeaning", index, {
            irregularity: "bid-out-of-rotation",
            offender: a.offender,
            call: a.call,
            law: c.law,
          }),
        );
      c = { ...c, lead: !e.findings.sameMeaning };
    }
  }
  done();
  applyConsequence(s, a.offender, withdrawn, c, policy);
  standCall(s, e, rules);
  return ok(s);
};

/** The offender, required to repeat (31A1/32A1), makes that call and it is irregular: the repeat is made. */
export const repeatIsIrregular = (s: TableState, by: Seat, policy: CoorPolicy): void => {
  const list = s.awaiting ?? [];
  const a = list.find((x) => x.step === "repeat" && x.offender === by);
  if (!a) return;
  relabel(s, a.offender, a.call, policy.P29B, ruleOf(a.law).rule.awaitRho!.repeat);
  s.awaiting = list.filter((x) => x !== a);
  s.obligations = s.obligations.filter((o) => !(o.seat === by && "mustCall" in o));
};
