/**
 * A disputed claim's double-dummy analysis (Law 70) under the director's award, when the hands are known:
 * worked out in the double-dummy worker (web/dd/worker.ts) with a progress line and a cancel, never
 * blocking the screen. A proposal with its basis: the award stays the director's.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Edition, Lang, PublicState } from "../../src/engine.js";
import { explainError, t } from "../../src/engine.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { type AppKey, tr } from "../i18n.js";
import type { LogJson } from "../model.js";
import { sideOf } from "../play/quickModel.js";
import { Card, lawLabel, seatName } from "../ui.js";
import { claimPosition, largestHand } from "./claimPosition.js";
import { type DdHandle, type DdOutcome, ddStart } from "./client.js";
import type { ClaimAnswer } from "./protocol.js";
import "./dd.css";

/** Within the phone's budget: up to 7 cards in each hand (issue 20); a bigger position may take long. */
export const PHONE_CARDS = 7;
const LIMIT_SMALL_MS = 120_000;
const LIMIT_BIG_MS = 900_000;

/** `ask`: a position beyond the quick analysis waits for the director's "work it out". */
type Run = { kind: "ask" } | { kind: "working"; ms: number } | DdOutcome;

export interface ClaimAnalysisProps {
  lang: Lang;
  edition: Edition;
  log: LogJson;
  state: PublicState;
}

/**
 * The worker's run for the claim's position: started when the position changes, again on "try again", and a
 * big position (an early claim on a full deal) only when asked, with the bigger limit.
 */
const useClaimRun = ({ log, state }: ClaimAnalysisProps) => {
  const claim = state.claim;
  const position = useMemo(() => claimPosition(log, state), [log, state]);
  const key = position && claim ? `${claim.by}${JSON.stringify(position)}` : null;
  const [run, setRun] = useState<Run>(() =>
    position && largestHand(position) > PHONE_CARDS ? { kind: "ask" } : { kind: "working", ms: 0 },
  );
  const [attempt, setAttempt] = useState(0);
  const job = useRef<DdHandle | null>(null);
  const big = position ? largestHand(position) > PHONE_CARDS : false;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!position || !claim) return;
    if (big && !asked) {
      setRun({ kind: "ask" });
      return;
    }
    let live = true;
    setRun({ kind: "working", ms: 0 });
    const h = ddStart(
      // The engine's state at the claim goes too, for the engine's own claim analysis (web/dd/compute.ts).
      { kind: "claim", position, claimer: claim.by, log, state: JSON.parse(JSON.stringify(state)) },
      big ? LIMIT_BIG_MS : LIMIT_SMALL_MS,
      (ms) => live && setRun({ kind: "working", ms }),
    );
    job.current = h;
    h.done.then((o) => live && setRun(o));
    return () => {
      live = false;
      h.cancel();
    };
  }, [key, attempt, asked]);
  return {
    position,
    run,
    big,
    ask: () => setAsked(true),
    cancel: () => job.current?.cancel(),
    again: () => setAttempt(attempt + 1),
  };
};

type Words = (k: AppKey, params?: Record<string, string | number>) => string;

export const ClaimAnalysis = (props: ClaimAnalysisProps) => {
  const { lang, edition, state } = props;
  const claim = state.claim;
  const { position, run, big, ask, cancel, again } = useClaimRun(props);
  const w = (k: AppKey, params: Record<string, string | number> = {}) =>
    inCodeWords(lang, edition, tr(lang, k, params));
  if (!position || !claim) return null;
  const side = t(lang, `side.${sideOf(claim.by)}`);
  return (
    <section class="dd-analysis" aria-labelledby="dd-title" aria-busy={run.kind === "working"}>
      <h3 id="dd-title">{w("dd.title")}</h3>
      {run.kind === "ask" ? (
        <>
          <p class="hint">{w("dd.bigAsk", { cards: largestHand(position), max: PHONE_CARDS })}</p>
          <button type="button" class="small" onClick={ask}>
            {w("dd.workOut")}
          </button>
        </>
      ) : run.kind === "working" ? (
        <>
          {big && <p class="hint">{w("dd.big", { cards: largestHand(position) })}</p>}
          <p class="dd-progress" role="status">
            {w("dd.working", { s: (run.ms / 1000).toFixed(1) })}
          </p>
          <button type="button" class="small" onClick={cancel}>
            {w("dd.cancel")}
          </button>
        </>
      ) : run.kind === "done" && run.answer.kind === "claim" ? (
        <Answer lang={lang} edition={edition} side={side} answer={run.answer} />
      ) : (
        <Stopped lang={lang} run={run} w={w} again={again} />
      )}
    </section>
  );
};

/** A run that gave no answer: cancelled, over its time limit or failed, and a button to try again. */
const Stopped = ({ lang, run, w, again }: { lang: Lang; run: DdOutcome; w: Words; again: () => void }) => (
  <>
    <p class="hint" role="status">
      {run.kind === "cancelled"
        ? w("dd.cancelled")
        : run.kind === "error" && run.code === "dd-time-limit"
          ? w("dd.timeLimit", { s: Math.round(Number(run.params?.ms ?? 0) / 1000) })
          : w("dd.failed", {
              reason:
                run.kind === "error" ? explainError(lang, { code: run.code, params: run.params ?? {} }) : "",
            })}
    </p>
    <button type="button" class="small" onClick={again}>
      {w("dd.again")}
    </button>
  </>
);

const Answer = ({
  lang,
  edition,
  side,
  answer,
}: {
  lang: Lang;
  edition: Edition;
  side: string;
  answer: ClaimAnswer;
}) => {
  const w = (k: AppKey, params: Record<string, string | number> = {}) =>
    inCodeWords(lang, edition, tr(lang, k, params));
  return (
    <div class="dd-answer">
      <p class="dd-result">
        <strong>{w("dd.result", { side, n: answer.doubleDummy, of: answer.remaining })}</strong>
      </p>
      {answer.normal !== undefined && <p>{w("dd.normal", { n: answer.normal })}</p>}
      {answer.basis && (
        <ul>
          {answer.basis.map((b, i) => (
            <li key={i}>
              <strong>{lawLabel(lang, edition, b.law)}</strong> {b.text[lang]}
            </li>
          ))}
        </ul>
      )}
      <p>{w("dd.cards", { seat: seatName(lang, answer.player), side })}</p>
      <ul class="dd-cards">
        {answer.cards.map((c) => (
          <li key={c.card}>
            <Card card={c.card} lang={lang} /> {c.tricks}
          </li>
        ))}
      </ul>
      <p class="note">{w("dd.note")}</p>
    </div>
  );
};
