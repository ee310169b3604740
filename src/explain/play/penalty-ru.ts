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
