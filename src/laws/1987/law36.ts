/**
 * Law 36 (1987): an inadmissible double or redouble. The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import { type Apply, cancelHeld } from "../held.js";
import { bar, cancel, closeRuling, done, flag } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { leadPenaltyOf as lead, P35A } from "./law35.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law36.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 36 — an inadmissible double or redouble is cancelled; a legal call substituted; partner passes throughout; 26. */
export const P36 = reconstructed(
  "36",
  "inadmissible double/redouble: cancelled; partner passes throughout; lead penalty",
  "1997 Law 36; 1987 index entries",
);

export const apply36: Apply = (s, p) => {
  if (p.lhoCalled)
    return ok(done([cancel(p.offender, p.call, P35A), ...cancelHeld(p, P35A), ...closeRuling()]));
  return ok(
    done([
      cancel(p.offender, p.call, P36),
      ...cancelHeld(p, P36),
      bar(partner(p.offender), "throughout", P36),
      lead(s, p),
      flag(p.offender, "23"),
      ...closeRuling(),
    ]),
  );
};
