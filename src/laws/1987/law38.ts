/**
 * Law 38 (1987): a bid above seven. The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import { type Apply, cancelHeld } from "../held.js";
import { bar, CLOSE, cancel, closeRuling, done, flag } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { leadPenaltyOf as lead, P35C } from "./law35.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law38.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });

/** 38 — a bid above seven: cancelled, a pass substituted; both offenders pass at every later turn; 26. */
export const P38 = confirmed(
  "38",
  "bid above seven: cancelled, pass substituted; both offenders pass at every later turn",
);

export const apply38: Apply = (s, p) => {
  const label = p.lhoCalled ? P35C : P38;
  const fx: Effect[] = [cancel(p.offender, p.call, label), ...cancelHeld(p, label), CLOSE];
  if (p.turnWas === p.offender)
    fx.push({ kind: "impliedPass", seat: p.offender, ...(p.place ? { place: p.place } : {}) });
  if (!p.lhoCalled)
    fx.push(
      bar(p.offender, "throughout", P38),
      bar(partner(p.offender), "throughout", P38),
      lead(s, p),
      flag(p.offender, "23"),
    );
  fx.push(...closeRuling());
  return ok(done(fx));
};
