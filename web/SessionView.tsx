/** The boards of this session: open, delete, start a new one; save a table log as .json, open one. */
import type { Lang } from "../src/engine.js";
import { tr } from "./i18n.js";
import { run } from "./model.js";
import { SessionParts } from "./SessionParts.js";
import type { Session } from "./session.js";
import { Call, seatName } from "./ui.js";

export interface SessionProps {
  lang: Lang;
  session: Session;
  offline: boolean;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onNew: () => void;
  onSave: () => void;
  onLoad: (file: File) => void;
  /** A change to the session itself (the adjusted scores recorded with its boards). */
  onChange?: (s: Session) => void;
}

export const SessionView = ({
  lang,
  session,
  offline,
  onOpen,
  onDelete,
  onNew,
  onSave,
  onLoad,
  onChange,
}: SessionProps) => (
  <section class="session" aria-labelledby="session-title">
    <h2 id="session-title">{tr(lang, "session.title")}</h2>
    <ul class="boards">
      {[...session.boards].reverse().map((b) => (
        <BoardRow
          key={b.id}
          lang={lang}
          board={b}
          current={b.id === session.current}
          onOpen={onOpen}
          onDelete={onDelete}
        />
      ))}
    </ul>
    <FileButtons lang={lang} onNew={onNew} onSave={onSave} onLoad={onLoad} />
    <p class="note">{tr(lang, "session.storage")}</p>
    <p class="note" data-offline={offline ? "ready" : "no"}>
      {tr(lang, offline ? "session.offlineReady" : "session.offlineNotYet")}
    </p>
    <SessionParts lang={lang} session={session} onChange={onChange} />
  </section>
);

type Board = Session["boards"][number];

/** One board of the session: a button to open it (its number, where it stands, its code) and one to delete it. */
const BoardRow = (props: {
  lang: Lang;
  board: Board;
  current: boolean;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}) => {
  const { lang, board: b, current, onOpen, onDelete } = props;
  return (
    <li class={current ? "current" : undefined}>
      <button
        type="button"
        class="board-open"
        aria-current={current ? "true" : undefined}
        onClick={() => onOpen(b.id)}
      >
        <span class="board-no">
          {b.log.board === undefined
            ? tr(lang, "session.noNumber")
            : tr(lang, "header.board", { board: b.log.board })}
        </span>
        <span class="board-state">
          <BoardState lang={lang} board={b} />
        </span>
        <span class="board-meta">
          {tr(lang, `edition.${b.log.edition}`)} ·{" "}
          {tr(lang, "session.events", { count: b.log.events.length })}
        </span>
      </button>
      <button
        type="button"
        class="danger small"
        aria-label={tr(lang, "session.deleteBoard", { board: b.log.board ?? "" })}
        onClick={() => {
          if (confirm(tr(lang, "session.confirmDelete", { board: b.log.board ?? "" }))) onDelete(b.id);
        }}
      >
        {tr(lang, "session.delete")}
      </button>
    </li>
  );
};

/** Where a board stands: stopped on an error, its contract and declarer, passed out, or its phase. */
const BoardState = ({ lang, board: b }: { lang: Lang; board: Board }) => {
  const o = run(b.log, lang);
  const s = o.state;
  if (o.error) return <>{tr(lang, "session.stopped")}</>;
  if (s?.contract && s.contract !== "passed-out")
    return (
      <>
        {[
          <Call call={s.contract.replace(/X+$/, "")} lang={lang} key="c" />,
          s.contract.endsWith("XX")
            ? ` ${tr(lang, "call.redouble")}`
            : s.contract.endsWith("X")
              ? ` ${tr(lang, "call.double")}`
              : "",
          s.declarer ? ` ${seatName(lang, s.declarer)}` : "",
        ]}
      </>
    );
  return (
    <>
      {s?.contract === "passed-out" ? tr(lang, "end.passedOut") : tr(lang, `phase.${s?.phase ?? "auction"}`)}
    </>
  );
};

/** A new board, the session saved as a file, a file opened. */
const FileButtons = (props: {
  lang: Lang;
  onNew: () => void;
  onSave: () => void;
  onLoad: (file: File) => void;
}) => {
  const { lang, onNew, onSave, onLoad } = props;
  return (
    <div class="row wrap">
      <button type="button" class="primary" onClick={onNew}>
        {tr(lang, "session.new")}
      </button>
      <button type="button" onClick={onSave}>
        {tr(lang, "session.save")}
      </button>
      <label class="button">
        {tr(lang, "session.load")}
        <input
          type="file"
          accept="application/json,.json,.pbn,.lin"
          class="visually-hidden"
          onChange={(e) => {
            const input = e.currentTarget as HTMLInputElement;
            const f = input.files?.[0];
            if (f) onLoad(f);
            input.value = "";
          }}
        />
      </label>
    </div>
  );
};
