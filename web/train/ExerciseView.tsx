/**
 * One exercise: the table as the Table screen draws it (the auction grid, the hands once the play has
 * begun, the tricks played), the table in words (every event, the findings given), the question and its
 * choices; once answered, the mark, the explanation, the read-out the Table screen would give and the laws.
 * Its words are the exercise's language.
 */
import { useMemo, useState } from "preact/hooks";
import type { Lang, PublicState } from "../../src/engine.js";
import { typedChoice, typedRight } from "../../src/train/pool.js";
import type { Exercise } from "../../src/train/types.js";
import { AuctionGrid } from "../AuctionGrid.js";
import { importLog, type OptionRuling, pendingCall, run } from "../model.js";
import { completedTricks, HAND_SUITS, remainingHands, SEAT_ORDER } from "../play/cards.js";
import { TrickTable } from "../play/PlayView.js";
import { ReadOut } from "../RulingPanel.js";
import { lawLabel, rankText, Suit as SuitSym, seatName } from "../ui.js";
import { type Answer, asksLabel } from "./trainModel.js";
import { tw } from "./words.js";

export interface ExerciseProps {
  lang: Lang;
  exercise: Exercise;
  answer: Answer | null;
  /** Show the mark and the explanation once answered (practice, and the review). */
  reveal: boolean;
  /** In the review: an exercise not answered shows its answer too. */
  review?: boolean;
  onAnswer: (a: Answer) => void;
}

/** The state of the exercise's log, as the Table screen computes it. */
const tableOf = (x: Exercise) => {
  const log = importLog(x.log);
  if (!log.ok) return null;
  const out = run(log.log, x.lang);
  if (out.state === null) return null;
  // The call the ruling is about stands in the grid as the Table screen shows it (a ruling of the auction).
  const s = out.state;
  const auction = s.tricks === undefined && s.lead === undefined && s.tricksWon === undefined;
  const call = auction && s.ruling !== null ? pendingCall(s, log.log) : null;
  const pending = call && !/^[CDHS][AKQJT2-9]( |$)/.test(call.call) ? call : null;
  return { state: s, placement: out.placement, log: log.log, pending };
};

const inPlay = (s: PublicState): boolean =>
  s.lead !== undefined || (s.tricks?.length ?? 0) > 0 || s.phase === "play" || s.phase === "done";

export const ExerciseView = ({ exercise: x, answer: a, reveal, review, onAnswer }: ExerciseProps) => {
  const lang = x.lang;
  const w = (key: string, params: Record<string, string | number> = {}) => tw(lang, x.edition, key, params);
  const table = useMemo(() => tableOf(x), [x.id]);
  const cut = x.question.indexOf("\n\n");
  const words = cut < 0 ? "" : x.question.slice(0, cut);
  const ask = cut < 0 ? x.question : x.question.slice(cut + 2);
  const answered = a !== null;
  const ruling = table?.state.ruling;
  const options = ruling && "options" in ruling ? (ruling as OptionRuling) : null;
  return (
    <div class="exercise" lang={lang}>
      {table && <ExerciseTable x={x} table={table} />}
      {words !== "" && (
        <details class="train-words" open>
          <summary>{w("trainer.table")}</summary>
          <pre>{words}</pre>
        </details>
      )}
      <p class="ask">{ask}</p>
      <ExerciseChoices x={x} a={a} reveal={reveal} onAnswer={onAnswer} />
      {!answered && asksLabel(x) && <TypeLaw x={x} w={w} onAnswer={onAnswer} />}
      {reveal && (answered || review === true) && (
        <Feedback x={x} a={a} options={options} state={table?.state ?? null} w={w} />
      )}
    </div>
  );
};

/** The table as the Table screen draws it: the auction grid, the hands once the play has begun, the tricks. */
const ExerciseTable = ({ x, table }: { x: Exercise; table: NonNullable<ReturnType<typeof tableOf>> }) => (
  <>
    <AuctionGrid state={table.state} placement={table.placement} pending={table.pending} lang={x.lang} />
    {table.state.deal !== undefined && inPlay(table.state) && (
      <TrainHands state={table.state} lang={x.lang} edition={x.edition} />
    )}
    {completedTricks(table.state).length > 0 && <TrickTable state={table.state} lang={x.lang} />}
  </>
);

