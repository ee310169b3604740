/**
 * The ruling: what happened, the law, who chooses, the options with all their consequences (Law 10C1),
 * the text to read out; or the engine's question to the director, answered as a finding on the call.
 */
import { useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Edition, Lang, PublicState, RulingOption, Seat, Suit } from "../src/engine.js";
import { explainError, t } from "../src/engine.js";
import { explainOption } from "../src/explain/core.js";
import { inCodeWords } from "../src/explain/ru-words.js";
import { directorStep, findingKind } from "./directorStep.js";
import { rich, tr } from "./i18n.js";
import {
  isQuestion,
  type LogJson,
  type OptionAction,
  type OptionRuling,
  optionAction,
  type QuestionRuling,
  type Ruling,
} from "./model.js";
import { answersLeadTo, claimCall, questionCall, readOut, withdrawnCall } from "./readout.js";
import { Call, Card, lawLabel, Suit as SuitSym, seatName } from "./ui.js";

const SUITS: readonly Suit[] = ["C", "D", "H", "S"];
/** A play ruling's `call` is a card (`C5`), or a claim's count (`9/13`): each shown as what it is. */
const CARD = /^[SHDC][AKQJT2-9]$/;
const CALL = /^(P|X|XX|Pass|Dbl|Rdbl|\d(C|D|H|S|NT|N))$/;

export interface RulingPanelProps {
  lang: Lang;
  edition: Edition;
  ruling: Ruling;
  /** The state and the log the ruling belongs to (a question's answers are tried on them). */
  state: PublicState;
  log: LogJson;
  onAction: (a: OptionAction) => void;
  onDirector: () => void;
  onAnswer: (about: number, name: string, value: unknown) => void;
  /**
   * In the play: the option tapped, for the caller to record (the options of the play laws are chosen by
   * events the auction's `optionAction` does not make); `choosable` says which it can record.
   */
  onOption?: (o: RulingOption) => void;
  choosable?: (o: RulingOption) => boolean;
  /** Records an event (in the play: the revoking player's withdrawal of his card under 62A). */
  onEvent?: (e: Record<string, unknown>) => void;
  /**
   * The text to read out first and unfolded, under what happened (the quick paths: the words are on the
   * screen once the director taps Rule); otherwise folded under the options.
   */
  sayFirst?: boolean;
}

/**
 * A revoke being corrected (62A, 62C3): the offender takes back his card and plays a legal one; nobody
 * chooses, and the next events are the withdrawal and the card, not a director's event. `withdraw` while
 * the card is still in the trick, `play` once it has been taken back.
 */
const correction = (ruling: OptionRuling, state: PublicState): { step: "withdraw" | "play" } | null => {
  if (ruling.irregularity !== "revoke" || !/^62/.test(ruling.law)) return null;
  const inTrick = (state.tricks ?? []).some((k) =>
    k.cards.some((c) => c.by === ruling.offender && c.card === ruling.call),
  );
  return { step: inTrick ? "withdraw" : "play" };
};

/** An option's label and consequences in the words of the code's law book («Правило» for 1987). */
const optionWords = (lang: Lang, edition: Edition, o: RulingOption) => {
  const x = explainOption(lang, o);
  return {
    label: inCodeWords(lang, edition, x.label),
    consequences: x.consequences.map((c) => inCodeWords(lang, edition, c)),
  };
};

/** What makes a ruling a new one (a new step, a new question): the panel is scrolled into view then. */
const rulingKey = (r: Ruling): string =>
  isQuestion(r)
    ? `q:${r.question}:${r.about}`
    : `r:${r.law}:${r.offender}:${r.call}:${r.chooser ?? ""}:${r.options.map((o) => o.id).join(",")}`;

export const RulingPanel = (p: RulingPanelProps) => {
  const ref = useRef<HTMLElement>(null);
  const k = rulingKey(p.ruling);
  // After a choice the next step (or a question) opens where the last one was, or lower: bring it into view.
  useLayoutEffect(() => {
    ref.current?.scrollIntoView({ block: "start" });
  }, [k]);
  return (
    <section class="ruling" aria-labelledby="ruling-title" ref={ref}>
      {isQuestion(p.ruling) ? <Question {...p} ruling={p.ruling} /> : <Options {...p} ruling={p.ruling} />}
    </section>
  );
};

type OptionsProps = RulingPanelProps & { ruling: OptionRuling };
type SuitAction = Extract<OptionAction, { kind: "suit" }>;

