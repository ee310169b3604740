/**
 * The engine's proposals from the cards, added to a replayed state: the claim's analysis (70, `claim.analysis`)
 * and the revokes' equity (64C, `revokes[].equity` and the 64C watch's `tricks`). `bridge-td replay` adds
 * them; the Node entry's `replay` when asked (`analysis: {}` or a budget); the app leaves them out of its synchronous
 * replay and calls `analyseClaim` in a Web Worker. Pure (no I/O), each search bounded by the budget.
 */
import type { TableState } from "../../model/state.js";
import { P64C as P64C_1987 } from "../1987/law64.js";
import { P64C1 } from "../2017/law64.js";
import { type AnalysisOptions, analyseClaim } from "./claimAnalysis.js";
import { revokeEquity } from "./equity.js";

/** `false`: no analysis; otherwise the budget of each search (docs/play/claims.md). */
export type AnalysisSetting = false | AnalysisOptions;

// 64C (2017 64C1): the equity review's paragraph, which the watch names.
const equityLaw = (edition: TableState["edition"]) => (edition === "2017" ? P64C1 : P64C_1987);

/** The state with the proposals the cards allow (the same state when there are none, or when `setting` is false). */
export const withAnalysis = (s: TableState, setting: AnalysisSetting = {}): TableState => {
  if (setting === false) return s;
  let out = s;
  const claim = s.claim;
  if (claim !== undefined && claim.status !== "void") {
    const a = analyseClaim(s, setting);
    if (a.ok) out = { ...out, claim: { ...claim, analysis: a.value } };
  }
  const eq = revokeEquity(out, equityLaw, setting);
  if (eq !== null) out = { ...out, ...eq };
  return out;
};
