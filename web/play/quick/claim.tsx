/** The quick path for a claim or a concession (Laws 68-71): where the play stands, who claims, how many, his words. */
import type { Seat } from "../../../src/engine.js";
import { inCodeWords } from "../../../src/explain/ru-words.js";
import { tr } from "../../i18n.js";
import {
  claimEvents,
  defaultWhere,
  needsWhere,
  partnerOf,
  remainingTricks,
  SEATS,
  type Where,
  whereReady,
} from "../quickModel.js";
import { RuleButton, roles, SeatPick, Stepper, useFacts } from "./forms.js";
import type { FactsProps } from "./types.js";
import { settle, WhereInput } from "./where.js";

/** The facts of a claim. */
interface ClaimState {
  where: Where;
  by: Seat | null;
  /** The tricks claimed (all the rest unless the director says fewer). */
  tricks: number | null;
  statement: string;
}

export const ClaimFacts = (p: FactsProps) => {
  const { state, lang, edition } = p;
  const minTrick = needsWhere(state) ? 2 : 1;
  const [f, set] = useFacts<ClaimState>(() => ({
    where: { ...defaultWhere(state), trick: Math.max(minTrick, defaultWhere(state).trick) },
    by: state.declarer,
    tricks: null,
    statement: "",
  }));
  const at = settle(state, f.where, minTrick);
  const remaining = remainingTricks(state, at);
  const tricks = f.tricks ?? remaining;
  const dummy = state.dummy ?? (state.declarer ? partnerOf(state.declarer) : null);
  const n = Math.min(tricks, remaining);
  return (
    <>
      <WhereInput
        state={state}
        lang={lang}
        edition={edition}
        where={at}
        onChange={(x) => {
          // "All the rest" follows the trick; a smaller claim stays, within what is left.
          const left = 13 - (x.trick - 1);
          set({ where: x, tricks: tricks >= remaining ? left : Math.min(tricks, left) });
        }}
        minTrick={minTrick}
      />
      <SeatPick
        lang={lang}
        label={tr(lang, "quick.claim.by")}
        value={f.by}
        seats={SEATS.filter((s) => s !== dummy)}
        names={roles(lang, state)}
        onPick={(s) => set({ by: s })}
      />
      <Stepper
        id="quick-claim-tricks"
        lang={lang}
        label={inCodeWords(lang, edition, tr(lang, "quick.claim.tricks", { remaining }))}
        value={n}
        min={0}
        max={remaining}
        onChange={(x) => set({ tricks: x })}
      />
      <Statement lang={lang} edition={edition} value={f.statement} onInput={(x) => set({ statement: x })} />
      <RuleButton
        lang={lang}
        disabled={f.by === null || !whereReady(state, at)}
        onClick={() =>
          f.by && p.record(claimEvents(state, at, { by: f.by, tricks: n, statement: f.statement }))
        }
      />
    </>
  );
};

/** The claimer's statement, as he made it (the director may write it down). */
const Statement = ({
  lang,
  edition,
  value,
  onInput,
}: {
  lang: FactsProps["lang"];
  edition: FactsProps["edition"];
  value: string;
  onInput: (x: string) => void;
}) => (
  <div class="field">
    <label for="quick-statement">{inCodeWords(lang, edition, tr(lang, "quick.claim.statement"))}</label>
    <textarea
      id="quick-statement"
      rows={2}
      value={value}
      onInput={(e) => onInput((e.currentTarget as HTMLTextAreaElement).value)}
    />
  </div>
);
