/** Russian words of the claims group of play laws (irregularities, options, consequences, steps). */
export const claimsRu = {
  "show.play": "Розыгрыш",
  "show.play.trick": "Взятка",
  "show.play.leader": "Ход",
  "show.play.winner": "Взял",
  "show.play.unrecorded": "Взятки 1–{n} не записаны: Север–Юг {ns}, Восток–Запад {ew}",
  "show.play.won": "Взято взяток: Север–Юг {ns}, Восток–Запад {ew}",
  "show.play.turn": "Следующую карту играет {seat}",
  "show.play.penaltyCards": "Штрафные карты",
  "show.play.penaltyCard.major": "{seat}: {card}, старшая (Закон {law})",
  "show.play.penaltyCard.minor": "{seat}: {card}, младшая (Закон {law})",
  "show.play.revokes": "Фальшренонсы (ренонсы)",
  "show.play.revoke": "{seat}, взятка {trick} {card}",
  "show.play.established": "установлен",
  "show.play.notEstablished": "не установлен",
  "show.play.corrected": "исправлен",
  "show.play.transfer": "передаёт взяток: {tricks}",
  "show.play.law": "Закон {law}",
  "show.play.claim": "Претензия: {seat}, {tricks} из {remaining} взяток",
  "show.play.concession": "Уступка: {seat} уступает все {remaining} оставшихся взяток",
  "show.play.claim.pending": "ждёт ответа противников",
  "show.play.claim.agreed": "согласована",
  "show.play.claim.disputed": "оспорена, вызван судья",
  "show.play.claim.void": "аннулирована, игра продолжается",
  "show.play.claim.ruled": "судья присудил стороне претендующего взяток: {award}",
  "show.play.statement": "Заявление: «{statement}»",
  "show.play.result": "Итог: у разыгрывающего {tricks} взяток (розыгрыш и претензия: {byPlay})",
  "show.play.transferred": "передано {side}: {tricks} (Закон {law})",
  "show.play.score": "Результат линии {side}: {score}",
  "show.play.scoreZero": "Результат: 0",
  "irregularity.claim": "претензия или уступка взяток, игра прекращена",
  "irregularity.disputed-claim": "претензия или уступка оспорена",
  "option.claim-agree": "Согласиться с претензией",
  "option.claim-doubt": "Оспорить претензию",
  "option.claim-object": "Сразу возразить против уступки партнёра",
  "option.claim-award":
    "Решение судьи: сколько из оставшихся взяток получает сторона, предъявившая претензию",
  "consequence.claim-test-70A":
    "{law}: решение как можно более справедливое для обеих сторон; всякое сомнение — против претендующего (к распределению {remaining} взяток).",
  "consequence.claim-test-70C":
    "{law}: у противников претендующего остаются козыри {trumps}: взятка противникам, если в заявлении этот козырь не упомянут, претендующий, вероятно, о нём не знал и при нормальной игре мог отдать на него взятку.",
  "consequence.claim-test-70C-none":
    "{law}: у противников претендующего козырей нет (вопрос об оставшемся козыре не возникает).",
  "consequence.claim-test-70D1": "{law}: не принимать незаявленный успешный план, если нормальный план хуже.",
  "consequence.claim-test-70D2":
    "{law}: не принимать ту часть претензии вистующего, которая зависит от выбора партнёра между нормальными вариантами.",
  "consequence.claim-test-70E1":
    "{law}: не принимать незаявленную импассу или сбивку, если только противник уже не показал, что этой масти у него нет, или не покажет этого при любой нормальной игре.",
  "consequence.claim-test-70E2":
    "{law}: если порядок игры масти в заявлении не ясен, действует порядок, установленный регулирующим органом (например, сверху вниз).",
  "consequence.claim-test-70E-1987":
    "{law}: не принимать незаявленную импассу или сбивку, если только противник не показал, что масти у него нет, не покажет этого при любой нормальной игре или если отказ от такого плана был бы нелепым.",
  "consequence.claim-agreed":
    "Сдача засчитывается так, как если бы заявленные взятки были разыграны (Закон {law}): у разыгрывающего {tricks} взяток, результат {score}.",
  "consequence.claim-director":
    "Вызывают судью; до его решения ничего не делают (Закон {law}); взятки присуждает судья (Закон {award}).",
  "consequence.claim-play-on":
    "Или по просьбе стороны, не заявлявшей претензию, с согласия всех четверых игра продолжается, а претензия аннулируется (Закон {law}).",
  "consequence.claim-objected":
    "{partner} сразу возражает: уступки нет, игра продолжается; показанные карты не штрафные (Закон {law}).",
  "claims.claim": "{claimer}: претензия на {tricks} из {remaining} неразыгранных взяток (Закон {law}).",
  "claims.concession": "{claimer}: уступка всех {remaining} неразыгранных взяток (Закон {law}).",
  "claims.statement": "Заявление претендующего (Закон 68C): «{statement}».",
  "claims.no-statement": "План розыгрыша не был заявлен (Закон 68C).",
  "claims.cards": "Неразыгранные карты:",
  "claims.hand": "  {seat}: {cards}",
  "claims.no-deal": "Сдача не записана: претендующий повторяет своё заявление, руки открывают (Закон 70B).",
  "claims.trumps": "Козыри, оставшиеся у противников претендующего: {cards}.",
  "claims.no-trumps-out": "У противников претендующего козырей нет.",
  "claims.trumps-count": "Неразыгранных козырей: {count}.",
  "claims.notrump": "Контракт без козыря: козырей нет.",
  "claims.range":
    "Все заявленные взятки: у разыгрывающего {most} взяток ({mostScore}); ни одной: {least} взяток ({leastScore}).",
  "claims.test.normal": "Нормальная игра включает небрежную или слабую для игроков этого класса.",
  "claims.play-on":
    "Сторона, не заявлявшая претензию, может попросить продолжить игру; с согласия всех четверых претензия аннулируется (Закон 68D2(b)).",
  "claims.award":
    'Судья вводит решение: {"director": true, "award": n}, n — число взяток из {remaining} оставшихся, которые получает {side}.',
  "error.claim-not-in-play": "{seat} не может заявить претензию сейчас: взятки заявляют во время розыгрыша",
  "error.claim-by-dummy": "болван ({seat}) не может заявлять претензию или уступку",
  "question.claimIntended":
    'Судья: разыгрывающий открыл свои карты во время розыгрыша. Означало ли это претензию на все неразыгранные взятки (48B2)? Запишите "claimIntended": true или false в это событие spread.',
  "error.spread-not-declarer":
    "{seat} не может сейчас открыть руку: разыгрывающий выкладывает её после открытого первого хода вне очереди (54A) или открывает карты во время розыгрыша (48B2)",
  "error.claim-too-many": "претензия на {tricks} взяток: неразыгранных только {remaining}",
  "error.claim-answer-by-claimer":
    "{seat} на стороне претендующего: соглашаются с претензией или оспаривают её противники",
  "error.claim-object-not-allowed":
    "{seat} не может возразить: возражает, и сразу, только партнёр вистующего против его уступки (Закон 68B2)",
  "error.claim-pending":
    "после претензии игра прекращена (Закон 68D): сначала противники соглашаются или оспаривают её",
  "error.claim-awaits-director": "претензия оспорена: сначала судья присуждает взятки (Закон 70)",
  "error.no-claim-pending": "нет претензии, на которую можно ответить",
  "error.award-out-of-range": "присуждено {award} взяток: неразыгранных было только {remaining}",
  "error.award-changes-nothing": "присуждение {award} взяток ничего не меняет: столько и было согласовано",
  "error.result-contradicts-claim":
    "подсчёт игроков, {tricks} взяток, не совпадает с решённым по претензии ({agreed} взяток у разыгрывающего)",
  "error.result-contradicts-record":
    "подсчёт игроков, {tricks} взяток, противоречит записи: разыгрывающий взял {won}, а может иметь не больше {most}",
} as const;

/** The registry's notes on this group's reconstructed 1987 paragraphs, in Russian (spread into RU_BASIS). */
export const claimsBasisRu: Record<string, string> = {
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering; Commentary 70.2: remaining doubts go to the side disputing the claim":
    "Правило 70 редакции 1997 года (JFR97 law70) как образец для букв 1987 года; Комментарий 70.2: оставшиеся сомнения — в пользу стороны, оспаривающей претензию",
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering; Commentary 70.3-70.4":
    "Правило 70 редакции 1997 года (JFR97 law70) как образец для букв 1987 года; Комментарий 70.3-70.4",
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering; Commentary 70.5 (start): the same test":
    "Правило 70 редакции 1997 года (JFR97 law70) как образец для букв 1987 года; Комментарий 70.5 (начало): та же проверка",
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering":
    "Правило 70 редакции 1997 года (JFR97 law70) как образец для букв 1987 года",
  "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering (with its 'irrational' exception, which 2017 dropped)":
    "Правило 70 редакции 1997 года (JFR97 law70) как образец для букв 1987 года (с исключением для «нелепого» отказа от плана, которого нет в 2017 году)",
};
