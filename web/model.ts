/**
 * The app's view of the engine: a table log as plain JSON (what is stored and saved); a new event is applied
 * to the last state, anything else replays the log. No DOM here, so the unit tests can use it under Node.
 */

import { hasRules, registerRules } from "../src/editions-core.js";
import {
  auctionGrid,
  type BridgeError,
  boardCycle,
  type Edition,
  type GridCell,
  gridColumns,
  initialState,
  type Lang,
  type Placement,
  type PublicState,
  presentState,
  type Result,
  RULES,
  type RulingOption,
  type Seat,
  type Suit,
  step,
  type TableLog,
  type TableState,
  type Vulnerability,
  validateEvent,
  validateTableLog,
} from "../src/engine.js";

export type { GridCall, GridCancelled, GridCell, Placement } from "../src/engine.js";

import { registerClaimLines } from "../src/explain/core.js";
import { type AuctionModules, makeRules } from "../src/laws/edition.js";
import type { PlayGroup } from "../src/laws/play/group.js";
import type { EditionRules } from "../src/model/rules.js";
import { replayWith } from "../src/table/replay.js";
import { ledSuitOf, playOptionChoice } from "./play/options.js";

/**
 * The codes of laws, each in two parts that the app loads when needed (web/parts.ts): a code's auction
 * period when the session holds a board of that code, before that board is replayed; its play period (the
 * play's laws, both codes' shared procedures) once the play is near: right after the app first draws, and
 * before a board already in the play is shown.
 */
const EDITIONS: Record<Edition, () => Promise<AuctionModules>> = {
  "2017": () => import("../src/laws/2017/auction.js").then((m) => m.auction2017),
  "1987": () => import("../src/laws/1987/auction.js").then((m) => m.auction1987),
};
const PLAYS: Record<Edition, () => Promise<PlayGroup[]>> = {
  "2017": () => import("../src/laws/2017/play/index.js").then((m) => m.play2017),
  "1987": () => import("../src/laws/1987/play/index.js").then((m) => m.play1987),
};
/** What a pending claim adds to its ruling's text: it can only come from the play's laws, so it comes with them. */
const claimLines = (): Promise<void> =>
  import("../src/explain/play/claims-explain.js").then((m) => registerClaimLines(m.claimRulingLines));

/** Thrown by a code's rules without its play part when a step asks the play's laws: the step is given up. */
class PlayMissing extends Error {
  constructor(readonly edition: Edition) {
    super(`the play part of the ${edition} code is not loaded`);
  }
}

/** The rules registered for a code whose play part is not loaded yet (RULES holds them until it is). */
const withoutPlay = new WeakSet<EditionRules>();

/**
 * A code's rules before its play part is loaded: the auction's laws; every hook that would ask the play's
 * laws (the end of the auction, with its Law 24 cards; a card; an event of the play; the end of the play)
 * throws PlayMissing instead, so a log that reaches the play is never computed without them: the app
 * reports the part as loading (`part-loading`) and computes the log once it has come.
 */
const auctionRules = (edition: Edition, modules: AuctionModules): EditionRules => {
  const missing = (): never => {
    throw new PlayMissing(edition);
  };
  const rules: EditionRules = {
    ...makeRules({ ...modules, play: [] }),
    atEndOfAuction: missing,
    irregularCard: missing,
    playEvent: missing,
    beforeCard: missing,
    afterCard: missing,
    atEndOfPlay: missing,
  };
  withoutPlay.add(rules);
  return rules;
};

const auctionOf: Partial<Record<Edition, AuctionModules>> = {};
const loadingEdition: Partial<Record<Edition, Promise<void>>> = {};
const loadingPlay: Partial<Record<Edition, Promise<void>>> = {};

/** True once the rules of `edition` are loaded (its auction period at least). */
export const hasEdition = (edition: Edition): boolean => hasRules(edition);

/** True once the rules of `edition` are loaded with its play period (or registered whole: the file readers). */
export const hasPlay = (edition: Edition): boolean => hasRules(edition) && !withoutPlay.has(RULES[edition]);

/** Loads the auction period of `edition` once; a failed load may be tried again. */
export const loadEdition = (edition: Edition): Promise<void> => {
  if (hasRules(edition)) return Promise.resolve();
  loadingEdition[edition] ??= EDITIONS[edition]().then(
    (m) => {
      auctionOf[edition] = m;
      // The whole code may have been registered meanwhile (the file readers' part registers both).
      if (!hasRules(edition)) registerRules(edition, auctionRules(edition, m));
    },
    (e: unknown) => {
      delete loadingEdition[edition];
      throw e;
    },
  );
  return loadingEdition[edition];
};

/** Loads the play period of `edition` (and its auction period first) once; a failed load may be tried again. */
export const loadPlayLaws = (edition: Edition): Promise<void> => {
  if (hasPlay(edition)) return Promise.resolve();
  loadingPlay[edition] ??= Promise.all([loadEdition(edition), PLAYS[edition](), claimLines()]).then(
    ([, play]) => {
      if (!hasPlay(edition)) registerRules(edition, makeRules({ ...auctionOf[edition]!, play }));
    },
    (e: unknown) => {
      delete loadingPlay[edition];
      throw e;
    },
  );
  return loadingPlay[edition];
};

