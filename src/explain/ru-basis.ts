/** Russian for the registry's notes on reconstructed paragraphs (used through src/explain/ru-words.ts). */
/** The registry's notes on the leads group's reconstructed paragraphs, in Russian (merged into RU_BASIS). */
const leadsBasisRu: Record<string, string> = {
  "1997 Law 41A (JFR97), same content; the 1987 Commentary 24.7 has the auction period last until the opening lead is faced, which presupposes the face-down lead (docs/research-play.md)":
    "Правило 41A редакции 1997 года (текст 1997 года), то же содержание; по Комментарию 24.7 к Правилам 1987 года период торговли длится до открытия первого хода, что предполагает закрытый первый ход",
  "1997 Law 47E1 as the 2017 digest compares it (docs/research-play.md, Law 47); the 1987 text was not seen":
    "Правило 47E1 редакции 1997 года в сравнении из обзора Законов 2017 года; текст 1987 года не найден",
  "1997 Law 53A in Russian (RU97), same content; no trick-13 footnote before 2017 (docs/research-play.md)":
    "Правило 53A редакции 1997 года в русском переводе, то же содержание; сноски о тринадцатой взятке до 2017 года нет",
  "Stevenson on the 1987 Law 53C (STEV): the card goes back without penalty, its information usable by partner; lettering of 1997 (RU97)":
    "Стивенсон о Правиле 53C 1987 года: карта возвращается без наказания, партнёр может пользоваться информацией; буквы — по редакции 1997 года",
  "EBL Commentary to the 1987 Laws, 54.1-54.4 (seen from 54.2, Russian translation)":
    "Комментарий ЕБЛ к Правилам 1987 года, 54.1-54.4 (прочитан с 54.2, русский перевод)",
  "EBL Commentary to the 1987 Laws, 54.1-54.4 (seen from 54.2, Russian translation); refusal from the 1997 54D/56/50D":
    "Комментарий ЕБЛ к Правилам 1987 года, 54.1-54.4 (прочитан с 54.2, русский перевод); отказ — по Правилам 54D, 56 и 50D редакции 1997 года",
  "EBL Commentary to the 1987 Laws 54.3": "Комментарий ЕБЛ к Правилам 1987 года, 54.3",
  "1997 Laws 54D, 56 and 50D (the Commentary 54.5 is cut after its first word)":
    "Правила 54D, 56 и 50D редакции 1997 года (текст Комментария 54.5 обрывается на первом слове)",
  "1997 Law 55A; the sentence on differing defenders is the 2007 text's (docs/research-play.md)":
    "Правило 55A редакции 1997 года; фраза о несогласии вистующих — из редакции 2007 года",
  "1997/2007 Law 55B1": "Правило 55B1 редакций 1997 и 2007 годов",
  "1997 Law 56 (docs/research-play.md)": "Правило 56 редакции 1997 года",
  "the 2017 wording was not seen; the substance from the cross-references in Laws 53 and 60 and directors' notes (Engineers Ireland)":
    "текст 2017 года не найден; содержание — по ссылкам в Законах 53 и 60 и по заметкам судей (клуб «Инженеры Ирландии»)",
};

/** Russian for the basis of each reconstructed 1987 paragraph of this group (merged into RU_BASIS). */
const revokesBasisRu: Record<string, string> = {
  "docs/research-play.md (43A1): Rybnikov's 1987 subject index lists dummy's limitations under 43; the wording is the 1997 text's":
    "обзор источников по розыгрышу (43A1): в предметном указателе Рыбникова ограничения болвана отнесены к 43; формулировка — по тексту 1997 года",
  "docs/research-play.md (61A): the 1997 text used as a proxy (97); no 1987 text seen":
    "обзор источников по розыгрышу (61A): взят текст 1997 года (97); текст 1987 года не найден",
  "docs/research-play.md (62): the 1997 text used as a proxy (97); no 1987 text seen":
    "обзор источников по розыгрышу (62): взят текст 1997 года (97); текст 1987 года не найден",
  "docs/research-play.md (62B1): the 1997 text (DK97 62B) used as a proxy":
    "обзор источников по розыгрышу (62B1): взят текст 1997 года (датский текст 1997 года 62B)",
  "docs/research-play.md (62B2): the 1997 text (DK97); the 1987 Commentary 54.3 cites 62B2 for a dummy card":
    "обзор источников по розыгрышу (62B2): текст 1997 года (датский текст 1997 года); Комментарий 1987 года, 54.3, ссылается на 62B2 для карты болвана",
  "docs/research-play.md (62D1): the 1997 text (JFR97 63C cites 62D) used as a proxy":
    "обзор источников по розыгрышу (62D1): взят текст 1997 года (текст 1997 года 63C ссылается на 62D)",
  "docs/research-play.md (63A1): the 1997 text (JFR97 63A1), the same rule in every code":
    "обзор источников по розыгрышу (63A1): текст 1997 года (текст 1997 года 63A1), то же правило во всех редакциях",
  "docs/research-play.md (64B): the 1997 list used as a proxy (97; NO07 for the 2007 wording)":
    "обзор источников по розыгрышу (64B): взят перечень 1997 года (97; норвежский текст 2007 года — формулировка 2007 года)",
  "docs/research-play.md (64B6): the 1997 text; whether 64B listed the trick-12 case is not confirmed":
    "обзор источников по розыгрышу (64B6): текст 1997 года; был ли случай 12-й взятки в перечне 64B, не подтверждено",
  "docs/research-play.md (64C1): the 1997 text (the 2007 text still has a single 64C)":
    "обзор источников по розыгрышу (64C1): текст 1997 года (в тексте 2007 года 64C ещё один пункт)",
  "docs/research-play.md (67B1, §4 point 3): the 1997 text via the digest's comparison; the case without a card of the suit led follows the 2007 wording":
    "обзор источников по розыгрышу (67B1, §4 п. 3): текст 1997 года по сравнению в обзоре; случай без карты масти хода — по формулировке 2007 года",
};

