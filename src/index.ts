/**
 * bridge-td: the Laws of Duplicate Bridge (2017 and 1987 codes) as an engine.
 *
 * The main entry points: `replay(log)` follows one table through a table log and gives the state with
 * the ruling the Laws prescribe; `score(contract, vulnerable, tricks)` is Law 77.
 */
import type { Result } from "./core/result.js";
import { replayLog } from "./editions.js";
import { type Lang, presentState } from "./explain/index.js";
import { parseTableLog, type TableLog, validateTableLog } from "./formats/tableLog.js";
import type { TableState } from "./table/state.js";

export * from "./auction/auction.js";
export * from "./core/call.js";
export * from "./core/card.js";
export * from "./core/result.js";
export * from "./core/seat.js";
export * from "./core/strain.js";
export * from "./core/vulnerability.js";
export { RULES, replayLog, replayUntilError } from "./editions.js";
export { explainError, explainRuling, LANGS, type Lang, presentState, t } from "./explain/index.js";
export * from "./formats/tableLog.js";
export { type Paragraph, paragraphs } from "./laws/registry.js";
export * from "./scoring/index.js";
export { initialState, step } from "./table/machine.js";
export type * from "./table/state.js";

/** The state as the spec presents it (no working memory; `ruling.explain` in the chosen language). */
export type PublicState = Omit<
  TableState,
  "pending" | "awaiting" | "leadCandidates" | "suspended" | "period"
>;

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
export { callText, cardText, suitsText } from "./explain/index.js";
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
// Scoring a session (`session@1`, docs/session.md): matchpoints, cross-IMPs, Butler, teams, Law 12 adjusted scores.
// The USEBIO and CSV readers, which need saxes and csv-parse, are in `bridge-td/session-io` (src/session-io.ts).
export {
  boardToJson,
  parseSession,
  resultToJson,
  SESSION_FORMAT,
  sessionHeaderToJson,
  sessionToJson,
  validateSession,
  validateSessionBoard,
  validateSessionHeader,
} from "./formats/session.js";
export type { TableLogJson } from "./formats/tricks.js";
export { artificialImps, artificialPercent, lawOf } from "./scoring/adjusted.js";
export { butlerImps, datum, dropCount, roundTo10 } from "./scoring/butler.js";
export { crossImps } from "./scoring/crossImps.js";
export { IMP_THRESHOLDS, imps } from "./scoring/imps.js";
export { type Entry as MatchpointEntry, matchpoints } from "./scoring/matchpoints.js";
export { neuberg, ratio } from "./scoring/neuberg.js";
export { SessionScorer, SessionSurveyor, scoreSession, surveySession } from "./scoring/session.js";
export type {
  BoardReport,
  Method as ScoringMethod,
  RankRow,
  ResultReport,
  ScoringOptions,
  Session,
  SessionError,
  SessionHeader,
  SessionReport,
  SessionResult,
} from "./scoring/session-types.js";
export { victoryPoints } from "./scoring/teams.js";