const Options = (p: OptionsProps) => {
  const { lang, edition, ruling, state, log } = p;
  const chooser = ruling.chooser;
  const fix = chooser === undefined ? correction(ruling, state) : null;
  // Nobody chooses: what the director can do now (rule, award, give a finding), asked of the engine.
  const step = useMemo(
    () => (chooser === undefined && fix === null ? directorStep(log, ruling, state) : null),
    [log, ruling, state, chooser, fix === null],
  );
  // A play option whose suit the chooser names next (57A): the suits, under the option.
  const [suitFor, setSuitFor] = useState<SuitAction | null>(null);
  const said = (
    <ReadOut
      lang={lang}
      edition={edition}
      ruling={ruling}
      statement={CLAIMS.has(ruling.irregularity) ? state.claim?.statement : undefined}
      open={p.sayFirst === true}
    />
  );
  return (
    <>
      <WhatHappened {...p} />
      {CLAIMS.has(ruling.irregularity) && state.claim && (
        <ClaimStatement lang={lang} edition={edition} state={state} log={p.log} onAnswer={p.onAnswer} />
      )}
      {p.sayFirst && said}
      {chooser !== undefined ? (
        <>
          <Chooser lang={lang} ruling={ruling} chooser={chooser} />
          <ul class="options" aria-label={tr(lang, "ruling.options")}>
            {ruling.options.map((o, i) => (
              <OptionItem
                key={o.id + (o.call ?? "")}
                {...p}
                o={o}
                i={i}
                suitFor={suitFor}
                setSuitFor={setSuitFor}
              />
            ))}
          </ul>
        </>
      ) : (
        <NoChooser {...p} fix={fix} step={step} />
      )}
      {!p.sayFirst && said}
    </>
  );
};

/** The ruling's law, and who did what. */
const WhatHappened = ({ lang, edition, ruling }: OptionsProps) => (
  <>
    <h2 id="ruling-title">
      {tr(lang, "ruling.title")} <span class="law-pill">{lawLabel(lang, edition, ruling.law)}</span>
    </h2>
    <p class="what">
      {rich(lang, "ruling.what", {
        offender: <strong>{seatName(lang, ruling.offender)}</strong>,
        irregularity: t(lang, `irregularity.${ruling.irregularity}`),
        call: CARD.test(ruling.call) ? (
          <Card card={ruling.call} lang={lang} />
        ) : CALL.test(ruling.call) ? (
          <Call call={ruling.call} lang={lang} />
        ) : (
          claimCall(lang, ruling.call)
        ),
      })}
    </p>
  </>
);

/** Who chooses: the seat, or the claimer's opponents as a side. */
const Chooser = ({ lang, ruling, chooser }: { lang: Lang; ruling: OptionRuling; chooser: Seat }) => (
  <p class="chooser">
    {ruling.irregularity === "claim"
      ? // Either opponent of the claimer may agree or doubt (68B, 68D): the side answers, not one seat.
        rich(lang, "ruling.chooserSide", {
          side: <strong>{t(lang, `side.${"NS".includes(chooser) ? "NS" : "EW"}`)}</strong>,
        })
      : rich(lang, "ruling.chooser", { seat: <strong>{seatName(lang, chooser)}</strong> })}
  </p>
);

/** One option: its button, the suits it asks for next (57A), what it leads to. */
const OptionItem = (
  p: OptionsProps & {
    o: RulingOption;
    i: number;
    suitFor: SuitAction | null;
    setSuitFor: (a: SuitAction) => void;
  },
) => {
  const { lang, edition, ruling, state, onAction, onOption, choosable, o, i, suitFor, setSuitFor } = p;
  const x = optionWords(lang, edition, o);
  const action = onOption ? null : optionAction(ruling, o, state.claim?.by, state.tricks);
  const enabled = onOption ? (choosable?.(o) ?? true) : action !== null;
  const id = `opt-${i}`;
  const inAuction = state.contract === null;
  return (
    <li>
      <button
        type="button"
        class="option"
        aria-describedby={x.consequences.length ? `${id}-c` : undefined}
        disabled={!enabled}
        aria-expanded={action?.kind === "suit" ? suitFor?.restriction === action.restriction : undefined}
        onClick={() => {
          if (onOption) onOption(o);
          else if (action?.kind === "suit") setSuitFor(action);
          else if (action) onAction(action);
        }}
      >
        <span class="label">{x.label}</span>
        {action?.kind === "box" && inAuction && <span class="hint">{tr(lang, "ruling.useBox")}</span>}
      </button>
      {action?.kind === "suit" && suitFor?.restriction === action.restriction && (
        <SuitChoice lang={lang} action={action} onAction={onAction} />
      )}
      {x.consequences.length > 0 && (
        <ul class="consequences" id={`${id}-c`}>
          {x.consequences.map((c, k) => (
            <li key={k}>{c}</li>
          ))}
        </ul>
      )}
    </li>
  );
};

