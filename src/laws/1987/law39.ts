/**
 * Law 39 (1987): calls after the final pass. The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import { type Apply, cancelHeld } from "../held.js";
import { CLOSE, cancel, done } from "../procedure.js";
import { law } from "../registry.js";
import { penaltyFor } from "./law26.js";
import { P35D } from "./law35.js";

const M = "laws/1987/law39.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });

/** 39 — calls after the final pass are cancelled; a defender's bid, double or redouble may bring a lead penalty. */
export const P39 = confirmed(
  "39",
  "calls after the final pass are cancelled; a defender's bid or double may bring a lead penalty",
);

export const apply39: Apply = (s, p) => {
  const label = p.lhoCalled ? P35D : P39;
  const fx: Effect[] = [
    cancel(p.offender, p.call, label),
    ...cancelHeld(p, label),
    CLOSE,
    { kind: "period", period: s.contract === "passed-out" ? "done" : "lead" },
  ];
  const declaringSide =
    s.declarer !== null && (p.offender === s.declarer || p.offender === partner(s.declarer));
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
