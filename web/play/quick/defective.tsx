/**
 * The quick path for a defective trick (Law 67): who, which trick, no card or an extra card; for a missing
 * card (1987: whether he held the suit led) who won the trick and the offending side's later tricks.
 */
import type { Seat } from "../../../src/engine.js";
import { t } from "../../../src/engine.js";
import { defectiveEvents, laterTricksMax, sideOf } from "../quickModel.js";
import { Choices, RuleButton, roles, SeatPick, Stepper, useFacts, wordsIn, YesNo } from "./forms.js";
import type { FactsProps } from "./types.js";

type Kind = "no-card" | "extra-card";
const KINDS: readonly Kind[] = ["no-card", "extra-card"];

/** The facts of a defective trick. */
interface DefectiveState {
  by: Seat | null;
  trick: number;
  kind: Kind | null;
  held: boolean | null;
  wonBy: Seat | null;
  later: number;
}

/** The events of the facts: the missing card's trick, its winner and the later tricks on the first. */
const eventsOf = (p: FactsProps, f: DefectiveState, askHeld: boolean) => {
  const events = defectiveEvents(p.state, f.by!, f.trick, f.kind!);
  if (f.kind === "no-card") {
    const e = events[0]!;
    if (askHeld && f.held !== null) e.heldSuitLed = f.held;
    if (f.wonBy) e.trickWonBy = f.wonBy;
    e.laterTricks = f.later;
  }
  return events;
};

export const DefectiveFacts = (p: FactsProps) => {
  const { state, lang, edition } = p;
  const [f, set] = useFacts<DefectiveState>(() => ({
    by: null,
    trick: 1,
    kind: null,
    held: null,
    wonBy: null,
    later: 0,
  }));
  const { by, trick, kind } = f;
  const w = wordsIn(lang, edition);
  const askHeld = edition === "1987" && kind === "no-card";
  const ready =
    by !== null && kind !== null && (!askHeld || f.held !== null) && (kind !== "no-card" || f.wonBy !== null);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w("quick.defective.by")}
        value={by}
        names={roles(lang, state)}
        onPick={(s) => set({ by: s })}
      />
      <Stepper
        id="quick-defective-trick"
        lang={lang}
        label={w("quick.defective.trick")}
        value={trick}
        min={1}
        max={13}
        onChange={(n) => set({ trick: n, later: Math.min(f.later, laterTricksMax(n)) })}
      />
      <Choices
        name="kind"
        label={w("quick.defective.kind")}
        keys={KINDS}
        value={kind}
        words={(k) => w(`quick.defective.${k}`)}
        onPick={(k) => set({ kind: k })}
      />
      {askHeld && (
        <YesNo
          lang={lang}
          label={w("quick.defective.held")}
          value={f.held}
          onPick={(v) => set({ held: v })}
        />
      )}
      {kind === "no-card" && <NoCardFacts {...p} facts={f} set={set} />}
      <RuleButton
        lang={lang}
        disabled={!ready}
        onClick={() => by && kind && p.record(eventsOf(p, f, askHeld))}
      />
    </>
  );
};

/** A card missing from the trick: who won the trick, and the offending side's tricks after it. */
const NoCardFacts = ({
  state,
  lang,
  edition,
  facts: f,
  set,
}: FactsProps & { facts: DefectiveState; set: (patch: Partial<DefectiveState>) => void }) => {
  const w = wordsIn(lang, edition);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w("quick.revoke.wonBy2", { trick: f.trick })}
        value={f.wonBy}
        names={roles(lang, state)}
        onPick={(s) => set({ wonBy: s })}
      />
      <Stepper
        id="quick-defective-later"
        lang={lang}
        label={w("quick.revoke.later", {
          side: f.by ? t(lang, `side.${sideOf(f.by)}`) : "…",
          trick: f.trick,
        })}
        value={f.later}
        min={0}
        max={laterTricksMax(f.trick)}
        onChange={(n) => set({ later: n })}
      />
    </>
  );
};
