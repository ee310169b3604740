/** The director's companion: one board at a time, the log replayed through the engine on every tap. */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import type { BridgeError, Lang, PublicState, RulingOption, Seat } from "../src/engine.js";
import { explainError } from "../src/engine.js";
import { inCodeWords } from "../src/explain/ru-words.js";
import { AuctionGrid } from "./AuctionGrid.js";
import { BiddingBox } from "./BiddingBox.js";
import { Contract, LeadEntry, LeadRestrictions, Watch } from "./EndPanel.js";
import { tr } from "./i18n.js";
import {
  type CallFlags,
  callEvent,
  chosenOption,
  type EventJson,
  importLog,
  type LogJson,
  liveRestrictions,
  newLog,
  type OptionAction,
  pendingCall,
  run,
  tryAppend,
  tryFinding,
} from "./model.js";
import { afterPlayPart, onPlayLoaded, whenReady } from "./parts.js";
import { QuickEntry } from "./play/QuickEntry.js";
import { Chosen, RulingPanel } from "./RulingPanel.js";
import {
  addBoard,
  canUndo,
  currentBoard,
  fileName,
  type KeyValue,
  LANG_KEY,
  removeBoard,
  type Session,
  sessionWriter,
  undo,
  withLog,
} from "./session.js";
import { seatName, seatShort } from "./ui.js";
import { SessionView, SetupView, TrainView } from "./views.js";

type View = "table" | "board" | "session" | "train";
type PlayModule = typeof import("./play/PlayView.js");

/** The play screen is a chunk of its own, loaded once the board reaches the play (or its end). */
const needsPlay = (s: PublicState | null): boolean =>
  s !== null && (s.lead !== undefined || s.phase === "play" || s.phase === "done");
/** A card of the play (`CJ`, `HT`), as opposed to a call. */
const CARD_RE = /^[CDHS][AKQJT2-9]( |$)/;
type Notice = { kind: "error" | "info"; text: string } | null;

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

/**
 * Whose call the box should expect while a ruling is open: the player who must act, that is the chooser
 * (the LHO whose call over an irregular call accepts it, or the offender who must replace his own call
 * under 27B or 1987 25B2(b)), rather than the seat whose turn it is in the auction that stands.
 */
const boxSeat = (state: { ruling: unknown }): Seat | null => {
  const r = state.ruling as { chooser?: Seat } | null;
  return r?.chooser ?? null;
};

export interface AppProps {
  store: KeyValue;
  initialSession: Session;
  initialLang: Lang;
  /** Resolves when the service worker controls the page (the app then works offline). */
  offlineReady: Promise<boolean>;
}