/**
 * The registry's notes on what a reconstructed paragraph rests on, in Russian (keyed by the English
 * text; a test fails when a registered note has no translation here). 1997 laws are «Правило» as the
 * 1997 Russian text writes them.
 */
export const RU_BASIS: Record<string, string> = {
  // The play groups' notes (sequence, penalty, claims, leads, revokes) added after the split into parts.
  "1997 Law 53B in Russian (RU97), the 1997/2007 lettering (2017: 53C); no 1987 text seen":
    "Правило 53B редакции 1997 года по-русски (русский текст 1997 года), буквы редакций 1997/2007 годов (в 2017 году: 53C); текст 1987 года не найден",
  "EBL Commentary to the 1987 Laws 54.3: the dummy card stands unless it corrects an unestablished revoke (62B2)":
    "Комментарий ЕБЛ к Правилам 1987 года, 54.3: карта болвана остаётся сыгранной, если ею не исправляют неустановленный фальшренонс (62B2)",
  "EBL Commentary to the 1987 Laws 54.4: he must accept and go on as in 54.3":
    "Комментарий ЕБЛ к Правилам 1987 года, 54.4: разыгрывающий должен принять ход и продолжать, как в 54.3",
  "1997/2007 Law 55B2 (any card); whether 1987 required the same suit is open (docs/research-play.md §4.5)":
    "Правило 55B2 редакций 1997/2007 годов (любая карта); требовали ли Правила 1987 года ту же масть, не выяснено (обзор источников по розыгрышу §4.5)",
  "1997 Law 55C (docs/research-play.md, Law 55); no 1987 text seen":
    "Правило 55C редакции 1997 года (обзор источников по розыгрышу, Правило 55); текст 1987 года не найден",
  "docs/research-play.md (63A2): the 1997 text (JFR97 63A2) used as a proxy; no 1987 text seen":
    "обзор источников по розыгрышу (63A2): за основу взят текст 1997 года (текст 1997 года 63A2); текст 1987 года не найден",
  "JFR97 63B (the 1997 text) used as a proxy, as for 63C; no 1987 text seen (docs/research-play.md, Law 63 and section 1 row 5)":
    "текст 1997 года 63B (текст 1997 года) взят за основу, как и для 63C; текст 1987 года не найден (обзор источников по розыгрышу, Правило 63 и раздел 1, строка 5)",
  "the 1997 text as a proxy; Blaiss lists the revoke inquiry among the 1997 changes, so the 1987 rule differed in a way not found":
    "за основу взят текст 1997 года; Блэйсс называет вопрос о фальшренонсе среди изменений 1997 года, так что правило 1987 года отличалось — чем именно, не найдено",
  "the digest (laws-2017-play-scoring.md, Law 61): sub-labels not confirmed":
    "обзор (обзор Законов 2017 года о розыгрыше и счёте, Закон 61): нумерация подпунктов не подтверждена",
  "docs/research-play.md (62D2): the 1997 text as a proxy, as the ACBL club directors' page (2013) quotes the 2007 wording; no 1987 text seen":
    "обзор источников по розыгрышу (62D2): за основу взят текст 1997 года в формулировке 2007 года со страницы Американской лиги контрактного бриджа для клубных судей (2013); текст 1987 года не найден",
  "docs/research-play.md (63B/63C): the 1997 text (JFR97 63C) used as a proxy; no 1987 text seen":
    "обзор источников по розыгрышу (63B/63C): за основу взят текст 1997 года (текст 1997 года 63C); текст 1987 года не найден",
  "docs/research-play.md (63A3): the 1997 text (JFR97 63A3, 'makes or acquiesces in') used as a proxy; no 1987 text seen":
    "обзор источников по розыгрышу (63A3): за основу взят текст 1997 года (текст 1997 года 63A3: «заявляет или соглашается»); текст 1987 года не найден",
  "EBL Commentary to the 1987 Laws 64.1 (Russian translation, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, seen in part): if the offender's partner, not the offender, won the revoke trick, the penalty is as if the non-offending side had won it; the 1997 64A1 (WB04) for the two tricks":
    "Комментарий ЕБЛ к Правилам 1987 года, 64.1 (русский перевод, книга «Всё о бридже», виден частично): если взятку с фальшренонсом выиграл не сам нарушитель, а его партнёр, наказание такое же, как если бы её выиграла невиновная сторона; две взятки — по Правилу 64A1 редакции 1997 года (WB04)",
  "EBL Commentary to the 1987 Laws 64.1 (Russian translation, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, seen in part): if the offender's partner, not the offender, won the revoke trick, the penalty is as if the non-offending side had won it; the 1997 extra trick (offender later winning with a card he could have played to the revoke trick) is left out":
    "Комментарий ЕБЛ к Правилам 1987 года, 64.1 (русский перевод, книга «Всё о бридже», виден частично): если взятку с фальшренонсом выиграл не сам нарушитель, а его партнёр, наказание такое же, как если бы её выиграла невиновная сторона; дополнительная взятка редакции 1997 года (нарушитель позже выигрывает картой, которой мог сыграть во взятку с фальшренонсом) не применяется",
  "1997 Law 41B (JFR97 node9); the 1987 text was not seen":
    "Правило 41B редакции 1997 года (текст 1997 года); текст 1987 года не найден",
  "1997 Law 41C (JFR97 node9); the 1987 Commentary 24.7: the auction period lasts until the opening lead is faced":
    "Правило 41C редакции 1997 года (текст 1997 года); Комментарий 1987 года, 24.7: период торговли длится, пока первый ход не открыт",
  "1997 Law 41D (JFR97 node9); the 1987 text was not seen":
    "Правило 41D редакции 1997 года (текст 1997 года); текст 1987 года не найден",
  "1997 Law 47E2 (JFR97 41A refers to it; the 2017 digest compares it); the 1987 text was not seen":
    "Правило 47E2 редакции 1997 года (на него ссылается Правило 41A 1997 года; сравнение — в обзоре 2017 года); текст 1987 года не найден",
  "1997 Law 45 (NB97, the English 1997 text); the 1987 text was not seen":
    "Правило 45 редакции 1997 года (текст 1997 года, английский текст 1997 года); текст 1987 года не найден",
  "1997 Law 47A (the 2017 digest compares it: same content); the 1987 text was not seen":
    "Правило 47A редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 47D (the 2017 digest compares it: same content); the 1987 text was not seen":
    "Правило 47D редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 67B2 (DK97 67B2, the same rule as the 2017 text); the 1987 text was not seen":
    "Правило 67B2 редакции 1997 года (датский текст 1997 года 67B2, то же правило, что в тексте 2017 года); текст 1987 года не найден",
  "1997 Law 47B (the 2017 digest compares it: same content); the 1987 text was not seen":
    "Правило 47B редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 43A2 (JFR97 node9); the 1987 text was not seen":
    "Правило 43A2 редакции 1997 года (текст 1997 года); текст 1987 года не найден",
  "1997 Law 43A3 (JFR97 node9); the 1987 text was not seen":
    "Правило 43A3 редакции 1997 года (текст 1997 года); текст 1987 года не найден",
  "1997 Law 43B1 (JFR97 node9); the 1987 text was not seen":
    "Правило 43B1 редакции 1997 года (текст 1997 года); текст 1987 года не найден",
  "1997 Law 43B2-43B3 (DK97, the 1997 play laws on the Danish federation's site); the 1987 text was not seen":
    "Правила 43B2-43B3 редакции 1997 года (датский текст 1997 года, правила розыгрыша 1997 года на сайте датской федерации); текст 1987 года не найден",
  "1997 Law 42 (JFR97 node9); the 1987 text was not seen":
    "Правило 42 редакции 1997 года (текст 1997 года); текст 1987 года не найден",
  "1997 Law 44, unchanged in 2007 (lovboka 44) and 2017 (PZ17 pl p44): the rules of trick play every code since has kept; the 1987 text was not seen":
    "Правило 44 редакции 1997 года, без изменений в 2007 (норвежский текст, 44) и 2017 (польский текст, 44): правила розыгрыша взятки, сохранённые всеми последующими редакциями; текст 1987 года не найден",
  "1997 Law 46 (docs/research-play.md: the same defaults in 1997, 2007 and 2017, the 2017 text PZ17 l46 with 'low' as 46B1(c)); the 1987 text was not seen":
    "Правило 46 редакции 1997 года (обзор источников по розыгрышу: те же толкования в 1997, 2007 и 2017 годах; текст 2017 года польский текст, 46, «младшую» — 46B1(c)); текст 1987 года не найден",
  "1997 Law 59 (the 2017 digest: same content in 2017); the 1987 text was not seen":
    "Правило 59 редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 60 (the 2017 digest: the same content in 2017); the 1987 text was not seen":
    "Правило 60 редакции 1997 года (по обзору 2017 года — то же содержание); текст 1987 года не найден",
  "1997 Law 65 (the 2017 digest compares it); the 1987 text was not seen":
    "Правило 65 редакции 1997 года (сравнение — в обзоре 2017 года); текст 1987 года не найден",
  "1997 Law 66 (JFR97 law66, via the 2017 digest); the 1987 text was not seen":
    "Правило 66 редакции 1997 года (текст 1997 года, по обзору 2017 года); текст 1987 года не найден",
  "the 2017 digest gives the structure, the wording not read; the 1997 and 2007 texts and the 1987 Commentary 67.2 have the same rule":
    "строение — по обзору 2017 года, формулировка не прочитана; то же правило в текстах 1997 и 2007 годов и в Комментарии 1987 года, 67.2",
  "the 2017 digest (1997 text JFR97 law66 and a post-2017 club quote): labels not read in the 2017 text":
    "обзор 2017 года (текст 1997 года текст 1997 года и цитата клуба после 2017 года): нумерация в тексте 2017 года не прочитана",
  "docs/research-play.md (Law 58): the 1997 text as a proxy; no 1987 text seen":
    "обзор источников по розыгрышу (Правило 58): за основу взят текст 1997 года; текст 1987 года не найден",
  "1997 Law 50A (JFR97)": "Правило 50A редакции 1997 года (JFR97)",
  "1997 Law 58B3 (docs/research-play.md, Law 58) and the 2007 text with the same rule (lovboka.org, Norwegian Law 58B3); no 1987 text seen":
    "Правило 58B3 редакции 1997 года (обзор источников по розыгрышу, Правило 58) и то же правило в редакции 2007 года (сайт норвежской федерации, норвежский текст, 58B3); текст 1987 года не найден",
  "1997 Law 58A (docs/research-play.md, Law 58); no 1987 text seen":
    "Правило 58A редакции 1997 года (обзор источников по розыгрышу, Правило 58); текст 1987 года не найден",
  "the exact 2017 wording of 50E3 was not seen: the digest (laws-2017-play-scoring.md, Law 50 item 12) gives its substance from 50E1-E2 and directors' notes":
    "точная формулировка Закона 50E3 редакции 2017 года не найдена: обзор (обзор Законов 2017 года о розыгрыше и счёте, Закон 50, п. 12) передаёт его содержание по 50E1-E2 и заметкам судей",
  "1997 Law 50D1 (JFR97) and the WBFLC minute quoted in the EBU White Book 2004 (50.2)":
    "Правило 50D1 редакции 1997 года (текст 1997 года) и решение Комитета по правилам Всемирной федерации бриджа, приведённое в «Белой книге» Английского бриджевого союза 2004 года (50.2)",
  "1997 Law 50D2 (DK97): the third of the same three choices":
    "Правило 50D2 редакции 1997 года (датский текст 1997 года): третий из тех же трёх вариантов",
  "1997 Law 51A; the WBFLC minute quoted in the EBU White Book 2004 (51.1: Law 50 still applies)":
    "Правило 51A редакции 1997 года; решение Комитета по правилам Всемирной федерации бриджа в «Белой книге» Английского бриджевого союза 2004 года (51.1: Правило 50 продолжает действовать)",
  "1997 Law 51B (DK97)": "Правило 51B редакции 1997 года (DK97)",
  "1997 Law 57B (docs/research-play.md, Law 57); no 1987 text seen":
    "Правило 57B редакции 1997 года (обзор источников по розыгрышу, Правило 57); текст 1987 года не найден",
  "1997 Law 57C (docs/research-play.md, Law 57; the 2017 sub-lettering, the 1997 text has the rule under 57C); no 1987 text seen":
    "Правило 57C редакции 1997 года (обзор источников по розыгрышу, Правило 57; нумерация пунктов — как в 2017 году, в тексте 1997 года это правило входит в 57C); текст 1987 года не найден",
  "docs/research-play.md (Law 57): the 1997 text as the proxy, the 2017 sub-lettering; no 1987 text seen":
    "обзор источников по розыгрышу (Правило 57): за основу взят текст 1997 года, нумерация пунктов — как в 2017 году; текст 1987 года не найден",
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering":
    "Правило 70 редакции 1997 года (текст 1997 года) как образец для букв 1987 года",
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering (with its 'irrational' exception, which 2017 dropped)":
    "Правило 70 редакции 1997 года (текст 1997 года) как образец для букв 1987 года (с исключением для «нелепого» отказа от плана, которого нет в 2017 году)",
  // Laws 68-71 (1987, the claims group).
  "1997 Law 68A (the 1987 text was not seen)": "Правило 68A редакции 1997 года (текст 1987 года не найден)",
  "Commentary 66.8 speaks of claims and concessions; the objection: 1997 Law 68B, applied by the WBF Laws Committee (2001-10-28)":
    "Комментарий 66.8 говорит о претензиях и уступках; возражение: Правило 68B редакции 1997 года в применении Комитета по правилам Всемирной федерации бриджа (28.10.2001)",
  "Commentary 70.3: the director has the claimer repeat what he said":
    "Комментарий 70.3: судья просит претендующего повторить сказанное",
  "1997 Law 69A (the 1987 text was not seen)": "Правило 69A редакции 1997 года (текст 1987 года не найден)",
  "1997 Law 69B (the 1987 text was not seen)": "Правило 69B редакции 1997 года (текст 1987 года не найден)",
  "1997 Law 71 (the 1987 text was not seen)": "Правило 71 редакции 1997 года (текст 1987 года не найден)",
  ...leadsBasisRu,
  "Stevenson and Kooijman on the 1997 changes; Rybnikov 21B2 cites 16C":
    "Стивенсон и Койман об изменениях 1997 года; у Рыбникова 21B2 ссылается на 16C",
  "Rybnikov 25B2(b) points to 23A; Commentary 32.6; 23B not seen":
    "у Рыбникова 25B2(b) отсылает к 23A; Комментарий 32.6; текст 23B не найден",
  "1997 Law 34; Commentary 34.1 (first words)": "Правило 34 редакции 1997 года; Комментарий 34.1 (начало)",
  "ACBL 1997 change article: before 1997 only until LHO called; wording not seen":
    "статья Американской лиги контрактного бриджа об изменениях 1997 года: до 1997 года — только пока не сделал заявку левый противник; формулировка не найдена",
  "1997 structure; Rybnikov's 25B2 seen": "устройство редакции 1997 года; 25B2 у Рыбникова сверен",
  "Commentary 26.1-26.4; Law 26 passed unchanged into 1997 (EBL Commentary as quoted on BLML)":
    "Комментарий 26.1–26.4; Правило 26 перешло в редакцию 1997 года без изменений (Комментарий ЕБЛ в цитате из рассылки судей)",
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
    "комментарий Всемирной федерации бриджа к Закону 30 и цитаты текста 2017 года на форумах; формулировка не найдена",
  "1997 Law 45C4(b) (NB97): any player, without pause for thought":
    "Правило 45C4(b) редакции 1997 года (текст 1997 года): любой игрок, без паузы на размышление",
  "1997 Law 47C and 47F": "Правила 47C и 47F редакции 1997 года",
  "1997 Law 49": "Правило 49 редакции 1997 года",
  "1997 Law 50B (JFR97); C87 24.4 and 67.2(i) show minor cards in 1987":
    "Правило 50B редакции 1997 года (текст 1997 года); Комментарий 24.4 и 67.2(i) знает младшие штрафные карты в 1987 году",
  "1997 Law 50C (JFR97)": "Правило 50C редакции 1997 года (JFR97)",
  "1997 Law 50D1 (JFR97)": "Правило 50D1 редакции 1997 года (JFR97)",
  "1997 Law 50D2 (DK97): the same three choices":
    "Правило 50D2 редакции 1997 года (датский текст 1997 года): те же три возможности",
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
};