/** The suit a play option names next (57A: the chooser requires or prohibits a suit). */
const SuitChoice = ({
  lang,
  action,
  onAction,
}: {
  lang: Lang;
  action: SuitAction;
  onAction: (a: OptionAction) => void;
}) => (
  <fieldset class="choices quick-suit" aria-label={tr(lang, "quick.suit.pick")}>
    {SUITS.filter((s) => s !== action.exclude).map((s) => (
      <button
        type="button"
        key={s}
        class="choice"
        onClick={() =>
          onAction({
            kind: "event",
            event: { by: action.seat, playRestriction: { [action.restriction]: s } },
          })
        }
      >
        {tr(lang, action.restriction === "require" ? "restriction.require" : "restriction.prohibit")}{" "}
        <SuitSym suit={s} lang={lang} />
      </button>
    ))}
  </fieldset>
);

/** Nobody chooses: the revoke to withdraw or correct, the award, a finding, what to wait for, or the director. */
const NoChooser = ({
  lang,
  edition,
  ruling,
  state,
  log,
  onEvent,
  onDirector,
  fix,
  step,
}: OptionsProps & { fix: ReturnType<typeof correction>; step: ReturnType<typeof directorStep> | null }) => (
  <>
    <p class="chooser">{tr(lang, "ruling.noChooser")}</p>
    {fix?.step === "withdraw" && onEvent ? (
      <button
        type="button"
        class="option director"
        onClick={() => onEvent({ by: ruling.offender, withdraw: ruling.call })}
      >
        <span class="label">
          {rich(lang, "play.withdrawRevoke", {
            seat: seatName(lang, ruling.offender),
            card: <Card card={ruling.call} lang={lang} />,
          })}
        </span>
        <span class="hint">{lawLabel(lang, edition, ruling.law)}</span>
      </button>
    ) : fix?.step === "play" ? (
      <p class="hint">{tr(lang, "play.correctionPlay", { seat: seatName(lang, ruling.offender) })}</p>
    ) : step?.kind === "award" ? (
      // A disputed claim: the director's award is the ruling (Law 70), recorded below.
      <p class="hint award-next">{inCodeWords(lang, edition, tr(lang, "ruling.awardNext"))}</p>
    ) : step?.kind === "finding" ? (
      <FindingAnswer
        lang={lang}
        edition={edition}
        question={step.question}
        max={laterMax(state, log)}
        onValue={(v) => onEvent?.({ director: true, [step.question]: v })}
      />
    ) : step?.kind === "wait" ? (
      <p class="hint">{explainError(lang, step.error, { where: false })}</p>
    ) : (
      <button type="button" class="option director" onClick={onDirector}>
        <span class="label">{tr(lang, "ruling.directorButton")}</span>
        <span class="hint">{tr(lang, "ruling.directorHint")}</span>
      </button>
    )}
  </>
);

/** A claim is ruled on its statement (68C, 70A): shown, and correctable, where the director decides. */
const CLAIMS = new Set(["claim", "disputed-claim"]);

const ClaimStatement = ({
  lang,
  edition,
  state,
  log,
  onAnswer,
}: {
  lang: Lang;
  edition: Edition;
  state: PublicState;
  log: LogJson;
  onAnswer: RulingPanelProps["onAnswer"];
}) => {
  const saved = state.claim?.statement ?? "";
  const [text, setText] = useState(saved);
  let at = -1;
  for (let i = log.events.length - 1; i >= 0 && at < 0; i--) if ("claim" in log.events[i]!) at = i;
  const save = () => {
    const v = text.trim();
    if (at >= 0 && v !== "" && v !== saved) onAnswer(at, "statement", v);
    else if (v === "") setText(saved);
  };
  return (
    <div class="field claim-statement">
      <label for="ruling-statement">{inCodeWords(lang, edition, tr(lang, "quick.claim.statement"))}</label>
      <textarea
        id="ruling-statement"
        rows={2}
        value={text}
        readOnly={at < 0}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)}
        onBlur={save}
      />
    </div>
  );
};

