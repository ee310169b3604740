/**
 * The board's state for the app (web/App.tsx draws it): the session kept on the device (written after each
 * paint and at once when the page is hidden), the language, the current board's log replayed through the
 * engine, what is recorded (one event, events together, an answer, an undo), the ruling option just chosen,
 * the notice, and the play screen's part once the board reaches the play.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { BridgeError, Lang, PublicState, RulingOption, Seat } from "../../src/engine.js";
import { explainError } from "../../src/engine.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { tr } from "../i18n.js";
import {
  type CallFlags,
  callEvent,
  chosenOption,
  type EventJson,
  type LogJson,
  type OptionAction,
  run,
  tryAppend,
  tryFinding,
} from "../model.js";
import { afterPlayPart, onPlayLoaded, whenReady } from "../parts.js";
import {
  currentBoard,
  type KeyValue,
  LANG_KEY,
  type Session,
  sessionWriter,
  undo,
  withLog,
} from "../session.js";
import { seatName } from "../ui.js";

export type Notice = { kind: "error" | "info"; text: string } | null;
type PlayModule = typeof import("../play/PlayView.js");
/** The ruling option just recorded (its one-line summary stands where the ruling was), at that length. */
export type ChosenLine = { option: RulingOption; chooser: Seat; law: string; at: number };

/** The play screen is a chunk of its own, loaded once the board reaches the play (or its end). */
export const needsPlay = (s: PublicState | null): boolean =>
  s !== null && (s.lead !== undefined || s.phase === "play" || s.phase === "done");

/**
 * Runs `write` once the next frame is painted: after an animation frame, in a task of its own (the frame's
 * style, layout and paint come between); within 100 ms when no frame comes (a page in the background).
 */
const afterPaint = (write: () => void): void => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    write();
  };
  const timer = setTimeout(once, 100);
  requestAnimationFrame(() => {
    clearTimeout(timer);
    setTimeout(once, 0);
  });
};

/** The session and the language, kept on the device; the notice that says what could not be done. */
const useStoredSession = (store: KeyValue, initialSession: Session, initialLang: Lang) => {
  const [session, setSessionState] = useState(initialSession);
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [notice, setNotice] = useState<Notice>(null);
  /** A part of the app (a language, the 1987 code: web/parts.ts) that could not be loaded. */
  const partFailed = (part: string) =>
    setNotice({ kind: "error", text: explainError(lang, { code: "part-unavailable", params: { part } }) });
  // Every change is written once the screen shows it, off the tap's path (the whole session as JSON), and
  // at once when the page is hidden or closed (web/session.ts): a reload or a closed tab loses nothing.
  const langNow = useRef(lang);
  langNow.current = lang;
  const writer = useMemo(
    () =>
      sessionWriter(store, afterPaint, () =>
        setNotice({ kind: "error", text: tr(langNow.current, "notice.storageFull") }),
      ),
    [store],
  );
  useEffect(() => {
    const flush = () => void writer.flush();
    const hidden = () => {
      if (document.visibilityState === "hidden") writer.flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      writer.flush();
    };
  }, [writer]);
  const setSession = (s: Session) => {
    writer.save(s);
    whenReady(lang, s, () => setSessionState(s), partFailed);
  };
  const setLang = (l: Lang) => {
    try {
      store.setItem(LANG_KEY, l);
    } catch {
      // the language is a preference: not saving it loses nothing recorded
    }
    whenReady(l, session, () => setLangState(l), partFailed);
  };
  return { session, setSession, lang, setLang, notice, setNotice, partFailed };
};

/** The log replayed in a language; again once a play part has loaded (what was computed without it). */
const useReplay = (log: LogJson, lang: Lang, partFailed: (part: string) => void) => {
  const [played, playLoaded] = useState(0);
  useEffect(() => onPlayLoaded(() => playLoaded((n) => n + 1)), []);
  const outcome = useMemo(() => run(log, lang), [log, lang, played]);
  useEffect(() => {
    if (outcome.error) afterPlayPart(outcome.error, log.edition, () => {}, partFailed);
  }, [outcome]);
  return outcome;
};

/** The play screen's part, loaded once the board reaches the play. */
const usePlayPart = (state: PublicState | null): PlayModule | null => {
  const [play, setPlay] = useState<PlayModule | null>(null);
  const wantPlay = needsPlay(state);
  useEffect(() => {
    if (wantPlay && play === null) import("../play/PlayView.js").then(setPlay, () => setPlay(null));
  }, [wantPlay, play]);
  return play;
};

/** Whether the service worker controls the page (the app then works offline). */
const useOffline = (offlineReady: Promise<boolean>): boolean => {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    offlineReady.then(setOffline, () => setOffline(false));
  }, [offlineReady]);
  return offline;
};

export interface BoardOptions {
  store: KeyValue;
  initialSession: Session;
  initialLang: Lang;
  /** Resolves when the service worker controls the page (the app then works offline). */
  offlineReady: Promise<boolean>;
}

