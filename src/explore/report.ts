/**
 * What the explorer reports: the options of a search, the report (counts by depth, phase, irregularity,
 * law paragraph, error code), violations, and the header and table log of a failing path.
 */
import {
  type Edition,
  eventToJson,
  paragraphs,
  type Seat,
  type TableEvent,
  type TableLog,
  type Vulnerability,
} from "./engine.js";

// ---------------------------------------------------------------------------------------------------
// Options, reports, violations

export interface ExploreOptions {
  edition: Edition;
  /** Number of events in the longest sequence explored. */
  depth: number;
  dealer?: Seat;
  vulnerability?: Vulnerability;
  /** A PBN deal for the header: leads are then checked against the hands. */
  deal?: string;
  /** The expensive checks (replay, JSON round trip, the pass-out walk) run on every k-th leaf; 1 = all. */
  sample?: number;
  /** Collect violations (up to maxViolations, at most 3 per kind) instead of stopping at the first. */
  keepGoing?: boolean;
  maxViolations?: number;
  /** Also try every call with `simultaneous: true`, and with `artificial: true`. */
  simultaneous?: boolean;
  artificial?: boolean;
  /** performance.now() value after which the search stops (the report says `aborted`). */
  deadline?: number;
  /** Count distinct states (a hash set of the states, `events` left out). */
  distinct?: boolean;
  /**
   * Start from the state after these events (a position, as a FEN starts a perft) instead of the start of
   * the board; depths then count from it. The events must replay.
   */
  from?: readonly TableEvent[];
  /**
   * Also try the play's events (every card by every seat, the play verbs: src/explore/play.ts
   * `playAlphabet`), and count a state of the play where no event moves the table on as a dead end.
   */
  play?: boolean;
  /** false: enumerate only, no invariant checked (to measure the search itself). Default true. */
  checks?: boolean;
  /** Explore only the root events whose index i in the alphabet has i % parts === part (for workers). */
  part?: number;
  parts?: number;
}

export interface Violation {
  /** Which invariant: `exception`, `replay-differs`, `auction-rotation`... (docs/explorer.md lists them). */
  kind: string;
  message: string;
  /** The events that lead to it (the last one is the event at fault for transition checks). */
  events: TableEvent[];
  /** The header of the failing log, where it is not the search's (random play walks: each has its deal). */
  header?: Header;
}

export interface Report {
  edition: Edition;
  dealer: Seat;
  depth: number;
  /** Accepted event sequences by length: nodes[0] = 1 (the empty log), nodes[d] = sequences of d events. */
  nodes: number[];
  /** Sequences obtained by answering a question (included in `nodes`). */
  answered: number;
  distinct: number | null;
  /** Calls of `step` (accepted or not). */
  tried: number;
  /** Rejected events, by error code. */
  rejected: Record<string, number>;
  /** Accepted events that changed nothing but the event count (a `director` with nothing pending...). */
  noops: number;
  /** States by the irregularity of their ruling; questions by name. */
  irregularities: Record<string, number>;
  questions: Record<string, number>;
  /** Applications of each law paragraph: a transition that adds it to the ruling, `cancelled`, `obligations`, `leadRestrictions` or `watchForDamage`. */
  laws: Record<string, number>;
  phases: Record<string, number>;
  /** States where every event is refused with `rectification-not-implemented` (work in progress, not a violation). */
  unimplemented: number;
  /** Pass-out walks run, how many ended the auction, and the longest (events). */
  walks: number;
  walksEnded: number;
  walksUnimplemented: number;
  walkMax: number;
  /** Heavy checks run (replay equality, JSON round trip). */
  replays: number;
  /** States in the play period (tricks on the table) reached; random play walks: how each walk ended, by phase. */
  playStates: number;
  ends: Record<string, number>;
  /** What the play checks report without failing, by kind (a revoke not established after later play...). */
  notes: Record<string, number>;
  /** Every violation seen, by kind (random walks keep only a few of each in `violations`). */
  violationKinds: Record<string, number>;
  violations: Violation[];
  aborted: boolean;
  ms: number;
}

export const emptyReport = (edition: Edition, dealer: Seat, depth: number): Report => ({
  edition,
  dealer,
  depth,
  nodes: Array.from({ length: depth + 1 }, () => 0),
  answered: 0,
  distinct: null,
  tried: 0,
  rejected: {},
  noops: 0,
  irregularities: {},
  questions: {},
  laws: {},
  phases: {},
  unimplemented: 0,
  walks: 0,
  walksEnded: 0,
  walksUnimplemented: 0,
  walkMax: 0,
  replays: 0,
  playStates: 0,
  ends: {},
  notes: {},
  violationKinds: {},
  violations: [],
  aborted: false,
  ms: 0,
});

export const bump = (m: Record<string, number>, k: string, n = 1): void => {
  m[k] = (m[k] ?? 0) + n;
};

/** Adds `b` into `a` (reports of the parts of one search). `distinct` cannot be merged and is dropped. */
export const mergeReports = (a: Report, b: Report): Report => {
  const sumMap = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) bump(out, k, v);
    return out;
  };
  return {
    ...a,
    nodes: a.nodes.map((n, i) => n + (b.nodes[i] ?? 0)),
    answered: a.answered + b.answered,
    distinct: null,
    tried: a.tried + b.tried,
    rejected: sumMap(a.rejected, b.rejected),
    noops: a.noops + b.noops,
    irregularities: sumMap(a.irregularities, b.irregularities),
    questions: sumMap(a.questions, b.questions),
    laws: sumMap(a.laws, b.laws),
    phases: sumMap(a.phases, b.phases),
    unimplemented: a.unimplemented + b.unimplemented,
    walks: a.walks + b.walks,
    walksEnded: a.walksEnded + b.walksEnded,
    walksUnimplemented: a.walksUnimplemented + b.walksUnimplemented,
    walkMax: Math.max(a.walkMax, b.walkMax),
    replays: a.replays + b.replays,
    playStates: a.playStates + b.playStates,
    ends: sumMap(a.ends, b.ends),
    notes: sumMap(a.notes, b.notes),
    violationKinds: sumMap(a.violationKinds, b.violationKinds),
    violations: [...a.violations, ...b.violations],
    aborted: a.aborted || b.aborted,
    ms: Math.max(a.ms, b.ms),
  };
};

export interface Header {
  edition: Edition;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
}

export const logOf = (h: Header, events: readonly TableEvent[]): TableLog => {
  const log: TableLog = {
    edition: h.edition,
    dealer: h.dealer,
    vulnerability: h.vulnerability,
    events: [...events],
  };
  if (h.deal !== undefined) log.deal = h.deal;
  return log;
};

/** A table log (JSON value) for a list of events. */
export const logJson = (h: Header, events: readonly TableEvent[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {
    format: "table-log@1",
    edition: h.edition,
    dealer: h.dealer,
    vulnerability: h.vulnerability,
  };
  if (h.deal !== undefined) out.deal = h.deal;
  out.events = events.map(eventToJson);
  return out;
};

/** Registered paragraphs of the edition that no transition of the report applied, and labels seen that are not registered. */
export const coverage = (r: Report): { unreached: string[]; unregistered: string[] } => {
  const registered = new Set(paragraphs(r.edition).map((p) => p.label));
  const seen = new Set(Object.keys(r.laws));
  return {
    unreached: [...registered].filter((l) => !seen.has(l)).sort(),
    unregistered: [...seen].filter((l) => !registered.has(l)).sort(),
  };
};
