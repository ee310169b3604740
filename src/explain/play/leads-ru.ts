/** Russian words of the leads group of play laws (irregularities, options, consequences, steps). */
export const leadsRu = {
  "irregularity.opening-lead-out-of-turn": "открытый первый ход вне очереди",
  "irregularity.face-down-lead-out-of-turn": "закрытый первый ход вне очереди",
  "irregularity.lead-out-of-turn": "ход вне очереди вистующего",
  "irregularity.declarer-lead-out-of-turn": "ход вне очереди разыгрывающего (из своей руки или со стола)",
  "ruling.step.54":
    "Выбирает разыгрывающий; сначала объясните все варианты (Закон 10C1). Если разыгрывающий мог видеть карты болвана, он обязан принять ход (Закон 54C).",
  "ruling.step.56": "Разыгрывающий принимает ход или требует вернуть карту (Закон 56).",
  "ruling.step.55A":
    "Любой из вистующих может принять ход или потребовать вернуть карту; если они расходятся, решает вистующий, чья очередь следующая после хода (Закон 55A).",
  "ruling.step.47E1":
    "Игрок пошёл, потому что противник сказал ему, что его ход: карта возвращается без исправления, принять её нельзя (Закон 47E1).",
  "ruling.step.2017.53A":
    "Ход вне очереди в тринадцатой взятке не принимается: карта возвращается, ходит правильная рука (сноска к Закону 53A).",
  "question.properLead":
    "Судья: это собственный правильный ход игрока или карта, сыгранная на ход вне очереди (Закон 53B; 1987: 53C)?",
  "option.leads.spread": "Выложить свою руку на стол и стать болваном (Закон 54A).",
  "option.leads.accept-lead": "Принять ход.",
  "option.leads.refuse-lead": "Не принимать ход: карта возвращается.",
  "option.leads.refuse-require-suit":
    "Не принять ход, затем потребовать от правильного игрока ход в масть этой карты.",
  "option.leads.refuse-prohibit-suit": "Не принять ход, затем запретить ход в масть этой карты.",
  "option.leads.refuse-no-restriction": "Не принять ход и не ограничивать ход.",
  "option.leads.require-suit": "Потребовать ход в масть штрафной карты (Закон 50D2(a)).",
  "option.leads.prohibit-suit": "Запретить ход в масть штрафной карты (Закон 50D2(a)).",
  "option.leads.no-restriction": "Без ограничения хода: карта остаётся штрафной (Закон 50D2(b)).",
  "consequence.leads.54A":
    "{seat} выкладывает руку и становится болваном; разыгрывающим становится {declarer}.",
  "consequence.leads.declarer-now": "Теперь разыгрывающий — {declarer}, болван — {seat}.",
  "consequence.leads.card-stands": "Карта {card} ({seat}) остаётся ходом.",
  "consequence.leads.next-to-play": "Следующим играет {seat}.",
  "consequence.leads.54B1":
    "Болван выкладывает карты; {seat} кладёт вторую карту из своей руки (Закон 54B1).",
  "consequence.leads.54B2":
    "Если вторую карту сыграть со стола ({seat}), она остаётся сыгранной (Закон 54B2).",
  "consequence.leads.54D": "{seat} забирает карту {card} (Закон 54D).",
  "consequence.leads.major-penalty-card":
    "Карта {card} становится старшей штрафной картой ({seat}): её надо сыграть при первой законной возможности (Закон {law}).",
  "consequence.leads.lead-option":
    "Когда ходит {leader}, разыгрывающий сначала решает о масти {suit} (Закон {law}).",
  "consequence.leads.require": "{leader} обязан пойти в {suit} (только этим ходом).",
  "consequence.leads.prohibit": "{leader} не может ходить в {suit}, пока ход остаётся за ним.",
  "consequence.leads.picked-up": "{seat} забирает карту {card}: она больше не штрафная.",
  "consequence.leads.stays-penalty-card": "Карта {card} ({seat}) остаётся старшей штрафной картой.",
  "consequence.leads.50D2":
    "Правильный игрок на ходу — партнёр владельца штрафной карты: {seat} требует или запрещает ход в её масть либо оставляет карту (Закон 50D2).",
  "consequence.leads.55B1":
    "Карта ({seat}) возвращается в руку без дальнейшего исправления; ходит {leader} (Закон 55B1).",
  "consequence.leads.55B2":
    "Разыгрывающий забирает карту и ходит любой картой из правильной руки, {seat} (Закон 55B2).",
  "consequence.leads.watch": "В конце розыгрыша судья проверяет, не был ли нанесён ущерб (Закон {law}).",
  "error.lead-must-be-accepted": "{seat} мог видеть карты болвана: он обязан принять ход (Закон {law})",
  "error.no-face-down-lead": "у игрока {seat} нет закрытого первого хода, который можно открыть",
} as const;
