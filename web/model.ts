/**
 * The app's view of the engine: a table log as plain JSON (what is stored and saved); a new event is applied
 * to the last state, anything else replays the log. No DOM here, so the unit tests can use it under Node.
 */

import { hasRules, registerRules } from "../src/editions-core.js";
import {
  type BridgeError,
  boardCycle,
  type Edition,
  initialState,
  type Lang,
  type PublicState,
  presentState,
  RULES,
  type RulingOption,
  type Seat,
  type Suit,
  step,
  type TableState,
  type Vulnerability,
  validateEvent,
  validateTableLog,
} from "../src/engine.js";
import { playOptionEvent } from "./play/options.js";

/**
 * The codes of laws, each a part of its own that the app loads when the session holds a board of that code
 * (web/parts.ts), before that board is replayed.
 */
const EDITIONS: Record<Edition, () => Promise<void>> = {
  "2017": () => import("../src/laws/2017/index.js").then((m) => registerRules("2017", m.rules2017)),
  "1987": () => import("../src/laws/1987/index.js").then((m) => registerRules("1987", m.rules1987)),
};
const loadingEdition: Partial<Record<Edition, Promise<void>>> = {};

/** True once the rules of `edition` are loaded. */
export const hasEdition = (edition: Edition): boolean => hasRules(edition);

/** Loads the rules of `edition` once; a failed load may be tried again. */
export const loadEdition = (edition: Edition): Promise<void> => {
  if (hasRules(edition)) return Promise.resolve();
  loadingEdition[edition] ??= EDITIONS[edition]().catch((e: unknown) => {
    delete loadingEdition[edition];
    throw e;
  });
  return loadingEdition[edition];
};

/** One event as the table-log format writes it (kept as JSON: what is saved is what was recorded). */
export type EventJson = Record<string, unknown>;

/** A table log as JSON (`table-log@1`). */
export interface LogJson {
  format: "table-log@1";
  edition: Edition;
  board?: number;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
  events: EventJson[];
  /** *Extension*: the director's notes on the watch-for-damage list (docs/table-log.md). */
  notes?: { law: string; side?: "NS" | "EW"; text: string }[];
}

export type Ruling = NonNullable<PublicState["ruling"]>;
export type OptionRuling = Extract<Ruling, { options: RulingOption[] }>;
export type QuestionRuling = Extract<Ruling, { question: string }>;

export const isQuestion = (r: Ruling): r is QuestionRuling => "question" in r;

/** A fresh log for a board: dealer and vulnerability from the board cycle (Law 2). */
export const newLog = (board: number, edition: Edition = "2017"): LogJson => {
  const c = boardCycle(board);
  return {
    format: "table-log@1",
    edition,
    board,
    dealer: c.dealer,
    vulnerability: c.vulnerability,
    events: [],
  };
};

/**
 * A JSON value read from a file, made into a LogJson if the engine validates it (the dealer and the
 * vulnerability the board cycle gives are written out, so the set-up screen shows them).
 */
export const importLog = (data: unknown): { ok: true; log: LogJson } | { ok: false; error: BridgeError } => {
  const v = validateTableLog(data);
  if (!v.ok) return { ok: false, error: v.error };
  const raw = data as Record<string, unknown>;
  const log: LogJson = {
    format: "table-log@1",
    edition: v.value.edition,
    dealer: v.value.dealer,
    vulnerability: v.value.vulnerability,
    events: (raw.events as EventJson[]).map((e) => ({ ...e })),
  };
  if (v.value.board !== undefined) log.board = v.value.board;
  if (v.value.deal !== undefined) log.deal = v.value.deal;
  if (v.value.notes !== undefined) log.notes = v.value.notes.map((n) => ({ ...n }));
  return { ok: true, log };
};

/** Where each standing and each cancelled call first appeared (event index), for placing them in the grid. */
export interface Placement {
  auctionAt: number[];
  cancelledAt: number[];
}

export interface Outcome {
  /** The state after the last event that the engine accepted (null when the header itself is invalid). */
  state: PublicState | null;
  /** The engine's error for the log, if any (the state is then the one before the event at fault). */
  error: BridgeError | null;
  placement: Placement;
}

/** What the engine made of a log: its last good state, the error if any, and where each call appeared. */
interface Computed {
  log: LogJson;
  state: TableState | null;
  error: BridgeError | null;
  placement: Placement;
}