/** The error value of a step given up for want of the play part (any other exception goes on). */
const playMissing = (e: unknown, index?: number): BridgeError => {
  if (!(e instanceof PlayMissing)) throw e;
  return {
    code: "part-loading",
    params: { part: e.edition },
    ...(index === undefined ? {} : { event: index }),
  };
};

/** Like the engine's replayLog, but a log that reaches the play before its part has loaded is an error value. */
export const replayLoaded = (log: TableLog): Result<TableState> => {
  try {
    return replayWith(RULES[log.edition], log);
  } catch (e) {
    return { ok: false, error: playMissing(e) };
  }
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
    let r: Result<TableState>;
    try {
      r = step(last.state, e.value, i, RULES[log.edition]);
    } catch (x) {
      // The new event waits for the play's part (web/parts.ts); no state is shown meanwhile.
      return { log, state: null, error: playMissing(x, i), placement: { auctionAt: [], cancelledAt: [] } };
    }
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
  /** The events that choose the option, recorded together (one undo takes them back): 54A, 54D + 50D2. */
  | { kind: "events"; events: EventJson[] }
  /** The chooser names a suit next (57A: require or prohibit a suit); `exclude` is not offered. */
  | { kind: "suit"; seat: Seat; restriction: "require" | "prohibit"; exclude: Suit | null }
  /** The option is a call the chooser makes that the app cannot name (a comparable call...): use the box. */
  | { kind: "box"; seat: Seat };

/**
 * An option the engine names the event of is that event; a play-period option is the events the app
 * knows for it (web/play/options.ts: the same whichever screen shows the ruling, so an option works the
 * same after an undo or a reload as when first shown); any other option is a call the chooser will make,
 * recorded in the bidding box.
 */
export const optionAction = (
  ruling: OptionRuling,
  option: RulingOption,
  claimBy?: Seat,
  tricks?: PublicState["tricks"],
): OptionAction | null => {
  const chooser = ruling.chooser;
  if (chooser === undefined) return null;
  // The engine names the event that chooses the option where one event does.
  const e = option.event;
  if (e !== undefined)
    return { kind: "event", event: "accept" in e ? { by: e.by, accept: e.accept } : callEvent(e.by, e.call) };
  const play = playOptionChoice(chooser, ruling.call, option, claimBy, ledSuitOf(tricks));
  if (play !== null && "suit" in play)
    return { kind: "suit", seat: play.by, restriction: play.suit, exclude: play.exclude };
  if (play !== null)
    return play.events.length === 1
      ? { kind: "event", event: play.events[0]! }
      : { kind: "events", events: play.events };
  return { kind: "box", seat: chooser };
};

/** The auction grid is built by the engine's one builder (src/auction/grid.ts), the same for every face. */
export const columns = gridColumns;
export const grid = (
  state: PublicState,
  placement: Placement,
  pending: { by: Seat; call: string } | null = null,
): GridCell[][] => auctionGrid(state, { placement, pending });

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

/**
 * The option of `ruling` that the events `appended` chose (what the director tapped, on whichever panel),
 * or null when they are not one option's events (a card played, a question answered).
 */
export const chosenOption = (
  ruling: Ruling | null,
  appended: EventJson[],
  claimBy?: Seat,
  tricks?: PublicState["tricks"],
): RulingOption | null => {
  if (ruling === null || isQuestion(ruling) || appended.length === 0) return null;
  const same = (a: EventJson[], b: EventJson[]) => canonical(a) === canonical(b);
  for (const o of ruling.options) {
    const a = optionAction(ruling, o, claimBy, tricks);
    if (a === null) continue;
    if (a.kind === "event" && same([a.event], appended)) return o;
    if (a.kind === "events" && same(a.events, appended)) return o;
    if (a.kind === "suit" && appended.length === 1) {
      const e = appended[0]!;
      const r = e.playRestriction as Record<string, unknown> | undefined;
      if (e.by === a.seat && r !== undefined && typeof r[a.restriction] === "string") return o;
    }
  }
  return null;
};

/** A JSON value as text with its keys in order (two events equal whatever order their keys were written in). */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(v);

/**
 * The lead restrictions still binding: a requirement for one lead (`until: "lead"`) is spent once its
 * leader has led to the trick in progress (the engine keeps it to the end of that trick, for the revoke
 * laws, 61A), so the screen no longer shows it (walk2 F3).
 */
export const liveRestrictions = (state: PublicState): PublicState["leadRestrictions"] => {
  const last = state.tricks?.[state.tricks.length - 1];
  const led = last !== undefined && last.winner === undefined ? last.cards[0]?.by : undefined;
  return state.leadRestrictions.filter(
    (r) => !(r.until === "lead" && r.chosen !== undefined && led !== undefined && led === r.leader),
  );
};
