/** Russian words of the revokes group of play laws (irregularities, options, consequences, steps). */
export const revokesRu = {
  "irregularity.revoke": "фальшренонс (ренонс)",
  "irregularity.defective-trick": "дефектная взятка",
  "question.established":
    "Судья: был ли фальшренонс установлен до того, как на него обратили внимание (Закон 63A)?",
  "question.trickWonBy": "Судья: кто из игроков взял взятку с фальшренонсом (Закон 64A)?",
  "question.laterTricks":
    "Судья: сколько взяток взяла нарушившая сторона после взятки с фальшренонсом (Закон 64A)?",
  "question.heldSuitLed": "Судья: была ли у нарушителя карта масти хода в дефектной взятке (Закон 67B1)?",
  "question.tricks12and13":
    "Судья: сколько из двух последних взяток берёт каждая сторона при переигровке (Закон 62D1)?",
  "ruling.step.62A":
    "Фальшренонс не установлен: {offender} забирает карту и кладёт правильную (Закон 62A); карта вистующего становится старшей штрафной картой (62B1). Затем каждый из ненарушивших может вернуть карту, сыгранную после фальшренонса (62C1).",
  "ruling.step.62C3":
    "В этой взятке фальшренонс сделали обе стороны, а в следующую взятку сыграла только одна: оба исправляются (Закон 62C3); карта вистующего становится штрафной; взятки не передаются (64B8).",
  "ruling.step.62D1":
    "Фальшренонс в 12-й взятке исправляется, даже установленный (Закон 62D1): судья велит переиграть две последние взятки и считает их; взятки не передаются (64B6).",
  "ruling.step.64A":
    "Фальшренонс установлен (Закон 63): взятка остаётся как есть; передача взяток по Закону 64A зависит от факта, которого нет в записи, — его сообщает судья.",
  "note.attention-nothing":
    "Обращено внимание: в записи нет нарушения, по которому движок выносит решение; ничего не меняется. То, чего запись не показывает (заминка, замечание, вопрос), оценивает судья.",
  "error.revoke-exception-unknown": "{label} — не исключение Закона 64B в этой редакции",
  "error.defective-trick-not-ruled":
    "дефектная взятка такого рода ({kind}) движком пока не разбирается (Закон 67B2)",
  "error.revoke-correction-must-follow":
    "{seat}, исправляя фальшренонс, обязан сыграть в масть ({suit}) (Закон 62A)",
  "error.revoke-correction-awaited":
    "фальшренонс исправляется: {seat} сначала кладёт карту вместо возвращённой (Закон 62)",
  "error.revoke-card-not-withdrawn":
    "фальшренонс не установлен и сначала должен быть исправлен: {seat} забирает карту фальшренонса (событие withdraw, или по событию судьи) (Закон 62A)",
  "error.illegal-inquiry-not-in-code":
    "в этом кодексе нет правила о внимании, привлечённом недозволенным вопросом (Правило 63B редакций 1987/1997 годов); для болвана, утратившего права, — dummyForfeited (Закон 43B2(b))",
  "error.revoke-finding-awaited": "ожидается решение судьи {question} (событие director с этим фактом)",
} as const;

