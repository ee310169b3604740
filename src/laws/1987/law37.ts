/**
 * Law 37 (1987): a call by a player required to pass. The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import { type Apply, cancelHeld, standAll } from "../held.js";
import { bar, CLOSE, cancel, closeRuling, done, flag } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { leadPenaltyOf as lead } from "./law35.js";
import { P39A } from "./law39.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law37.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 37 — a call by a player required to pass: cancelled, a pass substituted; both offenders pass throughout; 26. */
export const P37 = reconstructed(
  "37",
  "barred player's call: cancelled, pass substituted; both offenders pass throughout",
  "1997 Law 37; 1987 index entry",
);

export const apply37: Apply = (s, p) => {
  // 35B: condoned by LHO's call: everything stands, in order.
  if (p.lhoCalled) return standAll(s, p, P39A);
  return ok(
    done([
      CLOSE,
      cancel(p.offender, p.call, P37),
      ...cancelHeld(p, P37),
      { kind: "impliedPass", seat: p.offender, ...(p.place ? { place: p.place } : {}) },
      bar(p.offender, "throughout", P37),
      bar(partner(p.offender), "throughout", P37),
      lead(s, p),
      flag(p.offender, "23"),
      ...closeRuling(),
    ]),
  );
};
