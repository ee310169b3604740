/**
 * The table explorer ("perft" for bridge tables): a depth-first enumeration of every sequence of events
 * from the start of a board, with invariants checked on every state the engine accepts. See
 * docs/explorer.md for what is checked and why. Not part of the engine: it drives the public reducer
 * (`step`) and the replayer (`replayLog`) and reads only the state contract of docs/table-log.md.
 */
import { isDeepStrictEqual } from "node:util";
import {
  contractText,
  type Entry,
  finalContract,
  inadmissibility,
  isAuctionOver,
  nextToCall,
} from "../src/auction/auction.js";
import {
  bid,
  type Call,
  compareBids,
  DOUBLE,
  formatCall,
  PASS,
  parseCall,
  REDOUBLE,
} from "../src/core/call.js";
import { type Card, formatCard, holds, parseDeal } from "../src/core/card.js";
import type { BridgeError, Result } from "../src/core/result.js";
import { lho, partner, SEATS, type Seat, sameSide } from "../src/core/seat.js";
import { STRAINS, SUITS, type Suit } from "../src/core/strain.js";
import type { Vulnerability } from "../src/core/vulnerability.js";
import {
  type Edition,
  eventToJson,
  FINDING_NAMES,
  type FindingName,
  type Findings,
  type TableEvent,
  type TableLog,
} from "../src/formats/tableLog.js";
import { paragraphs } from "../src/laws/registry.js";
import { type EditionRules, initialState, step } from "../src/table/machine.js";
import { RULES, replayLog } from "../src/table/replay.js";
import type { TableState } from "../src/table/state.js";

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
  violations: [],
  aborted: false,
  ms: 0,
});

const bump = (m: Record<string, number>, k: string, n = 1): void => {
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
    violations: [...a.violations, ...b.violations],
    aborted: a.aborted || b.aborted,
    ms: Math.max(a.ms, b.ms),
  };
};

// ---------------------------------------------------------------------------------------------------
// The alphabet: every event the explorer tries at every state

