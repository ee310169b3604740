/**
 * What the engine ruled on a quick path's facts (web/play/quick/): the ruling panel, with the play options
 * recorded as their events and a suit asked where declarer names one (50D2, 1987 50); a disputed claim's award.
 */
import { useState } from "preact/hooks";
import type { RulingOption, Suit } from "../../../src/engine.js";
import { tr } from "../../i18n.js";
import { isQuestion, type OptionRuling, tryFinding } from "../../model.js";
import { RulingPanel } from "../../RulingPanel.js";
import { Suit as SuitSym } from "../../ui.js";
import { ledSuitOf } from "../options.js";
import { optionChoice, SUITS } from "../quickModel.js";
import { ClaimAward } from "./award.js";
import type { QuickPathsProps } from "./types.js";

/** The ruling panel for a ruling the path reached, with the play options recorded as their events. */
export const RulingView = (p: QuickPathsProps) => {
  const { state, lang, edition, log } = p;
  const [suitFor, setSuitFor] = useState<{ kind: "require" | "prohibit"; exclude: Suit | null } | null>(null);
  const r = state.ruling;
  if (r === null) return null;
  const ledSuit = ledSuitOf(state.tricks);
  const choiceOf = (o: RulingOption) =>
    isQuestion(r)
      ? null
      : optionChoice(r as OptionRuling, o.id, o.event as Record<string, unknown>, ledSuit, state.claim?.by);
  const disputed = !isQuestion(r) && r.irregularity === "disputed-claim";
  return (
    <>
      <RulingPanel
        lang={lang}
        edition={edition}
        ruling={r}
        state={state}
        log={log}
        onAction={() => {}}
        onDirector={() => p.append([{ director: true }])}
        onEvent={(e) => p.append([e])}
        onAnswer={(about, name, value) => {
          const next = tryFinding(log, about, name, value);
          if (next.ok) p.commit(next.log);
        }}
        onOption={(o) => {
          const c = choiceOf(o);
          if (c === null) return;
          if ("events" in c) p.append(c.events);
          else setSuitFor({ kind: c.suit, exclude: c.exclude });
        }}
        choosable={(o) => choiceOf(o) !== null}
        sayFirst
      />
      {suitFor && !isQuestion(r) && r.chooser && (
        <fieldset class="choices quick-suit" aria-label={tr(lang, "quick.suit.pick")}>
          {SUITS.filter((s) => s !== suitFor.exclude).map((s) => (
            <button
              type="button"
              key={s}
              class="choice"
              onClick={() => {
                if (p.append([{ by: r.chooser, playRestriction: { [suitFor.kind]: s } }])) setSuitFor(null);
              }}
            >
              {tr(lang, suitFor.kind === "require" ? "restriction.require" : "restriction.prohibit")}{" "}
              <SuitSym suit={s} lang={lang} />
            </button>
          ))}
        </fieldset>
      )}
      {disputed && <ClaimAward {...p} />}
    </>
  );
};
