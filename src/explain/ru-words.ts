/**
 * Russian words that the message catalogs cannot carry by themselves: seat names and calls in the case a
 * sentence needs, the word for a law in each code, and the Russian for the notes on reconstructed
 * paragraphs (the registry writes them in English). English passes through unchanged. See docs/terms-ru.md.
 */
import type { Seat } from "../core/seat.js";
import { type Lang, seatName } from "./core.js";

export type Case = "nom" | "gen" | "dat" | "acc" | "ins" | "pre";
type Edition = "2017" | "1987";

/** Seat names declined as people's names (a seat stands for its player: «запретить Западу ход»). */
const RU_SEAT: Record<Seat, Record<Case, string>> = {
  N: { nom: "Север", gen: "Севера", dat: "Северу", acc: "Севера", ins: "Севером", pre: "Севере" },
  E: { nom: "Восток", gen: "Востока", dat: "Востоку", acc: "Востока", ins: "Востоком", pre: "Востоке" },
  S: { nom: "Юг", gen: "Юга", dat: "Югу", acc: "Юга", ins: "Югом", pre: "Юге" },
  W: { nom: "Запад", gen: "Запада", dat: "Западу", acc: "Запада", ins: "Западом", pre: "Западе" },
};

/** A seat's name in `lang`, in the case `c` (Russian; English has one form). */
export const seatIn = (lang: Lang, s: Seat, c: Case): string =>
  lang === "ru" ? RU_SEAT[s][c] : seatName(lang, s);

/** Russian double and redouble are feminine nouns: «повторить контру». Bids and «пас» do not change. */
const RU_CALL_ACC: Record<string, string> = { X: "контру", XX: "реконтру" };

/** A call (`X`, `1H`) in words, in the accusative where Russian declines it. */
export const callIn = (lang: Lang, call: string, c: Case, text: (call: string) => string): string =>
  lang === "ru" && c === "acc" && call in RU_CALL_ACC ? RU_CALL_ACC[call]! : text(call);

/** What a player may not do, as verbs: «контровать или реконтровать», "double or redouble". */
export const forbiddenCalls = (lang: Lang, calls: string[], text: (call: string) => string): string => {
  const verb: Record<Lang, Record<string, string>> = {
    en: { X: "double", XX: "redouble", P: "pass" },
    ru: { X: "контровать", XX: "реконтровать", P: "пасовать" },
  };
  const one = (c: string) => verb[lang][c] ?? `${lang === "ru" ? "заявлять" : "bid"} ${text(c)}`;
  return calls.map(one).join(lang === "ru" ? " или " : " or ");
};

/**
 * The word for a law in each code, as its Russian law books write it: the 1987 code (Rybnikov's
 * translation of the Laws, Kovalenko's of the EBL Commentary) says «Правило»; the 2017 texts say «Закон».
 */
export const LAW_WORD: Record<Lang, Record<Edition, string>> = {
  en: { "2017": "Law", "1987": "Law" },
  ru: { "2017": "Закон", "1987": "Правило" },
};

/** «Закон» in each of its forms, and the same form of «Правило». */
const RU_1987_FORMS: Record<string, string> = {
  Закон: "Правило",
  Закона: "Правила",
  Закону: "Правилу",
  Законом: "Правилом",
  Законе: "Правиле",
  Законы: "Правила",
  Законов: "Правил",
  Законам: "Правилам",
  Законами: "Правилами",
  Законах: "Правилах",
};
const LAW_FORM = /(?<!\p{L})[Зз]акон(?:ами|ам|ах|ов|ом|а|у|е|ы)?(?!\p{L})/gu;

/**
 * A text written with the 2017 word, in the word of `edition`: for the 1987 code «Закон 27B» becomes
 * «Правило 27B», «Законы 1987 года» «Правила 1987 года» (only the noun: «законная заявка» stays).
 */
export const inCodeWords = (lang: Lang, edition: Edition, text: string): string => {
  if (lang !== "ru" || edition !== "1987") return text;
  return text.replace(LAW_FORM, (m) => {
    const upper = m[0] === "З";
    const form = RU_1987_FORMS[upper ? m : `З${m.slice(1)}`]!;
    return upper ? form : form.toLowerCase();
  });
};

/**
 * The Russian notes on reconstructed paragraphs that `translateNotes` knows: src/explain/ru-basis.ts, which
 * the Node entry registers (src/explain/index.ts) and the app with the Russian words (web/words-ru.ts).
 */
const notesRu: Record<string, string> = {};
/** Makes Russian notes (keyed by the registry's English) available to `translateNotes`. */
export const registerNotesRu = (notes: Record<string, string>): void => {
  Object.assign(notesRu, notes);
  sorted = undefined;
};

let sorted: [string, string][] | undefined;
const notesByLength = (): [string, string][] => {
  sorted ??= Object.entries(notesRu).sort((a, b) => b[0].length - a[0].length);
  return sorted;
};

/** A text with the registry's English notes replaced by their Russian (Russian only). */
export const translateNotes = (lang: Lang, text: string): string => {
  if (lang !== "ru") return text;
  let out = text;
  // Longest first: a note that begins with a shorter note ("...; refusal from the 1997 54D/56/50D") is
  // replaced whole, not left with its English tail after the shorter one.
  for (const [en, ru] of notesByLength()) if (out.includes(en)) out = out.split(en).join(ru);
  return out;
};

/** A line for people in `lang` and the words of `edition`'s law books. */
export const inWordsOf = (lang: Lang, edition: Edition, text: string): string =>
  inCodeWords(lang, edition, translateNotes(lang, text));
