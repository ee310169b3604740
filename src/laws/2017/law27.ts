/**
 * Law 27 (2017): insufficient bid. Paragraph by paragraph; each paragraph's label and our paraphrase.
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
import { allSuitsKnown, type Findings, type TableEvent } from "../../model/events.js";
import type { CallEvent, Irregular, View } from "../../model/rules.js";
import type { PendingOf, Replacement, RulingOption } from "../../model/state.js";
import {
  ask,
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
import { P16C2 } from "./general.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law27.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 27A1 — the offender's LHO may accept any insufficient bid, treating it as legal; calling over it accepts it. */
export const P27A1 = at("27A1", "LHO may accept an insufficient bid; a call by LHO accepts it");
/** 27A2 — an insufficient bid out of rotation is dealt with by Law 31, not here. */
export const P27A2 = at("27A2", "an insufficient bid made out of rotation goes to Law 31");
/** 27B — not accepted: the offender must replace it with a legal call, with the consequences below. */
export const P27B = at(
  "27B",
  "if not accepted, the offender replaces the insufficient bid with a legal call",
);
/** 27B1(a) — replaced by the lowest sufficient bid specifying the same denomination(s): no rectification (see 27D). */
export const P27B1a = at(
  "27B1(a)",
  "the lowest sufficient bid in the same denomination(s): no further rectification, no lead restriction",
);
/** 27B1(b) — otherwise, replaced by a comparable call (23A): no further rectification (see 27D, 23C). */
export const P27B1b = at("27B1(b)", "a comparable call: no further rectification, no lead restriction");
/** 27B2 — replaced by any other sufficient bid or a pass: partner passes for the rest of the auction; 26B may apply. */
export const P27B2 = at(
  "27B2",
  "any other bid or pass: partner must pass throughout; lead restriction possible",
);
/** 27B3 — a double or redouble (not comparable) is cancelled; offender replaces it; partner passes throughout; 26B. */
export const P27B3 = at(
  "27B3",
  "an attempted double/redouble is cancelled; partner must pass throughout; lead restriction possible",
);
/** 27B4 — an attempt to replace with another insufficient bid: ruled as B3 unless LHO accepts the second one. */
export const P27B4 = at("27B4", "a second insufficient bid: ruled as B3 unless LHO accepts it");
/** 27C — a premature replacement stands (if legal) unless LHO accepts the insufficient bid; 27B then applies to it. */
export const P27C = at(
  "27C",
  "a replacement made before the ruling stands unless LHO accepts the insufficient bid",
);
/** 27D — after B1, the director adjusts at the end of play if the infraction helped the offenders and damaged the opponents. */
export const P27D = at(
  "27D",
  "after B1, adjust at the end of play if the insufficient bid helped and the opponents were damaged",
);

type P27 = PendingOf<"insufficient">;

/** The lowest sufficient bid in the insufficient bid's denomination, or null when there is none (27B1(a)). */
const lowestFor = (s: View, p: P27): string | null => {
  const b = lowestLegalIn((callOf(p.call) as Bid).strain, lastBid(standingCalls(s))?.call ?? null);
  return b === null ? null : formatCall(b);
};

/** The options LHO has over an insufficient bid, each with what it will cost (10C1). */
const optionsFor27A1 = (s: View, p: P27): RulingOption[] => {
  const lowest = lowestFor(s, p);
  return [
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
        ...(lowest === null ? [] : [{ id: "27B1a", params: { call: lowest } }]),
        { id: "27B1b" },
        { id: "27B2", params: { seat: partner(p.offender) } },
        { id: "27B3", params: { seat: partner(p.offender) } },
      ],
    },
  ];
};

const optionsFor27B = (s: View, p: P27): RulingOption[] => {
  if (p.data.barred)
    return [
      { id: "replace-any", consequences: [{ id: "bar-already", params: { seat: partner(p.offender) } }] },
    ];
  const lowest = lowestFor(s, p);
  return [
    // 27B1(a) needs a sufficient bid in the same denomination: there is none above seven (after 7♥, 3♥).
    ...(lowest === null
      ? []
      : [
          {
            id: "replace-lowest",
            call: lowest,
            consequences: [{ id: "no-rectification" }, { id: "watch", params: { law: "27D" } }],
          },
        ]),
    {
      id: "replace-comparable",
      consequences: [
        { id: "no-rectification" },
        { id: "watch", params: { law: "23C" } },
        { id: "watch", params: { law: "27D" } },
      ],
    },
    {
      id: "replace-other",
      consequences: [
        { id: "partner-barred-throughout", params: { seat: partner(p.offender) } },
        { id: "lead-restriction-26B" },
      ],
    },
  ];
};

