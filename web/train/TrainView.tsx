/**
 * The Train screen (issue 22 item 3, docs/app.md "Train"): a session of ruling exercises from the pool of a
 * code and a language (src/train/pool.ts, fetched when the screen opens and precached for offline use), the
 * table drawn as the Table screen draws it (the auction grid, the hands, the tricks), a tap to answer (or
 * the paragraph typed), the explanation and the read-out after each, the score and the review at the end;
 * an exam mode (timed, the explanations at the end). A part of its own, loaded when the screen opens.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { Edition, Lang } from "../../src/engine.js";
import { t } from "../../src/explain/core.js";
import type { Exercise } from "../../src/train/types.js";
import type { KeyValue } from "../session.js";
import { lawLabel } from "../ui.js";
import { ExerciseView } from "./ExerciseView.js";
import { loadPool } from "./pool.js";
import {
  answer,
  COUNTS,
  clock,
  closeSession,
  draw,
  EXAM_MS_PER_EXERCISE,
  finish,
  loadProgress,
  type Mark,
  type Mode,
  markOf,
  newSession,
  next,
  type Progress,
  percent,
  saveProgress,
  type TrainSession,
} from "./trainModel.js";
import { tw } from "./words.js";
import "./train.css";

export interface TrainProps {
  lang: Lang;
  store: KeyValue;
}

type Loaded = { edition: Edition; lang: Lang; exercises: Exercise[]; byId: Map<string, Exercise> };

/** The progress kept in the store: every change is written back. */
const useProgress = (store: KeyValue): [Progress, (p: Progress) => void] => {
  const [progress, setProgressState] = useState<Progress>(() => loadProgress(store));
  const setProgress = (p: Progress) => {
    saveProgress(store, p);
    setProgressState(p);
  };
  return [progress, setProgress];
};