const deepFreeze = <T>(x: T): T => {
  if (x !== null && typeof x === "object") {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
};

/** The 38 calls of the auction (1C..7NT, P, X, XX) and one bid above seven. */
export const CALLS: Call[] = [PASS, DOUBLE, REDOUBLE];
for (let l = 1; l <= 7; l++) for (const s of STRAINS) CALLS.push(bid(l, s));
CALLS.push(bid(8, "C"));

const parse = (t: string): Call => {
  const c = parseCall(t);
  if (!c.ok) throw new Error(`bad call ${t}`);
  return c.value;
};

export const callEvent = (by: Seat, call: string | Call, findings: Findings = {}): TableEvent => ({
  type: "call",
  by,
  call: typeof call === "string" ? parse(call) : call,
  simultaneous: false,
  findings,
});
export const acceptEvent = (by: Seat, accept: boolean): TableEvent => ({ type: "accept", by, accept });
export const DIRECTOR: TableEvent = deepFreeze({ type: "director" });
const card = (t: string): Card => ({ suit: t[0] as Suit, rank: t[1] as Card["rank"] });
export const leadEvent = (by: Seat, c: string): TableEvent => ({
  type: "lead",
  by,
  card: card(c),
  faceDown: false,
});

/**
 * Every call by every seat (in turn or not, sufficient or not), `change` with and without `unintended`,
 * `accept` true/false by every seat, `director`, every lead restriction by every seat, a lead of an ace of
 * each suit by every seat. Events are frozen: an engine that mutates its input throws, which is a violation.
 */
export const alphabet = (o: { simultaneous?: boolean; artificial?: boolean } = {}): TableEvent[] => {
  const out: TableEvent[] = [];
  for (const by of SEATS)
    for (const call of CALLS) {
      out.push({ type: "call", by, call, simultaneous: false, findings: {} });
      if (o.simultaneous) out.push({ type: "call", by, call, simultaneous: true, findings: {} });
      if (o.artificial && call.type !== "pass")
        out.push({ type: "call", by, call, simultaneous: false, findings: { artificial: true } });
    }
  for (const by of SEATS)
    for (const call of CALLS) {
      out.push({ type: "change", by, call, findings: {} });
      out.push({ type: "change", by, call, findings: { unintended: true } });
    }
  for (const by of SEATS) {
    out.push({ type: "accept", by, accept: true });
    out.push({ type: "accept", by, accept: false });
  }
  out.push({ type: "director" });
  for (const by of SEATS) {
    out.push({ type: "leadRestriction", by, choice: { waive: true } });
    for (const suit of SUITS) {
      out.push({ type: "leadRestriction", by, choice: { prohibit: suit } });
      out.push({ type: "leadRestriction", by, choice: { require: suit } });
    }
  }
  for (const by of SEATS) for (const suit of SUITS) out.push(leadEvent(by, `${suit}A`));
  return deepFreeze(out);
};

export const showEvent = (e: TableEvent): string => JSON.stringify(eventToJson(e));

// ---------------------------------------------------------------------------------------------------
// Invariants on one state

/** Everything a check needs to know about the path besides the state. */
export interface Context {
  edition: Edition;
  dealer: Seat;
  /** The events of the path (the state is the result of all of them). */
  events: readonly TableEvent[];
  /** Insufficient bids accepted on this path (27A1, 27B4), as `seat:call`: the exception to sufficiency. */
  acceptedInsufficient: readonly string[];
}

type Found = { kind: string; message: string };

const calls = (s: TableState): Entry[] | null => {
  const out: Entry[] = [];
  for (const e of s.auction) {
    const c = parseCall(e.call);
    if (!c.ok) return null;
    out.push({ by: e.by, call: c.value });
  }
  return out;
};

/**
 * The calls that stand form a legal auction, with these exceptions. Precisely, for every entry i:
 * - rotation: entry 0 is the dealer's and entry i is made by the left-hand opponent of entry i-1's maker,
 *   unless entry i is marked `outOfRotation` (a call out of rotation accepted under 29A: the auction goes on
 *   from it) or `condoned` (it stands because 2017 37A / 1987 35B let every call after the barred player's
 *   stand, as made);
 * - sufficiency: a bid supersedes the last bid before it, unless (a) it is marked `outOfRotation` or `condoned` (an accepted
 *   call out of rotation is accepted as made; 27A2 sends an insufficient one to 31), (b) it was accepted on
 *   this path out of an insufficient-bid ruling (27A1, 27B4) or a change-of-call ruling (25B1: LHO accepted
 *   it), (c) its maker's LHO has called after it (27A1: calling over an insufficient bid accepts it; his call
 *   may be the one now being ruled on), or
 *   (d) its maker may still withdraw it (an open 25A6 window after the correction of the call before it);
 * - no bid above seven; every double and redouble admissible (19A1, 19B1) at its place, unless (d): an
 *   inadmissible call can never be accepted (36B4);
 * - no call after the auction is over: no proper prefix of the auction ends it (22A, 22B);
 * - one exception to rotation and to the end: after 36C (an inadmissible call noticed only after the opening
 *   lead) the calls made over the cancelled call stand where they were made.
 */
export const auctionViolations = (s: TableState, ctx: Context): Found[] => {
  const out: Found[] = [];
  const a = calls(s);
  if (a === null) return [{ kind: "auction-unreadable", message: JSON.stringify(s.auction) }];
  let excused: string[] | null = null;
  const windows = new Set((s.awaiting ?? []).filter((w) => w.step === "25A6").map((w) => w.offender));
  const after36C = s.cancelled.some((c) => c.law === "36C");
  let last: Entry | null = null;
  let lastIndex = -1;
  let passes = 0;
  for (let i = 0; i < a.length; i++) {
    const e = s.auction[i]!;
    const c = a[i]!.call;
    if (!e.outOfRotation && !e.condoned && !after36C) {
      const expected = i === 0 ? ctx.dealer : lho(a[i - 1]!.by);
      if (e.by !== expected)
        out.push({
          kind: "auction-rotation",
          message: `auction[${i}] ${e.by} ${e.call}: ${expected} was next in rotation`,
        });
    }
    if (i > 0 && !after36C && (last === null ? passes >= 4 : passes >= 3))
      out.push({
        kind: "auction-after-end",
        message: `the auction was over after auction[${i - 1}], yet ${a.length - i} more call(s) stand`,
      });
    if (c.type === "bid") {
      if (c.level > 7)
        out.push({ kind: "auction-above-seven", message: `auction[${i}] ${e.by} ${e.call} stands` });
      if (
        last !== null &&
        last.call.type === "bid" &&
        compareBids(c, last.call) <= 0 &&
        !e.outOfRotation &&
        !e.condoned
      ) {
        excused ??= [...ctx.acceptedInsufficient];
        const k = excused.indexOf(`${e.by}:${e.call}`);
        // LHO's call over it may also be the call now being ruled on (e.g. held during a Law 37 ruling).
        const pending = s.ruling !== null && "offender" in s.ruling && s.ruling.offender === lho(e.by);
        const lhoCalledOver = pending || a.slice(i + 1).some((x) => x.by === lho(e.by));
        if (k >= 0) excused.splice(k, 1);
        else if (!lhoCalledOver && !windows.has(e.by))
          out.push({
            kind: "auction-insufficient",
            message: `auction[${i}] ${e.by} ${e.call} does not supersede ${formatCall(last.call)} and was not accepted under 27A1`,
          });
      }
      last = a[i]!;
      lastIndex = i;
      passes = 0;
    } else if (c.type === "pass") passes++;
    else {
      passes = 0;
      const why = inadmissibility(e.by, c, a.slice(Math.max(0, lastIndex), i));
      if (why !== null && !windows.has(e.by))
        out.push({
          kind: "auction-inadmissible",
          message: `auction[${i}] ${e.by} ${e.call} stands (${why})`,
        });
    }
  }
  return out;
};

const PHASES = new Set(["auction", "ruling", "lead", "play", "done"]);

/** Every invariant that can be read off one state (docs/explorer.md, "State invariants"). */
export const stateViolations = (s: TableState, ctx: Context): Found[] => {
  const out: Found[] = [];
  const v = (kind: string, message: string) => out.push({ kind, message });
  if (s.events !== ctx.events.length)
    v("event-count", `state.events ${s.events}, ${ctx.events.length} applied`);
  if (!PHASES.has(s.phase)) v("phase-unknown", String(s.phase));
  out.push(...auctionViolations(s, ctx));
  const a = calls(s) ?? [];
  const over = isAuctionOver(a);
  // Phase, ruling, contract.
  if ((s.phase === "ruling") !== (s.ruling !== null))
    v("ruling-phase", `phase ${s.phase} with ruling ${JSON.stringify(s.ruling)}`);
  if (s.contract === null) {
    if (over) v("contract-missing", "the auction is over but there is no contract");
    if (s.phase !== "auction" && s.phase !== "ruling")
      v("contract-missing", `phase ${s.phase} without a contract`);
    if (s.declarer !== null) v("contract-missing", `declarer ${s.declarer} without a contract`);
  } else {
    if (!over) v("contract-early", `contract ${s.contract} but the auction is not over`);
    else {
      const c = finalContract(a);
      const text = c === null ? "passed-out" : contractText(c);
      if (s.contract !== text) v("contract-wrong", `contract ${s.contract}, the auction makes ${text}`);
      if ((c?.declarer ?? null) !== s.declarer)
        v("contract-wrong", `declarer ${s.declarer}, expected ${c?.declarer}`);
    }
    if (s.phase === "auction") v("contract-early", `phase auction with contract ${s.contract}`);
  }
  if (s.phase === "auction") {
    const next = nextToCall(ctx.dealer, a);
    if (s.turn !== next) v("turn-wrong", `turn ${s.turn}, but ${next} is next to call`);
  }
  if (s.phase === "play" && s.lead === undefined) v("phase-play-without-lead", "");
  // The ruling: an option, a question or the director (no chooser).
  const r = s.ruling;
  if (r !== null) {
    if ("question" in r) {
      if (!(FINDING_NAMES as readonly string[]).includes(r.question))
        v("question-unknown", String(r.question));
      const about = ctx.events[r.about];
      if (!Number.isInteger(r.about) || about === undefined)
        v("question-about", `about ${r.about}, ${ctx.events.length} events`);
      else if (about.type !== "call" && about.type !== "change")
        v("question-about", `about event ${r.about}, a ${about.type} event, which cannot carry findings`);
    } else {
      if (r.chooser !== undefined && !SEATS.includes(r.chooser)) v("ruling-chooser", String(r.chooser));
      if (r.chooser !== undefined && r.options.length === 0)
        v("ruling-no-option", `${r.chooser} must choose under ${r.law} but is offered nothing`);
      if (typeof r.law !== "string" || r.law === "") v("ruling-law", JSON.stringify(r));
    }
  }
  // Obligations: only the offending side, none after the auction.
  const offenders = new Set(s.cancelled.map((c) => c.by));
  for (const o of s.obligations) {
    if (![...offenders].some((x) => sameSide(x, o.seat)))
      v("obligation-non-offender", `${JSON.stringify(o)}: no call of that side was cancelled`);
    if (typeof o.law !== "string" || o.law === "") v("obligation-law", JSON.stringify(o));
  }
  if (s.contract !== null && s.obligations.length > 0)
    v("obligation-after-auction", `${JSON.stringify(s.obligations)} with contract ${s.contract}`);
  // Lead restrictions: only on the partner of an offender who became a defender.
  if (s.contract === null && s.leadRestrictions.length > 0)
    v("lead-restriction-early", JSON.stringify(s.leadRestrictions));
  for (const lr of s.leadRestrictions) {
    if (s.declarer === null || lr.leader === s.declarer || lr.leader === partner(s.declarer))
      v("lead-restriction-not-defender", `${JSON.stringify(lr)}, declarer ${s.declarer}`);
    if (!offenders.has(partner(lr.leader)))
      v("lead-restriction-no-offender", `${JSON.stringify(lr)}: ${partner(lr.leader)} has no cancelled call`);
    if (lr.suits.length === 0 || lr.suits.some((x) => !SUITS.includes(x)))
      v("lead-restriction-suits", JSON.stringify(lr));
  }
  return out;
};

/** The law labels a state names, as a multiset. */
const lawLabels = (s: TableState): Map<string, number> => {
  const m = new Map<string, number>();
  const add = (l: unknown) => {
    if (typeof l === "string") m.set(l, (m.get(l) ?? 0) + 1);
  };
  if (s.ruling && "law" in s.ruling) add(s.ruling.law);
  for (const c of s.cancelled) add(c.law);
  for (const o of s.obligations) add(o.law);
  for (const r of s.leadRestrictions) add(r.law);
  for (const w of s.watchForDamage) add(w.law);
  return m;
};

// ---------------------------------------------------------------------------------------------------
// One event, with the transition checks

export type Outcome =
  | { ok: true; state: TableState; accepted: readonly string[]; found: Found[] }
  | { ok: false; error?: BridgeError; found: Found[] };

/**
 * Applies one event with `step` and checks the transition: no exception; an error names an event index at
 * most the current one; an insufficient bid accepted here is remembered; a call by a player who must pass
 * never enters the auction without a ruling.
 */
export const apply = (
  parent: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
  accepted: readonly string[],
): Outcome => {
  let r: Result<TableState>;
  try {
    r = step(parent, e, index, rules);
  } catch (x) {
    const message = x instanceof Error ? `${x.message}\n${x.stack ?? ""}` : String(x);
    return { ok: false, found: [{ kind: "exception", message }] };
  }
  if (!r.ok) {
    const er = r.error;
    const found: Found[] = [];
    if (typeof er?.code !== "string" || er.code === "")
      found.push({ kind: "error-shape", message: JSON.stringify(er) });
    else if (er.event === undefined || !Number.isInteger(er.event) || er.event < 0 || er.event > index)
      found.push({ kind: "error-event", message: `${er.code} at event ${index} names event ${er.event}` });
    return { ok: false, error: er, found };
  }
  const child = r.value;
  const found: Found[] = [];
  let acc = accepted;
  const pr = parent.ruling;
  // An insufficient bid enters the auction out of an insufficient-bid ruling (27A1, 27B4) or out of a change of
  // call that LHO accepted (25B1: he called over it, which 27A1 also makes an acceptance).
  if (
    pr !== null &&
    "irregularity" in pr &&
    (pr.irregularity === "insufficient-bid" || pr.irregularity === "change-of-call")
  ) {
    const count = (s: TableState) =>
      s.auction.filter((x) => x.by === pr.offender && x.call === pr.call && !x.outOfRotation).length;
    if (count(child) > count(parent)) acc = [...accepted, `${pr.offender}:${pr.call}`];
  }
  // A barred player's bid, double or redouble never stands without a ruling.
  if (e.type === "call" && e.call.type !== "pass" && child.ruling === null) {
    const barred = parent.obligations.some((o) => o.seat === e.by && "mustPass" in o);
    if (barred) {
      const text = formatCall(e.call);
      const n = (s: TableState) => s.auction.filter((x) => x.by === e.by && x.call === text).length;
      if (n(child) > n(parent))
        found.push({
          kind: "barred-call-stands",
          message: `${e.by} must pass (${JSON.stringify(parent.obligations)}) but ${text} entered the auction without a ruling`,
        });
    }
  }
  return { ok: true, state: child, accepted: acc, found };
};

// ---------------------------------------------------------------------------------------------------
// The pass-out walk: everyone simply passes, the director comes, options are refused

export const WALK_LIMIT = 48;

/** The events the walk tries, best first, from a state that is not a question. */
export const walkEvents = (s: TableState, deal?: string): TableEvent[] => {
  const out: TableEvent[] = [];
  const r = s.ruling;
  if (r !== null && !("question" in r)) {
    if (r.chooser === undefined) out.push(DIRECTOR);
    else {
      if (r.options.some((o) => o.id.startsWith("refuse"))) out.push(acceptEvent(r.chooser, false));
      out.push(callEvent(r.chooser, "P"));
      out.push(acceptEvent(r.chooser, false));
      out.push(DIRECTOR);
    }
  }
  if (s.phase === "lead" && s.turn !== null) {
    const open = s.leadRestrictions.find((x) => x.chosen === undefined);
    if (open && s.declarer !== null)
      out.push({ type: "leadRestriction", by: s.declarer, choice: { waive: true } });
    out.push(leadEvent(s.turn, leadCard(s.turn, deal, s.leadRestrictions)));
  }
  if (s.turn !== null) {
    const must = s.obligations.find((o) => o.seat === s.turn && "mustCall" in o);
    if (must && "mustCall" in must) out.push(callEvent(s.turn, must.mustCall));
    out.push(callEvent(s.turn, "P"));
  }
  out.push(DIRECTOR);
  return out;
};

/** A card the leader may lead: one he holds, in a suit declarer's choice allows (required, or not prohibited). */
const leadCard = (seat: Seat, deal?: string, restrictions: TableState["leadRestrictions"] = []): string => {
  const mine = restrictions.filter((r) => r.leader === seat && r.chosen !== undefined).map((r) => r.chosen!);
  const allowed = (suit: (typeof SUITS)[number]): boolean =>
    mine.every((c) => ("prohibit" in c ? c.prohibit !== suit : "require" in c ? c.require === suit : true));
  const d = deal === undefined ? null : parseDeal(deal);
  const suits = [...SUITS].sort((a, b) => Number(allowed(b)) - Number(allowed(a)));
  for (const suit of suits) {
    if (d === null || !d.ok) return formatCard({ suit, rank: "A" });
    const rank = d.value[seat][suit][0];
    if (rank !== undefined && holds(d.value, seat, { suit, rank })) return formatCard({ suit, rank });
  }
  return "SA";
};

/** A state's JSON with `events` left out: equal strings, same table. */
export const tableJson = (s: TableState): string => {
  const n = s.events;
  s.events = 0;
  try {
    return JSON.stringify(s);
  } finally {
    s.events = n;
  }
};

export interface Header {
  edition: Edition;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
}

const logOf = (h: Header, events: readonly TableEvent[]): TableLog => {
  const log: TableLog = {
    edition: h.edition,
    dealer: h.dealer,
    vulnerability: h.vulnerability,
    events: [...events],
  };
  if (h.deal !== undefined) log.deal = h.deal;
  return log;
};

/** Puts a finding on event `about` (a call or change). */
export const withFinding = (e: TableEvent, q: FindingName, value: unknown): TableEvent | null => {
  if (e.type !== "call" && e.type !== "change") return null;
  return { ...e, findings: { ...e.findings, [q]: value } } as TableEvent;
};

export const ANSWERS: Record<FindingName, unknown[]> = {
  artificial: [true, false],
  comparable: [true, false],
  sameMeaning: [true, false],
  unintended: [true, false],
  suits: ["unknown", ["S"], ["C", "D"]],
};

/** Replays `events` from scratch with every check; the states after each event, or the first failure. */
export const replayChecked = (
  h: Header,
  events: readonly TableEvent[],
): { states: TableState[]; accepted: string[][]; error?: BridgeError; found?: Found & { at: number } } => {
  const rules = RULES[h.edition];
  const states = [initialState(logOf(h, []))];
  const accepted: string[][] = [[]];
  for (let i = 0; i < events.length; i++) {
    const o = apply(states[i]!, events[i]!, i, rules, accepted[i]!);
    if (o.found.length) return { states, accepted, found: { ...o.found[0]!, at: i } };
    if (!o.ok) return o.error ? { states, accepted, error: o.error } : { states, accepted };
    states.push(o.state);
    accepted.push([...o.accepted]);
    const ctx: Context = {
      edition: h.edition,
      dealer: h.dealer,
      events: events.slice(0, i + 1),
      acceptedInsufficient: o.accepted,
    };
    const f = stateViolations(o.state, ctx);
    if (f.length) return { states, accepted, found: { ...f[0]!, at: i } };
  }
  return { states, accepted };
};

export type WalkResult =
  | { end: "ended" | "unimplemented"; events: TableEvent[] }
  | { end: "violation"; events: TableEvent[]; found: Found };

/**
 * From a state, lets every player pass in rotation, the director come when a ruling awaits him, options be
 * refused (a replacement is a pass), questions be answered `false`, lead restrictions be waived and the
 * opening lead be made. Must reach `play` or `done` within WALK_LIMIT events, every state on the way
 * satisfying the invariants.
 */
export const walk = (
  h: Header,
  events: readonly TableEvent[],
  state: TableState,
  accepted: readonly string[],
): WalkResult => {
  const rules = RULES[h.edition];
  let log = [...events];
  let s = state;
  let acc = accepted;
  for (let n = 0; n <= WALK_LIMIT; n++) {
    if (s.phase === "play" || s.phase === "done") return { end: "ended", events: log };
    const r = s.ruling;
    if (r !== null && "question" in r) {
      const e = log[r.about];
      const amended = e === undefined ? null : withFinding(e, r.question, ANSWERS[r.question]?.[1] ?? false);
      if (amended === null)
        return {
          end: "violation",
          events: log,
          found: { kind: "question-about", message: `about ${r.about}` },
        };
      log = [...log.slice(0, r.about), amended, ...log.slice(r.about + 1)];
      const re = replayChecked(h, log);
      if (re.found) return { end: "violation", events: log.slice(0, re.found.at + 1), found: re.found };
      if (re.error)
        return {
          end: "violation",
          events: log,
          found: {
            kind: "answer-rejected",
            message: `the answer ${r.question}=false on event ${r.about}: ${JSON.stringify(re.error)}`,
          },
        };
      s = re.states[re.states.length - 1]!;
      acc = re.accepted[re.accepted.length - 1]!;
      if (
        s.ruling !== null &&
        "question" in s.ruling &&
        s.ruling.question === r.question &&
        s.ruling.about === r.about
      )
        return {
          end: "violation",
          events: log,
          found: { kind: "question-repeats", message: JSON.stringify(s.ruling) },
        };
      continue;
    }
    const before = tableJson(s);
    let unimplemented = false;
    let moved = false;
    for (const e of walkEvents(s, h.deal)) {
      const o = apply(s, e, log.length, rules, acc);
      if (o.found.length) return { end: "violation", events: [...log, e], found: o.found[0]! };
      if (!o.ok) {
        if (o.error?.code === "rectification-not-implemented") unimplemented = true;
        continue;
      }
      if (tableJson(o.state) === before) continue;
      log = [...log, e];
      const ctx: Context = {
        edition: h.edition,
        dealer: h.dealer,
        events: log,
        acceptedInsufficient: o.accepted,
      };
      const f = stateViolations(o.state, ctx);
      if (f.length) return { end: "violation", events: log, found: f[0]! };
      s = o.state;
      acc = o.accepted;
      moved = true;
      break;
    }
    if (!moved) {
      if (unimplemented) return { end: "unimplemented", events: log };
      return {
        end: "violation",
        events: [...events],
        found: {
          kind: "walk-stuck",
          message: `the walk ${showWalk(log.slice(events.length))} reaches phase ${s.phase} where no pass, director, refusal or lead moves the table on`,
        },
      };
    }
  }
  return {
    end: "violation",
    events: [...events],
    found: {
      kind: "walk-no-end",
      message: `players pass, the director rules, options are refused (${showWalk(log.slice(events.length))}): the auction has not ended after ${WALK_LIMIT} events`,
    },
  };
};

const showWalk = (evs: readonly TableEvent[]): string =>
  evs.length === 0
    ? "no events"
    : evs.slice(0, 12).map(showEvent).join(" ") + (evs.length > 12 ? ` ... (${evs.length} events)` : "");

// ---------------------------------------------------------------------------------------------------
// The search

const fnv = (str: string): number => {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
};

class Stop extends Error {}

/** Every leaf is fully checked up to depth 2; from depth 3 one leaf in 32 (internal nodes always are). */
export const defaultSample = (depth: number): number => (depth <= 2 ? 1 : 32);

/** Explores every sequence of up to `depth` events. Never throws: what goes wrong is in `violations`. */
export const explore = (opts: ExploreOptions): Report => {
  const t0 = performance.now();
  const h: Header = {
    edition: opts.edition,
    dealer: opts.dealer ?? "N",
    vulnerability: opts.vulnerability ?? "None",
    ...(opts.deal === undefined ? {} : { deal: opts.deal }),
  };
  const rules = RULES[h.edition];
  const report = emptyReport(h.edition, h.dealer, opts.depth);
  const events = alphabet(opts);
  const sample = Math.max(1, opts.sample ?? defaultSample(opts.depth));
  const checks = opts.checks ?? true;
  const maxViolations = opts.keepGoing ? (opts.maxViolations ?? 50) : 1;
  const perKind = new Map<string, number>();
  const seen = opts.distinct ? new Set<number>() : null;
  let leaves = 0;
  let clock = 0;
  const base = opts.from?.length ?? 0;

  const path: TableEvent[] = [];
  const states: TableState[] = [];

  const violation = (kind: string, message: string, evs: readonly TableEvent[]) => {
    const k = perKind.get(kind) ?? 0;
    perKind.set(kind, k + 1);
    if (k < (opts.keepGoing ? 3 : 1)) report.violations.push({ kind, message, events: [...evs] });
    if (report.violations.length >= maxViolations) throw new Stop();
  };

  /** The checks of a state the search has just reached (not yet expanded). */
  const reached = (s: TableState, accepted: readonly string[]): boolean => {
    const d = path.length - base;
    // The root belongs to part 0 when the search is split.
    if (d > 0 || (opts.part ?? 0) === 0) {
      report.nodes[d] = (report.nodes[d] ?? 0) + 1;
      bump(report.phases, s.phase);
    }
    if (seen && seen.size < 16_000_000) seen.add(fnv(tableJson(s)));
    if (s.ruling !== null) {
      if ("question" in s.ruling) bump(report.questions, s.ruling.question);
      else bump(report.irregularities, s.ruling.irregularity);
    }
    if (!checks) return true;
    const ctx: Context = {
      edition: h.edition,
      dealer: h.dealer,
      events: path,
      acceptedInsufficient: accepted,
    };
    const f = stateViolations(s, ctx);
    if (f.length) {
      for (const x of f) violation(x.kind, x.message, path);
      return false;
    }
    return true;
  };

  /** Replay equality, JSON round trip, and the pass-out walk. */
  const heavy = (s: TableState, accepted: readonly string[]) => {
    if (!checks) return;
    report.replays++;
    const back = JSON.parse(JSON.stringify(s)) as unknown;
    if (!isDeepStrictEqual(back, s))
      violation("not-plain-json", "JSON.parse(JSON.stringify(state)) differs from the state", path);
    let r: Result<TableState>;
    try {
      r = replayLog(logOf(h, path));
    } catch (x) {
      violation("exception", `replayLog threw: ${String(x)}`, path);
      return;
    }
    if (!r.ok) violation("replay-differs", `replayLog fails: ${JSON.stringify(r.error)}`, path);
    else if (!isDeepStrictEqual(r.value, s))
      violation("replay-differs", "replayLog gives another state", path);
    if (s.ruling !== null && "question" in s.ruling) return;
    report.walks++;
    const w = walk(h, path, s, accepted);
    if (w.end === "violation") violation(w.found.kind, w.found.message, w.events);
    else if (w.end === "unimplemented") report.walksUnimplemented++;
    else {
      report.walksEnded++;
      report.walkMax = Math.max(report.walkMax, w.events.length - path.length);
    }
  };

  const countLaws = (parent: TableState, a: Map<string, number>, child: TableState) => {
    if (!checks) return;
    const pr = parent.ruling && "law" in parent.ruling ? parent.ruling.law : null;
    const cr = child.ruling && "law" in child.ruling ? child.ruling.law : null;
    for (const [l, n] of lawLabels(child)) {
      let k = n - (a.get(l) ?? 0);
      if (l === cr && cr !== pr && k <= 0) k = 1;
      if (k > 0) bump(report.laws, l, k);
    }
  };

  /** Expands a question: every value of the finding, put on the event it is about and replayed from there. */
  const answer = (s: TableState, remaining: number, acceptedStack: (readonly string[])[]) => {
    const q = s.ruling as { question: FindingName; about: number };
    const k = q.about;
    const original = path[k];
    if (original === undefined) return violation("question-about", `about ${k}`, path);
    let ok = 0;
    const saved = { path: path.slice(k), states: states.slice(k + 1), acc: acceptedStack.slice(k + 1) };
    for (const value of ANSWERS[q.question] ?? [true, false]) {
      const amended = withFinding(original, q.question, value);
      if (amended === null) return violation("question-about", `about event ${k}, a ${original.type}`, path);
      deepFreeze(amended);
      path[k] = amended;
      let cur = states[k]!;
      let acc = acceptedStack[k]!;
      let failed = false;
      for (let i = k; i < saved.path.length + k; i++) {
        const o = apply(cur, path[i]!, i, rules, acc);
        for (const x of o.found) violation(x.kind, x.message, path.slice(0, i + 1));
        if (!o.ok) {
          violation(
            "answer-rejected",
            `${q.question}=${JSON.stringify(value)} on event ${k}, then event ${i} is refused: ${JSON.stringify(o.error)}`,
            path.slice(0, i + 1),
          );
          failed = true;
          break;
        }
        cur = o.state;
        acc = o.accepted;
        states[i + 1] = cur;
        acceptedStack[i + 1] = acc;
      }
      if (failed) continue;
      const r = cur.ruling;
      if (r !== null && "question" in r && r.question === q.question && r.about === k) {
        violation(
          "question-repeats",
          `${q.question}=${JSON.stringify(value)} on event ${k} asks it again`,
          path,
        );
        continue;
      }
      ok++;
      report.answered++;
      if (reached(cur, acc)) visit(cur, remaining, acc, acceptedStack);
    }
    path.length = k;
    path.push(...saved.path);
    states.length = k + 1;
    states.push(...saved.states);
    acceptedStack.length = k + 1;
    acceptedStack.push(...saved.acc);
    if (ok === 0)
      violation("question-dead-end", `no answer to ${q.question} about event ${k} can be replayed`, path);
  };

  const visit = (
    s: TableState,
    remaining: number,
    accepted: readonly string[],
    acceptedStack: (readonly string[])[],
  ) => {
    if (opts.deadline !== undefined && (++clock & 1023) === 0 && performance.now() > opts.deadline) {
      report.aborted = true;
      throw new Stop();
    }
    states[path.length] = s;
    acceptedStack[path.length] = accepted;
    if (s.ruling !== null && "question" in s.ruling) return answer(s, remaining, acceptedStack);
    if (remaining === 0) {
      // Leaves: the state invariants always; the heavy checks (and the dead-end check of the walk) on a sample.
      if (leaves++ % sample === 0) heavy(s, accepted);
      return;
    }
    heavy(s, accepted);
    const json = checks ? tableJson(s) : "";
    const labels = checks ? lawLabels(s) : new Map<string, number>();
    let moved = 0;
    let unimplemented = false;
    const root = path.length === base;
    for (let i = 0; i < events.length; i++) {
      if (root && opts.parts !== undefined && i % opts.parts !== (opts.part ?? 0)) continue;
      const e = events[i]!;
      report.tried++;
      const o = apply(s, e, path.length, rules, accepted);
      if (o.found.length) for (const x of o.found) violation(x.kind, x.message, [...path, e]);
      if (!o.ok) {
        const code = o.error?.code ?? "exception";
        bump(report.rejected, code);
        if (code === "rectification-not-implemented") unimplemented = true;
        continue;
      }
      const child = o.state;
      // Only `director` (nothing pending) may leave the table as it was; any other accepted event moves it.
      if (checks && (e.type === "director" || e.type === "accept") && tableJson(child) === json) {
        report.noops++;
        if (e.type === "accept")
          violation("accept-noop", "an accepted `accept` event changed nothing", [...path, e]);
      } else moved++;
      countLaws(s, labels, child);
      path.push(e);
      if (reached(child, o.accepted)) visit(child, remaining - 1, o.accepted, acceptedStack);
      path.pop();
    }
    if (checks && tableJson(s) !== json)
      violation("parent-mutated", "step changed the state it was given", path);
    if (
      checks &&
      moved === 0 &&
      s.phase !== "done" &&
      s.phase !== "play" &&
      !(root && opts.parts !== undefined)
    ) {
      if (unimplemented) report.unimplemented++;
      else violation("dead-end", `phase ${s.phase}: no event moves the table on`, path);
    }
  };

  try {
    const from = opts.from ?? [];
    const start = replayChecked(h, from);
    if (start.found || start.error || start.states.length !== from.length + 1) {
      const why = start.found ? `${start.found.kind}: ${start.found.message}` : JSON.stringify(start.error);
      violation("start-refused", `the starting log does not replay cleanly: ${why}`, from);
    } else {
      path.push(...from);
      states.push(...start.states);
      const acceptedStack: (readonly string[])[] = [...start.accepted];
      const s0 = start.states[from.length]!;
      const acc0 = start.accepted[from.length]!;
      if (reached(s0, acc0)) visit(s0, opts.depth, acc0, acceptedStack);
    }
  } catch (x) {
    if (!(x instanceof Stop)) throw x;
  }
  report.distinct = seen ? seen.size : null;
  report.ms = performance.now() - t0;
  return report;
};

// ---------------------------------------------------------------------------------------------------
// Checking one log, and shrinking a failing one

/**
 * Every check the search makes, on one log: each event applied with the transition checks, each state
 * with the state invariants, and at the end the heavy checks and a dead-end check over the whole alphabet.
 * Returns the first violation, or null. A refused event ends the check (null: the log is not a path).
 */
export const checkLog = (
  h: Header,
  events: readonly TableEvent[],
  o: { simultaneous?: boolean; artificial?: boolean } = {},
): Violation | null => {
  const re = replayChecked(h, events);
  if (re.found)
    return { kind: re.found.kind, message: re.found.message, events: events.slice(0, re.found.at + 1) };
  if (re.error) return null;
  const s = re.states[re.states.length - 1]!;
  const acc = re.accepted[re.accepted.length - 1]!;
  const r = replayLog(logOf(h, events));
  if (!r.ok || !isDeepStrictEqual(r.value, s))
    return { kind: "replay-differs", message: "", events: [...events] };
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(s)), s))
    return { kind: "not-plain-json", message: "", events: [...events] };
  if (s.ruling !== null && "question" in s.ruling) {
    const q = s.ruling;
    const e = events[q.about];
    let any = false;
    for (const v of ANSWERS[q.question] ?? [true, false]) {
      const amended = e && withFinding(e, q.question, v);
      if (!amended) return { kind: "question-about", message: "", events: [...events] };
      const log = [...events.slice(0, q.about), amended, ...events.slice(q.about + 1)];
      const again = replayChecked(h, log);
      if (again.found)
        return {
          kind: again.found.kind,
          message: again.found.message,
          events: log.slice(0, again.found.at + 1),
        };
      if (again.error)
        return { kind: "answer-rejected", message: JSON.stringify(again.error), events: [...events] };
      const last = again.states[again.states.length - 1]!;
      if (
        last.ruling !== null &&
        "question" in last.ruling &&
        last.ruling.about === q.about &&
        last.ruling.question === q.question
      )
        return { kind: "question-repeats", message: "", events: log };
      any = true;
    }
    return any ? null : { kind: "question-dead-end", message: "", events: [...events] };
  }
  const w = walk(h, events, s, acc);
  if (w.end === "violation") return { kind: w.found.kind, message: w.found.message, events: w.events };
  if (s.phase !== "done" && s.phase !== "play") {
    const json = tableJson(s);
    const rules = RULES[h.edition];
    let moved = false;
    let unimplemented = false;
    for (const e of alphabet(o)) {
      const x = apply(s, e, events.length, rules, acc);
      if (x.found.length)
        return { kind: x.found[0]!.kind, message: x.found[0]!.message, events: [...events, e] };
      if (x.ok && tableJson(x.state) !== json) moved = true;
      if (!x.ok && x.error?.code === "rectification-not-implemented") unimplemented = true;
    }
    if (tableJson(s) !== json) return { kind: "parent-mutated", message: "", events: [...events] };
    if (!moved && !unimplemented)
      return { kind: "dead-end", message: `phase ${s.phase}`, events: [...events] };
  }
  return null;
};