export const App = ({ store, initialSession, initialLang, offlineReady }: AppProps) => {
  const [session, setSessionState] = useState(initialSession);
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [view, setView] = useState<View>("table");
  const [notice, setNotice] = useState<Notice>(null);
  const [preset, setPreset] = useState<Seat | null>(null);
  const [offline, setOffline] = useState(false);
  const board = currentBoard(session);
  const log = board.log;
  // A play part that has loaded: what was computed without it (web/parts.ts) is computed again.
  const [played, playLoaded] = useState(0);
  useEffect(() => onPlayLoaded(() => playLoaded((n) => n + 1)), []);
  const outcome = useMemo(() => run(log, lang), [log, lang, played]);
  useEffect(() => {
    if (outcome.error) afterPlayPart(outcome.error, log.edition, () => {}, partFailed);
  }, [outcome]);
  const state = outcome.state;
  const [play, setPlay] = useState<PlayModule | null>(null);
  const [quick, setQuick] = useState(false);
  const wantPlay = needsPlay(state);
  useEffect(() => {
    if (wantPlay && play === null) import("./play/PlayView.js").then(setPlay, () => setPlay(null));
  }, [wantPlay, play]);

  useEffect(() => {
    offlineReady.then(setOffline, () => setOffline(false));
  }, [offlineReady]);
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.title = tr(lang, "app.title");
  }, [lang]);

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
  const refused = (e: BridgeError) =>
    setNotice({
      kind: "error",
      text: tr(lang, "notice.refused", {
        message: inCodeWords(lang, log.edition, explainError(lang, e, { where: false })),
      }),
    });
  /** The ruling option just recorded (its one-line summary stands where the ruling was), at that length. */
  const [chosen, setChosen] = useState<{
    option: RulingOption;
    chooser: Seat;
    law: string;
    at: number;
  } | null>(null);
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
      setChosen({ option: o, chooser: r.chooser, law: r.law, at: next.events.length });
      setQuick(false);
    } else setChosen(null);
    setSession(withLog(session, next));
    setNotice(null);
    setPreset(null);
  };
  /** Records an event if the engine takes it; otherwise says why and records nothing. */
  const append = (e: EventJson): boolean => {
    const r = tryAppend(log, e);
    if (r.ok) commit(r.log);
    // The event reaches the play before its part has loaded: recorded once it has (the box says so meanwhile).
    else if (afterPlayPart(r.error, log.edition, () => append(e), partFailed))
      setNotice({ kind: "info", text: explainError(lang, r.error, { where: false }) });
    else refused(r.error);
    return r.ok;
  };
  // One function for the app's life that records with the latest `append`: the parts of the play screen
  // drawn again only when their props change (web/memo.ts) keep it from tap to tap.
  const appendNow = useRef(append);
  appendNow.current = append;
  const onEvent = useMemo(() => (e: EventJson) => appendNow.current(e), []);
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
    setPreset(a.seat);
    if (state?.lead !== undefined) {
      // In the play the chooser's event is a card (or a choice the play screen records).
      setNotice({ kind: "info", text: tr(lang, "play.useHands", { seat: seatName(lang, a.seat) }) });
      document.getElementById("hands-title")?.scrollIntoView({ block: "nearest" });
      return;
    }
    setNotice({ kind: "info", text: tr(lang, "notice.useBox", { seat: seatName(lang, a.seat) }) });
    document.getElementById("box")?.scrollIntoView({ block: "nearest" });
  };
  const onAnswer = (about: number, name: string, value: unknown) => {
    const r = tryFinding(log, about, name, value);
    if (r.ok) commit(r.log);
    else refused(r.error);
  };
  const onUndo = () => {
    setSession(undo(session));
    setNotice(null);
    setPreset(null);
  };
  const onSave = () => {
    const blob = new Blob([`${JSON.stringify(log, null, 2)}\n`], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = fileName(log);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };
  const onLoad = async (file: File) => {
    if (/\.(pbn|lin)$/i.test(file.name)) {
      // a PBN or LIN file: every board it holds joins the session (web/formats.ts, loaded when first needed)
      const { boardFileNotice, importBoardFile } = await import("./formats.js");
      const r = importBoardFile(file.name, new Uint8Array(await file.arrayBuffer()), lang);
      let s = session;
      for (const l of r.logs) s = addBoard(s, l);
      setSession(s);
      setNotice({
        kind: r.errors.length || !r.logs.length ? "error" : "info",
        text: boardFileNotice(lang, file.name, r),
      });
      if (r.logs.length) setView("session");
      return;
    }
    let data: unknown;
    try {
      const text = await file.text();
      data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      setNotice({
        kind: "error",
        text: tr(lang, "session.loadError", {
          file: file.name,
          message: explainError(lang, { code: "json-invalid", params: { detail } }),
        }),
      });
      return;
    }
    const r = importLog(data);
    if (!r.ok) {
      setNotice({
        kind: "error",
        text: tr(lang, "session.loadError", {
          file: file.name,
          message: explainError(lang, r.error),
        }),
      });
      return;
    }
    setSession(addBoard(session, r.log));
    setNotice({ kind: "info", text: tr(lang, "session.loaded", { file: file.name }) });
    setView("table");
  };
  const onNew = () => {
    const max = session.boards.reduce((m, b) => Math.max(m, b.log.board ?? 0), 0);
    setSession(addBoard(session, newLog(max + 1, log.edition)));
    setNotice(null);
    setView("board");
  };

  // A ruling of the auction period: not one on a card of the play (a lead out of turn after a `position`
  // has no recorded trick, but its card is not a call for the grid).
  const auctionRuling =
    state !== null &&
    state.phase === "ruling" &&
    state.tricks === undefined &&
    state.lead === undefined &&
    state.tricksWon === undefined &&
    !CARD_RE.test((state.ruling as { call?: string } | null)?.call ?? "");
  const pending = state && (state.phase === "auction" || auctionRuling) ? pendingCall(state, log) : null;
  // The quick paths are for the play: closed on another board and back in the auction (an undo).
  const quickGone = state === null || state.phase === "auction";
  useEffect(() => {
    if (quickGone) setQuick(false);
  }, [quickGone]);
  useEffect(() => setQuick(false), [board.id]);
  // A ruling once the auction is over (a lead out of turn, a revoke...) is not the bidding box's; nor is
  // the box shown while the quick paths are open.
  const auctionOpen = state !== null && !quick && (state.phase === "auction" || auctionRuling);
  const [afterFinal, setAfterFinal] = useState(false);

  return (
    <div class="app">
      <header class="top">
        {/* On the Train screen the exercise has its own board: the director's is not shown over it. */}
        <button
          type="button"
          class="board-info"
          hidden={view === "train"}
          onClick={() => setView("board")}
          aria-label={tr(lang, "header.editBoard")}
        >
          <strong>
            {log.board === undefined
              ? tr(lang, "session.noNumber")
              : tr(lang, "header.board", { board: log.board })}
          </strong>
          <span>{tr(lang, "header.dealer", { seat: seatShort(lang, log.dealer) })}</span>
          <span>{tr(lang, "header.vul", { vul: tr(lang, `vul.${log.vulnerability}`) })}</span>
          <span class={log.edition === "1987" ? "ed1987" : undefined}>{log.edition}</span>
        </button>
        {view === "train" && <strong class="board-info train-title">{tr(lang, "nav.train")}</strong>}
        <button
          type="button"
          class="lang"
          aria-label={tr(lang, "lang.switch", { other: tr(lang === "en" ? "ru" : "en", "lang.name") })}
          onClick={() => setLang(lang === "en" ? "ru" : "en")}
        >
          {lang === "en" ? "RU" : "EN"}
        </button>
      </header>
      <nav class="tabs" aria-label={tr(lang, "nav.label")}>
        {(["table", "board", "session", "train"] as const).map((v) => (
          <button
            type="button"
            key={v}
            aria-current={view === v ? "page" : undefined}
            onClick={() => setView(v)}
          >
            {tr(lang, `nav.${v}`)}
          </button>
        ))}
      </nav>
      {notice && (
        <div class={`notice ${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
          <span>{notice.text}</span>
          <button
            type="button"
            class="close"
            aria-label={tr(lang, "notice.close")}
            onClick={() => setNotice(null)}
          >
            ×
          </button>
        </div>
      )}
      <main>
        {view === "board" && (
          <SetupView
            key={board.id}
            lang={lang}
            log={log}
            onChange={(l) => setSession(withLog(session, l, false))}
            onLang={setLang}
            onDone={() => setView("table")}
          />
        )}
        {view === "session" && (
          <SessionView
            lang={lang}
            session={session}
            offline={offline}
            onOpen={(id) => {
              setSession({ ...session, current: id });
              setNotice(null);
              setView("table");
            }}
            onDelete={(id) => setSession(removeBoard(session, id))}
            onNew={onNew}
            onSave={onSave}
            onLoad={onLoad}
            onChange={setSession}
          />
        )}
        {view === "train" && <TrainView lang={lang} store={store} />}
        {view === "table" && (
          <>
            {outcome.error && (
              <div
                class={outcome.error.code === "part-loading" ? "notice info" : "notice error engine"}
                role={outcome.error.code === "part-loading" ? "status" : "alert"}
              >
                {state === null
                  ? explainError(lang, outcome.error, { where: false })
                  : tr(lang, "notice.stopped", {
                      message: inCodeWords(
                        lang,
                        log.edition,
                        explainError(lang, outcome.error, { where: false }),
                      ),
                    })}
              </div>
            )}
            {state && (
              <>
                <AuctionGrid state={state} placement={outcome.placement} pending={pending} lang={lang} />
                <p class="status" aria-live="polite">
                  {statusLine(lang, state)}
                </p>
                {chosen && chosen.at === log.events.length && state.ruling === null && (
                  <Chosen
                    lang={lang}
                    edition={log.edition}
                    option={chosen.option}
                    chooser={chosen.chooser}
                    law={chosen.law}
                  />
                )}
                {state.ruling && !quick && (
                  <RulingPanel
                    lang={lang}
                    edition={log.edition}
                    ruling={state.ruling}
                    state={state}
                    log={log}
                    onAction={onAction}
                    onDirector={() => append({ director: true })}
                    onAnswer={onAnswer}
                    onEvent={append}
                  />
                )}
                <Contract state={state} lang={lang} />
                {/* While a ruling asks declarer's lead choice (50D2), its options are the place to choose: the
                    restriction panel shows only what is chosen; a restriction complied with is not shown. */}
                <LeadRestrictions
                  state={{
                    ...state,
                    leadRestrictions: liveRestrictions(state).filter(
                      (r) => state.ruling === null || r.chosen !== undefined,
                    ),
                  }}
                  lang={lang}
                  onEvent={append}
                />
                {state.leadRestrictions.every((r) => r.chosen !== undefined) && (
                  <LeadEntry state={state} lang={lang} onEvent={append} />
                )}
                <QuickEntry
                  {...{ state, log, lang, edition: log.edition, open: quick, onOpen: setQuick }}
                  onLog={commit}
                  onRefused={refused}
                />
                {(auctionOpen || afterFinal) && (
                  <div id="box">
                    <BiddingBox
                      key={log.events.length}
                      lang={lang}
                      edition={log.edition}
                      obligations={state.obligations}
                      dealer={state.dealer}
                      turn={auctionOpen ? (boxSeat(state) ?? state.turn) : null}
                      preset={preset}
                      onCall={onCall}
                    />
                  </div>
                )}
                {afterFinalOpen(state) ? (
                  <button
                    type="button"
                    class="link"
                    aria-expanded={afterFinal}
                    onClick={() => setAfterFinal(!afterFinal)}
                  >
                    {tr(lang, "box.afterFinal")}
                  </button>
                ) : null}
                {/* The play screen gives way to the quick paths, except at the end of the board: the
                    result and the score show under the path's outcome. */}
                {wantPlay &&
                  (!quick || state.phase === "done") &&
                  (play ? (
                    <play.PlayView
                      state={state}
                      log={log}
                      lang={lang}
                      onEvent={onEvent}
                      preset={preset}
                      onNotes={(notes) => {
                        const next: LogJson = { ...log };
                        if (notes.length) next.notes = notes;
                        else delete next.notes;
                        setSession(withLog(session, next, false));
                      }}
                    />
                  ) : (
                    <p class="hint">{tr(lang, "play.loading")}</p>
                  ))}
                {state.phase !== "done" && <Watch state={state} lang={lang} />}
                {/* Not in the play (a tap away from the cards): once the board is over. */}
                {state.phase === "done" && (
                  <button type="button" class="primary wide" onClick={onNew}>
                    {tr(lang, "end.nextBoard")}
                  </button>
                )}
              </>
            )}
            <div class="actions">
              <button type="button" class="undo" disabled={!canUndo(session)} onClick={onUndo}>
                {tr(lang, "undo")}
              </button>
              <span class="count">{tr(lang, "session.events", { count: log.events.length })}</span>
            </div>
          </>
        )}
      </main>
    </div>
  );
};

/**
 * A call after the final pass (Law 39) can still be recorded while nothing of the play is:
 * before the opening lead, and on a passed-out board; not once the play is under way (a later position, a
 * claim, a card) nor after it.
 */
const afterFinalOpen = (s: PublicState): boolean =>
  s.contract === "passed-out"
    ? s.phase === "done"
    : s.phase === "lead" &&
      s.unrecorded === undefined &&
      (s.tricks?.length ?? 0) === 0 &&
      s.claim === undefined &&
      s.lead === undefined;

const statusLine = (lang: Lang, s: NonNullable<ReturnType<typeof run>["state"]>): string => {
  switch (s.phase) {
    case "auction":
      return s.turn ? tr(lang, "status.turn", { seat: seatName(lang, s.turn) }) : "";
    case "ruling":
      // 2017 57D: a defender's card played early waits for its turn; no ruling is shown meanwhile.
      return s.ruling === null && s.lead !== undefined && s.turn
        ? tr(lang, "status.playTurn", { seat: seatName(lang, s.turn) })
        : tr(lang, "status.ruling");
    case "lead":
      return s.leadRestrictions.some((r) => r.chosen === undefined)
        ? tr(lang, "status.restriction")
        : tr(lang, "status.lead", { seat: s.turn ? seatName(lang, s.turn) : "" });
    case "play":
      return s.turn ? tr(lang, "status.playTurn", { seat: seatName(lang, s.turn) }) : tr(lang, "status.play");
    case "done":
      return tr(lang, "status.done");
  }
};
