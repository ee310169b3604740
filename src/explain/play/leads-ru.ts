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

/** The registry's notes on the leads group's reconstructed paragraphs, in Russian (merged into RU_BASIS). */
export const leadsBasisRu: Record<string, string> = {
  "1997 Law 53B in Russian (RU97), the 1997/2007 lettering (2017: 53C); no 1987 text seen":
    "Правило 53B редакции 1997 года по-русски (RU97), буквы редакций 1997/2007 годов (в 2017 году: 53C); текст 1987 года не найден",
  "EBL Commentary to the 1987 Laws 54.3: the dummy card stands unless it corrects an unestablished revoke (62B2)":
    "Комментарий EBL к Правилам 1987 года, 54.3: карта болвана остаётся сыгранной, если ею не исправляют неустановленный фальшренонс (62B2)",
  "EBL Commentary to the 1987 Laws 54.4: he must accept and go on as in 54.3":
    "Комментарий EBL к Правилам 1987 года, 54.4: разыгрывающий должен принять ход и продолжать, как в 54.3",
  "1997/2007 Law 55B2 (any card); whether 1987 required the same suit is open (docs/research-play.md §4.5)":
    "Правило 55B2 редакций 1997/2007 годов (любая карта); требовали ли Правила 1987 года ту же масть, не выяснено (docs/research-play.md §4.5)",
  "1997 Law 55C (docs/research-play.md, Law 55); no 1987 text seen":
    "Правило 55C редакции 1997 года (docs/research-play.md, Правило 55); текст 1987 года не найден",
  "1997 Law 41A (JFR97), same content; the 1987 Commentary 24.7 has the auction period last until the opening lead is faced, which presupposes the face-down lead (docs/research-play.md)":
    "Правило 41A редакции 1997 года (JFR97), то же содержание; по Комментарию 24.7 к Правилам 1987 года период торговли длится до открытия первого хода, что предполагает закрытый первый ход",
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
    "текст 2017 года не найден; содержание — по ссылкам в Законах 53 и 60 и по заметкам судей (Engineers Ireland)",
};
