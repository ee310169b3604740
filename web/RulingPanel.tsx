/**
 * The ruling: what happened, the law, who chooses, the options with all their consequences (Law 10C1),
 * the text to read out; or the engine's question to the director, answered as a finding on the call.
 */
import { useState } from "preact/hooks";
import { explainOption } from "../src/explain/index.js";
import type { Lang, Seat, Suit } from "../src/index.js";
import { t } from "../src/index.js";
import { rich, tr } from "./i18n.js";
import {
  isQuestion,
  type OptionAction,
  type OptionRuling,
  optionAction,
  type QuestionRuling,
  type Ruling,
} from "./model.js";
import { Call, Suit as SuitSym, seatName } from "./ui.js";

const SUITS: readonly Suit[] = ["C", "D", "H", "S"];

export interface RulingPanelProps {
  lang: Lang;
  ruling: Ruling;
  onAction: (a: OptionAction) => void;
  onDirector: () => void;
  onAnswer: (about: number, name: string, value: unknown) => void;
  /** The call a question is about (event `about` of the log). */
  about: { by: Seat; call: string } | null;
}

export const RulingPanel = (p: RulingPanelProps) => (
  <section class="ruling" aria-labelledby="ruling-title">
    {isQuestion(p.ruling) ? <Question {...p} ruling={p.ruling} /> : <Options {...p} ruling={p.ruling} />}
  </section>
);

const Options = ({ lang, ruling, onAction, onDirector }: RulingPanelProps & { ruling: OptionRuling }) => {
  const chooser = ruling.chooser;
  return (
    <>
      <h2 id="ruling-title">
        {tr(lang, "ruling.title")} <span class="law-pill">{tr(lang, "law", { law: ruling.law })}</span>
      </h2>
      <p class="what">
        {rich(lang, "ruling.what", {
          offender: <strong>{seatName(lang, ruling.offender)}</strong>,
          irregularity: t(lang, `irregularity.${ruling.irregularity}`),
          call: <Call call={ruling.call} lang={lang} />,
        })}
      </p>
      {chooser !== undefined ? (
        <>
          <p class="chooser">
            {rich(lang, "ruling.chooser", { seat: <strong>{seatName(lang, chooser)}</strong> })}
          </p>
          <ul class="options" aria-label={tr(lang, "ruling.options")}>
            {ruling.options.map((o, i) => {
              const x = explainOption(lang, o);
              const action = optionAction(ruling, o);
              const id = `opt-${i}`;
              return (
                <li key={o.id + (o.call ?? "")}>
                  <button
                    type="button"
                    class="option"
                    aria-describedby={x.consequences.length ? `${id}-c` : undefined}
                    disabled={action === null}
                    onClick={() => action && onAction(action)}
                  >
                    <span class="label">{x.label}</span>
                    {action?.kind === "box" && <span class="hint">{tr(lang, "ruling.useBox")}</span>}
                  </button>
                  {x.consequences.length > 0 && (
                    <ul class="consequences" id={`${id}-c`}>
                      {x.consequences.map((c, k) => (
                        <li key={k}>{c}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <>
          <p class="chooser">{tr(lang, "ruling.noChooser")}</p>
          {"held" in ruling && ruling.held && ruling.held.length > 0 && (
            <p class="held">
              {tr(lang, "ruling.held")}{" "}
              {ruling.held.map((h, i) => (
                <span key={h.event}>
                  {i > 0 && ", "}
                  {seatName(lang, h.by)} <Call call={h.call} lang={lang} />
                </span>
              ))}
            </p>
          )}
          <button type="button" class="option director" onClick={onDirector}>
            <span class="label">{tr(lang, "ruling.directorButton")}</span>
            <span class="hint">{tr(lang, "ruling.directorHint")}</span>
          </button>
        </>
      )}
      <ReadOut lang={lang} text={ruling.explain} />
    </>
  );
};

const ReadOut = ({ lang, text }: { lang: Lang; text: string | undefined }) =>
  text ? (
    <details class="readout">
      <summary>{tr(lang, "ruling.readOut")}</summary>
      <p lang={lang}>{text}</p>
    </details>
  ) : null;

const Question = ({ lang, ruling, onAnswer, about }: RulingPanelProps & { ruling: QuestionRuling }) => {
  const [suits, setSuits] = useState<Suit[]>([]);
  const yesNo = ruling.question !== "suits";
  return (
    <>
      <h2 id="ruling-title">{tr(lang, "question.title")}</h2>
      {about && (
        <p class="what">
          {rich(lang, "question.about", {
            seat: <strong>{seatName(lang, about.by)}</strong>,
            call: <Call call={about.call} lang={lang} />,
          })}
        </p>
      )}
      <p class="question" lang={lang}>
        {ruling.explain ?? t(lang, `question.${ruling.question}`)}
      </p>
      {yesNo ? (
        <fieldset class="answers" aria-label={tr(lang, "question.answers")}>
          <button
            type="button"
            class="option yes"
            onClick={() => onAnswer(ruling.about, ruling.question, true)}
          >
            <span class="label">{tr(lang, "answer.yes")}</span>
          </button>
          <button
            type="button"
            class="option no"
            onClick={() => onAnswer(ruling.about, ruling.question, false)}
          >
            <span class="label">{tr(lang, "answer.no")}</span>
          </button>
        </fieldset>
      ) : (
        <fieldset class="answers suits" aria-label={tr(lang, "question.suits")}>
          {SUITS.map((s) => (
            <button
              type="button"
              key={s}
              class="suit-toggle"
              aria-pressed={suits.includes(s)}
              onClick={() => setSuits(suits.includes(s) ? suits.filter((x) => x !== s) : [...suits, s])}
            >
              <SuitSym suit={s} lang={lang} />
            </button>
          ))}
          <button
            type="button"
            class="option"
            onClick={() =>
              onAnswer(
                ruling.about,
                "suits",
                SUITS.filter((s) => suits.includes(s)),
              )
            }
          >
            <span class="label">{tr(lang, "answer.suits", { count: suits.length })}</span>
          </button>
          <button type="button" class="option" onClick={() => onAnswer(ruling.about, "suits", "unknown")}>
            <span class="label">{tr(lang, "answer.suitsUnknown")}</span>
          </button>
        </fieldset>
      )}
    </>
  );
};
