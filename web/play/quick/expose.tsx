/** The quick path for a card exposed (Law 24 in the auction, Laws 49-50 in the play): when, who, the card, how. */
import type { Seat } from "../../../src/engine.js";
import { inCodeWords } from "../../../src/explain/ru-words.js";
import { tr } from "../../i18n.js";
import {
  canExposeInAuction,
  defaultWhere,
  exposeEvents,
  exposeInAuction,
  type Where,
  whereReady,
} from "../quickModel.js";
import { Choices, RuleButton, SeatCard, useFacts, YesNo } from "./forms.js";
import type { FactsProps } from "./types.js";
import { settle, WhereInput } from "./where.js";

/** The facts of a card exposed. */
interface ExposeState {
  when: "auction" | "play";
  where: Where;
  by: Seat | null;
  card: string | null;
  accidental: boolean | null;
}

const WHEN = ["auction", "play"] as const;

export const ExposeFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [f, set] = useFacts<ExposeState>(() => ({
    when: "play",
    where: defaultWhere(state),
    by: null,
    card: null,
    accidental: null,
  }));
  const { when, by, card, accidental } = f;
  const at = settle(state, f.where);
  const ready =
    by !== null && card !== null && accidental !== null && (when === "auction" || whereReady(state, at));
  return (
    <>
      <WhenWhere {...p} when={when} at={at} set={set} />
      <SeatCard
        state={state}
        log={log}
        lang={lang}
        label={tr(lang, "quick.expose.by")}
        cardLabel={(seat) => tr(lang, "quick.card.exposed", { seat })}
        by={by}
        card={card}
        onSeat={(s) => set({ by: s, card: null })}
        onCard={(c) => set({ card: c })}
      />
      <YesNo
        lang={lang}
        label={inCodeWords(lang, edition, tr(lang, "quick.expose.accidental"))}
        value={accidental}
        onPick={(v) => set({ accidental: v })}
        yes={tr(lang, "quick.expose.accidental.yes")}
        no={tr(lang, "quick.expose.accidental.no")}
      />
      <RuleButton
        lang={lang}
        disabled={!ready}
        onClick={() => {
          if (!by || !card || accidental === null) return;
          if (when === "auction") p.recordLog(exposeInAuction(log, by, card, accidental));
          else p.record(exposeEvents(state, at, by, card, accidental));
        }}
      />
    </>
  );
};

/** In the auction or in the play (where the play stands, then), when both are possible. */
const WhenWhere = ({
  state,
  lang,
  edition,
  when,
  at,
  set,
}: FactsProps & { when: ExposeState["when"]; at: Where; set: (patch: Partial<ExposeState>) => void }) => (
  <>
    {canExposeInAuction(state) && (
      <Choices
        name="when"
        label={tr(lang, "quick.expose.when")}
        keys={WHEN}
        value={when}
        words={(x) => tr(lang, `quick.expose.${x}`)}
        onPick={(x) => set({ when: x })}
      />
    )}
    {when === "play" && (
      <WhereInput
        state={state}
        lang={lang}
        edition={edition}
        where={at}
        onChange={(where) => set({ where })}
        leaderKey="quick.where.leaderNext"
      />
    )}
  </>
);