/** The text to read out to the players, and apart from it the director's own notes. */
export const ReadOut = ({
  lang,
  edition,
  ruling,
  statement,
  open,
}: {
  lang: Lang;
  edition: Edition;
  ruling: OptionRuling;
  statement?: string | undefined;
  open: boolean;
}) => {
  const r = readOut(lang, edition, ruling, statement);
  return (
    <>
      <details class="readout" open={open}>
        <summary>{tr(lang, "ruling.readOut")}</summary>
        <div class="say" lang={lang}>
          {r.say
            .filter((x) => x.under === undefined)
            .map((x, i) => (
              <p key={i}>{x.text}</p>
            ))}
          {r.say.some((x) => x.under !== undefined) && (
            <ul class="say-options">
              {r.say
                .filter((x) => x.under !== undefined)
                .map((x, i) => (
                  <li key={i}>
                    {x.text}
                    {x.under!.length > 0 && (
                      <ul class="say-consequences">
                        {x.under!.map((u, j) => (
                          <li key={j}>{u}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
            </ul>
          )}
        </div>
      </details>
      {r.notes.length > 0 && (
        <details class="notes">
          <summary>{tr(lang, "ruling.notes")}</summary>
          <ul class="notes-list" lang={lang}>
            {r.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
};

/** What Yes and No lead to, found by the engine on the log with either answer. */
const LeadsTo = ({ id, lines }: { id: string; lines: string[] }) => (
  <ul class="outcome" id={id}>
    {lines.map((l, i) => (
      <li key={i}>{l}</li>
    ))}
  </ul>
);

const Question = ({
  lang,
  edition,
  ruling,
  onAnswer,
  state,
  log,
}: RulingPanelProps & { ruling: QuestionRuling }) => {
  const [suits, setSuits] = useState<Suit[]>([]);
  const kind = findingKind(ruling.question);
  const yesNo = kind === "yesNo";
  const leads = useMemo(
    () => (yesNo ? answersLeadTo(lang, log, ruling) : null),
    [lang, log, ruling.about, ruling.question],
  );
  return (
    <>
      <h2 id="ruling-title">{tr(lang, "question.title")}</h2>
      <QuestionAbout lang={lang} ruling={ruling} state={state} log={log} />
      <p class="question" lang={lang}>
        {inCodeWords(lang, edition, ruling.explain ?? t(lang, `question.${ruling.question}`))}
      </p>
      {kind === "seat" || kind === "count" || kind === "lastTwo" ? (
        <FindingAnswer
          lang={lang}
          edition={edition}
          question={ruling.question}
          max={laterMax(state, log, ruling.about)}
          onValue={(v) => onAnswer(ruling.about, ruling.question, v)}
          asked
        />
      ) : yesNo ? (
        <YesNoAnswers lang={lang} ruling={ruling} leads={leads} onAnswer={onAnswer} />
      ) : (
        <SuitsAnswer lang={lang} ruling={ruling} suits={suits} setSuits={setSuits} onAnswer={onAnswer} />
      )}
    </>
  );
};

type QuestionProps = RulingPanelProps & { ruling: QuestionRuling };

/** The call the question is about (and the call withdrawn before it, for a comparable call). */
const QuestionAbout = ({
  lang,
  ruling,
  state,
  log,
}: Pick<QuestionProps, "lang" | "ruling" | "state" | "log">) => {
  const about = questionCall(ruling, log);
  const withdrawn = about && withdrawnCall(state, about.by);
  return (
    <>
      {about && (
        <p class="what">
          {withdrawn && (ruling.question === "comparable" || ruling.question === "sameMeaning")
            ? rich(lang, "question.aboutWithdrawn", {
                seat: <strong>{seatName(lang, about.by)}</strong>,
                call: <Call call={about.call} lang={lang} />,
                withdrawn: <Call call={withdrawn} lang={lang} />,
              })
            : rich(lang, "question.about", {
                seat: <strong>{seatName(lang, about.by)}</strong>,
                call: <Call call={about.call} lang={lang} />,
              })}
        </p>
      )}
    </>
  );
};

/** Yes and No, each with what it leads to. */
const YesNoAnswers = ({
  lang,
  ruling,
  leads,
  onAnswer,
}: Pick<QuestionProps, "lang" | "ruling" | "onAnswer"> & {
  leads: ReturnType<typeof answersLeadTo> | null;
}) => (
  <fieldset class="answers" aria-label={tr(lang, "question.answers")}>
    {([true, false] as const).map((v) => (
      <div class="answer" key={String(v)}>
        <button
          type="button"
          class={`option ${v ? "yes" : "no"}`}
          aria-describedby={`answer-${v}`}
          onClick={() => onAnswer(ruling.about, ruling.question, v)}
        >
          <span class="label">{tr(lang, v ? "answer.yes" : "answer.no")}</span>
        </button>
        {leads && <LeadsTo id={`answer-${v}`} lines={v ? leads.yes : leads.no} />}
      </div>
    ))}
  </fieldset>
);

/** The suits the finding names (or that they are not known). */
const SuitsAnswer = ({
  lang,
  ruling,
  suits,
  setSuits,
  onAnswer,
}: Pick<QuestionProps, "lang" | "ruling" | "onAnswer"> & {
  suits: Suit[];
  setSuits: (s: Suit[]) => void;
}) => (
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
);

/** The most tricks the offending side can have won after the revoke trick (the revoke the finding is about). */
const laterMax = (state: PublicState, log: LogJson, about?: number): number => {
  const named =
    about === undefined ? undefined : (log.events[about]?.revoke as { trick?: number } | undefined);
  const waiting = (state.revokes ?? []).find((r) => r.noticed && r.established && !r.corrected && !r.law);
  const trick = named?.trick ?? waiting?.trick;
  return typeof trick === "number" ? Math.max(0, 13 - trick) : 12;
};

/**
 * The answer to a finding that is not yes / no: which player (a seat), how many tricks (0 to `max`), or how
 * the last two tricks went (62D1). `asked`: the engine's question is already shown above.
 */
const FindingAnswer = ({
  lang,
  edition,
  question,
  max,
  onValue,
  asked = false,
}: {
  lang: Lang;
  edition: Edition;
  question: string;
  max: number;
  onValue: (v: unknown) => void;
  asked?: boolean;
}) => {
  const kind = findingKind(question);
  const label = inCodeWords(lang, edition, t(lang, `question.${question}`));
  return (
    <fieldset class="answers finding" aria-label={label}>
      {!asked && <legend class="question">{label}</legend>}
      {kind === "seat" ? (
        (["N", "E", "S", "W"] as const).map((s) => (
          <button type="button" key={s} class="option" onClick={() => onValue(s)}>
            <span class="label">{seatName(lang, s)}</span>
          </button>
        ))
      ) : kind === "lastTwo" ? (
        [2, 1, 0].map((ns) => (
          <button type="button" key={ns} class="option" onClick={() => onValue({ NS: ns, EW: 2 - ns })}>
            <span class="label">{tr(lang, "finding.lastTwo", { ns, ew: 2 - ns })}</span>
          </button>
        ))
      ) : (
        <div class="lead-ranks">
          {Array.from({ length: max + 1 }, (_, n) => (
            <button
              type="button"
              key={n}
              class="rank"
              aria-label={tr(lang, "finding.tricks", { n })}
              onClick={() => onValue(n)}
            >
              {n}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
};

/**
 * A ruling's option once recorded: one line saying who chose what (the option's label, as offered), and what
 * follows under it, folded (walk2 F2, F4). The ruling's panel is gone; the play stays in view.
 */
export const Chosen = ({
  lang,
  edition,
  option,
  chooser,
  law,
}: {
  lang: Lang;
  edition: Edition;
  option: RulingOption;
  chooser: Seat;
  law: string;
}) => {
  const x = optionWords(lang, edition, option);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <section class="chosen" role="status" aria-label={tr(lang, "ruling.title")} ref={ref}>
      <p>
        <span class="law-pill">{lawLabel(lang, edition, law)}</span>{" "}
        {tr(lang, "ruling.chosen", { chooser: seatName(lang, chooser), option: x.label })}
      </p>
      {x.consequences.length > 0 && (
        <details class="follows">
          <summary>{tr(lang, "ruling.chosen.follows")}</summary>
          <ul class="consequences">
            {x.consequences.map((c, k) => (
              <li key={k}>{c}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
};
