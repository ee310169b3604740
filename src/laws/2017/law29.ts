/**
 * Laws 28 and 29 (2017): calls considered in rotation, and the procedure after a call out of rotation
 * (the option of the offender's LHO; cancellation; Laws 30-32 then decide the consequences).
 */
import { formatCall, parseCall } from "../../core/call.js";
import { err, ok, type Result } from "../../core/result.js";
import { distance, lho, partner, rho, type Seat } from "../../core/seat.js";
import type { Findings, TableEvent } from "../../formats/tableLog.js";
import { callEvent, type EditionRules, standCall } from "../../table/machine.js";
import type { AuctionEntry, Awaiting, Pending, RulingOption, TableState } from "../../table/state.js";
import type { CallEvent, Irregular } from "../common.js";
import { ask, bar, cancel, flag, leadCandidate, obligate, relabel, showRuling } from "../procedure.js";
import { law } from "../registry.js";

const M = "laws/2017/law29.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 28A — a call at the turn of a right-hand opponent who is required to pass counts as in rotation. */
export const P28A = at(
  "28A",
  "calling at the turn of an RHO who must pass is in rotation (his pass is skipped)",
);
/** 28B — the right player calling before rectification of an opponent's call out of rotation calls in rotation; the other call is cancelled. */
export const P28B = at(
  "28B",
  "the right player calling first makes the call out of rotation void; no rectification but 16C2",
);
/** 29A — after a call out of rotation, the offender's LHO may call and so forfeit rectification (accepting it). */
export const P29A = at("29A", "LHO may accept a call out of rotation by calling over it");
/** 29B — otherwise the call out of rotation is cancelled, the auction reverts to the right player, Laws 30-32 apply. */
export const P29B = at(
  "29B",
  "not accepted: the call is cancelled and the auction reverts to the right player",
);
/** 29C — an artificial call out of rotation is treated by what it specifies, not the denomination named. */
export const P29C = at(
  "29C",
  "for an artificial call out of rotation, Laws 30-32 look at the suits it specifies",
);

/** Where the call out of rotation was made, relative to the player whose turn it was. */
export type Position = "rho" | "partner" | "lho";
export const position = (offender: Seat, turnWas: Seat): Position => {
  const d = distance(offender, turnWas);
  return d === 3 ? "rho" : d === 2 ? "partner" : "lho";
};

/**
 * What follows the cancellation, per Laws 30-32: the awaited step (or an immediate rectification), and
 * the paragraphs under which the offender's later call is ruled comparable or not.
 */
export interface CoorRule {
  /** Immediate consequence at cancellation (30A), or null when a later call is awaited. */
  immediate?: (s: TableState, o: Seat, call: string) => void;
  /** Awaited step: `rho-call` (31A/32A), or `offender-call` (30B1, 31B, 32B). */
  awaiting?: "rho-call" | "offender-call";
  /** Paragraph whose 16C2 note makes partner's free call carry UI (30B1(a), 31B1, 32B1). */
  partnerFree?: string;
  /** Paragraphs for the offender's call: comparable, not comparable; the repeat paragraph for 31A1/32A1. */
  comparable?: string;
  notComparable?: string;
  repeat?: string;
  /** After RHO's legal call (31A2/32A2): the paragraphs for the offender's call. */
  afterRho?: { comparable: string; notComparable: string };
}

let coorRules: (call: string, findings: Findings, pos: Position, overArtificial: boolean) => CoorRule =
  () => ({});
/** Laws 30-32 register which of them governs a cancelled call out of rotation. */
export const setCoorRules = (f: typeof coorRules): void => {
  coorRules = f;
};

const options29A = (p: Pending): RulingOption[] => [
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
        id: `coor.${p.irregularity}.${position(p.offender, p.turnWas)}`,
        params: { offender: p.offender, partner: partner(p.offender), turn: p.turnWas },
      },
    ],
  },
];

