/**
 * Law 27 (1987): insufficient bid, with the procedure of the EBL Commentary (27.7-27.8): offer LHO his
 * option first; cancel any premature replacement and explain the offender's rights and every
 * consequence before he chooses; no double or redouble may replace it.
 */
import { lastBid } from "../../auction/auction.js";
import { type Bid, type Call, callOf, formatCall, lowestSufficientIn, sameCall } from "../../core/call.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner } from "../../core/seat.js";
import type { Findings, TableEvent } from "../../model/events.js";
import type { EditionRules } from "../../model/rules.js";
import type { Pending, RulingOption, TableState } from "../../model/state.js";
import { callEvent, classifyCall, standCall, standingCalls } from "../../table/machine.js";
import type { CallEvent, Irregular } from "../common.js";
import { bar, cancel, flag, leadCandidate, pendingFor, relabel, showRuling } from "../procedure.js";
import { law } from "../registry.js";

const M = "laws/1987/law27.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 27A — LHO may accept an insufficient bid; calling over it accepts it (Commentary 27.7(i)). */
export const P27A = confirmed("27A", "LHO may accept the insufficient bid; a call by LHO accepts it");
/** 27B — not accepted: the offender replaces it by a sufficient bid or a pass, never a double or redouble (27.7(ii)). */
export const P27B = confirmed(
  "27B",
  "not accepted: replace by a sufficient bid or a pass, not a double or redouble",
);
/** 27B1(a) — a natural insufficient bid corrected to the lowest sufficient bid in its denomination: no penalty; it is read as natural. */
export const P27B1a = confirmed(
  "27B1(a)",
  "natural, corrected to the lowest sufficient bid in the same denomination: no penalty",
);
/** 27B1(b) — the director adjusts if the insufficient bid conveyed information that damaged the other side. */
export const P27B1b = reconstructed(
  "27B1(b)",
  "adjust if the insufficient bid conveyed damaging information",
  "Commentary 27.6(i),(iii), 27.7(v); 1987 wording not seen",
);
/** 27B2 — a conventional insufficient bid, or any other correction: partner passes throughout; lead penalties. */
export const P27B2 = confirmed(
  "27B2",
  "any other correction (or a conventional insufficient bid): partner passes throughout; lead penalties",
);
/** 27B3 — an attempted double or redouble is cancelled; partner passes throughout; the offender bids or passes. */
export const P27B3 = reconstructed(
  "27B3",
  "an attempted double/redouble is cancelled; partner passes throughout",
  "1997 Law 27B3; Commentary 27.7(ii)",
);
/** 27C — an insufficient bid out of rotation is dealt with by Law 31. */
export const P27C = confirmed("27C", "an insufficient bid out of rotation goes to Law 31");

const lowestFor = (s: TableState, p: Pending): string =>
  formatCall(lowestSufficientIn((callOf(p.call) as Bid).strain, lastBid(standingCalls(s))?.call ?? null));

const options27A = (s: TableState, p: Pending): RulingOption[] => [
  {
    id: "accept",
    consequences: [
      { id: "call-stands", params: { call: p.call } },
      { id: "lho-calls-next", params: { seat: lho(p.offender) } },
    ],
  },
  {
    id: "refuse",
    consequences: p.findings.artificial
      ? [{ id: "87.27B2-conventional", params: { seat: partner(p.offender) } }, { id: "87.no-double" }]
      : [
          { id: "87.27B1a", params: { call: lowestFor(s, p) } },
          { id: "87.27B2", params: { seat: partner(p.offender) } },
          { id: "87.no-double" },
        ],
  },
];

const options27B = (s: TableState, p: Pending): RulingOption[] => {
  if ((p.data as { barred?: boolean } | undefined)?.barred)
    return [
      {
        id: "87.replace-sufficient-or-pass",
        consequences: [{ id: "bar-already", params: { seat: partner(p.offender) } }],
      },
    ];
  const out: RulingOption[] = [];
  if (!p.findings.artificial)
    out.push({
      id: "replace-lowest",
      call: lowestFor(s, p),
      consequences: [{ id: "87.natural-now" }, { id: "watch", params: { law: "27B1(b)" } }],
    });
  out.push({
    id: "replace-other",
    consequences: [
      { id: "partner-barred-throughout", params: { seat: partner(p.offender) } },
      { id: "87.lead-penalty" },
    ],
  });
  return out;
};

