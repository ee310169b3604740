/**
 * The explorer's one adapter to the engine. Every value and type the explorer (src/explore/) takes from
 * the engine comes through this file and no other: the reducer (`initialState`, `step`, the edition table
 * `RULES`, `replayLog`), the state contract (`TableState`), the table-log types and `eventToJson`, the
 * finding names, the registry of law paragraphs, and the auction and core helpers the checks use. When the
 * engine's API changes, this is the only file of the explorer to edit: keep the names below, point them at
 * their new homes (or wrap them so they keep these shapes).
 */

// The auction rules the invariants read the state against (legal order, admissibility, the contract).
export {
  contractText,
  type Entry,
  finalContract,
  inadmissibility,
  isAuctionOver,
  isLegalCall,
  nextToCall,
} from "../auction/auction.js";
// Core values: calls, cards, results, seats, strains, vulnerability.
export {
  bid,
  type Call,
  compareBids,
  DOUBLE,
  formatCall,
  PASS,
  parseCall,
  REDOUBLE,
} from "../core/call.js";
export { type Card, type Deal, formatCard, formatDeal, holds, parseDeal, RANKS } from "../core/card.js";
export type { BridgeError, Result } from "../core/result.js";
export { isSeat, lho, partner, SEATS, type Seat, sameSide } from "../core/seat.js";
export { STRAINS, SUITS, type Suit } from "../core/strain.js";
export { isVulnerable, type Vulnerability } from "../core/vulnerability.js";
// The codes of laws and their registered paragraphs (the coverage report).
export { paragraphs, RULES, replayLog } from "../editions.js";
// The table log: events, findings, editions; its writer (eventToJson) and reader (parseTableLog, for --from).
export {
  type Edition,
  eventToJson,
  FINDING_NAMES,
  type FindingName,
  type Findings,
  type PlayFindingName,
  parseTableLog,
  type TableEvent,
  type TableLog,
} from "../formats/tableLog.js";
// The claim's analysis (Law 70), whose double-dummy count the play walks check on small endings.
export { analyseClaim } from "../laws/play/claimAnalysis.js";
export type { TableState } from "../model/state.js";
// The play: the score of Law 77 (the check recomputes the board's score with it), the play's findings.
export { parseContract, score as scoreLaw77 } from "../scoring/law77.js";
// The reducer and the replayer, and the state they produce.
export { type EditionRules, initialState, step } from "../table/machine.js";
