/** Calls, suits and cards as people read them: four-colour suit symbols (text presentation, never emoji). */

import type { Edition, Lang, Seat } from "../src/engine.js";
import { t } from "../src/engine.js";
import { rankIn } from "../src/explain/core.js";
import { LAW_WORD } from "../src/explain/ru-words.js";
import { tr } from "./i18n.js";
import { callParts } from "./model.js";

export type SuitOrNT = "C" | "D" | "H" | "S" | "NT";

/** U+FE0E asks for the text glyph, so phones do not draw an emoji (whose colour the app cannot set). */
const SYMBOL: Record<"C" | "D" | "H" | "S", string> = {
  C: "\u2663\uFE0E",
  D: "\u2666\uFE0E",
  H: "\u2665\uFE0E",
  S: "\u2660\uFE0E",
};

export const Suit = ({ suit, lang }: { suit: SuitOrNT; lang: Lang }) =>
  suit === "NT" ? (
    <span class="nt">{tr(lang, "strain.NT.short")}</span>
  ) : (
    <span class={`suit suit-${suit}`} role="img" aria-label={tr(lang, `strain.${suit}`)}>
      {SYMBOL[suit]}
    </span>
  );

/** A call: `1♥`, `2NT`, `Pass`, `X`, `XX` (Russian: пас, контра, реконтра, БК). */
export const Call = ({ call, lang }: { call: string; lang: Lang }) => {
  // In the play a ruling's `call` is the card at fault (`H5`), or several (`H5 S2`).
  if (/^[CDHS][AKQJT2-9]( [CDHS][AKQJT2-9])*$/.test(call))
    return (
      <span class="cards">
        {call.split(" ").map((c, i) => (
          <Card card={c} lang={lang} key={i} />
        ))}
      </span>
    );
  // Anything else a play ruling names (a claim's `11/11`) is shown as the engine gives it.
  if (!/^(P|Pass|X|Dbl|XX|Rdbl|\d+(C|D|H|S|NT|N))$/.test(call)) return <span class="call">{call}</span>;
  const p = callParts(call);
  if ("special" in p) {
    const key = p.special === "P" ? "call.pass" : p.special === "X" ? "call.double" : "call.redouble";
    return <span class="call">{tr(lang, key)}</span>;
  }
  return (
    <span class="call">
      {p.level}
      <Suit suit={p.strain} lang={lang} />
    </span>
  );
};

/** A card: `♠K`, `♥10`. */
export const Card = ({ card, lang }: { card: string; lang: Lang }) => {
  const suit = card[0] as "C" | "D" | "H" | "S";
  const rank = card.slice(1);
  return (
    <span class="card">
      <Suit suit={suit} lang={lang} />
      {rankText(lang, rank)}
    </span>
  );
};

/** A rank as the app shows it (the engine's words: 10; Т К Д В in Russian). */
export const rankText = rankIn;

/** A seat's full name, from the engine's catalogs. */
export const seatName = (lang: Lang, s: Seat): string => t(lang, `seat.${s}`);
export const seatShort = (lang: Lang, s: Seat): string => tr(lang, `seat.short.${s}`);

/**
 * A paragraph with the word its code's law book uses: "Law 27B"; in Russian «Закон 27B» for the 2017 code
 * and «Правило 27B» for the 1987 one (docs/terms-ru.md).
 */
export const lawLabel = (lang: Lang, edition: Edition, law: string): string =>
  `${LAW_WORD[lang][edition]} ${law}`;

/** "Text to read out": what the director says to the players, folded under its title (play screen, quick paths). */
export const ReadOutLines = ({ lang, lines, open }: { lang: Lang; lines: string[]; open?: boolean }) => (
  <details class="readout" open={open === true}>
    <summary>{tr(lang, "ruling.readOut")}</summary>
    <div class="say" lang={lang}>
      {lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </div>
  </details>
);
