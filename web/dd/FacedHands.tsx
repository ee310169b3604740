/**
 * The hands faced at a disputed claim when the deal is not recorded (2017 70B3, 1987 70B): a card grid per
 * seat (the cards already played greyed out, a card one hand holds not offered to another), each hand's
 * count checked against the tricks it has not played to, recorded as the claim's `faced` key; then the
 * double-dummy analysis runs in the worker as with a recorded deal (web/dd/ClaimAnalysis.tsx).
 */
import { useState } from "preact/hooks";
import type { Edition, Lang, PublicState, Seat } from "../../src/engine.js";
import { explainError } from "../../src/engine.js";
import { cardIn } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { type AppKey, tr } from "../i18n.js";
import { type LogJson, run } from "../model.js";
import { SEATS } from "../play/quickModel.js";
import { lawLabel, seatName } from "../ui.js";
import { ClaimAnalysis } from "./ClaimAnalysis.js";
import {
  type Chosen,
  facedChosen,
  facedComplete,
  facedText,
  handSizes,
  played,
  RANKS,
  SUITS,
  theRest,
  withFaced,
} from "./faced.js";

export interface FacedHandsProps {
  lang: Lang;
  edition: Edition;
  log: LogJson;
  state: PublicState;
  /** Records the changed log (the claim event with its `faced` key). */
  commit: (log: LogJson) => void;
}

export const FacedHands = (p: FacedHandsProps) => {
  const { lang, edition, state } = p;
  const complete = facedComplete(state);
  const [editing, setEditing] = useState(!complete);
  const w = (k: AppKey, params: Record<string, string | number> = {}) =>
    inCodeWords(lang, edition, tr(lang, k, params));
  if (!state.claim) return null;
  if (complete && !editing)
    return (
      <>
        <ClaimAnalysis lang={lang} edition={edition} log={p.log} state={state} />
        <button type="button" class="small" onClick={() => setEditing(true)}>
          {w("dd.faced.change")}
        </button>
      </>
    );
  return <Form {...p} onDone={() => setEditing(false)} />;
};

const Form = ({ lang, edition, log, state, commit, onDone }: FacedHandsProps & { onDone: () => void }) => {
  const [chosen, setChosen] = useState<Chosen>(() => facedChosen(state));
  const [error, setError] = useState<string | null>(null);
  const w = (k: AppKey, params: Record<string, string | number> = {}) =>
    inCodeWords(lang, edition, tr(lang, k, params));
  const sizes = handSizes(state);
  const gone = played(state);
  const holder = new Map<string, Seat>(SEATS.flatMap((s) => chosen[s].map((c) => [c, s] as const)));
  const ready = SEATS.every((s) => chosen[s].length === sizes[s]);
  const rest = theRest(state, chosen);
  const toggle = (seat: Seat, card: string) => {
    const mine = chosen[seat];
    setChosen({ ...chosen, [seat]: mine.includes(card) ? mine.filter((c) => c !== card) : [...mine, card] });
    setError(null);
  };
  const record = () => {
    const next = withFaced(log, facedText(chosen));
    const r = run(next, lang);
    if (r.error) setError(explainError(lang, r.error));
    else {
      commit(next);
      onDone();
    }
  };
  const law = lawLabel(lang, edition, edition === "2017" ? "70B3" : "70B");
  return (
    <section class="dd-faced" aria-labelledby="dd-faced-title">
      <h3 id="dd-faced-title">{w("dd.faced.title", { law })}</h3>
      <p class="hint">{w("dd.faced.hint")}</p>
      {SEATS.map((seat) => (
        <SeatGrid
          key={seat}
          lang={lang}
          seat={seat}
          chosen={chosen[seat]}
          size={sizes[seat]}
          holder={holder}
          gone={gone}
          w={w}
          toggle={toggle}
        />
      ))}
      {rest && (
        <button type="button" class="small" onClick={() => setChosen({ ...chosen, [rest.seat]: rest.cards })}>
          {w("dd.faced.rest", { n: rest.cards.length, seat: seatName(lang, rest.seat) })}
        </button>
      )}
      <p class="note">{w("dd.faced.rule")}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <button type="button" disabled={!ready} onClick={record}>
        {w("dd.faced.record")}
      </button>
    </section>
  );
};

/** One seat's card grid: its count against the cards it should hold, a button a card (played or another's: off). */
const SeatGrid = (props: {
  lang: Lang;
  seat: Seat;
  chosen: readonly string[];
  size: number;
  holder: ReadonlyMap<string, Seat>;
  gone: ReadonlySet<string>;
  w: (k: AppKey, params?: Record<string, string | number>) => string;
  toggle: (seat: Seat, card: string) => void;
}) => {
  const { lang, seat, chosen, size, holder, gone, w, toggle } = props;
  return (
    <fieldset class="dd-faced-seat" aria-label={seatName(lang, seat)}>
      <legend>
        {seatName(lang, seat)}:{" "}
        <span class={chosen.length === size ? "ok" : "short"}>
          {w("dd.faced.count", { n: chosen.length, of: size })}
        </span>
      </legend>
      {SUITS.map((suit) => (
        <div key={suit} class="dd-faced-suit">
          {RANKS.map((rank) => {
            const card = `${suit}${rank}`;
            const by = holder.get(card);
            const out = gone.has(card) || (by !== undefined && by !== seat);
            return (
              <button
                key={card}
                type="button"
                class={`dd-faced-card suit-${suit}${gone.has(card) ? " played" : ""}`}
                aria-pressed={by === seat}
                disabled={out}
                title={gone.has(card) ? w("dd.faced.played") : undefined}
                onClick={() => toggle(seat, card)}
              >
                {cardIn(lang, card)}
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
};
