/**
 * Law 37 (1987): a call by a player required to pass. The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import { ok, type Result } from "../../core/result.js";
import { partner } from "../../core/seat.js";
import type { TableState } from "../../model/state.js";
import { enterImpliedPass } from "../../table/machine.js";
import { type Apply, cancelHeld, standAll } from "../held.js";
import { bar, cancel, closeRuling, flag } from "../procedure.js";
import { law } from "../registry.js";
import { leadPenaltyOf as lead } from "./law35.js";
import { P39 } from "./law39.js";

const M = "laws/1987/law37.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 37 — a call by a player required to pass: cancelled, a pass substituted; both offenders pass throughout; 26. */
export const P37 = reconstructed(
  "37",
  "barred player's call: cancelled, pass substituted; both offenders pass throughout",
  "1997 Law 37; 1987 index entry",
);

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
