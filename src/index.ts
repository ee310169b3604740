/**
 * bridge-td: the Laws of Duplicate Bridge (2017 and 1987 codes) as an engine.
 *
 * The main entry points: `replay(log)` follows one table through a table log and gives the state with
 * the ruling the Laws prescribe; `score(contract, vulnerable, tricks)` is Law 77.
 */
import type { Result } from "./core/result.js";
import { type Lang, presentState } from "./explain/index.js";
import { parseTableLog, type TableLog, validateTableLog } from "./formats/tableLog.js";
import { replayLog } from "./table/replay.js";
import type { TableState } from "./table/state.js";

export * from "./auction/auction.js";
export * from "./core/call.js";
export * from "./core/card.js";
export * from "./core/result.js";
export * from "./core/seat.js";
export * from "./core/strain.js";
export * from "./core/vulnerability.js";
export { explainError, explainRuling, LANGS, type Lang, presentState, t } from "./explain/index.js";
export * from "./formats/tableLog.js";
export { type Paragraph, paragraphs } from "./laws/registry.js";
export * from "./scoring/index.js";
export { initialState, step } from "./table/machine.js";
export { RULES, replayLog, replayUntilError } from "./table/replay.js";
export type * from "./table/state.js";

/** The state as the spec presents it (no working memory; `ruling.explain` in the chosen language). */
export type PublicState = Omit<TableState, "pending" | "awaiting" | "leadCandidates" | "suspended">;

/**
 * Replays a table log (JSON text, a parsed JSON value, or a validated TableLog) and returns the state,
 * or the first error with its event index and key.
 */
export const replay = (log: string | unknown, options: { lang?: Lang } = {}): Result<PublicState> => {
  const parsed = typeof log === "string" ? parseTableLog(log) : validateTableLog(log);
  if (!parsed.ok) return parsed;
  const r = replayLog(parsed.value as TableLog);
  if (!r.ok) return r;
  return { ok: true, value: presentState(r.value, options.lang ?? "en") };
};
export { type LinBoard, LinReader, linSession, parseLin, parseLinResult } from "./formats/lin.js";
export {
  PBN_LIMITS,
  type PbnGame,
  type PbnItem,
  PbnReader,
  parsePbn,
  pbnSession,
  readPbn,
  readPbnAsync,
} from "./formats/pbn.js";
export { exportPbn, exportSessionPbn, type Lost, type PbnExport } from "./formats/pbnWrite.js";
export { auctionPart, type TableLogJson } from "./formats/tricks.js";
