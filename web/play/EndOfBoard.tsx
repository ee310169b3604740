/**
 * The end of the board (phase `done`): declarer's tricks, the tricks transferred with their law, the
 * Law 77 score in big type (0 for a passed-out board), and the watch-for-damage list with a note field per
 * law for the director. The notes are kept in the table log (its `notes` extension, docs/table-log.md),
 * so they are in the session and in the saved file.
 */
import { useState } from "preact/hooks";
import { type Lang, type PublicState, t } from "../../src/engine.js";
import { cardIn } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { tr } from "../i18n.js";
import type { LogJson } from "../model.js";
import { lawLabel, seatName } from "../ui.js";
import { resultHow } from "./cards.js";

export type Note = NonNullable<LogJson["notes"]>[number];

const sideOfSeat = (s: string): "NS" | "EW" => (s === "N" || s === "S" ? "NS" : "EW");

export const EndOfBoard = ({
  state,
  log,
  lang,
  onNotes,
}: {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  onNotes: (notes: Note[]) => void;
}) => {
  const ed = state.edition;
  const passedOut = state.contract === "passed-out";
  const score = state.score ?? 0;
  const side = state.declarer ? sideOfSeat(state.declarer) : null;
  return (
    <section class="end-of-board" aria-labelledby="eob-title">
      <h2 id="eob-title">{tr(lang, "eob.title")}</h2>
      <ResultLines state={state} log={log} lang={lang} />
      <div class="score-box">
        <span class="score-label">
          {passedOut || side === null
            ? tr(lang, "eob.passedOut")
            : tr(lang, "eob.scoreFor", { side: t(lang, `side.${side}`) })}
        </span>
        <span class="score-big" data-testid="score">
          {score > 0 ? `+${score}` : String(score)}
        </span>
        <span class="score-law">{lawLabel(lang, ed, "77")}</span>
      </div>
      <Unnoticed state={state} lang={lang} />
      <WatchNotes state={state} log={log} lang={lang} onNotes={onNotes} />
    </section>
  );
};

/** Declarer's tricks, worded by how the result came (play, the players, a claim, the director), and the transfers. */
const ResultLines = ({ state, log, lang }: { state: PublicState; log: LogJson; lang: Lang }) => {
  const r = state.result;
  if (!r) return null;
  // Worded by what happened: the play, the players' result, a claim or concession, the director's award.
  const how = resultHow(state, log);
  return (
    <>
      <p class="result-line">
        {how &&
          // After a position the tricks before it were not played here: not "by play" (issue 24).
          tr(
            lang,
            how.how !== "players" && state.unrecorded
              ? `eob.result.${how.how}.position`
              : `eob.result.${how.how}`,
            {
              tricks: r.declarerTricks,
              played: how.played,
              claimed: how.claimed,
            },
          )}
      </p>
      {r.transferred.length > 0 && (
        <ul class="transfers">
          {r.transferred.map((x, i) => (
            <li key={i}>
              {inCodeWords(
                lang,
                state.edition,
                t(lang, "show.play.transferred", {
                  tricks: x.tricks,
                  side: t(lang, `side.${x.to}`),
                  law: x.law,
                }),
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/**
 * The revokes the full record shows that nobody has drawn attention to (walk2 F20): for the director
 * only (the players are not told; a revoke nobody notices transfers nothing). He who becomes aware of an
 * irregularity rules on it (Law 81C3): attention recorded below applies Law 64 to it.
 */
const Unnoticed = ({ state, lang }: { state: PublicState; lang: Lang }) => {
  const ed = state.edition;
  const list = (state.revokes ?? []).filter((r) => !r.noticed);
  if (list.length === 0) return null;
  return (
    <section class="watch unnoticed" aria-labelledby="unnoticed-title">
      <h2 id="unnoticed-title">{tr(lang, "eob.unnoticed.title")}</h2>
      <ul>
        {list.map((r, i) => (
          <li key={i}>
            {tr(lang, "eob.unnoticed.entry", {
              seat: seatName(lang, r.by),
              trick: r.trick,
              card: r.card ? cardIn(lang, r.card) : "",
              established: t(lang, r.established ? "show.play.established" : "show.play.notEstablished"),
            })}
          </li>
        ))}
      </ul>
      <p class="hint">
        {inCodeWords(lang, ed, tr(lang, "eob.unnoticed.hint", { law: lawLabel(lang, ed, "81C3") }))}
      </p>
    </section>
  );
};

const WatchNotes = ({
  state,
  log,
  lang,
  onNotes,
}: {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  onNotes: (notes: Note[]) => void;
}) => {
  if (state.watchForDamage.length === 0)
    // Not while the record holds a revoke nobody has drawn attention to (Unnoticed, above).
    return (state.revokes ?? []).some((r) => !r.noticed) ? null : (
      <p class="watch-none">{tr(lang, "eob.noWatch")}</p>
    );
  return (
    <section class="watch watch-notes" aria-labelledby="watchnotes-title">
      <h2 id="watchnotes-title">{tr(lang, "eob.watchTitle")}</h2>
      <ul>
        {state.watchForDamage.map((w, i) => (
          <NoteItem
            key={`${w.law}-${w.offendingSide}-${i}`}
            lang={lang}
            law={w.law}
            side={w.offendingSide}
            label={tr(lang, "watch.entry", {
              side: t(lang, `side.${w.offendingSide}`),
              law: lawLabel(lang, state.edition, w.law),
            })}
            notes={log.notes ?? []}
            onNotes={onNotes}
          />
        ))}
      </ul>
    </section>
  );
};

const NoteItem = ({
  lang,
  law,
  side,
  label,
  notes,
  onNotes,
}: {
  lang: Lang;
  law: string;
  side: "NS" | "EW";
  label: string;
  notes: Note[];
  onNotes: (notes: Note[]) => void;
}) => {
  const saved = notes.find((n) => n.law === law && (n.side === undefined || n.side === side));
  const [text, setText] = useState(saved?.text ?? "");
  const dirty = text !== (saved?.text ?? "");
  const id = `note-${law}-${side}`;
  const save = () => {
    if (!dirty) return;
    const others = notes.filter((n) => !(n.law === law && (n.side === undefined || n.side === side)));
    onNotes(text.trim() === "" ? others : [...others, { law, side, text }]);
  };
  return (
    <li class="note-item">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={4000}
        value={text}
        placeholder={tr(lang, "eob.notePlaceholder")}
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        onBlur={save}
      />
      <div class="note-actions">
        <button type="button" class="choice" disabled={!dirty} onClick={save}>
          {tr(lang, "eob.saveNote")}
        </button>
        <span class="saved" aria-live="polite">
          {saved && !dirty ? tr(lang, "eob.noteSaved") : ""}
        </span>
      </div>
    </li>
  );
};
