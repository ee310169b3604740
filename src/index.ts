/**
 * bridge-td: the Laws of Duplicate Bridge (2017 and 1987 codes) as an engine.
 *
 * The main entry points: `replay(log)` follows one table through a table log and gives the state with
 * the ruling the Laws prescribe; `score(contract, vulnerable, tricks)` is Law 77.
 */
// Both codes of laws and both languages' catalogs, registered statically: `t`, `replay` and `RULES` have
// everything from the start (the app imports src/engine.ts and loads them when it needs them).
import { replayLog } from "./editions.js";
import { replayOver } from "./engine.js";
import { presentState } from "./explain/core.js";
import { withAnalysis } from "./laws/play/analysis.js";

export * from "./engine.js";
// Both languages' catalogs, registered by the words' Node entry (src/explain/index.ts).
export { CATALOGS } from "./explain/index.js";
export { type AnalysisSetting, withAnalysis } from "./laws/play/analysis.js";
export { type AnalysisOptions, analyseClaim } from "./laws/play/claimAnalysis.js";

/**
 * Replays a table log and returns the state with the ruling (src/engine.ts); with `analysis` (`{}` for the
 * default budget, or `{ maxNodes, timeLimitMs }`), also the engine's proposals from the cards
 * (`claim.analysis`, the revokes' `equity`). Off by default: each claim's searches may take up to the
 * budget's second, which a program replaying thousands of logs should ask for, not meet. `bridge-td replay`
 * works them out (src/cli/replay.ts).
 */
export const replay = replayOver((log, options) => {
  const r = replayLog(log);
  return r.ok ? { ok: true, value: withAnalysis(r.value, options.analysis ?? false) } : r;
}, presentState);
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
export {
  declarerTricks,
  type ProposalReport,
  type ProposedOutcome,
  proposalAdjusted,
  proposeAdjustment,
} from "./scoring/proposal.js";
export { SessionScorer, SessionSurveyor, scoreSession, surveySession } from "./scoring/session.js";
export type {
  BoardReport,
  Method as ScoringMethod,
  Proposal,
  ProposalOutcome,
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
