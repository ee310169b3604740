/** Law 37 (2017): a bid, double or redouble by a player required to pass. */
import { ok } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import { type Apply, cancelHeld, standAll } from "../held.js";
import { bar, CLOSE, cancel, closeRuling, done, flag, leadCandidate } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P39A } from "./law39.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law37.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 37A — the offender's LHO calls before rectification: the illegal call and all later calls stand; no 26B. */
export const P37A = at(
  "37A",
  "LHO called first: the barred player's call and all later calls stand; a rest-of-auction bar remains",
);
/** 37B1 — otherwise the bid, double or redouble is cancelled. */
export const P37B1 = at("37B1", "the barred player's call is cancelled");
/** 37B2 — a pass is substituted; both members of the offending side must pass throughout; 72C and 26B may apply. */
export const P37B2 = at(
  "37B2",
  "a pass is substituted and both offenders must pass for the rest of the auction",
);

export const apply37: Apply = (s, p) => {
  // 37A: everything stands, in order.
  if (p.lhoCalled) return standAll(s, p, P39A);
  return ok(
    done([
      CLOSE,
      cancel(p.offender, p.call, P37B1),
      ...cancelHeld(p, P37B1),
      { kind: "impliedPass", seat: p.offender, ...(p.place ? { place: p.place } : {}) },
      bar(p.offender, "throughout", P37B2),
      bar(partner(p.offender), "throughout", P37B2),
      leadCandidate({ offender: p.offender, law: "26B" }),
      flag(p.offender, "72C"),
      ...closeRuling(),
    ]),
  );
};
