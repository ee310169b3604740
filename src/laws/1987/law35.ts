/**
 * Laws 35-39 (1987): inadmissible calls. Law 35 says what happens when the offender's LHO calls before a
 * penalty is assessed (the inadmissible call is condoned: 35A-35D); Laws 36-39 give the penalties
 * otherwise. The director rules when he comes (src/laws/held.ts holds the calls made meanwhile).
 */
import { ok, type Result } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import { enterImpliedPass } from "../../table/machine.js";
import type { Pending, TableState } from "../../table/state.js";
import { type Apply, cancelHeld, standAll } from "../held.js";
import { bar, cancel, closeRuling, flag, leadCandidate } from "../procedure.js";
import { law } from "../registry.js";
import { penaltyFor } from "./law26.js";

const M = "laws/1987/law35.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });

/** 35A — LHO called over a double or redouble Law 19 forbids: it and all later calls are cancelled, no penalty. */
export const P35A = reconstructed(
  "35A",
  "LHO called over an inadmissible double: it and all later calls cancelled, no penalty",
  "Commentary 32.5; 1997 Law 35A",
);
/** 35B — LHO called over a barred player's call: it and all later calls stand; a rest-of-auction bar remains. */
export const P35B = reconstructed(
  "35B",
  "LHO called over a barred player's call: everything stands",
  "1997 Law 35B",
);
/** 35C — LHO called over a bid above seven: it and later calls are cancelled, a pass substituted, no penalty. */
export const P35C = reconstructed(
  "35C",
  "LHO called over a bid above seven: cancelled, a pass substituted, no penalty",
  "1997 structure; 1987 text not seen",
);
/** 35D — LHO called over a call after the final pass: it and later calls are cancelled, no penalty. */
export const P35D = reconstructed(
  "35D",
  "LHO called over a call after the final pass: cancelled without penalty",
  "Commentary 39.5",
);
/** 36 — an inadmissible double or redouble is cancelled; a legal call substituted; partner passes throughout; 26. */
export const P36 = reconstructed(
  "36",
  "inadmissible double/redouble: cancelled; partner passes throughout; lead penalty",
  "1997 Law 36; 1987 index entries",
);
/** 37 — a call by a player required to pass: cancelled, a pass substituted; both offenders pass throughout; 26. */
export const P37 = reconstructed(
  "37",
  "barred player's call: cancelled, pass substituted; both offenders pass throughout",
  "1997 Law 37; 1987 index entry",
);
/** 38 — a bid above seven: cancelled, a pass substituted; both offenders pass at every later turn; 26. */
export const P38 = confirmed(
  "38",
  "bid above seven: cancelled, pass substituted; both offenders pass at every later turn",
);
/** 39 — calls after the final pass are cancelled; a defender's bid, double or redouble may bring a lead penalty. */
export const P39 = confirmed(
  "39",
  "calls after the final pass are cancelled; a defender's bid or double may bring a lead penalty",
);

const lead = (s: TableState, p: Pending): void =>
  leadCandidate(s, {
    offender: p.offender,
    law: "26",
    call: p.call,
    findings: p.findings,
    from: s.auction.length,
  });

export const apply36: Apply = (s, p, d, rules) => {
  if (d.lhoCalled) {
    cancel(s, p.offender, p.call, P35A);
    cancelHeld(s, d, P35A);
    closeRuling(s, rules);
    return ok(s);
  }
  cancel(s, p.offender, p.call, P36);
  cancelHeld(s, d, P36);
  bar(s, partner(p.offender), "throughout", P36);
  lead(s, p);
  flag(s, p.offender, "23");
  closeRuling(s, rules);
  return ok(s);
};

export const apply37: Apply = (s, p, d, rules): Result<TableState> => {
  // 35B: condoned by LHO's call: everything stands, in order.
  if (d.lhoCalled) return standAll(s, p, d, rules, P39);
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  cancel(s, p.offender, p.call, P37);
  cancelHeld(s, d, P37);
  enterImpliedPass(s, p.offender, p.place);
  bar(s, p.offender, "throughout", P37);
  bar(s, partner(p.offender), "throughout", P37);
  lead(s, p);
  flag(s, p.offender, "23");
  closeRuling(s, rules);
  return ok(s);
};

export const apply38: Apply = (s, p, d, rules) => {
  const label = d.lhoCalled ? P35C : P38;
  cancel(s, p.offender, p.call, label);
  cancelHeld(s, d, label);
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  if (p.turnWas === p.offender) enterImpliedPass(s, p.offender, p.place);
  if (!d.lhoCalled) {
    bar(s, p.offender, "throughout", P38);
    bar(s, partner(p.offender), "throughout", P38);
    lead(s, p);
    flag(s, p.offender, "23");
  }
  closeRuling(s, rules);
  return ok(s);
};

export const apply39: Apply = (s, p, d) => {
  const label = d.lhoCalled ? P35D : P39;
  cancel(s, p.offender, p.call, label);
  cancelHeld(s, d, label);
  delete s.pending;
  s.ruling = null;
  s.phase = s.contract === "passed-out" ? "done" : "lead";
  const declaringSide =
    s.declarer !== null && (p.offender === s.declarer || p.offender === partner(s.declarer));
  if (!d.lhoCalled && !declaringSide && p.call !== "P" && s.declarer !== null)
    penaltyFor(s, {
      offender: p.offender,
      law: "26",
      call: p.call,
      findings: p.findings,
      from: s.auction.length,
    });
  return ok(s);
};