/** The last log computed without error: a log that adds one event to it is computed from its state. */
let last: Computed | null = null;

/**
 * The last logs computed without error, by their number of events (the newest 64): an undo, which gives the
 * events before the last taps, finds the state it goes back to instead of replaying the board.
 */
const recent = new Map<number, Computed>();
const RECENT = 64;
const remember = (c: Computed): Computed => {
  last = c;
  recent.delete(c.log.events.length);
  recent.set(c.log.events.length, c);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value as number);
  return c;
};

const sameHeader = (a: LogJson, b: LogJson): boolean =>
  a.edition === b.edition &&
  a.board === b.board &&
  a.dealer === b.dealer &&
  a.vulnerability === b.vulnerability &&
  a.deal === b.deal;

/**
 * For each events array tryAppend makes, the array it adds an event to: that a tap extends the last log is
 * then known without comparing its events one by one (4,000 on a long board, on the tap's path).
 */
const appendedTo = new WeakMap<readonly EventJson[], readonly EventJson[]>();

/** True when `after` starts with the very same events as `before`, and has more. */
export const extendsEvents = (before: readonly EventJson[], after: readonly EventJson[]): boolean =>
  before.length < after.length &&
  (appendedTo.get(after) === before || before.every((e, i) => e === after[i]));

/** The log `prev` with one more event, the others the very same objects (what tryAppend and the app make). */
const extendsByOne = (prev: LogJson, log: LogJson): boolean =>
  log.events.length === prev.events.length + 1 &&
  sameHeader(prev, log) &&
  extendsEvents(prev.events, log.events);

const place = (placement: Placement, s: TableState, i: number): void => {
  while (placement.auctionAt.length < s.auction.length) placement.auctionAt.push(i);
  while (placement.cancelledAt.length < s.cancelled.length) placement.cancelledAt.push(i);
};

/**
 * The engine's view of a log. A tap adds one event: the new event is applied to the last state (the engine's
 * `step`, which copies only what the event changes), so a tap costs the same on a board of 4,000 events as
 * on one of 4. An undo back to events computed lately takes the state kept for them (`recent`). Anything
 * else (a finding written on an earlier event, a file opened, an undo further back) replays the log.
 */
const compute = (log: LogJson): Computed => {
  if (last !== null && last.log === log) return last;
  // The same events under another header object (the director's notes changed): nothing to replay.
  if (
    last !== null &&
    last.state !== null &&
    last.log.events === log.events &&
    log.events.length === last.state.events &&
    sameHeader(last.log, log)
  ) {
    return remember({ ...last, log });
  }
  if (last !== null && last.state !== null && last.error === null && extendsByOne(last.log, log)) {
    const i = log.events.length - 1;
    const e = validateEvent(log.events[i], i);
    if (!e.ok) return { log, state: last.state, error: e.error, placement: last.placement };
    const r = step(last.state, e.value, i, RULES[log.edition]);
    if (!r.ok) return { log, state: last.state, error: r.error, placement: last.placement };
    // The same placement object while no call joins the grid (the play, held calls): the grid is not redrawn.
    const grows =
      r.value.auction.length > last.placement.auctionAt.length ||
      r.value.cancelled.length > last.placement.cancelledAt.length;
    const placement = grows
      ? { auctionAt: [...last.placement.auctionAt], cancelledAt: [...last.placement.cancelledAt] }
      : last.placement;
    place(placement, r.value, i);
    return remember({ log, state: r.value, error: null, placement });
  }
  // An undo: the same events as a log computed before (the very same objects), whose state is kept.
  const kept = recent.get(log.events.length);
  if (kept !== undefined && sameHeader(kept.log, log) && kept.log.events.every((e, i) => e === log.events[i]))
    return remember({ ...kept, log });
  const placement: Placement = { auctionAt: [], cancelledAt: [] };
  const v = validateTableLog(log);
  if (!v.ok) return { log, state: null, error: v.error, placement };
  // The app loads a code before it shows a board of it (web/parts.ts); should that load have failed:
  if (!hasRules(v.value.edition))
    return {
      log,
      state: null,
      error: { code: "part-unavailable", params: { part: v.value.edition } },
      placement,
    };
  const rules = RULES[v.value.edition];
  let s = initialState(v.value);
  let error: BridgeError | null = null;
  for (let i = 0; i < v.value.events.length; i++) {
    const r = step(s, v.value.events[i]!, i, rules);
    if (!r.ok) {
      error = r.error;
      break;
    }
    s = r.value;
    place(placement, s, i);
  }
  const c = { log, state: s, error, placement };
  if (error === null) remember(c);
  return c;
};

