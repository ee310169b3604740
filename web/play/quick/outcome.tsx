/**
 * The outcome of a quick path that needs no choice (web/play/quick/): a revoke's transfer or correction, a
 * penalty card, a claim agreed, a card that stands.
 */
import type { Edition, Lang, PublicState, Seat } from "../../../src/engine.js";
import { t } from "../../../src/engine.js";
import { cardIn } from "../../../src/explain/core.js";
import { tr } from "../../i18n.js";
import type { EventJson } from "../../model.js";
import { lawLabel, ReadOutLines, seatName } from "../../ui.js";
import { sideOf } from "../quickModel.js";
import { wordsIn } from "./forms.js";
import type { Path, QuickPathsProps } from "./types.js";

type Revoke = NonNullable<PublicState["revokes"]>[number];
type OutcomeProps = QuickPathsProps & { path: Path; mark: number; made: number };

export const Outcome = (p: OutcomeProps) => {
  const { state, lang, edition } = p;
  const w = wordsIn(lang, edition);
  if (state.ruling !== null) return <p class="hint">{w("quick.outcome.ruling")}</p>;
  // The path's first event after a `position` (the facts of where the play stands).
  const event = p.log.events[p.mark + (p.log.events[p.mark] && "position" in p.log.events[p.mark]! ? 1 : 0)];
  const named = revokeNamed(event);
  const r = named && (state.revokes ?? []).find((x) => x.by === named.by && x.trick === named.trick);
  if (r) return <RevokeOutcome {...p} revoke={r} />;
  if ((state.penaltyCards ?? []).length > 0)
    return <PenaltyOutcome state={state} lang={lang} edition={edition} event={event} />;
  if (state.claim && state.claim.status !== "pending" && state.claim.status !== "disputed")
    return (
      <p class="ruling-out" role="status">
        {w("quick.outcome.claim", {
          law: lawLabel(lang, edition, state.claim.law ?? "69A"),
          tricks: state.result?.declarerTricks ?? "?",
          score: state.score ?? "?",
        })}
      </p>
    );
  return (
    <p class="ruling-out" role="status">
      {w(p.log.events.length > p.mark + p.made ? "quick.outcome.chosen" : "quick.outcome.nothing")}
    </p>
  );
};

/** The revoke (or the defective trick) the path's event names. */
const revokeNamed = (event: EventJson | undefined): { by: Seat; trick: number } | null => {
  if (event && typeof event.revoke === "object") return event.revoke as { by: Seat; trick: number };
  if (event && typeof event.defectiveTrick === "object")
    return event.defectiveTrick as { by: Seat; trick: number };
  return null;
};

/** What the director says of a revoke: corrected, the tricks transferred, or none. */
const revokeLines = (state: PublicState, lang: Lang, edition: Edition, r: Revoke): string[] => {
  const w = wordsIn(lang, edition);
  const declSide = sideOf(state.declarer ?? "N");
  const to = sideOf(r.by) === declSide ? (declSide === "NS" ? "EW" : "NS") : declSide;
  const law = lawLabel(lang, edition, r.law ?? "64");
  if (r.corrected) {
    const key =
      sideOf(r.by) === declSide
        ? "quick.revoke.out.corrected.declaring"
        : "quick.revoke.out.corrected.defender";
    return [
      w("quick.revoke.out.corrected", { law, seat: seatName(lang, r.by) }),
      r.card
        ? w(`${key}.card`, { seat: seatName(lang, r.by), card: cardIn(lang, r.card) })
        : w(key, { seat: seatName(lang, r.by) }),
    ];
  }
  if (r.transfer && r.transfer > 0)
    return [w("quick.revoke.out.transfer", { law, n: r.transfer, side: t(lang, `side.${to}`) })];
  return [w("quick.revoke.out.none", { law })];
};

const RevokeOutcome = (p: OutcomeProps & { revoke: Revoke }) => {
  const { state, lang, edition, revoke: r } = p;
  const w = wordsIn(lang, edition);
  const law = lawLabel(lang, edition, r.law ?? "64");
  // What the players hear is the transfer; the review for damage is the director's (a note).
  const declarer = state.declarer ?? "N";
  // (a corrected revoke leaves the play going on: no result to ask)
  const noCards = (state.tricks?.length ?? 0) === 0 && state.phase !== "done" && !r.corrected;
  return (
    <div class="ruling-out" role="status">
      <p class="law">
        <span class="law-pill">{law}</span>
      </p>
      {/* The outcome is what the director says: the words once, unfolded (issue 24). */}
      <ReadOutLines lang={lang} lines={revokeLines(state, lang, edition, r)} open />
      {r.established && <p class="hint">{w("quick.revoke.out.64C")}</p>}
      {noCards && (
        <fieldset
          class="revoke-result"
          aria-label={tr(lang, "play.resultTricks", { seat: seatName(lang, declarer) })}
        >
          <legend>{tr(lang, "play.resultTricks", { seat: seatName(lang, declarer) })}</legend>
          <p class="hint">{w("walk.revoke.result")}</p>
          {Array.from({ length: 14 }, (_, n) => (
            <button
              type="button"
              key={n}
              class="num"
              aria-label={tr(lang, "play.resultN", { n })}
              onClick={() => p.append({ by: declarer, result: n })}
            >
              {n}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
};

/** A penalty card: the box below says what it obliges; an honour exposed by accident is major (50B). */
const PenaltyOutcome = ({
  state,
  lang,
  edition,
  event,
}: {
  state: PublicState;
  lang: Lang;
  edition: Edition;
  event: EventJson | undefined;
}) => {
  const w = wordsIn(lang, edition);
  // 50B: an honour is a major penalty card however it was exposed (the director tells the players why).
  const shown = event && typeof event.expose === "string" ? event.expose : null;
  const honour =
    shown !== null && event?.accidental === true && /^[SHDC][AKQJT]$/.test(shown)
      ? (state.penaltyCards ?? []).find((c) => c.card === shown && c.kind === "major")
      : undefined;
  return (
    <>
      {honour && (
        <p class="ruling-out">
          {w("quick.outcome.honour", {
            card: cardIn(lang, honour.card),
            law: lawLabel(lang, edition, edition === "1987" ? "50" : "50B"),
          })}
        </p>
      )}
      <p class="hint">{w("quick.outcome.penalty")}</p>
    </>
  );
};
