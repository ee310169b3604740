/**
 * The director called during the play: quick paths that reach the ruling from the facts alone, without the
 * cards played before (a lead out of turn, a card exposed, a revoke, a claim; premature and simultaneous
 * play, a defective trick). Each path's facts form is a file of web/play/quick/ and records the facts as
 * table-log events (web/play/quickModel.ts); this shell shows the menu, the facts, then what the engine
 * rules: the ruling panel for a choice or a question (quick/ruling.tsx), the outcome otherwise
 * (quick/outcome.tsx). Loaded on first use (a dynamic import from web/play/QuickEntry.tsx).
 */
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { explainError } from "../../src/engine.js";
import type { AppKey } from "../i18n.js";
import { type EventJson, isQuestion, type LogJson, run } from "../model.js";
import { PenaltyCards } from "./PenaltyBox.js";
import { ClaimAward } from "./quick/award.js";
import { ClaimFacts } from "./quick/claim.js";
import { DefectiveFacts } from "./quick/defective.js";
import { ExposeFacts } from "./quick/expose.js";
import { wordsIn } from "./quick/forms.js";
import { LeadFacts } from "./quick/lead.js";
import { Outcome } from "./quick/outcome.js";
import { PrematureFacts } from "./quick/premature.js";
import { RevokeFactsForm } from "./quick/revoke.js";
import { RulingView } from "./quick/ruling.js";
import { SimultaneousFacts } from "./quick/simultaneous.js";
import type { FactsProps, Path, QuickPathsProps } from "./quick/types.js";
import "./quick.css";

export type { QuickPathsProps } from "./quick/types.js";

const MAIN: readonly Path[] = ["lead", "expose", "revoke", "claim"];
const MORE: readonly Path[] = ["premature", "simultaneous", "defective"];

/** Each path's facts form. */
const FACTS: Record<Path, (p: FactsProps) => preact.JSX.Element> = {
  lead: LeadFacts,
  expose: ExposeFacts,
  revoke: RevokeFactsForm,
  claim: ClaimFacts,
  premature: PrematureFacts,
  simultaneous: SimultaneousFacts,
  defective: DefectiveFacts,
};

/** What the path recorded: the events before its facts (its outcome is what came after) and how many it made. */
interface Recorded {
  mark: number;
  made: number;
}

export const QuickPaths = (p: QuickPathsProps) => {
  const [path, setPath] = useState<Path | null>(null);
  // The other paths, once shown, stay shown when the director comes back to the menu.
  const [more, setMore] = useState(false);
  const { lang, edition, state } = p;
  const w = wordsIn(lang, edition);
  // Opened, or a path chosen: the panel's top comes into view (on a phone it opens below the fold).
  const top = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (p.open) top.current?.scrollIntoView?.({ block: "start" });
  }, [p.open, path]);

  const penalty = <PenaltyCards state={state} lang={lang} edition={edition} />;
  // Closed (after a reload, an undo, or the path closed): the table's panel shows the ruling, the award here.
  if (!p.open)
    return (
      <>
        {state.ruling !== null &&
          !isQuestion(state.ruling) &&
          state.ruling.irregularity === "disputed-claim" && <ClaimAward {...p} />}
        {penalty}
      </>
    );
  return (
    <>
      <section class="quick" aria-labelledby="quick-title" ref={top}>
        <h2 id="quick-title">{w("quick.title")}</h2>
        {path === null ? (
          <Menu {...p} more={more} onMore={() => setMore(true)} onPick={setPath} />
        ) : (
          <PathBody {...p} path={path} onBack={() => setPath(null)} />
        )}
        <button type="button" class="close-quick" onClick={p.onClose}>
          {w("quick.close")}
        </button>
      </section>
      {state.ruling !== null && <RulingView {...p} />}
      {penalty}
    </>
  );
};

/** A path chosen: its facts until they are recorded, then what the engine made of them. */
const PathBody = (p: QuickPathsProps & { path: Path; onBack: () => void }) => {
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { lang, path } = p;
  const w = wordsIn(lang, p.edition);
  const record = (events: EventJson[]) => {
    const before = p.log.events.length;
    if (p.append(events)) {
      setRecorded({ mark: before, made: events.length });
      setError(null);
    }
  };
  const recordLog = (next: LogJson | null) => {
    const o = next === null ? null : run(next, lang);
    if (next === null || o === null) setError(w("quick.cannot"));
    else if (o.error) setError(explainError(lang, o.error, { where: false }));
    else {
      setRecorded({ mark: p.log.events.length, made: next.events.length - p.log.events.length });
      setError(null);
      p.commit(next);
    }
  };
  const Facts = FACTS[path];
  return (
    <>
      <h3>{w(`quick.path.${path}` as AppKey)}</h3>
      {recorded === null ? (
        <Facts {...p} record={record} recordLog={recordLog} />
      ) : (
        <Outcome {...p} mark={recorded.mark} made={recorded.made} />
      )}
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      <button type="button" class="link" onClick={p.onBack}>
        {w("quick.back")}
      </button>
    </>
  );
};

/** The paths to choose from: the four common ones, the three others a tap away. */
const Menu = ({
  more,
  onMore,
  ...p
}: QuickPathsProps & { more: boolean; onMore: () => void; onPick: (x: Path) => void }) => {
  const w = wordsIn(p.lang, p.edition);
  return (
    <>
      <p class="hint">{w("quick.intro")}</p>
      <ul class="quick-menu">
        {[...MAIN, ...(more ? MORE : [])].map((x) => (
          <li key={x}>
            <button type="button" class="option" onClick={() => p.onPick(x)}>
              <span class="label">{w(`quick.path.${x}` as AppKey)}</span>
              <span class="hint">{w(`quick.path.${x}.law` as AppKey)}</span>
            </button>
          </li>
        ))}
      </ul>
      {!more && (
        <button type="button" class="link" aria-expanded={false} onClick={onMore}>
          {w("quick.more")}
        </button>
      )}
    </>
  );
};