/** The pool of a code and a language, fetched when either changes (a late answer for another is dropped). */
const usePool = (need: { edition: Edition; lang: Lang }) => {
  const [pool, setPool] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (pool?.edition === need.edition && pool.lang === need.lang) return;
    let live = true;
    setFailed(null);
    loadPool(need.edition, need.lang).then(
      (exercises) => {
        if (live) setPool({ ...need, exercises, byId: new Map(exercises.map((x) => [x.id, x])) });
      },
      (e: unknown) => {
        if (live) setFailed(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, [need.edition, need.lang]);
  return { pool, failed };
};

export const TrainView = ({ lang, store }: TrainProps) => {
  const [progress, setProgress] = useProgress(store);
  const current = progress.current;
  const [edition, setEdition] = useState<Edition>(current?.edition ?? "2017");
  const [count, setCount] = useState<number>(COUNTS[0]);
  const [mode, setMode] = useState<Mode>("practice");
  // The pool of the session under way (its code and language), else of the code chosen in the app's language.
  const want =
    current && !current.done ? { edition: current.edition, lang: current.lang } : { edition, lang };
  const shown = current?.done ? { edition: current.edition, lang: current.lang } : want;
  const need = current ? shown : want;
  const { pool, failed } = usePool(need);
  const ready = pool !== null && pool.edition === need.edition && pool.lang === need.lang;

  const start = () => {
    if (!ready) return;
    const now = Date.now();
    const ids = draw(pool.exercises, count, progress.done, now);
    setProgress({ ...progress, current: newSession(edition, lang, mode, ids, now) });
  };
  const update = (s: TrainSession) => {
    if (s.done && !current?.done && ready)
      setProgress(closeSession(progress, s, markOf(s, pool.byId, Date.now())));
    else setProgress({ ...progress, current: s });
  };

  if (failed)
    return <p class="notice error">{tw(lang, edition, "trainer.loadFailed", { detail: failed })}</p>;
  // A session under way or its score waits for its pool: nothing else shows meanwhile (no start screen flashing).
  if (current && !ready)
    return (
      <p class="hint" role="status">
        {tw(lang, current.edition, "trainer.loading")}
      </p>
    );
  if (current && !current.done && ready)
    return <Running lang={lang} session={current} byId={pool.byId} onChange={update} />;
  if (current?.done && ready)
    return (
      <Score
        lang={lang}
        session={current}
        byId={pool.byId}
        mark={markOf(current, pool.byId, Date.now())}
        onAgain={() => setProgress({ ...progress, current: null })}
      />
    );
  const choice = { edition, setEdition, count, setCount, mode, setMode };
  return (
    <StartScreen lang={lang} choice={choice} pool={ready ? pool : null} progress={progress} onStart={start} />
  );
};

/** Before a session: the choices, the start (once the pool has loaded), how much of the pool was seen, the history. */
const StartScreen = (props: {
  lang: Lang;
  choice: Choice;
  pool: Loaded | null;
  progress: Progress;
  onStart: () => void;
}) => {
  const { lang, choice, pool, progress } = props;
  const { edition } = choice;
  return (
    <section class="train" aria-labelledby="train-title">
      <h2 id="train-title">{tw(lang, edition, "trainer.title")}</h2>
      <p class="hint">{tw(lang, edition, "trainer.intro")}</p>
      <Choices lang={lang} choice={choice} />
      {pool ? (
        <button type="button" class="primary wide" onClick={props.onStart}>
          {tw(lang, edition, "trainer.start")}
        </button>
      ) : (
        <p class="hint" role="status">
          {tw(lang, edition, "trainer.loading")}
        </p>
      )}
      {pool && (
        <p class="hint">
          {tw(lang, edition, "trainer.seen", {
            seen: pool.exercises.filter((x) => progress.done.includes(x.id)).length,
            pool: pool.exercises.length,
            code: edition,
          })}
        </p>
      )}
      <History lang={lang} history={progress.history} />
    </section>
  );
};

interface Choice {
  edition: Edition;
  setEdition: (e: Edition) => void;
  count: number;
  setCount: (n: number) => void;
  mode: Mode;
  setMode: (m: Mode) => void;
}

/** What the next session will be: the code, the number of exercises, practice or exam. */
const Choices = ({ lang, choice: c }: { lang: Lang; choice: Choice }) => (
  <>
    <fieldset class="field">
      <legend>{tw(lang, c.edition, "trainer.code")}</legend>
      <div class="seg">
        {(["2017", "1987"] as const).map((e) => (
          <button type="button" key={e} aria-pressed={c.edition === e} onClick={() => c.setEdition(e)}>
            {tw(lang, e, "trainer.codeName", { edition: e })}
          </button>
        ))}
      </div>
    </fieldset>
    <fieldset class="field">
      <legend>{tw(lang, c.edition, "trainer.count")}</legend>
      <div class="seg">
        {COUNTS.map((n) => (
          <button type="button" key={n} aria-pressed={c.count === n} onClick={() => c.setCount(n)}>
            {n}
          </button>
        ))}
      </div>
    </fieldset>
    <fieldset class="field">
      <legend>{tw(lang, c.edition, "trainer.mode")}</legend>
      <div class="seg modes">
        {(["practice", "exam"] as const).map((m) => (
          <button type="button" key={m} aria-pressed={c.mode === m} onClick={() => c.setMode(m)}>
            <strong>{tw(lang, c.edition, `trainer.mode.${m}`)}</strong>
            <span class="hint">
              {tw(lang, c.edition, `trainer.mode.${m}Hint`, {
                minutes: (c.count * EXAM_MS_PER_EXERCISE) / 60_000,
              })}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  </>
);

const History = ({ lang, history }: { lang: Lang; history: Mark[] }) => (
  <section class="train-history" aria-labelledby="train-history">
    <h3 id="train-history">{t(lang, "trainer.history")}</h3>
    {history.length === 0 ? (
      <p class="hint">{t(lang, "trainer.historyNone")}</p>
    ) : (
      <ul>
        {history.slice(0, 10).map((m, i) => (
          <li key={i}>
            {tw(lang, m.edition, "trainer.historyLine", {
              date: new Date(m.date).toLocaleDateString(lang),
              code: m.edition,
              mode: t(lang, `trainer.mode.${m.mode}`),
              right: m.right,
              count: m.count,
              percent: percent(m),
            })}
          </li>
        ))}
      </ul>
    )}
  </section>
);

/** The time left of an exam (null in practice), ticking each second; the session ends when it runs out. */
const useExamClock = (s: TrainSession, onChange: (s: TrainSession) => void): number | null => {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (s.deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [s.deadline]);
  const left = s.deadline === undefined ? null : s.deadline - now;
  useEffect(() => {
    if (left !== null && left <= 0) onChange(finish(s, true));
  }, [left !== null && left <= 0]);
  return left;
};

/** The session under way: the exercise shown, the exam's clock. */
const Running = ({
  lang,
  session: s,
  byId,
  onChange,
}: {
  lang: Lang;
  session: TrainSession;
  byId: Map<string, Exercise>;
  onChange: (s: TrainSession) => void;
}) => {
  const left = useExamClock(s, onChange);
  const x = byId.get(s.ids[s.at] ?? "");
  if (x === undefined) return null;
  const a = s.answers[s.at] ?? null;
  const last = s.at + 1 >= s.ids.length;
  return (
    <section class="train" aria-labelledby="exercise-title">
      <RunningHead lang={lang} session={s} exercise={x} left={left} />
      {s.mode === "exam" && <p class="hint">{t(lang, "trainer.examNote")}</p>}
      <ExerciseView
        key={x.id}
        lang={lang}
        exercise={x}
        answer={a}
        reveal={s.mode === "practice"}
        onAnswer={(ans) => {
          const after = answer(s, ans);
          onChange(s.mode === "exam" ? next(after) : after);
        }}
      />
      {a !== null && s.mode === "practice" && (
        <button type="button" class="primary wide" onClick={() => onChange(next(s))}>
          {tw(lang, s.edition, last ? "trainer.finish" : "trainer.next")}
        </button>
      )}
      <button type="button" class="link" onClick={() => onChange(finish(s))}>
        {t(lang, "trainer.abandon")}
      </button>
    </section>
  );
};

/** The exercise's number, its kind and level, and the exam's time left. */
const RunningHead = (props: {
  lang: Lang;
  session: TrainSession;
  exercise: Exercise;
  left: number | null;
}) => {
  const { lang, session: s, exercise: x, left } = props;
  return (
    <p class="train-head">
      <strong id="exercise-title">
        {tw(lang, s.edition, "trainer.header", { n: s.at + 1, count: s.ids.length })}
      </strong>
      <span>
        {t(lang, `trainer.kind.${x.kind}`)} · {t(lang, "trainer.level", { level: x.level })} · {x.edition}
      </span>
      {left !== null && (
        <span class="clock" role="timer">
          {t(lang, "trainer.timeLeft", { time: clock(left) })}
        </span>
      )}
    </p>
  );
};

/** The end: the mark in the shape of the course papers, then the review of every exercise. */
const Score = ({
  lang,
  session: s,
  byId,
  mark,
  onAgain,
}: {
  lang: Lang;
  session: TrainSession;
  byId: Map<string, Exercise>;
  mark: Mark;
  onAgain: () => void;
}) => {
  const [open, setOpen] = useState<number | null>(null);
  const list = useMemo(() => s.ids.map((id) => byId.get(id)), [s.ids, byId]);
  return (
    <section class="train" aria-labelledby="score-title">
      <h2 id="score-title" class="score">
        {t(lang, "trainer.score", { right: mark.right, count: mark.count })}{" "}
        <span class="percent">{t(lang, "trainer.percent", { percent: percent(mark) })}</span>
      </h2>
      {s.timedOut && <p class="notice info">{t(lang, "trainer.timeUp")}</p>}
      <p class="missed">
        {mark.missed.length === 0
          ? t(lang, "trainer.missedNone")
          : tw(lang, s.edition, "trainer.missed", {
              laws: mark.missed.map((l) => lawLabel(lang, s.edition, l)).join(", "),
            })}
      </p>
      <button type="button" class="primary wide" onClick={onAgain}>
        {t(lang, "trainer.again")}
      </button>
      <h3>{t(lang, "trainer.review")}</h3>
      <ol class="review">
        {list.map((x, i) => {
          if (x === undefined) return null;
          const a = s.answers[i] ?? null;
          return (
            <li key={x.id} class={a?.right ? "right" : "wrong"}>
              <button
                type="button"
                class="review-head"
                aria-expanded={open === i}
                onClick={() => setOpen(open === i ? null : i)}
              >
                <span aria-hidden="true">{a?.right ? "✓" : "✗"}</span> {t(lang, `trainer.kind.${x.kind}`)} ·{" "}
                {x.laws[0] ?? ""}
              </button>
              {open === i && (
                <ExerciseView lang={lang} exercise={x} answer={a} reveal review onAnswer={() => {}} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
};
