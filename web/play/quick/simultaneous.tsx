/** The quick path for two cards led or played at once (Law 58): where the play stands, the two cards. */
import { inCodeWords } from "../../../src/explain/ru-words.js";
import { tr } from "../../i18n.js";
import { seatName } from "../../ui.js";
import { CardPicker } from "../CardPicker.js";
import { cardsOf, defaultWhere, simultaneousEvents, type Where, whereReady } from "../quickModel.js";
import { RuleButton, useFacts } from "./forms.js";
import type { FactsProps } from "./types.js";
import { AtNewTrick, settle } from "./where.js";

/** The facts of simultaneous cards. */
interface SimultaneousState {
  where: Where;
  first: string | null;
  second: string | null;
}

export const SimultaneousFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [f, set] = useFacts<SimultaneousState>(() => ({
    where: defaultWhere(state),
    first: null,
    second: null,
  }));
  const { first, second } = f;
  const at = settle(state, f.where);
  const hand = cardsOf(log, state, at.leader);
  return (
    <AtNewTrick state={state} lang={lang} edition={edition} where={at} onChange={(where) => set({ where })}>
      <p class="hint">
        {inCodeWords(lang, edition, tr(lang, "quick.simultaneous.what", { seat: seatName(lang, at.leader) }))}
      </p>
      <CardPicker
        lang={lang}
        label={tr(lang, "quick.simultaneous.first")}
        value={first}
        allowed={hand}
        onPick={(c) => set({ first: c })}
      />
      <CardPicker
        lang={lang}
        label={tr(lang, "quick.simultaneous.second")}
        value={second}
        allowed={hand === null ? null : hand.filter((c) => c !== first)}
        onPick={(c) => set({ second: c })}
      />
      <RuleButton
        lang={lang}
        disabled={first === null || second === null || first === second || !whereReady(state, at)}
        onClick={() => first && second && p.record(simultaneousEvents(state, at, first, second))}
      />
    </AtNewTrick>
  );
};
