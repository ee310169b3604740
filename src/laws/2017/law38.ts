/** Law 38 (2017): a bid of more than seven. */
import { formatCall } from "../../core/call.js";
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import { enterImpliedPass } from "../../table/machine.js";
import type { Apply } from "../held.js";
import { bar, cancel, closeRuling, flag, leadCandidate } from "../procedure.js";
import { law } from "../registry.js";

const M = "laws/2017/law38.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 38A — no contract above seven is ever played. */
export const P38A = at("38A", "a contract above seven is never played");
/** 38B — the bid above seven and every later call are cancelled. */
export const P38B = at("38B", "the bid above seven and all later calls are cancelled");
/** 38C — a pass is substituted and both members of the offending side pass throughout. */
export const P38C = at("38C", "a pass is substituted; both offenders must pass for the rest of the auction");
/** 38D — 72C and 26B may apply, but not when the offender's LHO called before rectification. */
export const P38D = at("38D", "72C and 26B may apply unless LHO called before the ruling");

export const apply38: Apply = (s, p, d, rules) => {
  cancel(s, p.offender, p.call, P38B);
  for (const h of d.held) cancel(s, h.event.by, formatCall(h.event.call), P38B);
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  // 38C: the pass is substituted in the offender's seat when the bid was made at his turn.
  if (p.turnWas === p.offender) enterImpliedPass(s, p.offender, p.place);
  bar(s, p.offender, "throughout", P38C);
  bar(s, partner(p.offender), "throughout", P38C);
  if (!d.lhoCalled) {
    leadCandidate(s, { offender: p.offender, law: "26B" });
    flag(s, p.offender, "72C");
  }
  closeRuling(s, rules);
  return ok(s);
};
