/**
 * A card out of the 52: the suit, then the rank (each a 44 px target on a 360 px screen). When the deal is
 * known, only the cards of that hand can be picked.
 */
import { useState } from "preact/hooks";
import type { Lang, Suit } from "../../src/engine.js";
import { RANKS } from "../../src/engine.js";
import { tr } from "../i18n.js";
import { Card, rankText, Suit as SuitSym } from "../ui.js";
import { SUITS } from "./quickModel.js";

export interface CardPickerProps {
  lang: Lang;
  /** What the picker is for (its group's accessible name). */
  label: string;
  value: string | null;
  /** The cards that may be picked (the hand's), or null for all 52. */
  allowed: string[] | null;
  onPick: (card: string | null) => void;
}

export const CardPicker = ({ lang, label, value, allowed, onPick }: CardPickerProps) => {
  const [suit, setSuit] = useState<Suit | null>(value ? (value[0] as Suit) : null);
  const can = (card: string) => allowed === null || allowed.includes(card);
  return (
    <fieldset class="card-picker" aria-label={label}>
      <legend>
        {label}
        {value !== null && (
          <>
            {": "}
            <strong class="picked">
              <Card card={value} lang={lang} />
            </strong>
          </>
        )}
      </legend>
      <div class="lead-suits">
        {SUITS.map((s) => (
          <button
            type="button"
            key={s}
            class="suit-toggle"
            aria-pressed={suit === s}
            disabled={allowed !== null && !allowed.some((c) => c[0] === s)}
            onClick={() => setSuit(s)}
          >
            <SuitSym suit={s} lang={lang} />
          </button>
        ))}
      </div>
      {suit !== null ? (
        <div class="lead-ranks">
          {RANKS.map((r) => {
            const card = `${suit}${r}`;
            return (
              <button
                type="button"
                key={r}
                class="rank"
                aria-pressed={value === card}
                disabled={!can(card)}
                aria-label={tr(lang, "lead.card", {
                  rank: rankText(lang, r),
                  suit: tr(lang, `strain.${suit}`),
                })}
                onClick={() => onPick(value === card ? null : card)}
              >
                {rankText(lang, r)}
              </button>
            );
          })}
        </div>
      ) : (
        <p class="hint">{tr(lang, "lead.pickSuit")}</p>
      )}
    </fieldset>
  );
};
