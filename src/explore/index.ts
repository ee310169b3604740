/**
 * The table explorer ("perft" for bridge tables): a depth-first enumeration of every sequence of events
 * from the start of a board, with invariants checked on every state the engine accepts; random deep walks
 * with the same checks; shrinking of a failing log. See docs/explorer.md for what is checked and why.
 * Not part of the engine nor of the published package (tsconfig.build.json leaves src/explore out): it
 * drives the reducer (`step`) and the replayer (`replayLog`) through ./engine.ts, its one adapter to the
 * engine, and reads only the state contract of docs/table-log.md. The command is ./cli.ts.
 *
 * Modules: alphabet (the events tried, answers, findings), invariants (the checks), search (the DFS),
 * random (random walks), shrink (shrinking a failing log), report (options, reports, failing logs),
 * count (the complete legal auctions by their number of bids).
 */
export {
  ANSWERS,
  acceptEvent,
  alphabet,
  CALLS,
  callEvent,
  DIRECTOR,
  leadEvent,
  showEvent,
  walkEvents,
  withFinding,
} from "./alphabet.js";
export { countAuctions } from "./count.js";
export {
  apply,
  auctionViolations,
  type Context,
  checkLog,
  type Outcome,
  replayChecked,
  stateViolations,
  tableJson,
  WALK_LIMIT,
  type WalkResult,
  walk,
} from "./invariants.js";
export { prng, type RandomOptions, randomWalks } from "./random.js";
export {
  coverage,
  type ExploreOptions,
  emptyReport,
  type Header,
  logJson,
  mergeReports,
  type Report,
  type Violation,
} from "./report.js";
export { defaultSample, explore } from "./search.js";
export { shrink } from "./shrink.js";