/** An insufficient bid in rotation: LHO's option first (27A1). */
export const open = (s: View, e: CallEvent, index: number, c: Irregular): Result<Outcome> => {
  const p: P27 = {
    ...pendingFor(e, index, {
      irregularity: "insufficient-bid",
      turnWas: c.turnWas,
      law: P27A1,
      lhoOption: true,
    }),
    proc: "insufficient",
    step: "27A1",
    data: {},
  };
  return ok(done([{ kind: "turn", seat: c.turnWas }, showRuling(p, optionsFor27A1(s, p))]));
};

/** Events while a Law 27 step is pending. */
export const during = (s: View, e: TableEvent, index: number): Result<Outcome> => {
  const p = s.pending as P27;
  const d = p.data;
  if (e.type === "director")
    return ok(done([{ kind: "pending", pending: { ...p, data: { ...d, directorCame: true } } }]));
  if (e.type === "position") return ok(done([]));
  if (p.step === "27A1" || p.step === "27B4")
    return duringOption(
      {
        holder: p.chooser!,
        accept: () => ok(accept(p)),
        refuse: () => refuse(s, p),
        // 27A1: LHO calling over the insufficient bid accepts it; his call is then dealt with in turn.
        callOver: "call",
        other: (x) => {
          if ((x.type !== "call" && x.type !== "change") || x.by !== p.offender || p.step !== "27A1")
            return null;
          // 27C: the offender replaces the insufficient bid before the director has ruled.
          if (d.premature)
            return err("second-premature-replacement", { seat: x.by }, { event: index, key: x.type });
          // A replacement that could never replace it (a bid above seven) is refused now, as it would be after
          // the ruling (27B): held, it would make LHO's refusal impossible later.
          if (cannotReplace(s, p, x.call))
            return err(
              "replacement-not-legal",
              { call: formatCall(x.call), law: P27B },
              { event: index, key: x.type },
            );
          const premature = { call: formatCall(x.call), findings: x.findings, event: index };
          return ok(done([{ kind: "pending", pending: { ...p, data: { ...d, premature } } }]));
        },
      },
      e,
      index,
    );
  // Step 27B: the offender's replacement.
  if ((e.type === "call" || e.type === "change") && e.by === p.offender)
    return replace(s, p, { call: formatCall(e.call), findings: e.findings, event: index });
  if (e.type === "accept")
    return err("no-option", { seat: e.by, chooser: p.offender }, { event: index, key: "accept" });
  return err("ruling-awaits", { seat: e.by, chooser: p.offender }, { event: index, key: "by" });
};

/** 27A1 (or 27B4): LHO accepts; the insufficient bid stands as if legal. A premature replacement falls (27C). */
const accept = (p: P27): Outcome => {
  const d = p.data;
  const fx: Effect[] = [];
  if (d.premature) fx.push(cancel(p.offender, d.premature.call, P27C), flag(p.offender, P16C2));
  if (p.step === "27B4" && d.first)
    // The first insufficient bid stays withdrawn; the second stands. Partner is not barred (accepted as in A1).
    fx.push(
      relabel(p.offender, d.first.call, P27B, P27B4),
      leadCandidate({ offender: p.offender, law: "26B" }),
    );
  fx.push(CLOSE, stand({ by: p.offender, call: callOf(p.call), findings: p.findings }));
  return done(fx);
};

/** 27B: LHO does not accept; the offender must replace the insufficient bid (a premature one is applied now). */
const refuse = (s: View, p: P27): Result<Outcome> => {
  const d = p.data;
  if (p.step === "27B4" && d.first) {
    // 27B4: ruled as B3 — the second insufficient bid is cancelled, partner passes throughout.
    const next: P27 = {
      ...p,
      call: d.first.call,
      findings: d.first.findings,
      step: "27B",
      law: P27B,
      chooser: p.offender,
      data: { barred: true },
    };
    return ok(
      done([
        cancel(p.offender, p.call, P27B4),
        relabel(p.offender, d.first.call, P27B, P27B4),
        bar(partner(p.offender), "throughout", P27B4),
        leadCandidate({ offender: p.offender, law: "26B" }),
        flag(p.offender, "72C"),
        showRuling(next, optionsFor27B(s, next)),
      ]),
    );
  }
  const next: P27 = { ...p, step: "27B", law: P27B, chooser: p.offender, data: {} };
  const fx: Effect[] = [cancel(p.offender, p.call, P27B), showRuling(next, optionsFor27B(s, next))];
  if (!d.premature) return ok(done(fx));
  const r = replace(s, next, d.premature);
  return r.ok ? ok(done([...fx, ...r.value.fx], r.value.next)) : r;
};

