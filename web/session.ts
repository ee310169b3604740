/**
 * The boards of this session, kept in the browser. Every change is written to localStorage once the screen
 * shows it (`sessionWriter`: right after the next paint, and at once when the page is hidden or closed), so
 * nothing is lost on a reload, when the tab is closed or sent to the background.
 */
import type { Lang } from "../src/engine.js";
import { type EventJson, extendsEvents, importLog, type LogJson, newLog } from "./model.js";

export interface BoardRecord {
  id: string;
  created: number;
  updated: number;
  log: LogJson;
  /**
   * Earlier versions of the events, newest last: undo restores the last one. A version that is the first
   * `n` events of the next one (a tap adds one event) is kept as the number `n`, so a long board's history
   * stays small: a full copy is kept only for another change (a finding written on an earlier event).
   */
  undo: UndoEntry[];
  /** The adjusted scores the director decided on this board, as session@1 results (web/AdjustedScore.tsx). */
  adjusted?: Record<string, unknown>[];
  /** When the director first ruled here (ms): the register's `ruledAt`, from which 92B counts the appeal period. */
  ruledAt?: number;
}

/** An event of the director's ruling: he is at the table (`director`), or a side took its option (`accept`). */
const rules = (e: unknown): boolean =>
  typeof e === "object" && e !== null && ("director" in e || "accept" in e);

export interface Session {
  version: 1;
  current: string;
  boards: BoardRecord[];
}

export const SESSION_KEY = "bridge-td.session@1";
export const LANG_KEY = "bridge-td.lang";
const UNDO_DEPTH = 200;

/** An earlier version of a board's events: a copy, or how many of the next version's events it had. */
export type UndoEntry = EventJson[] | number;

const isUndoEntry = (x: unknown): x is UndoEntry =>
  Array.isArray(x) || (typeof x === "number" && Number.isInteger(x) && x >= 0);

/** `before` as an undo entry for the change to `after`: its length when it is a prefix of `after`. */
const undoEntry = (before: EventJson[], after: EventJson[]): UndoEntry =>
  extendsEvents(before, after) ? before.length : before;

/** The storage the app writes to (localStorage in the browser; a Map in tests). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

let counter = 0;
const newId = (): string => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const boardRecord = (log: LogJson): BoardRecord => {
  const now = Date.now();
  return { id: newId(), created: now, updated: now, log, undo: [] };
};

export const freshSession = (): Session => {
  const b = boardRecord(newLog(1));
  return { version: 1, current: b.id, boards: [b] };
};

/** Reads the session; anything unreadable gives a fresh session (and the bad copy is kept aside). */
export const loadSession = (store: KeyValue): Session => {
  const text = store.getItem(SESSION_KEY);
  if (text === null) return freshSession();
  try {
    const data = JSON.parse(text) as Session;
    if (data.version !== 1 || !Array.isArray(data.boards)) throw new Error("unknown session format");
    const boards: BoardRecord[] = [];
    for (const b of data.boards) {
      const r = importLog(b.log);
      // A log the engine no longer reads is kept as it was: the table view shows the engine's error.
      const log = r.ok ? r.log : (b.log as LogJson);
      boards.push({
        id: String(b.id),
        created: Number(b.created) || Date.now(),
        updated: Number(b.updated) || Date.now(),
        log,
        undo: Array.isArray(b.undo) ? b.undo.filter(isUndoEntry) : [],
        ...(Array.isArray(b.adjusted) ? { adjusted: b.adjusted } : {}),
        ...(Number.isFinite(b.ruledAt) ? { ruledAt: Number(b.ruledAt) } : {}),
      });
    }
    if (boards.length === 0) return freshSession();
    const current = boards.some((b) => b.id === data.current) ? data.current : boards[boards.length - 1]!.id;
    return { version: 1, current, boards };
  } catch {
    store.setItem(`${SESSION_KEY}.unreadable`, text);
    return freshSession();
  }
};

/** Writes the session now. False when the browser refused (storage full or disabled). */
export const saveSession = (store: KeyValue, s: Session): boolean => {
  try {
    store.setItem(SESSION_KEY, JSON.stringify(s));
    return true;
  } catch {
    return false;
  }
};

