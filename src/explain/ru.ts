/**
 * Русский каталог сообщений. Термины — по русскому переводу Законов (заявка, назначение, контра,
 * реконтра, нарушитель, судья, торговля).
 */
import type { MessageKey } from "./en.js";

export const ru: Record<MessageKey, string> = {
  "seat.N": "Север",
  "seat.E": "Восток",
  "seat.S": "Юг",
  "seat.W": "Запад",
  "side.NS": "Север–Юг",
  "side.EW": "Восток–Запад",

  "strain.NT": "БК",
  "call.P": "пас",
  "call.X": "контра",
  "call.XX": "реконтра",
  "irregularity.insufficient-bid": "недостаточное назначение",
  "irregularity.pass-out-of-rotation": "пас вне очереди",
  "irregularity.bid-out-of-rotation": "назначение вне очереди",
  "irregularity.double-out-of-rotation": "контра вне очереди",
  "irregularity.redouble-out-of-rotation": "реконтра вне очереди",
  "irregularity.inadmissible-double": "недопустимая контра",
  "irregularity.inadmissible-redouble": "недопустимая реконтра",
  "irregularity.bid-above-seven": "назначение выше семи",
  "irregularity.call-after-final-pass": "заявка после заключительного паса",
  "irregularity.call-violating-obligation": "заявка игрока, обязанного пасовать",
  "irregularity.change-of-call": "изменение заявки",

  "ruling.open": "{offender}: {irregularity} ({call}). Применяется Закон {law}.",
  "ruling.reconstructed":
    "Внимание: Закон {law} применяется в реконструкции, текст не сверен с книгой законов дословно ({basis}).",
  "ruling.held": "Заявки, сделанные после этого (их судьбу решает судья): {calls}.",
  "ruling.open.1987": "{offender}: {irregularity} ({call}). Применяется Правило {law}.",
  "ruling.chooser": "Выбор за игроком {chooser}.",
  "ruling.director": "Судья применяет закон; выбора ни у кого нет.",
  "option.accept": "Принять заявку: она остаётся в силе, торговля продолжается после неё.",
  "option.refuse": "Не принимать заявку.",
  "question.comparable": "Судья: сопоставима ли заменяющая заявка с взятой назад (Закон 23A)?",
  "question.artificial": "Судья: была ли заявка искусственной по соглашению партнёров?",
  "question.unintended": "Судья: была ли заявка механической ошибкой, а не переменой решения (Закон 25A)?",
  "question.sameMeaning":
    "Судья: имеет ли повторённая заявка по существу то же значение, что и взятая назад?",
  "question.suits": "Судья: какие масти показала заявка?",

  "show.board": "Сдача {board}",
  "show.edition": "Законы {edition} года",
  "show.dealer": "Сдающий: {dealer}",
  "show.vulnerability": "Зона: {vulnerability}",
  "show.vul.None": "никто",
  "show.vul.NS": "Север–Юг",
  "show.vul.EW": "Восток–Запад",
  "show.vul.All": "обе линии",
  "show.auction": "Торговля",
  "show.cancelled": "Аннулированные заявки",
  "show.cancelledEntry": "{seat}: {call} (Закон {law})",
  "show.obligations": "Обязательства",
  "show.mustPass.next-turn": "{seat} обязан пасовать в свою следующую очередь (Закон {law})",
  "show.mustPass.throughout": "{seat} обязан пасовать до конца торговли (Закон {law})",
  "show.mustCall": "{seat} обязан повторить заявку {call} (Закон {law})",
  "show.mayNotCall": "{seat} не может заявить: {calls} в свою следующую очередь (Закон {law})",
  "show.contract": "Контракт: {contract}, разыгрывает {declarer}",
  "show.passedOut": "Сдача спасована",
  "show.turn": "Очередь заявки: {seat}",
  "show.leader": "Первый ход: {seat}",
  "show.lead": "Первый ход: {card}, ходил {seat}",
  "show.leadRestrictions": "Ограничения на ход",
  "show.leadRestriction":
    "Разыгрывающий может запретить игроку {leader} ход в одну из мастей: {suits} (Закон {law})",
  "show.leadRestriction.require":
    "Разыгрывающий может потребовать или запретить игроку {leader} ход в одну из мастей: {suits} (Закон {law})",
  "show.leadRestriction.chosen": "Выбор разыгрывающего: {choice}",
  "show.choice.prohibit": "запрет хода в {suit}",
  "show.choice.require": "требование хода в {suit}",
  "show.choice.waive": "без ограничения",
  "show.watch": "В конце розыгрыша проверить, не нанесён ли ущерб",
  "show.watchEntry": "{side}: Закон {law}",
  "show.ruling": "Решение судьи",
  "show.implied": "(обязательный пас)",
  "show.error": "Остановка на событии {event}: {message}",

  "error.json-invalid": "файл не является корректным JSON ({detail})",
  "error.log-not-object": "протокол стола должен быть объектом JSON",
  "error.unknown-key": "неизвестный ключ «{name}»",
  "error.missing-key": "нужен ключ «{name}»",
  "error.format-unsupported": "формат {value} не поддерживается (ожидается «table-log@1»)",
  "error.edition-unknown": "редакция {value} неизвестна (используйте «2017» или «1987»)",
  "error.board-invalid": "{value} — не номер сдачи (1 и больше)",
  "error.seat-invalid": "{value} — не место за столом (N, E, S или W)",
  "error.vulnerability-invalid": "{value} — не зона (None, NS, EW или All)",
  "error.type-string": "«{name}» должен быть строкой",
  "error.type-array": "«{name}» должен быть массивом",
  "error.type-object": "«{name}» должен быть объектом",
  "error.type-boolean": "«{name}» должен быть true или false",
  "error.event-not-object": "событие не является объектом JSON",
  "error.event-no-verb": "у события нет глагола (call, change, accept, director, leadRestriction или lead)",
  "error.event-two-verbs": "у события два глагола: «{first}» и «{second}»",
  "error.event-not-supported":
    "события «{name}» относятся к периоду розыгрыша, который эта версия ещё не ведёт",
  "error.director-true": "«director» должен быть true",
  "error.call-unreadable": "«{call}» — не заявка (пишите P, X, XX или назначение, например 1C, 3NT)",
  "error.call-level-zero": "«{call}» — не заявка: назначение называет хотя бы одну взятку",
  "error.card-unreadable": "«{card}» — не карта (масть, затем достоинство: SK, H2, DT)",
  "error.suits-invalid": '{value} — не список разных мастей (C, D, H, S) и не "unknown"',
  "error.suit-invalid": "{value} — не масть (C, D, H или S)",
  "error.lead-restriction-shape":
    'ограничение на ход — это {"prohibit": масть}, {"require": масть} или {"waive": true}',
  "error.deal-no-first-seat":
    "расклад начинается с первого места и двоеточия, например N:AK97.Q42.J5.AT83 ...",
  "error.deal-hand-count": "в раскладе {count} рук, нужно 4",
  "error.deal-suit-count": "в руке {seat} «{hand}» {count} мастей, нужно 4 через точку",
  "error.deal-bad-rank": "у игрока {seat} в масти {suit} «{rank}» — это не достоинство карты",
  "error.deal-card-twice": "{card} роздана дважды ({other} и {seat})",
  "error.deal-hand-size": "у игрока {seat} {count} карт, в каждой руке должно быть 13",
  "error.call-after-auction-period": "{seat} делает заявку после первого хода: период торговли окончен",
  "error.no-lead-restriction-pending": "нет ограничения на ход, ожидающего выбора разыгрывающего",
  "error.lead-restriction-not-declarer":
    "ограничение на ход выбирает разыгрывающий ({declarer}), а не {seat}",
  "error.lead-restriction-require-not-allowed":
    "по этому закону разыгрывающий может только запретить масть, но не потребовать {suit}",
  "error.lead-restriction-suit-not-allowed":
    "разыгрывающий может выбрать только из мастей {suits}, но не {suit}",
  "error.lead-not-due": "сейчас первый ход не ожидается (фаза: {phase})",
  "error.lead-wrong-player": "{seat} не на ходу; первый ход делает {leader}",
  "error.lead-restriction-not-chosen":
    "сначала разыгрывающий должен выбрать ограничение на ход для игрока {seat}",
  "error.card-not-held": "у игрока {seat} нет карты {card}",
  "error.lead-prohibited-suit": "разыгрывающий запретил ход в {suit} (Закон {law})",
  "error.lead-required-suit": "разыгрывающий потребовал ход в {suit} (Закон {law})",
  "error.rectification-not-implemented": "исправление по Закону {law} ({edition}) ещё не реализовано",
  "error.contract-unreadable": "«{contract}» — не контракт (например 4S, 3NTX, 1NTXX)",
  "error.contract-level": "«{contract}»: уровень контракта — от 1 до 7",
  "error.tricks-out-of-range": "число взяток — целое от 0 до 13",
  "error.where.event": "событие {event}",
  "error.where.key": "ключ «{key}»",
  "option.replace-lowest": "Заменить на {call} — минимальное достаточное назначение в той же деноминации.",
  "option.replace-comparable": "Заменить сопоставимой заявкой (решает судья, Закон 23A).",
  "option.replace-other": "Заменить любой другой законной заявкой.",
  "option.replace-any": "Заменить любой законной заявкой.",
  "option.accept-change": "Принять изменение: новая заявка остаётся в силе.",
  "option.refuse-change": "Не принимать изменение: первая заявка остаётся в силе.",
  "consequence.call-stands": "{call} остаётся в силе, как если бы была законной.",
  "consequence.lho-calls-next": "Следующую заявку делает {seat}.",
  "consequence.27B1a":
    "Если заменить на {call} (та же деноминация, минимальное достаточное): без дальнейших исправлений (Закон 27B1(a)).",
  "consequence.27B1b": "Если заменить сопоставимой заявкой: без дальнейших исправлений (Закон 27B1(b)).",
  "consequence.27B2":
    "Любое другое назначение или пас: {seat} пасует до конца торговли; разыгрывающий может запретить ход (Законы 27B2, 26B).",
  "consequence.27B3":
    "Контра или реконтра (если не сопоставима) аннулируется; затем {seat} пасует до конца торговли (Закон 27B3).",
  "consequence.no-rectification": "Без дальнейших исправлений.",
  "consequence.watch": "В конце розыгрыша судья проверит, не нанесён ли ущерб (Закон {law}).",
  "consequence.partner-barred-throughout": "{seat} пасует до конца торговли.",
  "consequence.partner-barred-next-turn": "{seat} пасует в свою следующую очередь.",
  "consequence.lead-restriction-26B":
    "Если нарушитель станет вистующим, разыгрывающий может запретить его партнёру ход в одну масть, не показанную нарушителем (Закон 26B).",
  "consequence.bar-already": "{seat} уже обязан пасовать до конца торговли; других исправлений нет.",
  "consequence.change-stands": "{original} берётся назад, в силе {call}.",
  "consequence.original-stands": "Изменение аннулируется, в силе остаётся {original}.",
  "consequence.coor.pass-out-of-rotation.rho":
    "Пас аннулируется; очередь возвращается к игроку {turn}; {offender} пасует в свою следующую очередь (Закон 30A).",
  "consequence.coor.pass-out-of-rotation.partner":
    "Пас аннулируется; {partner} делает любую заявку (Закон 30B1(a)); если следующая заявка игрока {offender} не сопоставима, {partner} один раз пасует (Закон 30B1(b)).",
  "consequence.coor.pass-out-of-rotation.lho":
    "Пас аннулируется; заявку делает {turn}; если следующая заявка игрока {offender} не сопоставима, {partner} один раз пасует (Закон 30B1(b)).",
  "consequence.coor.bid-out-of-rotation.rho":
    "Назначение аннулируется; очередь возвращается к игроку {turn}. Если {turn} пасует, {offender} повторяет назначение (Закон 31A1); иначе несопоставимая заявка игрока {offender} обязывает игрока {partner} один раз пасовать (Закон 31A2).",
  "consequence.coor.bid-out-of-rotation.partner":
    "Назначение аннулируется; {partner} делает любую заявку (Закон 31B1); если следующая заявка игрока {offender} не сопоставима, {partner} один раз пасует (Закон 31B2).",
  "consequence.coor.bid-out-of-rotation.lho":
    "Назначение аннулируется; заявку делает {turn}; если следующая заявка игрока {offender} не сопоставима, {partner} один раз пасует (Закон 31B2).",
  "consequence.coor.double-out-of-rotation.rho":
    "Контра аннулируется; очередь возвращается к игроку {turn}. Если {turn} пасует, {offender} повторяет контру (Закон 32A1); иначе несопоставимая заявка обязывает игрока {partner} один раз пасовать (Закон 32A2).",
  "consequence.coor.double-out-of-rotation.partner":
    "Контра аннулируется; {partner} делает любую заявку (Закон 32B1); несопоставимая следующая заявка игрока {offender} обязывает игрока {partner} один раз пасовать (Закон 32B2).",
  "consequence.coor.double-out-of-rotation.lho":
    "Контра аннулируется; заявку делает {turn}; несопоставимая следующая заявка игрока {offender} обязывает игрока {partner} один раз пасовать (Закон 32B2).",
  "consequence.coor.redouble-out-of-rotation.rho":
    "Реконтра аннулируется; очередь возвращается к игроку {turn}. Если {turn} пасует, {offender} повторяет её (Закон 32A1); иначе несопоставимая заявка обязывает игрока {partner} один раз пасовать (Закон 32A2).",
  "consequence.coor.redouble-out-of-rotation.partner":
    "Реконтра аннулируется; {partner} делает любую заявку (Закон 32B1); несопоставимая следующая заявка игрока {offender} обязывает игрока {partner} один раз пасовать (Закон 32B2).",
  "consequence.coor.redouble-out-of-rotation.lho":
    "Реконтра аннулируется; заявку делает {turn}; несопоставимая следующая заявка игрока {offender} обязывает игрока {partner} один раз пасовать (Закон 32B2).",
  "ruling.step.27B":
    "{offender} должен заменить недостаточное назначение законной заявкой. До выбора объясните последствия каждого варианта.",
  "ruling.step.27B4":
    "{offender} пытался заменить его другим недостаточным назначением; левый оппонент может его принять.",
  "ruling.step.25B2":
    "Изменение заявки сделано слишком поздно, его нельзя принять; судья аннулирует его, первая заявка остаётся в силе.",
  "ruling.step.36B1":
    "Решение судьи: недопустимая заявка аннулируется, нарушитель делает законную заявку, его партнёр пасует до конца торговли. Если левый оппонент уже сделал заявку, аннулируется всё, начиная с недопустимой заявки (Закон 36A).",
  "ruling.step.36B4":
    "Решение судьи: заявка аннулируется, очередь возвращается к игроку, чья была очередь, партнёр нарушителя пасует до конца торговли (Закон 36B4).",
  "ruling.step.37B1":
    "Решение судьи: заявка аннулируется, вместо неё пас, оба игрока виновной стороны пасуют до конца торговли. Если левый оппонент уже сделал заявку, всё остаётся в силе (Закон 37A).",
  "ruling.step.38B":
    "Решение судьи: назначение и все последующие заявки аннулируются, вместо него пас, оба игрока виновной стороны пасуют до конца торговли (Закон 38).",
  "ruling.step.39A": "Решение судьи: все заявки после заключительного паса аннулируются (Закон 39A).",
  "error.no-option": "у игрока {seat} здесь нет права принять заявку",
  "error.engine-loop":
    "движок не смог завершить решение по этому событию (это ошибка программы: пришлите, пожалуйста, запись)",
  "error.event-not-typed":
    "это не событие: передайте событие записи стола в том виде, в каком его читает движок (см. validateTableLog)",
  "error.log-too-large": "файл слишком велик для записи стола (не больше {max} символов)",
  "error.log-too-many-events": "в записи {count} событий; запись стола вмещает не больше {max}",
  "error.ruling-awaits": "ожидается решение: сначала выбирает {chooser}",
  "error.finding-needed":
    "судья должен сначала установить для заявки события {about}: {question} — укажите это на том событии",
  "error.finding-not-applicable": "«{name}» относится только к заявке, заменяющей взятую назад",
  "error.must-repeat": "{seat} должен повторить {call} (Закон {law})",
  "error.director-needed": "сначала судья должен вынести решение по Закону {law}",
  "error.second-premature-replacement": "{seat} уже предложил замену",
  "error.replacement-not-legal": "{call} не может заменить недостаточное назначение (Закон {law})",
  "error.change-too-late": "{seat} уже не может изменить заявку (Закон {law})",
  "error.change-nothing-to-change": "у игрока {seat} нет заявки, которую можно изменить",
  "option.87.replace-sufficient-or-pass": "Заменить достаточным назначением или пасом.",
  "option.87.keep-first": "Оставить в силе {call}.",
  "consequence.87.27B2-conventional":
    "Недостаточное назначение было конвенционным: при любой корректировке {seat} пасует до конца торговли; наказания на ход (Правила 27B2, 26).",
  "consequence.87.no-double": "Заменять его контрой или реконтрой нельзя (Правило 27B).",
  "consequence.87.27B1a":
    "Корректировка на {call} (та же деноминация, минимальное достаточное): без наказания, и {call} в этот раз натуральное (Правило 27B1(a)).",
  "consequence.87.27B2":
    "Любое другое достаточное назначение или пас: {seat} пасует до конца торговли; наказания на ход (Правила 27B2, 26).",
  "consequence.87.natural-now":
    "Без наказания; скорректированное назначение натуральное, что бы ни говорила система (Комментарий 27.6).",
  "consequence.87.lead-penalty":
    "Если нарушитель станет вистующим, разыгрывающий получает наказание на ход его партнёра (Правило 26).",
  "consequence.87.25B2":
    "Изменение аннулируется; нарушитель выбирает: оставить {original} ({seat} пасует в свою следующую очередь) или сделать другую заявку ({seat} пасует до конца торговли); в обоих случаях наказания на ход (Правило 25B2).",
  "consequence.coor87.pass-out-of-rotation.rho":
    "Пас аннулируется; очередь возвращается к игроку {turn}; {offender} пасует в свою следующую очередь (Правило 30A до назначений, 30B1 после).",
  "consequence.coor87.pass-out-of-rotation.partner":
    "Пас аннулируется. До назначений: {offender} пасует в свою следующую очередь (30A). После назначения: {offender} пасует до конца торговли, а {partner} в этот раз не может дать контру или реконтру (30B2).",
  "consequence.coor87.pass-out-of-rotation.lho":
    "Пас аннулируется; {offender} пасует в свою следующую очередь (Правило 30A).",
  "consequence.coor87.bid-out-of-rotation.rho":
    "Назначение аннулируется; очередь возвращается к игроку {turn}. Если {turn} пасует, {offender} повторяет его без наказания (31A1). Если {turn} делает заявку: {partner} пасует один раз, если {offender} повторит деноминацию, иначе до конца торговли, с наказаниями на ход (31A2).",
  "consequence.coor87.bid-out-of-rotation.partner":
    "Назначение аннулируется; {partner} пасует до конца торговли; возможны наказания на ход (Правило 31B).",
  "consequence.coor87.bid-out-of-rotation.lho":
    "Назначение аннулируется; {partner} пасует до конца торговли; возможны наказания на ход (Правило 31B).",
  "consequence.coor87.double-out-of-rotation.rho":
    "Контра аннулируется; очередь возвращается к игроку {turn}. Если {turn} пасует, {offender} повторяет её (32B1); иначе {partner} пасует до конца торговли, с наказанием на ход (32B2).",
  "consequence.coor87.double-out-of-rotation.partner":
    "Контра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "consequence.coor87.double-out-of-rotation.lho":
    "Контра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "consequence.coor87.redouble-out-of-rotation.rho":
    "Реконтра аннулируется; очередь возвращается к игроку {turn}. Если {turn} пасует, {offender} повторяет её (32B1); иначе {partner} пасует до конца торговли, с наказанием на ход (32B2).",
  "consequence.coor87.redouble-out-of-rotation.partner":
    "Реконтра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "consequence.coor87.redouble-out-of-rotation.lho":
    "Реконтра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "ruling.step.1987.27A":
    "Комментарий 27.7: сначала предложите выбор левому оппоненту; преждевременную замену аннулируйте.",
  "ruling.step.1987.27B":
    "{offender} должен заменить недостаточное назначение достаточным назначением или пасом (не контрой и не реконтрой). До выбора объясните все последствия (Комментарий 27.8).",
  "ruling.step.1987.25B2": "Изменение аннулировано; нарушитель выбирает своей следующей заявкой.",
  "ruling.step.1987.36":
    "Решение судьи: контра или реконтра аннулируется, нарушитель делает законную заявку, его партнёр пасует до конца торговли; возможны наказания на ход. Если левый оппонент уже сделал заявку — безнаказанно (Правило 35A).",
  "ruling.step.1987.37":
    "Решение судьи: заявка аннулируется, вместо неё пас, оба нарушителя пасуют до конца торговли. Если левый оппонент уже сделал заявку, всё остаётся в силе (Правило 35B).",
  "ruling.step.1987.38":
    "Решение судьи: назначение аннулируется, вместо него пас, оба нарушителя пасуют при каждой очереди. Если левый оппонент уже сделал заявку — аннулируется без наказания (Правило 35C).",
  "ruling.step.1987.39":
    "Решение судьи: заявки после заключительного паса аннулируются; назначение, контра или реконтра вистующего может повлечь наказание на ход (Правило 39).",
};
