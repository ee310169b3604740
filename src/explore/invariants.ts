/**
 * The checks: the invariants of one state, one event applied with the transition checks, a log replayed
 * with every check, the pass-out walk, and every check of the search on one log (`checkLog`).
 * docs/explorer.md lists them and says why.
 */
import { isDeepStrictEqual } from "node:util";
import { ANSWERS, alphabet, PLAY_FINDING_NAMES, showEvent, walkEvents, withFinding } from "./alphabet.js";
import { ddViolations } from "./dd-check.js";
import {
  type BridgeError,
  compareBids,
  contractText,
  type Edition,
  type EditionRules,
  type Entry,
  FINDING_NAMES,
  finalContract,
  formatCall,
  inadmissibility,
  initialState,
  isAuctionOver,
  lho,
  nextToCall,
  parseCall,
  partner,
  type Result,
  RULES,
  replayLog,
  SEATS,
  type Seat,
  SUITS,
  sameSide,
  step,
  type TableEvent,
  type TableState,
} from "./engine.js";
import { type PlayNotes, playAlphabet, playViolations } from "./play.js";
import { type Header, logOf, type Violation } from "./report.js";

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
  /** What the play checks report without failing (revokes not yet established...), counted here. */
  notes?: PlayNotes;
}

export type Found = { kind: string; message: string };

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

/** Is the law label's number `lo` (or within lo..hi)? `50D2(a)` is law 50. */
const lawNumber = (label: string, lo: number, hi = lo): boolean => {
  const n = Number.parseInt(label, 10);
  return n >= lo && n <= hi;
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
      // 54A: after a faced opening lead out of turn declarer may spread his hand and become dummy; his
      // partner then declares.
      const swapped = c !== null && s.dummy === c.declarer && s.declarer === partner(c.declarer);
      if ((c?.declarer ?? null) !== s.declarer && !swapped)
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
      if (
        !(FINDING_NAMES as readonly string[]).includes(r.question) &&
        !(PLAY_FINDING_NAMES as readonly string[]).includes(r.question)
      )
        v("question-unknown", String(r.question));
      const about = ctx.events[r.about];
      if (!Number.isInteger(r.about) || about === undefined)
        v("question-about", `about ${r.about}, ${ctx.events.length} events`);
      else if (withFinding(about, r.question, ANSWERS[r.question]?.[0] ?? true) === null)
        v(
          "question-about",
          `about event ${r.about}, a ${about.type} event, which cannot carry ${r.question}`,
        );
    } else {
      if (r.chooser !== undefined && !SEATS.includes(r.chooser)) v("ruling-chooser", String(r.chooser));
      if (r.chooser !== undefined && r.options.length === 0)
        v("ruling-no-option", `${r.chooser} must choose under ${r.law} but is offered nothing`);
      if (typeof r.law !== "string" || r.law === "") v("ruling-law", JSON.stringify(r));
    }
  }
  // Obligations: only the offending side, none after the auction.
  // The play's obligations (mustPlay, mayNotPlay: penalty cards, 50) and those of a card exposed in the
  // auction (24) come from no cancelled call; a major penalty card to play must be on the table.
  const offenders = new Set(s.cancelled.map((c) => c.by));
  const ofCalls = s.obligations.filter((o) => !("mustPlay" in o || "mayNotPlay" in o));
  for (const o of ofCalls) {
    if (!lawNumber(o.law, 24) && ![...offenders].some((x) => sameSide(x, o.seat)))
      v("obligation-non-offender", `${JSON.stringify(o)}: no call of that side was cancelled`);
  }
  for (const o of s.obligations) {
    if (typeof o.law !== "string" || o.law === "") v("obligation-law", JSON.stringify(o));
    if ("mustPlay" in o && !(s.penaltyCards ?? []).some((p) => p.seat === o.seat && p.card === o.mustPlay))
      v("obligation-no-penalty-card", `${JSON.stringify(o)}: no such penalty card`);
  }
  if (s.contract !== null && ofCalls.length > 0 && s.tricks !== undefined)
    v("obligation-after-auction", `${JSON.stringify(ofCalls)} in the play`);
  else if (s.contract !== null && ofCalls.some((o) => !lawNumber(o.law, 24)))
    v("obligation-after-auction", `${JSON.stringify(s.obligations)} with contract ${s.contract}`);
  // Lead restrictions: only on the partner of an offender who became a defender.
  if (s.contract === null && s.leadRestrictions.length > 0)
    v("lead-restriction-early", JSON.stringify(s.leadRestrictions));
  for (const lr of s.leadRestrictions) {
    if (s.declarer === null || lr.leader === s.declarer || lr.leader === partner(s.declarer))
      v("lead-restriction-not-defender", `${JSON.stringify(lr)}, declarer ${s.declarer}`);
    // A lead restriction of the play (a penalty card, 50D2; a lead out of turn, 54D, 56...) has no cancelled call.
    if (!lawNumber(lr.law, 41, 99) && !offenders.has(partner(lr.leader)))
      v("lead-restriction-no-offender", `${JSON.stringify(lr)}: ${partner(lr.leader)} has no cancelled call`);
    if (lr.suits.length === 0 || lr.suits.some((x) => !SUITS.includes(x)))
      v("lead-restriction-suits", JSON.stringify(lr));
  }
  // The play (src/explore/play.ts), and the score of a board passed out.
  if (s.phase === "done" && s.contract === "passed-out" && s.score !== undefined && s.score !== 0)
    v("score-wrong", `a passed-out board scores ${s.score}`);
  if (s.tricks !== undefined || s.result !== undefined || s.revokes !== undefined)
    out.push(
      ...playViolations(s, {
        events: ctx.events,
        vulnerability: s.vulnerability,
        ...(ctx.notes ? { notes: ctx.notes } : {}),
      }),
      ...ddViolations(s),
    );
  return out;
};