/** The board's state and what records on it (see the file's head). */
export const useBoard = ({ store, initialSession, initialLang, offlineReady }: BoardOptions) => {
  const stored = useStoredSession(store, initialSession, initialLang);
  const { session, lang, partFailed } = stored;
  const board = currentBoard(session);
  const log = board.log;
  const outcome = useReplay(log, lang, partFailed);
  const state = outcome.state;
  const play = usePlayPart(state);
  const offline = useOffline(offlineReady);
  const [preset, setPreset] = useState<Seat | null>(null);
  const [quick, setQuick] = useState(false);
  const [chosen, setChosen] = useState<ChosenLine | null>(null);
  // The bidding box opened for a call after the final pass (Law 39).
  const [afterFinal, setAfterFinal] = useState(false);
  // ... and closed once the play is under way (a passed-out board has no play: its box stays at the end).
  const playing = state !== null && state.contract !== "passed-out" && needsPlay(state);
  useEffect(() => {
    if (playing) setAfterFinal(false);
  }, [playing]);
  // The quick paths are for the play: closed on another board and back in the auction (an undo).
  const quickGone = state === null || state.phase === "auction";
  useEffect(() => {
    if (quickGone) setQuick(false);
  }, [quickGone]);
  useEffect(() => setQuick(false), [board.id]);
  const base = {
    ...stored,
    board,
    log,
    outcome,
    state,
    play,
    offline,
    preset,
    setPreset,
    quick,
    setQuick,
    afterFinal,
    setAfterFinal,
  };
  const recorder = useRecorder({ ...base, setChosen });
  return { ...base, chosen, ...recorder };
};

type Base = ReturnType<typeof useStoredSession> & {
  log: LogJson;
  state: PublicState | null;
  setPreset: (s: Seat | null) => void;
  setQuick: (open: boolean) => void;
  setChosen: (c: ChosenLine | null) => void;
};

/** What records on the board: every change goes through the engine first (refused: said, not recorded). */
const useRecorder = (b: Base) => {
  const { lang, log, state, session } = b;
  const refused = (e: BridgeError) =>
    b.setNotice({
      kind: "error",
      text: tr(lang, "notice.refused", {
        message: inCodeWords(lang, log.edition, explainError(lang, e, { where: false })),
      }),
    });
  const commit = (next: LogJson) => {
    // An option chosen on either panel (the table's, the quick paths'): once the ruling is recorded the
    // director sees one line saying what was chosen, and the play in view (walk2 F2, F4).
    const r = state?.ruling ?? null;
    const appended = next.events.length > log.events.length ? next.events.slice(log.events.length) : [];
    const o =
      r && next.events.length > log.events.length
        ? chosenOption(r, appended, state?.claim?.by, state?.tricks)
        : null;
    const after = o ? run(next, lang).state : null;
    if (o && r && !("question" in r) && r.chooser && after && after.ruling === null) {
      b.setChosen({ option: o, chooser: r.chooser, law: r.law, at: next.events.length });
      b.setQuick(false);
    } else b.setChosen(null);
    b.setSession(withLog(session, next));
    b.setNotice(null);
    b.setPreset(null);
  };
  /** Records an event if the engine takes it; otherwise says why and records nothing. */
  const append = (e: EventJson): boolean => {
    const r = tryAppend(log, e);
    if (r.ok) commit(r.log);
    // The event reaches the play before its part has loaded: recorded once it has (the box says so meanwhile).
    else if (afterPlayPart(r.error, log.edition, () => append(e), b.partFailed))
      b.setNotice({ kind: "info", text: explainError(lang, r.error, { where: false }) });
    else refused(r.error);
    return r.ok;
  };
  // One function for the app's life that records with the latest `append`: the parts of the play screen
  // drawn again only when their props change (web/memo.ts) keep it from tap to tap.
  const appendNow = useRef(append);
  appendNow.current = append;
  const onEvent = useMemo(() => (e: EventJson) => appendNow.current(e), []);
  return { refused, commit, append, onEvent, ...moreRecording(b, commit, append, refused) };
};

/** Calls, events together, the option actions, answers, undo. */
const moreRecording = (
  b: Base,
  commit: (next: LogJson) => void,
  append: (e: EventJson) => boolean,
  refused: (e: BridgeError) => void,
) => {
  const { lang, log, state } = b;
  const onCall = (by: Seat, call: string, flags: CallFlags) => {
    append(callEvent(by, call, flags));
  };
  /** Records events together (one undo takes them back), or none of them if the engine refuses one. */
  const appendAll = (events: EventJson[]): boolean => {
    let next = log;
    for (const e of events) {
      const r = tryAppend(next, e);
      if (!r.ok) {
        refused(r.error);
        return false;
      }
      next = r.log;
    }
    commit(next);
    return true;
  };
  const onAction = (a: OptionAction) => {
    if (a.kind === "event") {
      append(a.event);
      return;
    }
    if (a.kind === "events") {
      appendAll(a.events);
      return;
    }
    if (a.kind === "suit") return;
    b.setPreset(a.seat);
    if (state?.lead !== undefined) {
      // In the play the chooser's event is a card (or a choice the play screen records).
      b.setNotice({ kind: "info", text: tr(lang, "play.useHands", { seat: seatName(lang, a.seat) }) });
      document.getElementById("hands-title")?.scrollIntoView({ block: "nearest" });
      return;
    }
    b.setNotice({ kind: "info", text: tr(lang, "notice.useBox", { seat: seatName(lang, a.seat) }) });
    document.getElementById("box")?.scrollIntoView({ block: "nearest" });
  };
  const onAnswer = (about: number, name: string, value: unknown) => {
    const r = tryFinding(log, about, name, value);
    if (r.ok) commit(r.log);
    else refused(r.error);
  };
  const onUndo = () => {
    b.setSession(undo(b.session));
    b.setNotice(null);
    b.setPreset(null);
  };
  return { onCall, appendAll, onAction, onAnswer, onUndo };
};

export type Board = ReturnType<typeof useBoard>;
