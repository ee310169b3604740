/**
 * What the engine makes of a log: a new event is applied to the last state, anything else replays the log.
 * No DOM here, so the unit tests can use it under Node.
 */
import { hasRules } from "../../src/editions-core.js";
import {
  type BridgeError,
  initialState,
  type Lang,
  type Placement,
  type PublicState,
  presentState,
  type Result,
  RULES,
  step,
  type TableState,
  validateEvent,
  validateTableLog,
} from "../../src/engine.js";
import { playMissing } from "./adapter.js";
import type { EventJson, LogJson } from "./log.js";

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

/** A state kept for a log computed before, and the log it was computed for. */
type Good = Computed & { state: TableState };

/** A tap: the log's one new event applied to the state of the last log (the one it extends). */
const stepLast = (prev: Good, log: LogJson): Computed => {
  const i = log.events.length - 1;
  const e = validateEvent(log.events[i], i);
  if (!e.ok) return { log, state: prev.state, error: e.error, placement: prev.placement };
  let r: Result<TableState>;
  try {
    r = step(prev.state, e.value, i, RULES[log.edition]);
  } catch (x) {
    // The new event waits for the play's part (web/parts.ts); no state is shown meanwhile.
    return { log, state: null, error: playMissing(x, i), placement: { auctionAt: [], cancelledAt: [] } };
  }
  if (!r.ok) return { log, state: prev.state, error: r.error, placement: prev.placement };
  // The same placement object while no call joins the grid (the play, held calls): the grid is not redrawn.
  const grows =
    r.value.auction.length > prev.placement.auctionAt.length ||
    r.value.cancelled.length > prev.placement.cancelledAt.length;
  const placement = grows
    ? { auctionAt: [...prev.placement.auctionAt], cancelledAt: [...prev.placement.cancelledAt] }
    : prev.placement;
  place(placement, r.value, i);
  return remember({ log, state: r.value, error: null, placement });
};

/** The whole log replayed from its header, event by event, to the first the engine refuses. */
const replay = (log: LogJson): Computed => {
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
    let r: Result<TableState>;
    try {
      r = step(s, v.value.events[i]!, i, rules);
    } catch (x) {
      // A log that reaches the play before its part has loaded: no state is shown (it would be the wrong one).
      return { log, state: null, error: playMissing(x, i), placement: { auctionAt: [], cancelledAt: [] } };
    }
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
  if (last !== null && last.state !== null && last.error === null && extendsByOne(last.log, log))
    return stepLast(last as Good, log);
  // An undo: the same events as a log computed before (the very same objects), whose state is kept.
  const kept = recent.get(log.events.length);
  if (kept !== undefined && sameHeader(kept.log, log) && kept.log.events.every((e, i) => e === log.events[i]))
    return remember({ ...kept, log });
  return replay(log);
};

/** True when `log` reaches the play (or a Law 24 card in the auction) without its code's play part loaded. */
export const waitsForPlay = (log: LogJson): boolean => compute(log).error?.code === "part-loading";

/** True when the board of `log` is past its auction (or would be, once its code's play part has loaded). */
export const pastAuction = (log: LogJson): boolean => {
  const c = compute(log);
  return c.state === null ? c.error?.code === "part-loading" : c.state.period !== "auction";
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

/**
 * Would the engine take `event` after the log? The event is applied to the log's state without becoming the
 * last computed one (a try, as a render asks it, must not cost the next tap a replay). Null when it would.
 */
export const refusal = (log: LogJson, event: EventJson): BridgeError | null => {
  const c = compute(log);
  if (c.state === null || c.error !== null) return c.error;
  const i = log.events.length;
  const e = validateEvent(event, i);
  if (!e.ok) return e.error;
  const r = step(c.state, e.value, i, RULES[log.edition]);
  return r.ok ? null : r.error;
};

/**
 * The state the engine would reach with `events` after the log, none of them recorded (what would follow,
 * as a question's answers are tried): applied to the log's state like `refusal`; null when one is refused.
 */
export const stateAfter = (log: LogJson, events: readonly EventJson[], lang: Lang): PublicState | null => {
  const c = compute(log);
  if (c.state === null || c.error !== null) return null;
  let s = c.state;
  for (const [k, event] of events.entries()) {
    const i = log.events.length + k;
    const e = validateEvent(event, i);
    if (!e.ok) return null;
    const r = step(s, e.value, i, RULES[log.edition]);
    if (!r.ok) return null;
    s = r.value;
  }
  return presentState(s, lang, { explain: false });
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
