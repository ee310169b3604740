/**
 * The model of a session (`session@1`, docs/session.md): what the scorer gets from the tables and what
 * the director decided (Law 12 adjusted scores), and what scoring it gives back. Pure data.
 */
import type { Seat } from "../core/seat.js";
import type { Vulnerability } from "../core/vulnerability.js";
import type { Frac } from "./frac.js";

export type Edition = "2017" | "1987";
export const METHODS = ["matchpoints", "cross-imps", "butler", "teams"] as const;
export type Method = (typeof METHODS)[number];

/** Average plus / average / average minus (12C2(a) 2017; 12C1 and Law 88 in 1987). */
export type ArtificialCode = "A+" | "A" | "A-";
/** One side's artificial score: a code, or the figure a regulation sets (per cent, or IMPs at IMPs). */
export type ArtificialSide = { code: ArtificialCode } | { percent: number } | { imps: number };

/** A bridge result as the table (or the director) gives it; `score` is always to NS. */
export interface Played {
  /** Canonical contract (`4SX`), `passed-out`, or absent when only the score was written. */
  contract?: string;
  declarer?: Seat;
  tricks?: number;
  score: number;
}

/** One component of a weighted score (12C1(c)). */
export interface Part {
  weight: Frac;
  played: Played;
}

/** What one side of a split score gets. */
export type SideScore = { kind: "assigned"; played: Played } | { kind: "weighted"; parts: Part[] };

export type Outcome =
  | { kind: "table"; played: Played }
  | { kind: "notPlayed" }
  | { kind: "artificial"; ns: ArtificialSide; ew: ArtificialSide }
  | { kind: "assigned"; played: Played }
  | { kind: "weighted"; parts: Part[] }
  | { kind: "split"; ns: SideScore; ew: SideScore };

export interface SessionResult {
  ns: string;
  ew: string;
  outcome: Outcome;
  /** Teams: which table of the match, and the match's id. */
  table?: "open" | "closed";
  match?: string;
  /** The table log of the ruling behind an adjustment, relative to the session file. */
  ruling?: string;
  /** The table result an adjustment replaced (12C1(a)), when the file gives it too. */
  replaced?: Played;
  /** *Extension*: the director's likely outcomes for an adjusted score (12C), docs/session.md. */
  proposal?: Proposal;
}

/**
 * *Extension*: one outcome the director lists as likely for a 12C adjusted score. Without `tricks` the
 * tricks are the double-dummy ones from the board's `deal` (src/scoring/proposal.ts): a starting point,
 * never the ruling; the director's weights and tricks, when given, are his.
 */
export interface ProposalOutcome {
  /** Canonical contract (`4S`, `3NTX`). */
  contract: string;
  declarer: Seat;
  tricks?: number;
  weight?: Frac;
}

export interface Proposal {
  outcomes: ProposalOutcome[];
}

export interface SessionBoard {
  board: number;
  vulnerability: Vulnerability;
  /** *Extension*: the deal (PBN, `N:...`), for the double-dummy tricks of 12C proposals. */
  deal?: string;
  results: SessionResult[];
}

export interface SessionPair {
  id: string;
  names: string[];
}

/** How scorers differ: each choice is a named option with a documented default (docs/session.md). */
export interface ScoringOptions {
  /** Matchpoints on boards with fewer comparable results than expected: `neuberg` (default), `ratio`, `none`. */
  factoring: "neuberg" | "ratio" | "none";
  /** The number of results a board should have had; default: the most results on any board. */
  expected?: number;
  /** Per cent for A+ / A / A- at matchpoints (12C2(a): 60/50/40). */
  artificialPercent: Record<ArtificialCode, number>;
  /** IMPs for A+ / A / A- at IMPs (12C2(b): +3/0/-3). */
  artificialImps: Record<ArtificialCode, number>;
  /** Butler: how many results are dropped at each end before the datum is taken (default 1). */
  butlerDrop: number | { percent: number };
  /** Cross-IMPs: divide by the comparisons actually made (`comparisons`, default) or by all other results (`results`). */
  crossImpsDivisor: "comparisons" | "results";
  /** Scale cross-IMPs to a full field ("sum" keeps the plain sum); default `average`. */
  crossImpsTotal: "average" | "sum";
  /** How the other pairs compare against a split score: each direction against its own side's score (default) or not at all. */
  splitField: "each-direction" | "excluded";
  /** Boards with fewer comparable results than this give every comparable result average (the small-group rule); default 0 (off). */
  smallGroup: number;
  /** Winners: one field, two (NS and EW), or decided from the movement (`auto`, default). */
  winners: "auto" | "one" | "two";
  /** Teams: victory points by the WBF 2013 continuous scale (`wbf`, default) or none. */
  vp: "wbf" | "none";
}

