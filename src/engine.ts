/**
 * The table engine without the file formats (PBN, LIN, sessions) and without anything loaded up front
 * beyond what a table needs: what the director's app imports (web/). The Node entry, src/index.ts,
 * re-exports all of it together with the formats and the session scoring, and registers both codes of
 * laws and both languages' catalogs; here neither code nor catalog is registered (the app registers
 * each code and each language's words when it needs them: src/laws/compose.ts `composeEdition` and
 * src/editions-core.ts `registerEdition`,
 * src/explain/core.ts `registerCatalog`).
 */
import type { Result } from "./core/result.js";
import { replayLog } from "./editions-core.js";
import { type Lang, presentState } from "./explain/core.js";
import { parseTableLog, type TableLog, validateTableLog } from "./formats/tableLog.js";
import type { AnalysisSetting } from "./laws/play/analysis.js";
import type { TableState } from "./table/state.js";

export * from "./auction/auction.js";
export * from "./auction/grid.js";
export * from "./core/call.js";
export * from "./core/card.js";
export * from "./core/result.js";
export * from "./core/seat.js";
export * from "./core/strain.js";
export * from "./core/vulnerability.js";
export { paragraphs, RULES, registerEdition, replayLog, replayUntilError } from "./editions-core.js";
export {
  callText,
  cardText,
  explainError,
  explainRuling,
  LANGS,
  type Lang,
  presentState,
  suitsText,
  t,
} from "./explain/core.js";
export * from "./formats/tableLog.js";
export { type ComposedEdition, composeEdition, type EditionParts } from "./laws/compose.js";
export type { Paragraph, Registry } from "./laws/registry.js";
export * from "./scoring/index.js";
export { initialState, step } from "./table/machine.js";
export type * from "./table/state.js";

/** The state as the spec presents it (no working memory; `ruling.explain` in the chosen language). */
export type PublicState = Omit<
  TableState,
  "pending" | "awaiting" | "leadCandidates" | "suspended" | "period"
>;

/**
 * The replay's options: `lang`, the language of the ruling's words; `analysis`, the engine's proposals from
 * the cards (the claim's `claim.analysis`, 70; the revokes' `equity`, 64C): `false` leaves them out (the
 * app works them out in a Web Worker with `analyseClaim`), an object sets each search's budget
 * (`maxNodes`, `timeLimitMs`). The Node entry (src/index.ts) works them out by default; this entry, the
 * app's, never does in its replay (docs/play/claims.md).
 */
export interface ReplayOptions {
  lang?: Lang;
  analysis?: AnalysisSetting;
}

/** A replay built from its two parts: the replayer of validated logs (over the codes it has) and the presentation. */
export const replayOver =
  (replayer: (log: TableLog, options: ReplayOptions) => Result<TableState>, present: typeof presentState) =>
  (log: string | unknown, options: ReplayOptions = {}): Result<PublicState> => {
    const parsed = typeof log === "string" ? parseTableLog(log) : validateTableLog(log);
    if (!parsed.ok) return parsed;
    const r = replayer(parsed.value as TableLog, options);
    if (!r.ok) return r;
    return { ok: true, value: present(r.value, options.lang ?? "en") };
  };

/**
 * Replays a table log (JSON text, a parsed JSON value, or a validated TableLog) and returns the state,
 * or the first error with its event index and key (over the codes registered: src/editions-core.ts).
 */
export const replay = replayOver(replayLog, presentState);