/** Is `rep` the lowest sufficient bid specifying the same denomination(s) as the insufficient bid (27B1(a))? */
const isLowestSameDenomination = (s: View, ib: Bid, ibF: Findings, rep: Call, repF: Findings): boolean => {
  if (rep.type !== "bid") return false;
  if (!ibF.artificial && !repF.artificial) {
    return sameCall(rep, lowestSufficientIn(ib.strain, lastBid(standingCalls(s))?.call ?? null));
  }
  // Artificial calls: the director's `suits` findings say what each specifies; the same suits, all known (a
  // suit shown but not identified, `?`, cannot be found to be the same denomination).
  const a = ibF.suits;
  const b = repF.suits;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length === 0) return false;
  if (!allSuitsKnown(a) || !allSuitsKnown(b)) return false;
  return a.length === b.length && a.every((x) => b.includes(x));
};

/**
 * A call that cannot replace the insufficient bid at all (`replace` refuses it): irregular for another
 * reason than insufficiency, and not a double or redouble (27B3 deals with those).
 */
const cannotReplace = (s: View, p: P27, rep: Call): boolean => {
  if (rep.type === "double" || rep.type === "redouble") return false;
  const c = classifyCall(s, p.offender, rep);
  return c.kind === "irregular" && c.irregularity !== "insufficient-bid";
};

/** The offender's replacement for an insufficient bid not accepted (27B1-27B4). */
const replace = (s: View, p: P27, r: Replacement): Result<Outcome> => {
  const d = p.data;
  const ib = callOf(p.call) as Bid;
  const rep = callOf(r.call);
  const c = classifyCall(s, p.offender, rep);
  const context = { irregularity: p.irregularity, offender: p.offender, call: p.call, law: P27B };
  const subject = { by: p.offender, call: r.call, withdrawn: p.call };
  if (c.kind === "irregular" && c.irregularity === "insufficient-bid") {
    // 27B4: another insufficient bid — LHO may accept it as in 27A1, or it is ruled as B3.
    const next: P27 = {
      ...p,
      call: r.call,
      findings: r.findings,
      event: r.event,
      step: "27B4",
      law: P27B4,
      chooser: lho(p.offender),
      data: { first: { call: p.call, findings: p.findings } },
    };
    return ok(
      done([
        showRuling(next, [
          { id: "accept", consequences: [{ id: "call-stands", params: { call: r.call } }] },
          { id: "refuse", consequences: [{ id: "27B3", params: { seat: partner(p.offender) } }] },
        ]),
      ]),
    );
  }
  if (rep.type === "double" || rep.type === "redouble") {
    // 27B3: a double or redouble is cancelled unless it is a comparable call (27B1(b)) that is also admissible.
    const admissible = c.kind === "legal";
    if (admissible && !d.barred) {
      if (r.findings.comparable === undefined)
        return ok(done([ask("comparable", r.event, subject, context)]));
      if (r.findings.comparable) return ok(stands(p, r, P27B1b));
    }
    const fx: Effect[] = [cancel(p.offender, r.call, P27B3)];
    if (!d.barred)
      fx.push(
        relabel(p.offender, p.call, P27B, P27B3),
        bar(partner(p.offender), "throughout", P27B3),
        leadCandidate({ offender: p.offender, law: "26B" }),
        flag(p.offender, "72C"),
      );
    const next: P27 = { ...p, data: { barred: true } };
    fx.push(showRuling(next, optionsFor27B(s, next)));
    return ok(done(fx));
  }
  if (cannotReplace(s, p, rep)) {
    // A bid above seven (or another inadmissible call) cannot replace an insufficient bid.
    return err("replacement-not-legal", { call: r.call, law: P27B }, { event: r.event, key: "call" });
  }
  if (d.barred) return ok(stands(p, r, null));
  if (isLowestSameDenomination(s, ib, p.findings, rep, r.findings)) return ok(stands(p, r, P27B1a));
  if (r.findings.comparable === undefined) return ok(done([ask("comparable", r.event, subject, context)]));
  if (r.findings.comparable) return ok(stands(p, r, P27B1b));
  return ok(stands(p, r, P27B2));
};

/** The consequences of each way the insufficient bid is replaced (what 27B1(a), 27B1(b) and 27B2 apply). */
const consequencesOf = (paragraph: string, o: P27["offender"]): Effect[] => {
  if (paragraph === P27B1a) return [flag(o, P27D)];
  if (paragraph === P27B1b) return [flag(o, "23C"), flag(o, P27D)];
  if (paragraph === P27B2)
    return [bar(partner(o), "throughout", P27B2), leadCandidate({ offender: o, law: "26B" }), flag(o, "72C")];
  return [];
};

/** The replacement stands; the insufficient bid's consequences follow the paragraph that applies. */
const stands = (p: P27, r: Replacement, paragraph: string | null): Outcome => {
  const o = p.offender;
  const fx: Effect[] = [];
  if (paragraph !== null) fx.push(relabel(o, p.call, P27B, paragraph), ...consequencesOf(paragraph, o));
  fx.push(CLOSE, stand({ by: o, call: callOf(r.call), findings: r.findings }));
  return done(fx);
};
