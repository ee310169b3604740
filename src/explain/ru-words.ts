/**
 * Russian words that the message catalogs cannot carry by themselves: seat names and calls in the case a
 * sentence needs, the word for a law in each code, and the Russian for the notes on reconstructed
 * paragraphs (the registry writes them in English). English passes through unchanged. See docs/terms-ru.md.
 */
import type { Seat } from "../core/seat.js";
import { type Lang, seatName } from "./index.js";
import { claimsBasisRu } from "./play/claims-ru.js";
import { leadsBasisRu } from "./play/leads-ru.js";
import { penaltyBasisRu } from "./play/penalty-ru.js";
import { revokesBasisRu } from "./play/revokes-ru.js";
import { sequenceBasisRu } from "./play/sequence-ru.js";

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
 * The registry's notes on what a reconstructed paragraph rests on, in Russian (keyed by the English
 * text; a test fails when a registered note has no translation here). 1997 laws are «Правило» as the
 * 1997 Russian text writes them.
 */
export const RU_BASIS: Record<string, string> = {
  // Laws 68-71 (1987, the claims group).
  "1997 Law 68A (the 1987 text was not seen)": "Правило 68A редакции 1997 года (текст 1987 года не найден)",
  "Commentary 66.8 speaks of claims and concessions; the objection: 1997 Law 68B, applied by the WBF Laws Committee (2001-10-28)":
    "Комментарий 66.8 говорит о претензиях и уступках; возражение: Правило 68B редакции 1997 года в применении Комитета по правилам WBF (28.10.2001)",
  "Commentary 70.3: the director has the claimer repeat what he said":
    "Комментарий 70.3: судья просит претендующего повторить сказанное",
  "Commentary 70.1: play is not resumed, the director is called, the players change nothing":
    "Комментарий 70.1: игру не возобновляют, вызывают судью, игроки ничего не меняют",
  "1997 Law 69A (the 1987 text was not seen)": "Правило 69A редакции 1997 года (текст 1987 года не найден)",
  "1997 Law 69B (the 1987 text was not seen)": "Правило 69B редакции 1997 года (текст 1987 года не найден)",
  "Commentary 70.1-70.5: he hears the statement and the objections; remaining doubts go to the side disputing the claim; an outstanding trump":
    "Комментарий 70.1-70.5: судья выслушивает заявление и возражения; оставшиеся сомнения — в пользу стороны, оспаривающей претензию; неразыгранный козырь",
  "1997 Law 71 (the 1987 text was not seen)": "Правило 71 редакции 1997 года (текст 1987 года не найден)",
  ...leadsBasisRu,
  "Stevenson and Kooijman on the 1997 changes; Rybnikov 21B2 cites 16C":
    "Стивенсон и Койман об изменениях 1997 года; у Рыбникова 21B2 ссылается на 16C",
  "Rybnikov 25B2(b) points to 23A; Commentary 32.6; 23B not seen":
    "у Рыбникова 25B2(b) отсылает к 23A; Комментарий 32.6; текст 23B не найден",
  "1997 Law 34; Commentary 34.1 (first words)": "Правило 34 редакции 1997 года; Комментарий 34.1 (начало)",
  "ACBL 1997 change article: before 1997 only until LHO called; wording not seen":
    "статья ACBL об изменениях 1997 года: до 1997 года — только пока не сделал заявку левый противник; формулировка не найдена",
  "1997 structure; Rybnikov's 25B2 seen": "устройство редакции 1997 года; 25B2 у Рыбникова сверен",
  "Commentary 26.1-26.4; Law 26 passed unchanged into 1997 (EBL Commentary as quoted on BLML)":
    "Комментарий 26.1–26.4; Правило 26 перешло в редакцию 1997 года без изменений (Комментарий EBL в цитате на BLML)",
  "Commentary 26.3; 1997 Law 26B, unchanged from 1987":
    "Комментарий 26.3; Правило 26B редакции 1997 года, не изменившееся с 1987 года",
  "Commentary 27.6(i),(iii), 27.7(v); 1987 wording not seen":
    "Комментарий 27.6(i), (iii), 27.7(v); формулировка 1987 года не найдена",
  "1997 Law 27B3; Commentary 27.7(ii)": "Правило 27B3 редакции 1997 года; Комментарий 27.7(ii)",
  "1997 wording; Commentary 28.1": "формулировка редакции 1997 года; Комментарий 28.1",
  "Commentary 29.1-29.3; lettering of Law 29 not seen (1997 lettering)":
    "Комментарий 29.1–29.3; буквы пунктов Правила 29 не найдены (взяты из редакции 1997 года)",
  "Commentary 30.1 cites 29B for the cancellation": "Комментарий 30.1 ссылается на 29B об аннулировании",
  "1997 Law 30B1; Commentary 30.4 points to Laws 23B, 25, 26":
    "Правило 30B1 редакции 1997 года; Комментарий 30.4 отсылает к Правилам 23B, 25, 26",
  "1997 Law 30B2(a)": "Правило 30B2(a) редакции 1997 года",
  "1997 Law 30B2(b); Commentary 30.3 mentions 23B restrictions":
    "Правило 30B2(b) редакции 1997 года; Комментарий 30.3 упоминает ограничения по 23B",
  "1997 Law 32A; Commentary 32.5-32.6": "Правило 32A редакции 1997 года; Комментарий 32.5–32.6",
  "1997 Law 32B1": "Правило 32B1 редакции 1997 года",
  "1997 Law 32B2; Commentary 32.5-32.6": "Правило 32B2 редакции 1997 года; Комментарий 32.5–32.6",
  "Commentary 32.5; 1997 Law 35A": "Комментарий 32.5; Правило 35A редакции 1997 года",
  "1997 Law 35B": "Правило 35B редакции 1997 года",
  "1997 structure; 1987 text not seen": "устройство редакции 1997 года; текст 1987 года не найден",
  "Commentary 39.5": "Комментарий 39.5",
  "Commentary 39.1-39.4; lettering of Law 39 not seen":
    "Комментарий 39.1–39.4; буквы пунктов Правила 39 не найдены",
  "Commentary 39.3; 1997 Law 39B": "Комментарий 39.3; Правило 39B редакции 1997 года",
  "1997 Law 36; 1987 index entries": "Правило 36 редакции 1997 года; предметный указатель 1987 года",
  "1997 Law 37; 1987 index entry": "Правило 37 редакции 1997 года; предметный указатель 1987 года",
  "WBF commentary on Law 30 and forum quotations of the 2017 text; wording not seen":
    "комментарий WBF к Закону 30 и цитаты текста 2017 года на форумах; формулировка не найдена",
  "1997 Law 45C4(b) (NB97): any player, without pause for thought":
    "Правило 45C4(b) редакции 1997 года (NB97): любой игрок, без паузы на размышление",
  "1997 Law 47C and 47F": "Правила 47C и 47F редакции 1997 года",
  "1997 Law 48A; Rybnikov's 1987 index: penalty cards are not for declarer (48)":
    "Правило 48A редакции 1997 года; указатель Рыбникова 1987 года: штрафных карт у разыгрывающего не бывает (48)",
  "1997 Law 49": "Правило 49 редакции 1997 года",
  "1997 Law 50B (JFR97); C87 24.4 and 67.2(i) show minor cards in 1987":
    "Правило 50B редакции 1997 года (JFR97); Комментарий 24.4 и 67.2(i) знает младшие штрафные карты в 1987 году",
  "1997 Law 50C (JFR97)": "Правило 50C редакции 1997 года (JFR97)",
  "1997 Law 50D1 (JFR97)": "Правило 50D1 редакции 1997 года (JFR97)",
  "1997 Law 50D2 (DK97): the same three choices":
    "Правило 50D2 редакции 1997 года (DK97): те же три возможности",
  "1997 Law 51B2 (DK97)": "Правило 51B2 редакции 1997 года (DK97)",
  "1997 Law 52A; NO07 52 (identical to 2017)": "Правило 52A редакции 1997 года; NO07 52 (как в 2017 году)",
  "1997 Law 52B1(a)": "Правило 52B1(a) редакции 1997 года",
  "1997 Law 52B1(b)": "Правило 52B1(b) редакции 1997 года",
  "1997 Law 52B1(c)": "Правило 52B1(c) редакции 1997 года",
  "1997 Law 52B2": "Правило 52B2 редакции 1997 года",
  "1997 Law 57A: highest, lowest, or a card of another suit named by declarer (the 1987 list is not confirmed)":
    "Правило 57A редакции 1997 года: старшая, младшая или карта другой масти, названной разыгрывающим (список 1987 года не подтверждён)",
  "C87 24.1, 24.4-24.6 (the 1987 Law 24 names the kind of penalty card itself)":
    "Комментарий 24.1, 24.4-24.6 (Правило 24 редакции 1987 года само называет вид штрафной карты)",
  "C87 24.4: it becomes a minor penalty card if the offender defends, no bar":
    "Комментарий 24.4: если нарушитель защищается, карта становится младшей штрафной, без запрета",
  "C87 24.5: a major penalty card; partner passes once; damage reviewed under Law 23":
    "Комментарий 24.5: старшая штрафная карта; партнёр один раз пасует; ущерб рассматривается по Правилу 23",
  "C87 24.6: all become major penalty cards; partner passes once":
    "Комментарий 24.6: все становятся старшими штрафными картами; партнёр один раз пасует",
  "C87 67.3 and 67.2(i)": "Комментарий 67.3 и 67.2(i)",
  ...revokesBasisRu,
  ...sequenceBasisRu,
  ...penaltyBasisRu,
  ...claimsBasisRu,
};

/** A text with the registry's English notes replaced by their Russian (Russian only). */
export const translateNotes = (lang: Lang, text: string): string => {
  if (lang !== "ru") return text;
  let out = text;
  for (const [en, ru] of Object.entries(RU_BASIS)) if (out.includes(en)) out = out.split(en).join(ru);
  return out;
};

/** A line for people in `lang` and the words of `edition`'s law books. */
export const inWordsOf = (lang: Lang, edition: Edition, text: string): string =>
  inCodeWords(lang, edition, translateNotes(lang, text));
