/** Russian words of the penalty group of play laws (the law book's terms, docs/terms-ru.md). */
export const penaltyRu = {
  "irregularity.penalty-card-not-played": "сыграна другая карта вместо штрафной",
  "irregularity.several-penalty-cards": "две или более штрафные карты, которые можно сыграть",
  "irregularity.card-exposed": "открытая карта",
  "irregularity.premature-play": "преждевременный ход или игра защитника",
  "option.play-highest": "Потребовать, чтобы партнёр нарушителя сыграл старшую карту масти хода.",
  "option.play-lowest": "Потребовать, чтобы партнёр нарушителя сыграл младшую карту масти хода.",
  "option.play-require-suit": "Потребовать, чтобы партнёр нарушителя сыграл карту другой названной масти.",
  "option.play-prohibit-suit": "Запретить партнёру нарушителя играть карту другой названной масти.",
  "option.play-waive": "Не налагать ограничений на партнёра нарушителя.",
  "option.accept-card": "Принять сыгранную карту: она остаётся.",
  "option.refuse-card": "Не принимать её: вместо неё играется штрафная карта.",
  "option.designate": "Указать, какая штрафная карта играется.",
  "consequence.57A-highest": "{partner} играет старшую карту масти хода (любую, если её нет, закон 59).",
  "consequence.57A-lowest": "{partner} играет младшую карту масти хода (любую, если её нет, закон 59).",
  "consequence.57A-require": "{partner} играет карту масти, названной разыгрывающим, если может (Закон 59).",
  "consequence.57A-prohibit": "{partner} не может играть карту масти, названной разыгрывающим.",
  "consequence.penalty-card-major":
    "Преждевременно сыгранная карта ({card}) — старшая штрафная карта (Закон 50D).",
  "consequence.52B1-card-stands":
    "Карта {card} игрока {offender} остаётся; {penaltyCard} остаётся старшей штрафной картой (Закон 52B1(c)).",
  "consequence.52B2-penalty-card-played":
    "{offender} играет {penaltyCard} вместо неё; {card} становится старшей штрафной картой (Закон 52B2).",
  "consequence.51A-designated": "Играется {card}.",
  "ruling.step.57D":
    "{offender} сыграл в очередь своего правого противника карту, которую мог сыграть по правилам: она считается сыгранной в его очередь, сразу после карты, которая ожидается сейчас, без исправления (Закон 57D). Играет рука, чья сейчас очередь.",
  "ruling.step.57A":
    "{offender} сыграл раньше партнёра: его карта — старшая штрафная; разыгрывающий может ограничить игру партнёра в этой взятке.",
  "ruling.step.52B1(a)":
    "{offender} не сыграл штрафную карту, когда был обязан: разыгрывающий принимает сыгранную карту или требует штрафную.",
  "ruling.step.51A":
    "У игрока {offender} две или более штрафные карты, которые можно сыграть: разыгрывающий указывает какую.",
  "question.accidental": "Карта открыта непреднамеренно (Закон 50B)?",
  "error.second-card-to-trick": "{seat} уже сыграл в эту взятку ({card}): это не одновременная игра",
  "error.play-restriction-not-allowed": "разыгрывающий не может выбрать здесь это ограничение ({law})",
  "error.designate-not-a-penalty-card":
    "{card} — не одна из штрафных карт, которые может указать разыгрывающий",
} as const;

/** The registry's notes on this group's reconstructed 1987 paragraphs, in Russian (spread into RU_BASIS). */
export const penaltyBasisRu: Record<string, string> = {
  "C87 67.3 (docs/research-play.md, Law 58)": "Комментарий 67.3 (docs/research-play.md, Правило 58)",
  "docs/research-play.md (Law 58): the 1997 text as a proxy; no 1987 text seen":
    "docs/research-play.md (Правило 58): за основу взят текст 1997 года; текст 1987 года не найден",
  "1997 Law 50A (JFR97)": "Правило 50A редакции 1997 года (JFR97)",
  "1997 Law 58A (docs/research-play.md, Law 58); no 1987 text seen":
    "Правило 58A редакции 1997 года (docs/research-play.md, Правило 58); текст 1987 года не найден",
  "the exact 2017 wording of 50E3 was not seen: the digest (laws-2017-play-scoring.md, Law 50 item 12) gives its substance from 50E1-E2 and directors' notes":
    "точная формулировка Закона 50E3 редакции 2017 года не найдена: обзор (laws-2017-play-scoring.md, Закон 50, п. 12) передаёт его содержание по 50E1-E2 и заметкам судей",
  "1997 Law 48B (docs/research-play.md, Law 48); the EBL Commentary 54.2 has declarer spread his hand after the faced lead":
    "Правило 48B редакции 1997 года (docs/research-play.md, Правило 48); по Комментарию EBL 54.2 разыгрывающий выкладывает руку после открытого хода",
  "1997 Law 48B (docs/research-play.md, Law 48); no 1987 text seen":
    "Правило 48B редакции 1997 года (docs/research-play.md, Правило 48); текст 1987 года не найден",
  "1997 Law 50D1 (JFR97) and the WBFLC minute quoted in the EBU White Book 2004 (50.2)":
    "Правило 50D1 редакции 1997 года (JFR97) и решение Комитета по правилам WBF, приведённое в Белой книге EBU 2004 года (50.2)",
  "1997 Law 50D2 (DK97): the third of the same three choices":
    "Правило 50D2 редакции 1997 года (DK97): третий из тех же трёх вариантов",
  "1997 Law 51A; the WBFLC minute quoted in the EBU White Book 2004 (51.1: Law 50 still applies)":
    "Правило 51A редакции 1997 года; решение Комитета по правилам WBF в Белой книге EBU 2004 года (51.1: Правило 50 продолжает действовать)",
  "1997 Law 51B (DK97)": "Правило 51B редакции 1997 года (DK97)",
  "1997 Law 57B (docs/research-play.md, Law 57); no 1987 text seen":
    "Правило 57B редакции 1997 года (docs/research-play.md, Правило 57); текст 1987 года не найден",
  "1997 Law 57C (docs/research-play.md, Law 57; the 2017 sub-lettering, the 1997 text has the rule under 57C); no 1987 text seen":
    "Правило 57C редакции 1997 года (docs/research-play.md, Правило 57; нумерация пунктов — как в 2017 году, в тексте 1997 года это правило входит в 57C); текст 1987 года не найден",
  "docs/research-play.md (Law 57): the 1997 text as the proxy, the 2017 sub-lettering; no 1987 text seen":
    "docs/research-play.md (Правило 57): за основу взят текст 1997 года, нумерация пунктов — как в 2017 году; текст 1987 года не найден",
};
