/** Русские слова группы порядка игры (43B, 45E, 45F, 46, 47E2(b), 60B): ошибки и основания 1987 года. */
export const sequenceRu = {
  "error.designation-contradicts-card":
    "карта болвана {card} — не та, что назвал разыгрывающий ({designation}): {deemed} (Закон 46B)",
  "error.designation-not-dummy":
    "{seat} — не болван: указание карты бывает только у карты болвана (Закон 46)",
  "error.designation-invalid": "{value} — не указание карты (high, low, win, suit, rank)",
  "error.dummy-forfeited-not-dummy":
    "{seat} — не болван: находка dummyForfeited относится к обращению внимания болваном (Закон 43B)",
  "error.not-named-not-dummy":
    "{seat} — не болван: находка notNamed относится к карте, которую болван возвращает (Закон 45D)",
} as const;

/** The Russian of the notes (bases) of this group's reconstructed paragraphs (spread into RU_BASIS). */
export const sequenceBasisRu: Record<string, string> = {
  "1997 Law 41B (JFR97 node9); the 1987 text was not seen":
    "Правило 41B редакции 1997 года (JFR97 node9); текст 1987 года не найден",
  "1997 Law 41C (JFR97 node9); the 1987 Commentary 24.7: the auction period lasts until the opening lead is faced":
    "Правило 41C редакции 1997 года (JFR97 node9); Комментарий 1987 года, 24.7: период торговли длится, пока первый ход не открыт",
  "1997 Law 41D (JFR97 node9); the 1987 text was not seen":
    "Правило 41D редакции 1997 года (JFR97 node9); текст 1987 года не найден",
  "1997 Law 47E2 (JFR97 41A refers to it; the 2017 digest compares it); the 1987 text was not seen":
    "Правило 47E2 редакции 1997 года (на него ссылается Правило 41A 1997 года; сравнение — в обзоре 2017 года); текст 1987 года не найден",
  "1997 Law 45 (NB97, the English 1997 text); the 1987 text was not seen":
    "Правило 45 редакции 1997 года (NB97, английский текст 1997 года); текст 1987 года не найден",
  "the 1987 Commentary 67.2(i)-(iii): a defender's fifth card is a penalty card (possibly minor) unless a lead; declarer's goes back without penalty unless a lead (55)":
    "Комментарий 1987 года, 67.2(i)-(iii): пятая карта защитника — штрафная (возможно, младшая), если это не ход; карта разыгрывающего возвращается без наказания, если это не ход (55)",
  "1997 Law 47A (the 2017 digest compares it: same content); the 1987 text was not seen":
    "Правило 47A редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 47D (the 2017 digest compares it: same content); the 1987 text was not seen":
    "Правило 47D редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 67B2 (DK97 67B2, the same rule as the 2017 text); the 1987 text was not seen":
    "Правило 67B2 редакции 1997 года (DK97 67B2, то же правило, что в тексте 2017 года); текст 1987 года не найден",
  "1997 Law 47B (the 2017 digest compares it: same content); the 1987 text was not seen":
    "Правило 47B редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 43A2 (JFR97 node9); the 1987 text was not seen":
    "Правило 43A2 редакции 1997 года (JFR97 node9); текст 1987 года не найден",
  "1997 Law 43A3 (JFR97 node9); the 1987 text was not seen":
    "Правило 43A3 редакции 1997 года (JFR97 node9); текст 1987 года не найден",
  "1997 Law 43B1 (JFR97 node9); the 1987 text was not seen":
    "Правило 43B1 редакции 1997 года (JFR97 node9); текст 1987 года не найден",
  "1997 Law 43B2-43B3 (DK97, the 1997 play laws on the Danish federation's site); the 1987 text was not seen":
    "Правила 43B2-43B3 редакции 1997 года (DK97, правила розыгрыша 1997 года на сайте датской федерации); текст 1987 года не найден",
  "1997 Law 67A (JFR97, via the 2017 digest); the 1987 Commentary 67.1: found before both sides play to the next trick, it is corrected":
    "Правило 67A редакции 1997 года (JFR97, по обзору 2017 года); Комментарий 1987 года, 67.1: обнаруженная до того, как обе стороны сыграли в следующую взятку, она исправляется",
  "1997 Law 42 (JFR97 node9); the 1987 text was not seen":
    "Правило 42 редакции 1997 года (JFR97 node9); текст 1987 года не найден",
  "1997 Law 44, unchanged in 2007 (lovboka 44) and 2017 (PZ17 pl p44): the rules of trick play every code since has kept; the 1987 text was not seen":
    "Правило 44 редакции 1997 года, без изменений в 2007 (lovboka 44) и 2017 (PZ17 pl p44): правила розыгрыша взятки, сохранённые всеми последующими редакциями; текст 1987 года не найден",
  "1997 Law 46 (docs/research-play.md: the same defaults in 1997, 2007 and 2017, the 2017 text PZ17 l46 with 'low' as 46B1(c)); the 1987 text was not seen":
    "Правило 46 редакции 1997 года (docs/research-play.md: те же толкования в 1997, 2007 и 2017 годах; текст 2017 года PZ17 l46, «младшую» — 46B1(c)); текст 1987 года не найден",
  "1997 Law 59 (the 2017 digest: same content in 2017); the 1987 text was not seen":
    "Правило 59 редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 60 (the 2017 digest: the same content in 2017); the 1987 text was not seen":
    "Правило 60 редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 65 (the 2017 digest compares it); the 1987 text was not seen":
    "Правило 65 редакции 1997 года (сравнение — в обзоре 2017 года); текст 1987 года не найден",
  "1997 Law 66 (JFR97 law66, via the 2017 digest); the 1987 text was not seen":
    "Правило 66 редакции 1997 года (JFR97 law66, по обзору 2017 года); текст 1987 года не найден",
  "the 1987 Commentary 66.5-66.7 (inspection to check a revoke or the count; the mixer loses the point)":
    "Комментарий 1987 года, 66.5-66.7 (осмотр карт для проверки фальшренонса или счёта взяток; смешавший карты проигрывает спорный вопрос)",
  "the 2017 digest gives the structure, the wording not read; the 1997 and 2007 texts and the 1987 Commentary 67.2 have the same rule":
    "строение — по обзору 2017 года, формулировка не прочитана; то же правило в текстах 1997 и 2007 годов и в Комментарии 1987 года, 67.2",
  "the 2017 digest (1997 text JFR97 law66 and a post-2017 club quote): labels not read in the 2017 text":
    "обзор 2017 года (текст 1997 года JFR97 law66 и цитата клуба после 2017 года): нумерация в тексте 2017 года не прочитана",
};