/** Greedily removes events while the log still shows a violation of the same kind. */
export const shrink = (h: Header, v: Violation): Violation => {
  let best = v;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < best.events.length; i++) {
      const candidate = [...best.events.slice(0, i), ...best.events.slice(i + 1)];
      const r = checkLog(h, candidate);
      if (r !== null && r.kind === best.kind && r.events.length < best.events.length) {
        best = r;
        changed = true;
        break;
      }
    }
  }
  // The log as checked may stop before its end (a transition check): keep only what leads to the violation.
  const again = checkLog(h, best.events);
  return again !== null && again.kind === best.kind ? again : best;
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

// ---------------------------------------------------------------------------------------------------
// Random deep walks: the same checks along long random paths, to reach what the exhaustive search cannot

/** Mulberry32: a small deterministic PRNG. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export interface RandomOptions {
  edition: Edition;
  dealer?: Seat;
  /** Number of walks, and the most events in one. */
  runs: number;
  length: number;
  seed?: number;
  keepGoing?: boolean;
  maxViolations?: number;
  deadline?: number;
}

/**
 * Random walks from the start of the board: at each state an event is drawn from the alphabet (half the time
 * from the events the pass-out walk would use, so that auctions also end) until the engine accepts one;
 * questions get a random answer. Every state is checked as in the search; the last state of each walk gets
 * the heavy checks. `nodes[d]` counts the states reached at each length.
 */
