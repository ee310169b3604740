/** The director's companion: one board at a time, the log replayed through the engine on every tap. */
import { useLayoutEffect, useState } from "preact/hooks";
import { loadFile, newBoard, saveBoard } from "./board/files.js";
import { type BoardOptions, type Notice, useBoard } from "./board/useBoard.js";
import { tr } from "./i18n.js";
import { removeBoard, withLog } from "./session.js";
import { TableView } from "./TableView.js";
import { seatShort } from "./ui.js";
import { SessionView, SetupView, TrainView } from "./views.js";

type View = "table" | "board" | "session" | "train";

export type AppProps = BoardOptions;

export const App = (props: AppProps) => {
  const b = useBoard(props);
  const { lang, session, board, log, setSession, setNotice } = b;
  const [view, setView] = useState<View>("table");
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.title = tr(lang, "app.title");
  }, [lang]);
  const onNew = () => newBoard(b, setView);
  return (
    <div class="app">
      <Header b={b} view={view} setView={setView} />
      {b.notice && <NoticeBar lang={lang} notice={b.notice} onClose={() => setNotice(null)} />}
      <main>
        {view === "board" && (
          <SetupView
            key={board.id}
            lang={lang}
            log={log}
            onChange={(l) => setSession(withLog(session, l, false))}
            onLang={b.setLang}
            onDone={() => setView("table")}
          />
        )}
        {view === "session" && (
          <SessionView
            lang={lang}
            session={session}
            offline={b.offline}
            onOpen={(id) => {
              setSession({ ...session, current: id });
              setNotice(null);
              setView("table");
            }}
            onDelete={(id) => setSession(removeBoard(session, id))}
            onNew={onNew}
            onSave={() => saveBoard(b)}
            onLoad={(file) => loadFile(b, file, setView)}
            onChange={setSession}
          />
        )}
        {view === "train" && <TrainView lang={lang} store={props.store} />}
        {view === "table" && <TableView b={b} onNew={onNew} />}
      </main>
    </div>
  );
};

/** The board's number, dealer, vulnerability and code (a tap edits them), the language, the tabs. */
const Header = ({
  b,
  view,
  setView,
}: {
  b: ReturnType<typeof useBoard>;
  view: View;
  setView: (v: View) => void;
}) => {
  const { lang, log } = b;
  return (
    <>
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
          onClick={() => b.setLang(lang === "en" ? "ru" : "en")}
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
    </>
  );
};

/** What could not be done, or what to do next; closed with its ×. */
const NoticeBar = ({
  lang,
  notice,
  onClose,
}: {
  lang: ReturnType<typeof useBoard>["lang"];
  notice: NonNullable<Notice>;
  onClose: () => void;
}) => (
  <div class={`notice ${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
    <span>{notice.text}</span>
    <button type="button" class="close" aria-label={tr(lang, "notice.close")} onClick={onClose}>
      ×
    </button>
  </div>
);