export const DEFAULT_OPTIONS: ScoringOptions = {
  factoring: "neuberg",
  artificialPercent: { "A+": 60, A: 50, "A-": 40 },
  artificialImps: { "A+": 3, A: 0, "A-": -3 },
  butlerDrop: 1,
  crossImpsDivisor: "comparisons",
  crossImpsTotal: "average",
  splitField: "each-direction",
  smallGroup: 0,
  winners: "auto",
  vp: "wbf",
};

export interface Session {
  edition: Edition;
  scoring: Method;
  event?: string;
  date?: string;
  pairs: SessionPair[];
  boards: SessionBoard[];
  /** 12C2(c) (2017) / Law 88 (1987): the session-percentage rule for artificial scores. */
  sessionPercentage: boolean;
  options: ScoringOptions;
}

/** The header of a session: everything but the boards (the first line of the streaming form). */
export type SessionHeader = Omit<Session, "boards">;

/** An error in a session file: where it is (board number, result index, key; line and column in text). */
export interface SessionError {
  code: string;
  board?: number;
  result?: number;
  key?: string;
  line?: number;
  column?: number;
  params?: Record<string, string | number>;
}

export type SResult<T> = { ok: true; value: T } | { ok: false; error: SessionError };

// ------------------------------------------------------------------------------------------------
// Output (docs/session.md "Output")
// ------------------------------------------------------------------------------------------------

/** The law an adjusted score is given under, for the report. */
export interface AdjustmentNote {
  kind: "artificial" | "assigned" | "weighted" | "split";
  law: string;
  /** 12C2(c) / Law 88 applied: the side's session figure replaced the fixed one. */
  sessionPercentage?: ("ns" | "ew")[];
}

export interface ResultReport {
  ns: string;
  ew: string;
  /** The NS score of a table or assigned result; absent for artificial and weighted. */
  score?: number;
  contract?: string;
  declarer?: Seat;
  tricks?: number;
  notPlayed?: true;
  table?: "open" | "closed";
  match?: string;
  nsMP?: number;
  ewMP?: number;
  nsMPExact?: string;
  ewMPExact?: string;
  nsPct?: number;
  ewPct?: number;
  nsIMPs?: number;
  ewIMPs?: number;
  adjusted?: AdjustmentNote;
  /** A weighted score's components. */
  parts?: PartReport[];
  /** A split score's two sides. */
  split?: { ns: SideReport; ew: SideReport };
  /** An artificial score's two sides as written (`A+`, `55%`, `+2`). */
  artificial?: { ns: string; ew: string };
  /** The table result the adjustment replaced, when the file gave it. */
  replaced?: Played;
  ruling?: string;
}

export interface PartReport extends Played {
  /** The weight as a decimal, or `a/b` when it has no short decimal. */
  weight: string;
  weightValue: number;
}

export interface SideReport {
  score?: number;
  contract?: string;
  declarer?: Seat;
  tricks?: number;
  parts?: PartReport[];
}

export interface BoardReport {
  board: number;
  vulnerability: Vulnerability;
  /** Matchpoints: the full top every result is factored to. */
  top?: number;
  /** Butler: the datum (to NS). */
  datum?: number;
  results: ResultReport[];
}

export interface RankRow {
  pair: string;
  names?: string[];
  direction: "NS" | "EW" | "both";
  boards: number;
  mp?: number;
  mpExact?: string;
  pct?: number;
  imps?: number;
  vp?: number;
  rank: number;
  /** `=` when tied. */
  tied?: true;
}

export interface MatchReport {
  match: string;
  /** The team sitting NS at the open table, and its opponents. */
  home: string;
  away: string;
  /** IMPs won by each team over the match's boards. */
  homeIMPs: number;
  awayIMPs: number;
  homeVP?: number;
  awayVP?: number;
  boards: number;
}

export interface SessionReport {
  event?: string;
  date?: string;
  edition: Edition;
  scoring: Method;
  boards: BoardReport[];
  ranking: RankRow[];
  matches?: MatchReport[];
}
