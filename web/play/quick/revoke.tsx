/**
 * The quick path for a revoke (Laws 61-64): who revoked, on which trick, established or not; then the card
 * (to correct it) or who won the trick, the offending side's later tricks and an exception (to transfer).
 */
import type { Seat } from "../../../src/engine.js";
import { t } from "../../../src/engine.js";
import type { AppKey } from "../../i18n.js";
import { seatName } from "../../ui.js";
import { CardPicker } from "../CardPicker.js";
import {
  cardsOf,
  laterTricksMax,
  type RevokeFacts,
  recordedCard,
  revokeEvents,
  revokeTrickRange,
  sideOf,
} from "../quickModel.js";
import { Choices, RuleButton, roles, SeatPick, Stepper, useFacts, wordsIn, YesNo } from "./forms.js";
import type { FactsProps } from "./types.js";

const EXCEPTIONS = ["64B2", "64B4", "64B5", "penalty"] as const;

/** The facts of a revoke, as the form holds them. */
interface RevokeState {
  by: Seat | null;
  trick: number;
  established: boolean | null;
  wonBy: Seat | null;
  later: number;
  exception: RevokeFacts["exception"] | null;
  card: string | null;
}

/** The facts the engine is given (the card only when it is corrected; the rest only when established). */
const factsOf = (f: RevokeState, by: Seat, trick: number, card: string | null): RevokeFacts => {
  const out: RevokeFacts = { by, trick, established: f.established === true };
  if (!f.established && card !== null) out.card = card;
  if (f.established) {
    if (f.wonBy) out.trickWonBy = f.wonBy;
    out.laterTricks = f.later;
    if (f.exception) out.exception = f.exception;
  }
  return out;
};

export const RevokeFactsForm = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [f, set] = useFacts<RevokeState>(() => ({
    by: null,
    trick: Math.max(1, Math.min(12, state.tricksWon ? state.tricksWon.NS + state.tricksWon.EW : 1)),
    established: null,
    wonBy: null,
    later: 0,
    exception: null,
    card: null,
  }));
  const { by, established } = f;
  const w = wordsIn(lang, edition);
  // 61A: only a trick the offender has played to (the one in progress only once his card is in it).
  const range = revokeTrickRange(state, by);
  const at = range ? Math.max(range[0], Math.min(range[1], f.trick)) : f.trick;
  const inRecord = by === null ? null : recordedCard(state, by, at);
  const revokeCard = inRecord ?? f.card;
  const ready =
    range !== null &&
    by !== null &&
    (established ? f.wonBy !== null : established === false && revokeCard !== null);
  const offenders = by === null ? "" : seatName(lang, by);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w("quick.revoke.by")}
        value={by}
        names={roles(lang, state)}
        onPick={(s) => set({ by: s, card: null })}
      />
      <TrickStep {...p} range={range} at={at} offenders={offenders} facts={f} set={set} />
      <YesNo
        lang={lang}
        label={w("quick.revoke.established", { seat: offenders || w("quick.revoke.revoker") })}
        value={established}
        onPick={(v) => set({ established: v })}
      />
      <p class="hint">{w("quick.revoke.establishedHint")}</p>
      {established === false && by !== null && (
        <CardPicker
          lang={lang}
          label={w("quick.revoke.card", { seat: offenders, trick: at })}
          value={revokeCard}
          allowed={inRecord ? [inRecord] : cardsOf(log, state, by)}
          onPick={(c) => set({ card: c })}
        />
      )}
      {established === true && <EstablishedFacts {...p} facts={f} set={set} at={at} />}
      <RuleButton
        lang={lang}
        disabled={!ready}
        onClick={() =>
          by !== null && established !== null && p.record(revokeEvents(state, factsOf(f, by, at, revokeCard)))
        }
      />
    </>
  );
};

/** The trick of the revoke, within the tricks the offender has played to (none yet: the director is told). */
const TrickStep = ({
  lang,
  edition,
  range,
  at,
  offenders,
  facts: f,
  set,
}: FactsProps & {
  range: readonly [number, number] | null;
  at: number;
  offenders: string;
  facts: RevokeState;
  set: (patch: Partial<RevokeState>) => void;
}) => {
  const w = wordsIn(lang, edition);
  return range === null ? (
    <p class="hint">{w("quick.revoke.noTrick", { seat: offenders })}</p>
  ) : (
    <Stepper
      id="quick-revoke-trick"
      lang={lang}
      label={w("quick.revoke.trick")}
      value={at}
      min={range[0]}
      max={range[1]}
      onChange={(n) => set({ trick: n, card: null, later: Math.min(f.later, laterTricksMax(n)) })}
    />
  );
};

/** An established revoke: who won the trick, the offending side's tricks after it, an exception (64B). */
const EstablishedFacts = ({
  state,
  lang,
  edition,
  facts: f,
  set,
  at,
}: FactsProps & { facts: RevokeState; set: (patch: Partial<RevokeState>) => void; at: number }) => {
  const w = wordsIn(lang, edition);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w("quick.revoke.wonBy", { trick: at })}
        value={f.wonBy}
        names={roles(lang, state)}
        onPick={(s) => set({ wonBy: s })}
      />
      <Stepper
        id="quick-later"
        lang={lang}
        label={w("quick.revoke.later", {
          side: f.by ? t(lang, `side.${sideOf(f.by)}`) : w("quick.revoke.revokerSide"),
          trick: at,
        })}
        value={f.later}
        min={0}
        max={laterTricksMax(at)}
        onChange={(n) => set({ later: n })}
      />
      <Choices
        name="exception"
        label={w("quick.revoke.exception")}
        keys={EXCEPTIONS}
        value={f.exception ?? null}
        words={(x) => w(`quick.revoke.exception.${x}` as AppKey)}
        onPick={(x) => set({ exception: f.exception === x ? null : x })}
        column
      />
    </>
  );
};
