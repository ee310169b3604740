/**
 * Law 27 (1987): insufficient bid, with the procedure of the EBL Commentary (27.7-27.8): offer LHO his
 * option first; cancel any premature replacement and explain the offender's rights and every
 * consequence before he chooses; no double or redouble may replace it.
 */
import { lastBid } from "../../auction/auction.js";
import { classifyCall, standingCalls } from "../../auction/classify.js";
import {
  type Bid,
  type Call,
  callOf,
  formatCall,
  lowestLegalIn,
  lowestSufficientIn,
  sameCall,
} from "../../core/call.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner } from "../../core/seat.js";
import { type Effect, type Outcome, stand } from "../../model/effects.js";
import type { Findings, TableEvent } from "../../model/events.js";
import type { CallEvent, Irregular, View } from "../../model/rules.js";
import type { PendingOf, RulingOption } from "../../model/state.js";
import {
  bar,
  CLOSE,
  cancel,
  done,
  flag,
  leadCandidate,
  pendingFor,
  relabel,
  showRuling,
} from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { duringOption } from "../stage.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

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

type P27 = PendingOf<"insufficient">;

/** The lowest sufficient bid in the insufficient bid's denomination, or null when there is none (27B1(a)). */
const lowestFor = (s: View, p: P27): string | null => {
  const b = lowestLegalIn((callOf(p.call) as Bid).strain, lastBid(standingCalls(s))?.call ?? null);
  return b === null ? null : formatCall(b);
};

const options27A = (s: View, p: P27): RulingOption[] => [
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
          ...(lowestFor(s, p) === null
            ? []
            : [{ id: "87.27B1a", params: { call: lowestFor(s, p) as string } }]),
          { id: "87.27B2", params: { seat: partner(p.offender) } },
          { id: "87.no-double" },
        ],
  },
];

const options27B = (s: View, p: P27): RulingOption[] => {
  if (p.data.barred)
    return [
      {
        id: "87.replace-sufficient-or-pass",
        consequences: [{ id: "bar-already", params: { seat: partner(p.offender) } }],
      },
    ];
  const out: RulingOption[] = [];
  const lowest = lowestFor(s, p);
  // 27B1(a) needs a sufficient bid in the same denomination: there is none above seven.
  if (!p.findings.artificial && lowest !== null)
    out.push({
      id: "replace-lowest",
      call: lowest,
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

export const open = (s: View, e: CallEvent, index: number, c: Irregular): Result<Outcome> => {
  const p: P27 = {
    ...pendingFor(e, index, {
      irregularity: "insufficient-bid",
      turnWas: c.turnWas,
      law: P27A,
      lhoOption: true,
    }),
    proc: "insufficient",
    step: "27A",
    data: {},
  };
  return ok(done([{ kind: "turn", seat: c.turnWas }, showRuling(p, options27A(s, p))]));
};

export const during = (s: View, e: TableEvent, index: number): Result<Outcome> => {
  const p = s.pending as P27;
  if (e.type === "director" || e.type === "position") return ok(done([]));
  if (p.step === "27A")
    return duringOption(
      {
        holder: p.chooser!,
        accept: () => ok(accept(p)),
        refuse: () => ok(refuse(s, p)),
        callOver: "call",
        // Commentary 27.7: a premature replacement is cancelled; LHO's option comes first, then the offender,
        // told of every consequence, chooses afresh.
        other: (x) =>
          (x.type === "call" || x.type === "change") && x.by === p.offender
            ? ok(done([cancel(p.offender, formatCall(x.call), P27B)]))
            : null,
      },
      e,
      index,
    );
  if ((e.type === "call" || e.type === "change") && e.by === p.offender)
    return replace(s, p, e.call, e.findings, index);
  if (e.type === "accept")
    return err("no-option", { seat: e.by, chooser: p.offender }, { event: index, key: "accept" });
  return err("ruling-awaits", { seat: e.by, chooser: p.offender }, { event: index, key: "by" });
};

const accept = (p: P27): Outcome =>
  done([CLOSE, stand({ by: p.offender, call: callOf(p.call), findings: p.findings })]);

const refuse = (s: View, p: P27): Outcome => {
  const next: P27 = { ...p, step: "27B", law: P27B, chooser: p.offender, data: { from: s.auction.length } };
  return done([cancel(p.offender, p.call, P27B), showRuling(next, options27B(s, next))]);
};

const replace = (s: View, p: P27, call: Call, findings: Findings, index: number): Result<Outcome> => {
  const d = p.data;
  const o = p.offender;
  const lead = (): Effect =>
    leadCandidate({
      offender: o,
      law: "26",
      call: p.call,
      findings: p.findings,
      from: d.from ?? s.auction.length,
    });
  if (call.type === "double" || call.type === "redouble") {
    // 27B3: the attempt is cancelled; partner passes throughout; the offender must still bid or pass.
    const fx: Effect[] = [cancel(o, formatCall(call), P27B3)];
    if (!d.barred)
      fx.push(relabel(o, p.call, P27B, P27B3), bar(partner(o), "throughout", P27B3), lead(), flag(o, "23"));
    const next: P27 = { ...p, data: { ...d, barred: true } };
    fx.push(showRuling(next, options27B(s, next)));
    return ok(done(fx));
  }
  const c = classifyCall(s, o, call);
  if (c.kind === "irregular")
    return err("replacement-not-legal", { call: formatCall(call), law: P27B }, { event: index, key: "call" });
  const fx: Effect[] = [];
  if (!d.barred) {
    const ib = callOf(p.call) as Bid;
    const lowest = lowestSufficientIn(ib.strain, lastBid(standingCalls(s))?.call ?? null);
    if (!p.findings.artificial && sameCall(call, lowest))
      // 27B1(a): no penalty; the corrected bid is natural this time (authorized information, 27.6(ii)).
      fx.push(relabel(o, p.call, P27B, P27B1a), flag(o, P27B1b));
    else
      fx.push(relabel(o, p.call, P27B, P27B2), bar(partner(o), "throughout", P27B2), lead(), flag(o, "23"));
  }
  // After 27B1(a) the corrected bid is natural whatever the system says (27.6(ii)).
  const natural =
    !d.barred &&
    !p.findings.artificial &&
    call.type === "bid" &&
    call.strain === (callOf(p.call) as Bid).strain;
  fx.push(CLOSE, stand({ by: o, call, findings: natural ? {} : findings }));
  return ok(done(fx));
};
