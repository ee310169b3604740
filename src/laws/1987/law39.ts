/**
 * Law 39 (1987): calls after the final pass. The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import { type Apply, cancelHeld } from "../held.js";
import { CLOSE, cancel, done } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { penaltyFor } from "./law26.js";
import { P35D } from "./law35.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law39.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 39A — every call after the final pass is cancelled (a defender's pass, any call of declarer or dummy: nothing more). */
export const P39A = reconstructed(
  "39A",
  "calls after the final pass are cancelled; a defender's pass or declarer's or dummy's call brings nothing more",
  "Commentary 39.1-39.4; lettering of Law 39 not seen",
);
/** 39B — a defender's bid, double or redouble after the final pass may bring a Law 26 lead penalty. */
export const P39B = reconstructed(
  "39B",
  "a defender's bid, double or redouble after the final pass: the Law 26 lead penalty may apply",
  "Commentary 39.3; 1997 Law 39B",
);

export const apply39: Apply = (s, p) => {
  const label = p.lhoCalled ? P35D : P39A;
  const fx: Effect[] = [
    cancel(p.offender, p.call, label),
    ...cancelHeld(p, label),
    CLOSE,
    { kind: "period", period: s.contract === "passed-out" ? "done" : "lead" },
  ];
  const declaringSide =
    s.declarer !== null && (p.offender === s.declarer || p.offender === partner(s.declarer));
  // 39B: a defender's bid, double or redouble; the penalty itself is Law 26's (26A2 or 26B).
  if (!p.lhoCalled && !declaringSide && p.call !== "P" && s.declarer !== null)
    fx.push(
      ...penaltyFor(s, {
        offender: p.offender,
        law: "26",
        call: p.call,
        findings: p.findings,
        from: s.auction.length,
      }),
    );
  return ok(done(fx));
};
