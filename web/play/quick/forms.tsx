/**
 * The fact forms the quick paths share (web/play/quick/): a seat, a number with − and +, a yes or no, a row of
 * choices, the Rule button; the roles shown next to the seats; the words of a code; one value per path's facts.
 */
import { useState } from "preact/hooks";
import type { Edition, Lang, PublicState, Seat } from "../../../src/engine.js";
import { inCodeWords } from "../../../src/explain/ru-words.js";
import { type AppKey, tr } from "../../i18n.js";
import type { LogJson } from "../../model.js";
import { seatName } from "../../ui.js";
import { CardPicker } from "../CardPicker.js";
import { cardsOf, partnerOf, SEATS } from "../quickModel.js";

/** The app's words in a language, with the law word of the code («Правило» 1987, «Закон» 2017). */
export const wordsIn =
  (lang: Lang, edition: Edition) =>
  (key: AppKey, params: Record<string, string | number> = {}): string =>
    inCodeWords(lang, edition, tr(lang, key, params));

/** A path's facts as one value: the form reads it and changes any part of it at once. */
export const useFacts = <T extends object>(initial: () => T): [T, (patch: Partial<T>) => void] => {
  const [facts, setFacts] = useState<T>(initial);
  return [facts, (patch) => setFacts((f) => ({ ...f, ...patch }))];
};

export const SeatPick = ({
  lang,
  label,
  value,
  onPick,
  seats = SEATS,
  names,
}: {
  lang: Lang;
  label: string;
  value: Seat | null;
  onPick: (s: Seat) => void;
  seats?: readonly Seat[];
  names?: Partial<Record<Seat, string>>;
}) => (
  <fieldset class="seat-pick" aria-label={label}>
    <legend>{label}</legend>
    <div class="choices">
      {SEATS.map((s) => (
        <button
          type="button"
          key={s}
          class="choice"
          aria-pressed={value === s}
          disabled={!seats.includes(s)}
          onClick={() => onPick(s)}
        >
          {seatName(lang, s)}
          {names?.[s] ? <span class="role"> {names[s]}</span> : null}
        </button>
      ))}
    </div>
  </fieldset>
);

export const Stepper = ({
  id,
  label,
  value,
  min,
  max,
  onChange,
  lang,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  lang: Lang;
}) => {
  const set = (n: number) => onChange(Math.max(min, Math.min(max, Number.isFinite(n) ? n : min)));
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <div class="stepper">
        <button
          type="button"
          aria-label={tr(lang, "quick.less", { what: label })}
          disabled={value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          // Each digit typed applies at once (the form below changes while the keyboard is up, not under the
          // next tap); a partial entry (empty, out of range) waits, and leaving the field clamps it.
          onInput={(e) => {
            const n = Number((e.currentTarget as HTMLInputElement).value);
            if (Number.isInteger(n) && n >= min && n <= max && n !== value) onChange(n);
          }}
          onChange={(e) => set(Number((e.currentTarget as HTMLInputElement).value))}
        />
        <button
          type="button"
          aria-label={tr(lang, "quick.more1", { what: label })}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
};

export const YesNo = ({
  lang,
  label,
  value,
  onPick,
  yes,
  no,
}: {
  lang: Lang;
  label: string;
  value: boolean | null;
  onPick: (v: boolean) => void;
  yes?: string;
  no?: string;
}) => (
  <fieldset class="yes-no" aria-label={label}>
    <legend>{label}</legend>
    <div class="choices">
      {([true, false] as const).map((v) => (
        <button
          type="button"
          key={String(v)}
          class="choice"
          aria-pressed={value === v}
          onClick={() => onPick(v)}
        >
          {v ? (yes ?? tr(lang, "answer.yes")) : (no ?? tr(lang, "answer.no"))}
        </button>
      ))}
    </div>
  </fieldset>
);

/** The roles at the table, shown next to the seats: declarer, dummy. */
export const roles = (lang: Lang, s: PublicState): Partial<Record<Seat, string>> => {
  const out: Partial<Record<Seat, string>> = {};
  if (s.declarer) {
    out[s.declarer] = tr(lang, "quick.role.declarer");
    out[s.dummy ?? partnerOf(s.declarer)] = tr(lang, "quick.role.dummy");
  }
  return out;
};

/** One of a few named choices (when, which kind, which exception), the one chosen pressed. */
export const Choices = <K extends string>({
  name,
  label,
  keys,
  value,
  words,
  onPick,
  column = false,
}: {
  name: string;
  label: string;
  keys: readonly K[];
  value: K | null;
  words: (k: K) => string;
  onPick: (k: K) => void;
  column?: boolean;
}) => (
  <fieldset class={name} aria-label={label}>
    <legend>{label}</legend>
    <div class={column ? "choices column" : "choices"}>
      {keys.map((k) => (
        <button type="button" key={k} class="choice" aria-pressed={value === k} onClick={() => onPick(k)}>
          {words(k)}
        </button>
      ))}
    </div>
  </fieldset>
);

export const RuleButton = ({
  lang,
  disabled,
  onClick,
}: {
  lang: Lang;
  disabled: boolean;
  onClick: () => void;
}) => (
  <button type="button" class="primary wide rule" disabled={disabled} onClick={onClick}>
    {tr(lang, "quick.rule")}
  </button>
);

/** Who did it, then (once he is named) his card: a seat, then a card of his hand as far as the record knows. */
export const SeatCard = ({
  state,
  log,
  lang,
  label,
  cardLabel,
  seats,
  by,
  card,
  onSeat,
  onCard,
}: {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  label: string;
  cardLabel: (seat: string) => string;
  seats?: readonly Seat[];
  by: Seat | null;
  card: string | null;
  onSeat: (s: Seat) => void;
  onCard: (c: string | null) => void;
}) => (
  <>
    <SeatPick lang={lang} label={label} value={by} seats={seats} names={roles(lang, state)} onPick={onSeat} />
    {by !== null && (
      <CardPicker
        lang={lang}
        label={cardLabel(seatName(lang, by))}
        value={card}
        allowed={cardsOf(log, state, by)}
        onPick={onCard}
      />
    )}
  </>
);