/** The choices, a button each; once answered and shown, the right one and the one chosen are marked. */
const ExerciseChoices = (props: {
  x: Exercise;
  a: Answer | null;
  reveal: boolean;
  onAnswer: (a: Answer) => void;
}) => {
  const { x, a, reveal, onAnswer } = props;
  const answered = a !== null;
  return (
    <ol class="train-choices">
      {x.choices.map((c, i) => {
        const mark = answered && reveal ? (i === x.answer ? " right" : i === a.choice ? " wrong" : "") : "";
        return (
          <li key={i}>
            <button
              type="button"
              class={`train-choice${mark}`}
              aria-pressed={answered ? a.choice === i : undefined}
              disabled={answered}
              onClick={() => onAnswer({ choice: i, right: i === x.answer })}
            >
              <span class="n">{i + 1}.</span> <span class="text">{c}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
};

/** The paragraph typed as the answer (an exercise that asks for a law). */
const TypeLaw = (props: {
  x: Exercise;
  w: (key: string, params?: Record<string, string | number>) => string;
  onAnswer: (a: Answer) => void;
}) => {
  const { x, w, onAnswer } = props;
  const [typed, setTyped] = useState("");
  return (
    <form
      class="type-law"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim() === "") return;
        onAnswer({ choice: typedChoice(x, typed), typed: typed.trim(), right: typedRight(x, typed) });
      }}
    >
      <label>
        {w("trainer.typeLaw")}
        <input
          type="text"
          autocomplete="off"
          autocapitalize="characters"
          placeholder={w("trainer.typeLawHint")}
          value={typed}
          onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit">{w("trainer.typeLawSubmit")}</button>
    </form>
  );
};

/** The mark, the answer, the explanation, the read-out and the laws. */
const Feedback = ({
  x,
  a,
  options,
  state,
  w,
}: {
  x: Exercise;
  a: Answer | null;
  options: OptionRuling | null;
  state: PublicState | null;
  w: (key: string, params?: Record<string, string | number>) => string;
}) => {
  const lang = x.lang;
  return (
    <div class="feedback" role="status">
      {a === null ? (
        <p class="mark wrong">{w("trainer.noAnswer")}</p>
      ) : (
        <p class={`mark ${a.right ? "right" : "wrong"}`}>
          {a.right ? w("trainer.right") : w("trainer.wrong", { n: x.answer + 1 })}
        </p>
      )}
      {a?.typed !== undefined && (
        <p>{w("trainer.yourAnswer", { answer: w("trainer.typed", { law: a.typed }) })}</p>
      )}
      {(a === null || !a.right) && <p>{w("trainer.rightAnswer", { answer: x.choices[x.answer] ?? "" })}</p>}
      <details class="explanation" open>
        <summary>{w("trainer.explanation")}</summary>
        <pre>{x.explanation}</pre>
      </details>
      {options && state && (
        <ReadOut
          lang={lang}
          edition={x.edition}
          ruling={options}
          statement={state.claim?.statement}
          open={false}
        />
      )}
      <p class="laws">
        {w("trainer.laws", { laws: x.laws.map((l) => lawLabel(lang, x.edition, l)).join(", ") })}
      </p>
    </div>
  );
};

/** The hands as they stand (the cards not yet in a trick), all four face up: nothing to tap. */
const TrainHands = ({
  state,
  lang,
  edition,
}: {
  state: PublicState;
  lang: Lang;
  edition: Exercise["edition"];
}) => {
  const hands = remainingHands(state.deal, state.tricks ?? []);
  if (hands === null) return null;
  return (
    <section class="hands train-hands" aria-label={tw(lang, edition, "trainer.hands")}>
      {SEAT_ORDER.map((s) => (
        <div class={`hand seat-${s}`} key={s}>
          <h3>{seatName(lang, s)}</h3>
          {HAND_SUITS.map((suit) => (
            <div class="suit-row" key={suit}>
              <span class="suit-head">
                <SuitSym suit={suit} lang={lang} />
              </span>
              {hands[s][suit].length === 0 ? (
                <span class="void">—</span>
              ) : (
                <span class="cards">{hands[s][suit].map((c) => rankText(lang, c.slice(1))).join(" ")}</span>
              )}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
};
