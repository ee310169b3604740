/**
 * Detection of irregular calls, common to both codes: which law governs the first step of each ruling
 * and who holds the option. Each edition supplies its labels.
 */
import { err, ok, type Result } from "../core/result.js";
import type { TableEvent } from "../formats/tableLog.js";
import type { EditionRules } from "../table/machine.js";
import type { Irregularity, TableState } from "../table/state.js";
import { type CallEvent, type Irregular, openRuling, optionHolder } from "./common.js";

/** For each irregularity: the paragraph that governs the first step, and whether LHO holds an option. */
export type FirstSteps = Record<Irregularity, { law: string; lhoOption: boolean }>;

/** Rules that detect and name every irregularity but do not yet rectify (a code not yet implemented). */
export const detectingRules = (first: FirstSteps): EditionRules => ({
  irregularCall(s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState> {
    const f = first[c.irregularity];
    const options = f.lhoOption
      ? [
          { id: "accept", consequences: [] },
          { id: "refuse", consequences: [] },
        ]
      : [];
    return ok(
      openRuling(s, e, index, c, "open", f.law, f.lhoOption ? optionHolder(e.by) : undefined, options),
    );
  },
  duringRuling(s: TableState, e: TableEvent, index: number): Result<TableState> {
    return err(
      "rectification-not-implemented",
      { edition: s.edition, law: s.pending?.law ?? "" },
      { event: index, key: e.type },
    );
  },
  legalCall: () => null,
  atEndOfAuction() {},
});
