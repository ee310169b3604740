/** Law 39 (2017): calls after the final pass. */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import { type Apply, cancelHeld } from "../held.js";
import { CLOSE, cancel, done } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { addLeadRestriction } from "./law26.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law39.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 39A — every call after the final pass is cancelled. */
export const P39A = at("39A", "all calls after the final pass are cancelled");
/** 39B — no further rectification if LHO called first, or the call was a defender's pass or any call of declarer's side. */
export const P39B = at(
  "39B",
  "nothing more after LHO's call, a defender's pass, or a call by declarer or dummy",
);
/** 39C — a defender's bid, double or redouble, LHO not having called: the 26B lead restriction may apply. */
export const P39C = at("39C", "a defender's bid, double or redouble: the 26B lead restriction may apply");

export const apply39: Apply = (s, p) => {
  const fx: Effect[] = [
    cancel(p.offender, p.call, P39A),
    ...cancelHeld(p, P39A),
    CLOSE,
    { kind: "period", period: s.contract === "passed-out" ? "done" : "lead" },
  ];
  const declaringSide =
    s.declarer !== null && (p.offender === s.declarer || p.offender === partner(s.declarer));
  if (!p.lhoCalled && !declaringSide && p.call !== "P" && s.declarer !== null)
    fx.push(...addLeadRestriction(s, p.offender));
  return ok(done(fx));
};
