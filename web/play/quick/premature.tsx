/** The quick path for a defender's premature lead or play (Law 57): where, the card led, who played early, his card. */
import type { Seat } from "../../../src/engine.js";
import { inCodeWords } from "../../../src/explain/ru-words.js";
import { tr } from "../../i18n.js";
import { seatName } from "../../ui.js";
import { CardPicker } from "../CardPicker.js";
import {
  cardsOf,
  defaultWhere,
  prematureEvents,
  SEATS,
  sideOf,
  type Where,
  whereReady,
} from "../quickModel.js";
import { RuleButton, SeatCard, useFacts } from "./forms.js";
import type { FactsProps } from "./types.js";
import { AtNewTrick, settle } from "./where.js";

/** The facts of a premature play. */
interface PrematureState {
  where: Where;
  led: string | null;
  by: Seat | null;
  card: string | null;
}

export const PrematureFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [f, set] = useFacts<PrematureState>(() => ({
    where: defaultWhere(state),
    led: null,
    by: null,
    card: null,
  }));
  const { led, by, card } = f;
  const at = settle(state, f.where);
  // A defender, not the leader nor the next hand (whose turn it is).
  const defenders = SEATS.filter((s) => state.declarer && sideOf(s) !== sideOf(state.declarer));
  const seats = defenders.filter((s) => s !== at.leader && s !== SEATS[(SEATS.indexOf(at.leader) + 1) % 4]);
  return (
    <AtNewTrick state={state} lang={lang} edition={edition} where={at} onChange={(where) => set({ where })}>
      <CardPicker
        lang={lang}
        label={tr(lang, "quick.card.led", { seat: seatName(lang, at.leader) })}
        value={led}
        allowed={cardsOf(log, state, at.leader)}
        onPick={(c) => set({ led: c })}
      />
      <SeatCard
        state={state}
        log={log}
        lang={lang}
        label={inCodeWords(lang, edition, tr(lang, "quick.premature.by"))}
        cardLabel={(seat) => tr(lang, "quick.card.played", { seat })}
        seats={seats}
        by={by}
        card={card}
        onSeat={(s) => set({ by: s, card: null })}
        onCard={(c) => set({ card: c })}
      />
      <RuleButton
        lang={lang}
        disabled={led === null || by === null || card === null || !whereReady(state, at)}
        onClick={() => led && by && card && p.record(prematureEvents(state, at, led, by, card))}
      />
    </AtNewTrick>
  );
};