/**
 * The state of a log in `lang`, its error if any, and where each call appeared in the grid. Only a question
 * keeps the engine's `explain` (its text, shown as the question): the app words a ruling with options from
 * its parts (web/readout.ts), and the engine's text would name every call held meanwhile on every tap.
 */
export const run = (log: LogJson, lang: Lang): Outcome => {
  const c = compute(log);
  const r = c.state?.ruling ?? null;
  return {
    state: c.state === null ? null : presentState(c.state, lang, { explain: r !== null && "question" in r }),
    error: c.error,
    placement: c.placement,
  };
};

/** The log with one more event, or the engine's reason to refuse it (nothing is recorded then). */
export const tryAppend = (
  log: LogJson,
  event: EventJson,
): { ok: true; log: LogJson } | { ok: false; error: BridgeError } => {
  const events = [...log.events, event];
  appendedTo.set(events, log.events);
  return tryLog({ ...log, events });
};

/** The log with a finding set on event `about` (the answer to the engine's question). */
export const tryFinding = (
  log: LogJson,
  about: number,
  name: string,
  value: unknown,
): { ok: true; log: LogJson } | { ok: false; error: BridgeError } => {
  const events = log.events.map((e, i) => (i === about ? { ...e, [name]: value } : e));
  return tryLog({ ...log, events });
};

const tryLog = (log: LogJson): { ok: true; log: LogJson } | { ok: false; error: BridgeError } => {
  const c = compute(log);
  return c.error === null ? { ok: true, log } : { ok: false, error: c.error };
};

/** Flags the bidding box can put on a call. */
export interface CallFlags {
  change?: boolean;
  /** With `change`: the call being replaced was a mechanical slip (Law 25A). */
  unintended?: boolean;
  simultaneous?: boolean;
  artificial?: boolean;
  /** The suits the call specifies, where the director has found them (Laws 26, 27B1(a), 29C). */
  suits?: Suit[];
}

/** The event for a call recorded in the bidding box. */
export const callEvent = (by: Seat, call: string, flags: CallFlags = {}): EventJson => {
  const e: EventJson = flags.change ? { by, change: call } : { by, call };
  if (flags.simultaneous && !flags.change) e.simultaneous = true;
  if (flags.change && flags.unintended) e.unintended = true;
  if (flags.artificial) e.artificial = true;
  if (flags.suits && flags.suits.length > 0) e.suits = flags.suits;
  return e;
};

/** What tapping a ruling option does. */
export type OptionAction =
  | { kind: "event"; event: EventJson }
  /** The option is a call the chooser makes that the app cannot name (a comparable call...): use the box. */
  | { kind: "box"; seat: Seat };

/**
 * Options whose id starts with `accept`/`refuse` are the option holder's choice to accept the call (an
 * `accept` event); an option that names a call is that call made by the chooser; any other option is a
 * call the chooser will make, recorded in the bidding box.
 */
export const optionAction = (
  ruling: OptionRuling,
  option: RulingOption,
  claimBy?: Seat,
): OptionAction | null => {
  const chooser = ruling.chooser;
  if (chooser === undefined) return null;
  // The engine names the event that chooses the option where one event does.
  const e = option.event;
  if (e !== undefined)
    return { kind: "event", event: "accept" in e ? { by: e.by, accept: e.accept } : callEvent(e.by, e.call) };
  // The play period's options whose one event the app knows (the claim's answers, 57A, 51A).
  const play = playOptionEvent(chooser, option, claimBy);
  if (play !== null) return { kind: "event", event: play };
  return { kind: "box", seat: chooser };
};

/** Columns of the auction grid, from the dealer. */
export const columns = (dealer: Seat): Seat[] => {
  const order: Seat[] = ["N", "E", "S", "W"];
  const i = order.indexOf(dealer);
  return [...order.slice(i), ...order.slice(0, i)];
};