/** The law labels a state names, as a multiset. */
export const lawLabels = (s: TableState): Map<string, number> => {
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
/** The events the walk may add to finish the play when the deal is known: 52 cards and the rulings on the way. */
export const PLAY_WALK_LIMIT = 80;

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
  // With a deal the walk goes on through the play (the lowest card that follows suit) to the end of the board.
  const finish = h.deal !== undefined;
  const limit = finish ? WALK_LIMIT + PLAY_WALK_LIMIT : WALK_LIMIT;
  for (let n = 0; n <= limit; n++) {
    if (s.phase === "done" || (s.phase === "play" && !finish)) return { end: "ended", events: log };
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
          message: `the walk ${showWalk(log.slice(events.length))} reaches phase ${s.phase} where no pass, director, refusal, lead or card moves the table on`,
        },
      };
    }
  }
  return {
    end: "violation",
    events: [...events],
    found: {
      kind: "walk-no-end",
      message: `players pass, the director rules, options are refused${finish ? ", the lowest card that follows suit is played" : ""} (${showWalk(log.slice(events.length))}): the ${finish ? "board" : "auction"} has not ended after ${limit} events`,
    },
  };
};

const showWalk = (evs: readonly TableEvent[]): string =>
  evs.length === 0
    ? "no events"
    : evs.slice(0, 12).map(showEvent).join(" ") + (evs.length > 12 ? ` ... (${evs.length} events)` : "");
// ---------------------------------------------------------------------------------------------------
// Checking one log

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
  if (s.phase !== "done" && (s.phase !== "play" || h.deal !== undefined)) {
    const json = tableJson(s);
    const rules = RULES[h.edition];
    let moved = false;
    let unimplemented = false;
    // The play's alphabet, and the events of the walk (a director's finding awaited, a claim's award...).
    const tried =
      s.tricks === undefined ? alphabet(o) : [...alphabet(o), ...playAlphabet(), ...walkEvents(s, h.deal)];
    for (const e of tried) {
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
