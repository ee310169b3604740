/**
 * What the director needs for a disputed claim (Law 70): the cards left, the trumps out, the tests he
 * weighs; then his award, recorded with the tests ticked as its reasons.
 */
import type { Lang, PublicState, Seat } from "../../../src/engine.js";
import { t } from "../../../src/engine.js";
import { ClaimAnalysis } from "../../dd/ClaimAnalysis.js";
import { FacedHands } from "../../dd/FacedHands.js";
import { type AppKey, rich } from "../../i18n.js";
import type { LogJson } from "../../model.js";
import { Card, lawLabel, Suit as SuitSym, seatName } from "../../ui.js";
import { remainingBySeat, SEATS, sideOf, trumpSuit, trumpsOut } from "../quickModel.js";
import { Stepper, useFacts, wordsIn } from "./forms.js";
import type { QuickPathsProps } from "./types.js";

const TESTS = ["70A", "70B", "70C", "70D", "70E"] as const;
type Test = (typeof TESTS)[number];

/** The award as the director makes it: the tricks to the claimer's side and the tests he ticked. */
interface AwardState {
  award: number;
  checked: Test[];
}

export const ClaimAward = (p: QuickPathsProps) => {
  const { state, lang, edition, log } = p;
  const claim = state.claim;
  const remaining = claim?.remaining ?? 13;
  const [f, set] = useFacts<AwardState>(() => ({
    award: Math.min(claim?.tricks ?? 0, remaining),
    checked: [],
  }));
  const w = wordsIn(lang, edition);
  if (!claim) return null;
  const cards = remainingBySeat(log, state);
  const tick = (x: Test) =>
    set({ checked: f.checked.includes(x) ? f.checked.filter((y) => y !== x) : [...f.checked, x] });
  return (
    <section class="quick claim-award" aria-labelledby="award-title">
      <h2 id="award-title">{w("quick.claim.award.title")}</h2>
      <CardsLeft lang={lang} log={log} cards={cards} w={w} />
      <Trumps {...p} by={claim.by} known={cards !== null} />
      {cards ? (
        <ClaimAnalysis lang={lang} edition={edition} log={log} state={state} />
      ) : (
        <FacedHands lang={lang} edition={edition} log={log} state={state} commit={p.commit} />
      )}
      <TestChecklist lang={lang} edition={edition} checked={f.checked} tick={tick} />
      <Stepper
        id="quick-award"
        lang={lang}
        label={w("quick.claim.award.tricks", { side: t(lang, `side.${sideOf(claim.by)}`), remaining })}
        value={f.award}
        min={0}
        max={remaining}
        onChange={(n) => set({ award: n })}
      />
      <button type="button" class="primary wide" onClick={() => p.append([awardEvent(f)])}>
        {w("quick.claim.award.record", { n: f.award })}
      </button>
    </section>
  );
};

type Words = ReturnType<typeof wordsIn>;

/** The cards each seat has left, or why they are not known (no deal, or cards not recorded). */
const CardsLeft = (props: {
  lang: Lang;
  log: LogJson;
  cards: ReturnType<typeof remainingBySeat>;
  w: Words;
}) => {
  const { lang, log, cards, w } = props;
  if (!cards)
    return (
      <p class="hint">
        {w(log.deal === undefined ? "quick.claim.award.noDeal" : "quick.claim.award.unrecorded")}
      </p>
    );
  return (
    <ul class="hands">
      {SEATS.map((s) => (
        <li key={s}>
          <strong>{seatName(lang, s)}:</strong>{" "}
          {cards[s].length ? cards[s].map((c) => <Card key={c} card={c} lang={lang} />) : "—"}
        </li>
      ))}
    </ul>
  );
};

/** The tests of Law 70 the director weighs, a box each to tick as the award's reasons. */
const TestChecklist = (props: {
  lang: Lang;
  edition: QuickPathsProps["edition"];
  checked: readonly Test[];
  tick: (x: Test) => void;
}) => {
  const { lang, edition, checked, tick } = props;
  const w = wordsIn(lang, edition);
  return (
    <fieldset class="checklist" aria-label={w("quick.claim.award.tests")}>
      <legend>{w("quick.claim.award.tests")}</legend>
      {TESTS.map((x) => (
        <label key={x} class="check">
          <input type="checkbox" checked={checked.includes(x)} onChange={() => tick(x)} />
          <span>
            <strong>{lawLabel(lang, edition, x)}</strong> {w(`quick.claim.test.${x}` as AppKey)}
          </span>
        </label>
      ))}
    </fieldset>
  );
};

/** The award's event: the ticked tests are its reasons, kept with it (the `tests` extension, docs/table-log.md). */
const awardEvent = (f: AwardState) =>
  f.checked.length
    ? { director: true, award: f.award, tests: TESTS.filter((x) => f.checked.includes(x)) }
    : { director: true, award: f.award };

/** The trump suit and how many trumps are out, and who of the claimer's opponents holds them. */
const Trumps = ({
  state,
  log,
  lang,
  edition,
  by,
  known,
}: {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  edition: QuickPathsProps["edition"];
  by: Seat;
  known: boolean;
}) => {
  const w = wordsIn(lang, edition);
  const trump = trumpSuit(state);
  const trumps = trumpsOut(log, state);
  const opponents = SEATS.filter((s) => sideOf(s) !== sideOf(by));
  return (
    <p>
      {trump === null || trumps === null
        ? w("quick.claim.award.notrump")
        : rich(lang, "quick.claim.award.trumps", {
            suit: <SuitSym suit={trump} lang={lang} />,
            count: trumps.count === null ? w("walk.unknown") : String(trumps.count),
            held: known
              ? opponents.map((s) => `${seatName(lang, s)} ${(trumps.held[s] ?? []).length}`).join(", ")
              : w("walk.unknown"),
          })}
    </p>
  );
};