export interface GridCall {
  by: Seat;
  call: string;
  implied?: boolean;
  outOfRotation?: boolean;
}
export interface GridCancelled {
  by: Seat;
  call: string;
  law: string;
}
export interface GridCell {
  cancelled: GridCancelled[];
  call?: GridCall;
  /** The irregular call awaiting the ruling (not yet in the auction, not yet cancelled). */
  pending?: { by: Seat; call: string };
  /** The next call goes here. */
  next?: boolean;
}

/**
 * The auction as rows of four cells (columns from the dealer). A standing call goes in its seat's column,
 * on a new row when that column is not to the right of the last one filled; a cancelled call goes in the
 * cell where it was made, above whatever call then takes its place.
 */
export const grid = (
  state: PublicState,
  placement: Placement,
  pending: { by: Seat; call: string } | null = null,
): GridCell[][] => {
  const cols = columns(state.dealer);
  type Item = { at: number; order: number; kind: 0 | 1; index: number };
  const items: Item[] = [];
  state.cancelled.forEach((_, k) => {
    items.push({ at: placement.cancelledAt[k] ?? Number.MAX_SAFE_INTEGER, order: k, kind: 0, index: k });
  });
  state.auction.forEach((_, j) => {
    items.push({ at: placement.auctionAt[j] ?? Number.MAX_SAFE_INTEGER, order: j, kind: 1, index: j });
  });
  items.sort((a, b) => a.at - b.at || a.kind - b.kind || a.order - b.order);
  const rows: GridCell[][] = [];
  const cell = (r: number, c: number): GridCell => {
    while (rows.length <= r)
      rows.push([{ cancelled: [] }, { cancelled: [] }, { cancelled: [] }, { cancelled: [] }]);
    return rows[r]![c]!;
  };
  let row = 0;
  let last = -1;
  for (const it of items) {
    if (it.kind === 1) {
      const e = state.auction[it.index]!;
      const c = cols.indexOf(e.by);
      if (c <= last) {
        row++;
        last = -1;
      }
      const g: GridCall = { by: e.by, call: e.call };
      if (e.implied) g.implied = true;
      if (e.outOfRotation) g.outOfRotation = true;
      cell(row, c).call = g;
      last = c;
    } else {
      const e = state.cancelled[it.index]!;
      const c = cols.indexOf(e.by);
      cell(c > last ? row : row + 1, c).cancelled.push({ by: e.by, call: e.call, law: e.law });
    }
  }
  if (pending !== null) {
    const c = cols.indexOf(pending.by);
    cell(c > last ? row : row + 1, c).pending = pending;
  }
  if ((state.phase === "auction" || state.phase === "ruling") && state.turn !== null) {
    const c = cols.indexOf(state.turn);
    const target = cell(c > last ? row : row + 1, c);
    if (target.call === undefined && target.pending === undefined) target.next = true;
  }
  if (rows.length === 0) cell(0, 0);
  return rows;
};

/** The call in its parts, for display: `{level: 1, strain: "NT"}`, or `{special: "P" | "X" | "XX"}`. */
export type CallParts =
  | { level: number; strain: "C" | "D" | "H" | "S" | "NT" }
  | { special: "P" | "X" | "XX" };
export const callParts = (call: string): CallParts => {
  if (call === "P" || call === "Pass") return { special: "P" };
  if (call === "X" || call === "Dbl") return { special: "X" };
  if (call === "XX" || call === "Rdbl") return { special: "XX" };
  const m = /^(\d+)(C|D|H|S|NT|N)$/.exec(call);
  if (!m) return { special: "P" };
  const strain = m[2] === "N" ? "NT" : (m[2] as "C" | "D" | "H" | "S" | "NT");
  return { level: Number(m[1]), strain };
};

/**
 * The call awaiting the ruling, to show in the grid: the irregular call, or the call a question is about
 * (a replacement whose consequences turn on the answer).
 */
export const pendingCall = (state: PublicState, log: LogJson): { by: Seat; call: string } | null => {
  const r = state.ruling;
  if (r === null) return null;
  if (!isQuestion(r)) return { by: r.offender, call: r.call };
  const e = log.events[r.about];
  const call = e?.call ?? e?.change;
  return e && typeof e.by === "string" && typeof call === "string" ? { by: e.by as Seat, call } : null;
};