export const open = (s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState> => {
  const p = pendingFor(e, index, {
    irregularity: "insufficient-bid",
    turnWas: c.turnWas,
    step: "27A",
    law: P27A,
    lhoOption: true,
  });
  s.turn = c.turnWas;
  showRuling(s, p, options27A(s, p));
  return ok(s);
};

export const during = (
  s: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
): Result<TableState> => {
  const p = s.pending!;
  if (e.type === "director") return ok(s);
  if (p.step === "27A") {
    if (e.type === "accept") {
      if (e.by !== p.chooser)
        return err("no-option", { seat: e.by, chooser: p.chooser! }, { event: index, key: "accept" });
      return e.accept ? accept(s, rules) : refuse(s);
    }
    if (e.type === "call" && e.by === p.chooser) {
      const r = accept(s, rules);
      return r.ok ? callEvent(r.value, e, index, rules) : r;
    }
    if ((e.type === "call" || e.type === "change") && e.by === p.offender) {
      // Commentary 27.7: a premature replacement is cancelled; LHO's option comes first, then the offender,
      // told of every consequence, chooses afresh.
      cancel(s, p.offender, formatCall(e.call), P27B);
      return ok(s);
    }
    return err("ruling-awaits", { seat: e.by, chooser: p.chooser! }, { event: index, key: "by" });
  }
  if ((e.type === "call" || e.type === "change") && e.by === p.offender)
    return replace(s, e.call, e.findings, index, rules);
  if (e.type === "accept")
    return err("no-option", { seat: e.by, chooser: p.offender }, { event: index, key: "accept" });
  return err("ruling-awaits", { seat: e.by, chooser: p.offender }, { event: index, key: "by" });
};

const accept = (s: TableState, rules: EditionRules): Result<TableState> => {
  const p = s.pending!;
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  standCall(s, { by: p.offender, call: callOf(p.call), findings: p.findings }, rules);
  return ok(s);
};

const refuse = (s: TableState): Result<TableState> => {
  const p = s.pending!;
  cancel(s, p.offender, p.call, P27B);
  const next: Pending = {
    ...p,
    step: "27B",
    law: P27B,
    chooser: p.offender,
    data: { from: s.auction.length },
  };
  showRuling(s, next, options27B(s, next));
  return ok(s);
};

const replace = (
  s: TableState,
  call: Call,
  findings: Findings,
  index: number,
  rules: EditionRules,
): Result<TableState> => {
  const p = s.pending!;
  const d = (p.data ?? {}) as { barred?: boolean; from?: number };
  const o = p.offender;
  const lead = () =>
    leadCandidate(s, {
      offender: o,
      law: "26",
      call: p.call,
      findings: p.findings,
      from: d.from ?? s.auction.length,
    });
  if (call.type === "double" || call.type === "redouble") {
    // 27B3: the attempt is cancelled; partner passes throughout; the offender must still bid or pass.
    cancel(s, o, formatCall(call), P27B3);
    if (!d.barred) {
      relabel(s, o, p.call, P27B, P27B3);
      bar(s, partner(o), "throughout", P27B3);
      lead();
      flag(s, o, "23");
    }
    const next: Pending = { ...p, data: { ...d, barred: true } };
    showRuling(s, next, options27B(s, next));
    return ok(s);
  }
  const c = classifyCall({ ...s, phase: "auction" }, o, call);
  if (c.kind === "irregular")
    return err("replacement-not-legal", { call: formatCall(call), law: P27B }, { event: index, key: "call" });
  if (!d.barred) {
    const ib = callOf(p.call) as Bid;
    const lowest = lowestSufficientIn(ib.strain, lastBid(standingCalls(s))?.call ?? null);
    if (!p.findings.artificial && sameCall(call, lowest)) {
      // 27B1(a): no penalty; the corrected bid is natural this time (authorized information, 27.6(ii)).
      relabel(s, o, p.call, P27B, P27B1a);
      flag(s, o, P27B1b);
    } else {
      relabel(s, o, p.call, P27B, P27B2);
      bar(s, partner(o), "throughout", P27B2);
      lead();
      flag(s, o, "23");
    }
  }
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  // After 27B1(a) the corrected bid is natural whatever the system says (27.6(ii)).
  const natural =
    !d.barred &&
    !p.findings.artificial &&
    call.type === "bid" &&
    call.strain === (callOf(p.call) as Bid).strain;
  standCall(s, { by: o, call, findings: natural ? {} : findings }, rules);
  return ok(s);
};
