/** Law 37 (2017): a bid, double or redouble by a player required to pass. */
import { ok, type Result } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { TableState } from "../../model/state.js";
import { enterImpliedPass } from "../../table/machine.js";
import { type Apply, cancelHeld, standAll } from "../held.js";
import { bar, cancel, closeRuling, flag, leadCandidate } from "../procedure.js";
import { law } from "../registry.js";

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

export const apply37: Apply = (s, p, d, rules): Result<TableState> => {
  // 37A: everything stands, in order.
  if (d.lhoCalled) return standAll(s, p, d, rules, "39A");
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  cancel(s, p.offender, p.call, P37B1);
  cancelHeld(s, d, P37B1);
  enterImpliedPass(s, p.offender, p.place);
  bar(s, p.offender, "throughout", P37B2);
  bar(s, partner(p.offender), "throughout", P37B2);
  leadCandidate(s, { offender: p.offender, law: "26B" });
  flag(s, p.offender, "72C");
  closeRuling(s, rules);
  return ok(s);
};