/** A call out of rotation: the offender's LHO has the option (29A). */
export const open = (s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState> => {
  const p: Pending = {
    irregularity: c.irregularity,
    offender: e.by,
    call: formatCall(e.call),
    event: index,
    findings: e.findings,
    turnWas: c.turnWas,
    step: "29A",
    law: P29A,
    chooser: lho(e.by),
  };
  s.turn = c.turnWas;
  showRuling(s, p, options29A(p));
  return ok(s);
};

export const during = (
  s: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
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
    return e.accept ? accept(s, rules) : refuse(s);
  }
  if (e.type === "call") {
    // 28B: the player whose turn it was calls before the director has ruled: his call is in rotation and the
    // call out of rotation is cancelled (decided to prevail over 29A when he is also the offender's LHO:
    // docs/decisions-2017.md).
    if (e.by === p.turnWas && !d.directorCame) {
      cancel(s, p.offender, p.call, P28B);
      flag(s, p.offender, "16C");
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
  const call = (parseCall(p.call) as { ok: true; value: import("../../core/call.js").Call }).value;
  const before = s.auction.length;
  standCall(s, { by: p.offender, call, findings: p.findings }, rules);
  const entry = s.auction[before];
  if (entry) entry.outOfRotation = true;
  return ok(s);
};

/** 29B: not accepted: cancelled, the auction reverts to the player whose turn it was; Laws 30-32 decide the rest. */
const refuse = (s: TableState): Result<TableState> => {
  const p = s.pending!;
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  s.turn = p.turnWas;
  cancel(s, p.offender, p.call, P29B);
  const pos = position(p.offender, p.turnWas);
  // 30C: a pass of partner's artificial call counts as an artificial pass.
  const last = s.auction[s.auction.length - 1];
  const overArtificial = last !== undefined && last.by === partner(p.offender) && last.artificial === true;
  const rule = coorRules(p.call, p.findings, pos, overArtificial);
  if (rule.partnerFree) flag(s, p.offender, "16C");
  rule.immediate?.(s, p.offender, p.call);
  if (rule.awaiting) {
    s.awaiting ??= [];
    s.awaiting.push({
      step: rule.awaiting,
      offender: p.offender,
      call: p.call,
      event: p.event,
      findings: p.findings,
      law: JSON.stringify(rule),
    });
  }
  return ok(s);
};

const ruleOf = (a: Awaiting): CoorRule => JSON.parse(a.law) as CoorRule;

/** 31A/32A: the call of the offender's RHO (whose turn it was) decides what the offender must do. */
export const afterStand = (s: TableState, entry: AuctionEntry): void => {
  for (const a of s.awaiting ?? []) {
    if (a.step !== "rho-call" || entry.by !== rho(a.offender)) continue;
    const rule = ruleOf(a);
    if (entry.call === "P") {
      // 31A1/32A1: RHO passes; the offender must repeat his call.
      obligate(s, { seat: a.offender, mustCall: a.call, law: rule.repeat! });
      a.step = "repeat";
    } else {
      // 31A2/32A2: RHO bids, doubles or redoubles; the offender may make any legal call.
      a.step = "offender-call";
      a.law = JSON.stringify({
        ...rule,
        comparable: rule.afterRho!.comparable,
        notComparable: rule.afterRho!.notComparable,
      });
    }
  }
};

/**
 * The offender's own legal call while a consequence of his cancelled call out of rotation awaits it: the
 * repeat (31A1/32A1), or his call at his proper turn, comparable or not (30B1(b), 31A2, 31B2, 32A2, 32B2).
 * Returns null when nothing awaits it.
 */
export const awaitedCall = (
  s: TableState,
  e: CallEvent,
  index: number,
  rules: EditionRules,
): Result<TableState> | null => {
  const list = s.awaiting ?? [];
  const i = list.findIndex((a) => a.offender === e.by && a.step !== "rho-call");
  if (i < 0) return null;
  const a = list[i]!;
  const rule = ruleOf(a);
  const done = () => {
    s.awaiting = list.filter((_, j) => j !== i);
    if (s.awaiting.length === 0) delete s.awaiting;
  };
  if (a.step === "repeat") {
    relabel(s, a.offender, a.call, P29B, rule.repeat!);
    done();
    standCall(s, e, rules);
    return ok(s);
  }
  const comparable = e.findings.comparable;
  if (comparable === undefined) {
    return ok(
      ask(s, "comparable", index, {
        irregularity: "bid-out-of-rotation",
        offender: a.offender,
        call: a.call,
        law: rule.comparable!,
      }),
    );
  }
  done();
  if (comparable) {
    relabel(s, a.offender, a.call, P29B, rule.comparable!);
    flag(s, a.offender, "23C");
  } else {
    relabel(s, a.offender, a.call, P29B, rule.notComparable!);
    bar(s, partner(a.offender), "next-turn", rule.notComparable!);
    leadCandidate(s, a.offender, "26B");
    flag(s, a.offender, "16C");
    flag(s, a.offender, "72C");
  }
  standCall(s, e, rules);
  return ok(s);
};

/** The offender, required to repeat (31A1/32A1), makes that call and it is irregular (e.g. insufficient now). */
export const repeatIsIrregular = (s: TableState, by: Seat): void => {
  const list = s.awaiting ?? [];
  const a = list.find((x) => x.step === "repeat" && x.offender === by);
  if (!a) return;
  relabel(s, a.offender, a.call, P29B, ruleOf(a).repeat!);
  s.awaiting = list.filter((x) => x !== a);
  s.obligations = s.obligations.filter((o) => !(o.seat === by && "mustCall" in o));
};
