/** Law 38 (2017): a bid of more than seven. */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import { type Apply, cancelHeld } from "../held.js";
import { bar, CLOSE, cancel, closeRuling, done, flag, leadCandidate } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

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

export const apply38: Apply = (_s, p) => {
  const fx: Effect[] = [cancel(p.offender, p.call, P38B), ...cancelHeld(p, P38B), CLOSE];
  // 38C: the pass is substituted in the offender's seat when the bid was made at his turn.
  if (p.turnWas === p.offender)
    fx.push({ kind: "impliedPass", seat: p.offender, ...(p.place ? { place: p.place } : {}) });
  fx.push(bar(p.offender, "throughout", P38C), bar(partner(p.offender), "throughout", P38C));
  if (!p.lhoCalled) fx.push(leadCandidate({ offender: p.offender, law: "26B" }), flag(p.offender, "72C"));
  fx.push(...closeRuling());
  return ok(done(fx));
};