/** Writes the session later (`save`) or now (`flush`): see `sessionWriter`. */
export interface SessionWriter {
  /** Keeps `s` as the session to write, and has it written by `later` (the last one given wins). */
  save(s: Session): void;
  /** Writes the session kept by `save` now, if any. False when the browser refused. */
  flush(): boolean;
}

/**
 * The session's writer. Writing the whole session as JSON costs time on a long board (4,000 events), so a
 * change is not written on the tap's path: `save` keeps it and `later` runs the write (in the app, once the
 * next frame is painted); the app calls `flush` when the page is hidden or closed, so no change is lost.
 * `refused` is told when the browser refuses a write (storage full or disabled).
 */
export const sessionWriter = (
  store: KeyValue,
  later: (write: () => void) => void,
  refused: () => void,
): SessionWriter => {
  let pending: Session | null = null;
  const flush = (): boolean => {
    if (pending === null) return true;
    const s = pending;
    pending = null;
    const ok = saveSession(store, s);
    if (!ok) refused();
    return ok;
  };
  return {
    save: (s) => {
      const scheduled = pending !== null;
      pending = s;
      if (!scheduled) later(() => void flush());
    },
    flush,
  };
};

export const currentBoard = (s: Session): BoardRecord =>
  s.boards.find((b) => b.id === s.current) ?? s.boards[0]!;

/** The session with the current board's log replaced (the old events kept for undo when `undoable`). */
export const withLog = (s: Session, log: LogJson, undoable = true): Session => ({
  ...s,
  boards: s.boards.map((b) =>
    b.id === s.current
      ? {
          ...b,
          log,
          updated: Date.now(),
          ...(b.ruledAt === undefined && log.events.some(rules) ? { ruledAt: Date.now() } : {}),
          undo: undoable ? [...b.undo, undoEntry(b.log.events, log.events)].slice(-UNDO_DEPTH) : b.undo,
        }
      : b,
  ),
});

/** Undo: restore the events before the last change, or drop the last event when no history is kept. */
export const undo = (s: Session): Session => {
  const b = currentBoard(s);
  const prev = b.undo[b.undo.length - 1];
  const events =
    prev === undefined
      ? b.log.events.slice(0, -1)
      : typeof prev === "number"
        ? b.log.events.slice(0, prev)
        : prev;
  const rec: BoardRecord = {
    ...b,
    log: { ...b.log, events },
    updated: Date.now(),
    undo: prev !== undefined ? b.undo.slice(0, -1) : b.undo,
  };
  return { ...s, boards: s.boards.map((x) => (x.id === b.id ? rec : x)) };
};

export const canUndo = (s: Session): boolean => {
  const b = currentBoard(s);
  return b.undo.length > 0 || b.log.events.length > 0;
};

/** Adds a board and makes it current. */
export const addBoard = (s: Session, log: LogJson): Session => {
  const b = boardRecord(log);
  return { ...s, current: b.id, boards: [...s.boards, b] };
};

/** The next board number after the highest one in the session. */
export const nextBoardNumber = (s: Session): number =>
  s.boards.reduce((m, b) => Math.max(m, b.log.board ?? 0), 0) + 1;

export const removeBoard = (s: Session, id: string): Session => {
  const boards = s.boards.filter((b) => b.id !== id);
  if (boards.length === 0) return freshSession();
  const current = s.current === id ? boards[boards.length - 1]!.id : s.current;
  return { ...s, current, boards };
};

export const loadLang = (store: KeyValue, preferred: readonly string[]): Lang => {
  const saved = store.getItem(LANG_KEY);
  if (saved === "en" || saved === "ru") return saved;
  return preferred.some((l) => l.toLowerCase().startsWith("ru")) ? "ru" : "en";
};

/** The file name for saving a board: `board-7.json` (with the date, so a session's files do not clash). */
export const fileName = (log: LogJson, date = new Date()): string => {
  const d = date.toISOString().slice(0, 10);
  return log.board === undefined ? `table-log-${d}.json` : `board-${log.board}-${d}.json`;
};