/** Russian for the basis of each reconstructed 1987 paragraph of this group (merged into RU_BASIS). */
export const revokesBasisRu: Record<string, string> = {
  "docs/research-play.md (63A2): the 1997 text (JFR97 63A2) used as a proxy; no 1987 text seen":
    "docs/research-play.md (63A2): за основу взят текст 1997 года (JFR97 63A2); текст 1987 года не найден",
  "JFR97 63B (the 1997 text) used as a proxy, as for 63C; no 1987 text seen (docs/research-play.md, Law 63 and section 1 row 5)":
    "JFR97 63B (текст 1997 года) взят за основу, как и для 63C; текст 1987 года не найден (docs/research-play.md, Правило 63 и раздел 1, строка 5)",
  "the 1997 text as a proxy; Blaiss lists the revoke inquiry among the 1997 changes, so the 1987 rule differed in a way not found":
    "за основу взят текст 1997 года; Блэйсс называет вопрос о фальшренонсе среди изменений 1997 года, так что правило 1987 года отличалось — чем именно, не найдено",
  "the digest (laws-2017-play-scoring.md, Law 61): sub-labels not confirmed":
    "обзор (laws-2017-play-scoring.md, Закон 61): нумерация подпунктов не подтверждена",
  "docs/research-play.md (62D2): the 1997 text as a proxy, as the ACBL club directors' page (2013) quotes the 2007 wording; no 1987 text seen":
    "docs/research-play.md (62D2): за основу взят текст 1997 года в формулировке 2007 года со страницы ACBL для клубных судей (2013); текст 1987 года не найден",
  "docs/research-play.md (63B/63C): the 1997 text (JFR97 63C) used as a proxy; no 1987 text seen":
    "docs/research-play.md (63B/63C): за основу взят текст 1997 года (JFR97 63C); текст 1987 года не найден",
  "docs/research-play.md (63A3): the 1997 text (JFR97 63A3, 'makes or acquiesces in') used as a proxy; no 1987 text seen":
    "docs/research-play.md (63A3): за основу взят текст 1997 года (JFR97 63A3: «заявляет или соглашается»); текст 1987 года не найден",
  "EBL Commentary to the 1987 Laws 64.1 (Russian translation, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, seen in part): if the offender's partner, not the offender, won the revoke trick, the penalty is as if the non-offending side had won it; the 1997 64A1 (WB04) for the two tricks":
    "Комментарий EBL к Правилам 1987 года, 64.1 (русский перевод, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, виден частично): если взятку с фальшренонсом выиграл не сам нарушитель, а его партнёр, наказание такое же, как если бы её выиграла невиновная сторона; две взятки — по Правилу 64A1 редакции 1997 года (WB04)",
  "EBL Commentary to the 1987 Laws 64.1 (Russian translation, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, seen in part): if the offender's partner, not the offender, won the revoke trick, the penalty is as if the non-offending side had won it; the 1997 extra trick (offender later winning with a card he could have played to the revoke trick) is left out":
    "Комментарий EBL к Правилам 1987 года, 64.1 (русский перевод, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, виден частично): если взятку с фальшренонсом выиграл не сам нарушитель, а его партнёр, наказание такое же, как если бы её выиграла невиновная сторона; дополнительная взятка редакции 1997 года (нарушитель позже выигрывает картой, которой мог сыграть во взятку с фальшренонсом) не применяется",
  "docs/research-play.md (43A1): Rybnikov's 1987 subject index lists dummy's limitations under 43; the wording is the 1997 text's":
    "docs/research-play.md (43A1): в предметном указателе Рыбникова ограничения болвана отнесены к 43; формулировка — по тексту 1997 года",
  "docs/research-play.md (61A): the 1997 text used as a proxy (97); no 1987 text seen":
    "docs/research-play.md (61A): взят текст 1997 года (97); текст 1987 года не найден",
  "docs/research-play.md (62): the 1997 text used as a proxy (97); no 1987 text seen":
    "docs/research-play.md (62): взят текст 1997 года (97); текст 1987 года не найден",
  "docs/research-play.md (62B1): the 1997 text (DK97 62B) used as a proxy":
    "docs/research-play.md (62B1): взят текст 1997 года (DK97 62B)",
  "docs/research-play.md (62B2): the 1997 text (DK97); the 1987 Commentary 54.3 cites 62B2 for a dummy card":
    "docs/research-play.md (62B2): текст 1997 года (DK97); Комментарий 1987 года, 54.3, ссылается на 62B2 для карты болвана",
  "docs/research-play.md (62D1): the 1997 text (JFR97 63C cites 62D) used as a proxy":
    "docs/research-play.md (62D1): взят текст 1997 года (JFR97 63C ссылается на 62D)",
  "docs/research-play.md (63A1): the 1997 text (JFR97 63A1), the same rule in every code":
    "docs/research-play.md (63A1): текст 1997 года (JFR97 63A1), то же правило во всех редакциях",
  "RECONSTRUCTED (other), the weakest reading: 'won by the offending side', from issue 10's statement that 1987 and 1997 differ on who won the revoke trick (1997: player, WB04); no 1987 source seen. Pairs 1-5 in test/fixtures-play/PAIRS.md":
    "РЕКОНСТРУКЦИЯ (иное), самое слабое место: «взятку взяла нарушившая сторона» — по утверждению задачи 10, что редакции 1987 и 1997 годов расходятся в том, кто взял взятку с фальшренонсом (1997: игрок, WB04); источник 1987 года не найден. Пары 1–5 в test/fixtures-play/PAIRS.md",
  "RECONSTRUCTED (other): the complement of the 64A1 reading; the 1997 extra trick (offender later winning with a card he could have played to the revoke trick) is left out":
    "РЕКОНСТРУКЦИЯ (иное): дополнение к прочтению 64A1; дополнительная взятка 1997 года (нарушитель позже берёт взятку картой, которую мог сыграть во взятку с фальшренонсом) не учитывается",
  "docs/research-play.md (64B): the 1997 list used as a proxy (97; NO07 for the 2007 wording)":
    "docs/research-play.md (64B): взят перечень 1997 года (97; NO07 — формулировка 2007 года)",
  "docs/research-play.md (64B6): the 1997 text; whether 64B listed the trick-12 case is not confirmed":
    "docs/research-play.md (64B6): текст 1997 года; был ли случай 12-й взятки в перечне 64B, не подтверждено",
  "docs/research-play.md (64C1): the 1997 text (the 2007 text still has a single 64C)":
    "docs/research-play.md (64C1): текст 1997 года (в тексте 2007 года 64C ещё один пункт)",
  "docs/research-play.md (67B1, §4 point 3): the 1997 text via the digest's comparison; the case without a card of the suit led follows the 2007 wording":
    "docs/research-play.md (67B1, §4 п. 3): текст 1997 года по сравнению в обзоре; случай без карты масти хода — по формулировке 2007 года",
};
