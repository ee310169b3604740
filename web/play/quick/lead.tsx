/** The quick path for a lead out of turn (Laws 53-56): where the play stands, who led, the card led. */
import type { Seat } from "../../../src/engine.js";
import { tr } from "../../i18n.js";
import { defaultWhere, leadEvents, SEATS, type Where, whereReady } from "../quickModel.js";
import { RuleButton, SeatCard, useFacts } from "./forms.js";
import type { FactsProps } from "./types.js";
import { AtNewTrick, settle } from "./where.js";

/** The facts of a lead out of turn. */
interface LeadState {
  where: Where;
  by: Seat | null;
  card: string | null;
}

export const LeadFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [f, set] = useFacts<LeadState>(() => ({ where: defaultWhere(state), by: null, card: null }));
  const { by, card } = f;
  const at = settle(state, f.where);
  return (
    <AtNewTrick state={state} lang={lang} edition={edition} where={at} onChange={(where) => set({ where })}>
      <SeatCard
        state={state}
        log={log}
        lang={lang}
        label={tr(lang, "quick.lead.by")}
        cardLabel={(seat) => tr(lang, "quick.card.led", { seat })}
        seats={SEATS.filter((s) => !whereReady(state, at) || s !== at.leader)}
        by={by}
        card={card}
        onSeat={(s) => set({ by: s, card: null })}
        onCard={(c) => set({ card: c })}
      />
      <RuleButton
        lang={lang}
        disabled={by === null || card === null || !whereReady(state, at) || by === at.leader}
        onClick={() => by && card && p.record(leadEvents(state, at, by, card))}
      />
    </AtNewTrick>
  );
};