export const randomWalks = (o: RandomOptions): Report => {
  const t0 = performance.now();
  const h: Header = { edition: o.edition, dealer: o.dealer ?? "N", vulnerability: "None" };
  const rules = RULES[h.edition];
  const report = emptyReport(h.edition, h.dealer, o.length);
  const events = alphabet();
  const next = prng(o.seed ?? 1);
  const maxViolations = o.keepGoing ? (o.maxViolations ?? 200) : 1;
  const perKind = new Map<string, number>();
  const add = (v: Violation): boolean => {
    const k = perKind.get(v.kind) ?? 0;
    perKind.set(v.kind, k + 1);
    if (k < (o.keepGoing ? 8 : 1)) report.violations.push(v);
    return report.violations.length >= maxViolations;
  };
  runs: for (let run = 0; run < o.runs; run++) {
    if (o.deadline !== undefined && performance.now() > o.deadline) {
      report.aborted = true;
      break;
    }
    let log: TableEvent[] = [];
    let s = initialState(logOf(h, []));
    let acc: readonly string[] = [];
    for (let i = 0; i < o.length && s.phase !== "play"; i++) {
      const r = s.ruling;
      if (r !== null && "question" in r) {
        const values = ANSWERS[r.question] ?? [true, false];
        const e = log[r.about];
        const amended = e && withFinding(e, r.question, values[Math.floor(next() * values.length)]);
        if (!amended) {
          if (add({ kind: "question-about", message: JSON.stringify(r), events: log })) break runs;
          continue runs;
        }
        log = [...log.slice(0, r.about), amended, ...log.slice(r.about + 1)];
        const re = replayChecked(h, log);
        if (re.found || re.error) {
          const v: Violation = re.found
            ? { kind: re.found.kind, message: re.found.message, events: log.slice(0, re.found.at + 1) }
            : { kind: "answer-rejected", message: JSON.stringify(re.error), events: log };
          if (add(v)) break runs;
          continue runs;
        }
        s = re.states[re.states.length - 1]!;
        acc = re.accepted[re.accepted.length - 1]!;
        report.answered++;
        continue;
      }
      const helpful = walkEvents(s);
      let moved = false;
      for (let tries = 0; tries < 60 && !moved; tries++) {
        const e =
          next() < 0.5
            ? helpful[Math.floor(next() * helpful.length)]!
            : events[Math.floor(next() * events.length)]!;
        report.tried++;
        const x = apply(s, e, log.length, rules, acc);
        if (x.found.length) {
          if (add({ kind: x.found[0]!.kind, message: x.found[0]!.message, events: [...log, e] })) break runs;
          continue runs;
        }
        if (!x.ok) {
          bump(report.rejected, x.error?.code ?? "exception");
          continue;
        }
        log = [...log, e];
        s = x.state;
        acc = x.accepted;
        moved = true;
        report.nodes[log.length] = (report.nodes[log.length] ?? 0) + 1;
        bump(report.phases, s.phase);
        if (s.ruling !== null) {
          if ("question" in s.ruling) bump(report.questions, s.ruling.question);
          else bump(report.irregularities, s.ruling.irregularity);
        }
        for (const [l] of lawLabels(s)) bump(report.laws, l);
        const f = stateViolations(s, {
          edition: h.edition,
          dealer: h.dealer,
          events: log,
          acceptedInsufficient: acc,
        });
        if (f.length) {
          if (add({ kind: f[0]!.kind, message: f[0]!.message, events: log })) break runs;
          continue runs;
        }
      }
      if (!moved) break;
    }
    // The end of the walk: the heavy checks, the pass-out walk and the dead-end check of checkLog.
    report.replays++;
    const v = checkLog(h, log);
    if (v !== null && add(v)) break;
  }
  report.ms = performance.now() - t0;
  return report;
};
