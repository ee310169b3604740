/**
 * Русский каталог сообщений. Термины — по русским книгам законов (docs/terms-ru.md): заявка, назначение,
 * пас, контра, реконтра, нарушитель, левый противник, судья, торговля. Слово «Закон» в общих для обоих
 * кодексов строках командная строка заменяет на «Правило» для 1987 года (ru-words.ts); строки, которые
 * видит и приложение, называют пункт без этого слова.
 */
import { joinCatalogs } from "./core.js";
import type { enCore, MessageKey } from "./en.js";
import { playRu } from "./play-ru.js";

/** The words of all but the play period's laws (those are ./play-ru.ts): web/words-ru.ts. */
export const ruCore: Record<keyof typeof enCore, string> = {
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
    "Внимание: текст {law} не сверен дословно с книгой, применяется реконструкция ({basis}).",
  "ruling.held": "Заявки, сделанные после нарушения (что с ними будет, определяет решение судьи): {calls}.",
  "ruling.open.1987": "{offender}: {irregularity} ({call}). Применяется Правило {law}.",
  "ruling.open.claim": "{offender}: претензия или уступка ({call}). Применяется Закон {law}.",
  "ruling.open.claim.1987": "{offender}: претензия или уступка ({call}). Применяется Правило {law}.",
  "ruling.open.disputed-claim":
    "{offender}: претензия или уступка ({call}) оспорена. Применяется Закон {law}.",
  "ruling.open.disputed-claim.1987":
    "{offender}: претензия или уступка ({call}) оспорена. Применяется Правило {law}.",
  "ruling.director.claim": "Выбора нет ни у кого: решение принимает судья.",
  "ruling.chooser": "Выбирает {chooser}.",
  "ruling.chooserSideNow": "Выбирает пара {side} (ответить может любой из них).",
  "ruling.director": "Выбора нет ни у кого: исправление определяет судья.",
  "option.accept": "Принять заявку: она остаётся в силе, торговля продолжается.",
  "option.refuse": "Не принимать заявку.",
  "question.comparable": "Судья: сопоставима ли заменяющая заявка со взятой назад (Закон 23A)?",
  "question.artificial": "Судья: была ли заявка искусственной по соглашению партнёров?",
  "question.unintended": "Судья: была ли заявка механической ошибкой, а не переменой решения (25A)?",
  "question.sameMeaning":
    "Судья: имеет ли повторённая заявка по существу то же значение, что и взятая назад?",
  "question.suits": "Судья: какие масти показала заявка?",
  "question.comparable.named":
    "Судья: сопоставима ли заявка {call} {by} со взятой назад заявкой {withdrawn} (Закон 23A)?",
  "question.sameMeaning.named":
    "Судья: имеет ли заявка {call} {by} практически то же значение, что и взятая назад заявка {withdrawn} (Комментарий 26.2, 29.4)?",
  "question.artificial.call": "Судья: была ли заявка {call} {by} искусственной по соглашению партнёров?",
  "question.unintended.call":
    "Судья: была ли заявка {call} {by} механической ошибкой, а не переменой решения (25A)?",
  "question.suits.call": "Судья: какие масти показала заявка {call} {by}?",

  "show.board": "Сдача {board}",
  "show.edition": "Законы {edition} года",
  "show.dealer": "Сдаёт {dealer}",
  "show.vulnerability": "{vulnerability}",
  "show.vul.None": "никто не в зоне",
  "show.vul.NS": "в зоне Север–Юг",
  "show.vul.EW": "в зоне Восток–Запад",
  "show.vul.All": "все в зоне",
  "show.auction": "Торговля",
  "show.cancelled": "Аннулированные заявки",
  "show.cancelledEntry": "{seat}: {call} (Закон {law})",
  "show.obligations": "Обязанности в торговле",
  "show.mustPass.next-turn": "{seat} обязан пасовать в свою следующую очередь (Закон {law})",
  "show.mustPass.throughout": "{seat} обязан пасовать до конца торговли (Закон {law})",
  "show.mustCall": "{seat} обязан повторить {call} (Закон {law})",
  "show.mayNotCall": "{seat} не может {calls} в свою следующую очередь (Закон {law})",
  "show.contract": "Контракт: {contract}, разыгрывает {declarer}",
  "show.passedOut": "Сдача спасована",
  "show.turn": "Очередь заявки: {seat}",
  "show.leader": "Первый ход делает {seat}",
  "show.lead": "Первый ход: {card} (ходил {seat})",
  "show.leadRestrictions": "Ограничения на ход",
  "show.leadRestriction":
    "Разыгрывающий может запретить {leader} ход в одну из мастей: {suits} (Закон {law})",
  "show.leadRestriction.require":
    "Разыгрывающий может потребовать от {leader} хода в одну из мастей или запретить такой ход: {suits} (Закон {law})",
  "show.leadRestriction.chosen": "Выбор разыгрывающего: {choice}",
  "show.choice.prohibit": "запрет хода в {suit}",
  "show.choice.require": "требование хода в {suit}",
  "show.choice.waive": "без ограничения",
  "show.watch": "В конце розыгрыша проверить, не нанесён ли ущерб",
  "show.watchEntry": "Нарушители {side}: Закон {law}",
  "show.ruling": "Решение судьи",
  "show.implied": "(обязательный пас)",
  "show.error": "Остановка на событии {event}: {message}",

  "error.json-invalid": "файл не является корректным JSON ({detail})",
  "error.part-unavailable":
    "эту часть приложения ({part}) не удалось загрузить: откройте приложение один раз при включённой сети",
  "error.part-loading":
    "загружается часть приложения для розыгрыша ({part}): введённое появится, как только она загрузится",
  "error.log-not-object": "протокол стола должен быть объектом JSON",
  "error.duplicate-key": "ключ «{name}» записан дважды в одном объекте",
  "error.log-is-session": "это сессия (session@1), а не протокол стола: её считает «bridge-td session»",
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
  "error.side-invalid": "{value} — не линия (NS или EW)",
  "error.note-law-invalid": "{value} — не пункт закона (64C, 16B1(a)...)",
  "error.note-too-long": "в заметке не больше {max} знаков",
  "error.suit-invalid": "{value} — не масть (C, D, H или S)",
  "error.lead-restriction-shape":
    'ограничение на ход — это {"prohibit": масть}, {"require": масть} или {"waive": true}',
  "error.deal-no-first-seat":
    "расклад начинается с первого места и двоеточия, например N:AK97.Q42.J5.AT83 ...",
  "error.deal-hand-count": "в раскладе {count} рук, нужно 4",
  "error.deal-suit-count": "{seat}: в руке «{hand}» {count} мастей, нужно 4 через точку",
  "error.deal-bad-rank": "{seat}: «{rank}» в масти {suit} — не достоинство карты",
  "error.deal-card-twice": "{card} роздана дважды ({other} и {seat})",
  "error.deal-hand-size": "{seat}: в руке {count} карт, а в каждой руке должно быть 13",
  "error.call-after-auction-period": "{seat} делает заявку после первого хода: период торговли окончен",
  "error.no-lead-restriction-pending": "нет ограничения на ход, ожидающего выбора разыгрывающего",
  "error.lead-restriction-not-declarer":
    "ограничение на ход выбирает разыгрывающий ({declarer}), а не {seat}",
  "error.lead-restriction-require-not-allowed":
    "здесь разыгрывающий может только запретить ход в масть, но не потребовать ход в {suit}",
  "error.lead-restriction-contradicts":
    "для этого хода разыгрывающий уже выбрал ограничение ({law}), которому выбор масти {suit} противоречит",
  "error.lead-restriction-suit-not-allowed":
    "разыгрывающий может выбрать только из мастей {suits}, но не {suit}",
  "error.lead-not-due": "сейчас первый ход не ожидается (фаза: {phase})",
  "error.lead-wrong-player": "первый ход делает {leader}, а не {seat}",
  "error.lead-restriction-not-chosen":
    "сначала разыгрывающий должен выбрать ограничение на ход (первый ход делает {seat})",
  "error.card-not-held": "{seat}: в руке нет карты {card}",
  "error.rectification-not-implemented": "исправление по {law} (редакция {edition} года) ещё не реализовано",
  "error.contract-unreadable": "«{contract}» — не контракт (например 4S, 3NTX, 1NTXX)",
  "error.contract-level": "«{contract}»: уровень контракта — от 1 до 7",
  "error.tricks-out-of-range": "число взяток — целое от 0 до 13",
  "error.where.event": "событие {event}",
  "error.where.key": "ключ «{key}»",
  "option.replace-lowest": "Заменить на {call} — минимальное достаточное назначение в той же деноминации.",
  "option.replace-comparable": "Заменить сопоставимой заявкой (сопоставима ли она, решает судья; Закон 23A).",
  "option.replace-other": "Заменить любой другой законной заявкой.",
  "option.replace-any": "Заменить любой законной заявкой.",
  "option.accept-change": "Принять изменение: новая заявка остаётся в силе.",
  "option.refuse-change": "Не принимать изменение: первая заявка остаётся в силе.",
  "consequence.call-stands": "{call} остаётся в силе как законная заявка.",
  "consequence.lho-calls-next": "Следующую заявку делает {seat}.",
  "consequence.27B1a":
    "Замена на {call} (минимальное достаточное назначение в той же деноминации): дальнейших исправлений нет (Закон 27B1(a)).",
  "consequence.27B1b": "Замена сопоставимой заявкой: дальнейших исправлений нет (Закон 27B1(b)).",
  "consequence.27B2":
    "Любое другое назначение или пас: {seat} пасует до конца торговли; разыгрывающий может запретить ход в масть (Законы 27B2, 26B).",
  "consequence.27B3":
    "Контра или реконтра, если она не сопоставима, аннулируется, и {seat} пасует до конца торговли (Закон 27B3).",
  "consequence.no-rectification": "Дальнейших исправлений нет.",
  "consequence.watch": "В конце розыгрыша судья проверит, не нанесён ли ущерб ({law}).",
  "consequence.partner-barred-throughout": "{seat} пасует до конца торговли.",
  "consequence.partner-barred-next-turn": "{seat} пасует в свою следующую очередь.",
  "consequence.lead-restriction-26B":
    "Если нарушитель станет вистующим, разыгрывающий может запретить его партнёру ход в одну из мастей, не показанных нарушителем (Закон 26B).",
  "consequence.bar-already": "{seat} уже обязан пасовать до конца торговли; других исправлений нет.",
  "consequence.change-stands": "Заявка {original} взята назад, в силе {call}.",
  "consequence.original-stands": "Изменение аннулируется, в силе остаётся {original}.",
  "consequence.coor.pass-out-of-rotation.rho":
    "Пас аннулируется, очередь возвращается: заявку делает {turn}; {offender} пасует в свою следующую очередь (Закон 30A).",
  "consequence.coor.pass-out-of-rotation.partner":
    "Пас аннулируется; {partner} делает любую законную заявку (Закон 30B1(a)); если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 30B1(b)).",
  "consequence.coor.pass-out-of-rotation.lho":
    "Пас аннулируется; заявку делает {turn}; если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 30B1(b)).",
  "consequence.coor.bid-out-of-rotation.rho":
    "Назначение аннулируется, очередь возвращается: заявку делает {turn}. Если {turn} пасует, {offender} повторяет назначение (Закон 31A1); иначе, если {offender} затем сделает несопоставимую заявку, {partner} один раз пасует (Закон 31A2).",
  "consequence.coor.bid-out-of-rotation.partner":
    "Назначение аннулируется; {partner} делает любую законную заявку (Закон 31B1); если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 31B2).",
  "consequence.coor.bid-out-of-rotation.lho":
    "Назначение аннулируется; заявку делает {turn}; если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 31B2).",
  "consequence.coor.double-out-of-rotation.rho":
    "Контра аннулируется, очередь возвращается: заявку делает {turn}. Если {turn} пасует, {offender} повторяет контру (Закон 32A1); иначе, если нарушитель затем сделает несопоставимую заявку, {partner} один раз пасует (Закон 32A2).",
  "consequence.coor.double-out-of-rotation.partner":
    "Контра аннулируется; {partner} делает любую законную заявку (Закон 32B1); если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 32B2).",
  "consequence.coor.double-out-of-rotation.lho":
    "Контра аннулируется; заявку делает {turn}; если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 32B2).",
  "consequence.coor.redouble-out-of-rotation.rho":
    "Реконтра аннулируется, очередь возвращается: заявку делает {turn}. Если {turn} пасует, {offender} повторяет реконтру (Закон 32A1); иначе, если нарушитель затем сделает несопоставимую заявку, {partner} один раз пасует (Закон 32A2).",
  "consequence.coor.redouble-out-of-rotation.partner":
    "Реконтра аннулируется; {partner} делает любую законную заявку (Закон 32B1); если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 32B2).",
  "consequence.coor.redouble-out-of-rotation.lho":
    "Реконтра аннулируется; заявку делает {turn}; если затем {offender} сделает несопоставимую заявку, {partner} один раз пасует (Закон 32B2).",
  "ruling.step.27B":
    "{offender} должен заменить недостаточное назначение законной заявкой. До того как он выберет, объясните последствия каждого варианта.",
  "ruling.step.27B4":
    "{offender} попытался заменить его другим недостаточным назначением; левый противник может принять это назначение.",
  "ruling.step.25B2":
    "Заявку изменили слишком поздно, изменение принять нельзя: судья аннулирует его, первая заявка остаётся в силе.",
  "ruling.step.36B1":
    "Судья аннулирует недопустимую заявку; нарушитель делает законную заявку, его партнёр пасует до конца торговли. Если левый противник уже сделал заявку, аннулируется всё, начиная с недопустимой заявки (Закон 36A).",
  "ruling.step.36B4":
    "Судья аннулирует заявку; очередь возвращается к тому, кто должен был делать заявку; партнёр нарушителя пасует до конца торговли (Закон 36B4).",
  "ruling.step.37B1":
    "Судья аннулирует заявку и заменяет её пасом; оба игрока виновной стороны пасуют до конца торговли. Если левый противник уже сделал заявку, всё остаётся в силе (Закон 37A).",
  "ruling.step.38B":
    "Судья аннулирует назначение и все заявки после него и заменяет назначение пасом; оба игрока виновной стороны пасуют до конца торговли (Закон 38).",
  "ruling.step.39A": "Судья аннулирует все заявки после заключительного паса (Закон 39A).",
  "error.no-option": "{seat} здесь не может принять заявку",
  "error.engine-loop":
    "движок не смог завершить решение по этому событию (это ошибка программы: пришлите, пожалуйста, запись)",
  "error.event-not-typed":
    "это не событие: передайте событие записи стола в том виде, в каком его читает движок (см. validateTableLog)",
  "error.log-too-large": "файл слишком велик для записи стола (не больше {max} символов)",
  "error.dd-time-limit": "анализ с открытыми картами превысил отведённое время ({ms} мс)",
  "error.dd-node-limit": "анализ с открытыми картами превысил предел в {nodes} позиций",
  "error.dd-hand-size": "у {seat} {count} карт, у остальных {expected}",
  "error.dd-no-cards": "в позиции не осталось карт",
  "error.dd-card-not-held": "карты {card} (ход {index} розыгрыша) нет на руке у {seat}",
  "error.dd-trace-mid-trick": "анализ розыгрыша начинается с начала взятки, а не с {count} карт во взятке",
  "error.dd-hand-missing": "нет руки {seat}",
  "error.dd-card-unreadable": "«{card}» — не карта",
  "error.dd-card-twice": "карта {card} сдана дважды",
  "error.dd-strain": "«{strain}» — не деноминация (S, H, D, C или NT)",
  "error.dd-seat": "«{seat}» — не место за столом (N, E, S или W)",
  "error.dd-trick-size": "во взятке в процессе от 0 до 3 карт, а не {count}",
  "error.log-too-many-events": "в записи {count} событий; запись стола вмещает не больше {max}",
  "error.card-played-already": "{card} игрока {seat} уже сыгран",
  "error.play-not-due": "сейчас нельзя сыграть карту (этап: {phase})",
  "error.event-not-in-auction": "событие {name} относится к розыгрышу, а не к торговле",
  "error.event-not-implemented": "движок пока не выносит решения по событию {name} в этом кодексе",
  "error.card-out-of-turn":
    "{seat} сыграл не в очередь (очередь {leader}): решение в этом кодексе ещё не реализовано",
  "error.result-already": "результат этой сдачи уже записан",
  "error.result-not-in-play":
    "результат — это число сыгранных взяток: его нет до первого хода или на сдаче, где все спасовали (этап: {phase})",
  "error.exception-invalid": "{value} — не одно из исключений 64B1–64B8",
  "error.defective-trick-shape":
    'неполная или лишняя взятка записывается {"trick": 1–13, "by": место, "kind": "no-card" или "extra-card"}',
  "error.tricks12and13-shape": 'счёт двух последних взяток записывается {"NS": n, "EW": m}, где n + m = 2',
  "error.tricks-invalid": "{value} — не число взяток (от 0 до 13)",
  "error.position-not-due":
    "положение розыгрыша можно указать там, где ожидается первый ход, или в розыгрыше, когда решение не ожидается (фаза: {phase})",
  "error.position-behind-record":
    "положение должно быть позже записанного розыгрыша: записана взятка {trick}, у Севера-Юга {NS} взяток, у Востока-Запада {EW}",
  "error.position-before-revoke":
    "ренонс назван во взятке {trick}: положение должно включать эту взятку в число сыгранных ({played})",
  "error.position-played-invalid": "{value} — не число сыгранных до записи взяток (от 1 до 12)",
  "error.position-tricks-sum":
    "взятки Севера–Юга ({NS}) и Востока–Запада ({EW}) в сумме не дают {played} сыгранных взяток",
  "error.trick-invalid": "{value} — не номер взятки (от 1 до 13)",
  "error.verb-true": "{name} должно быть true",
  "error.revoke-shape": 'ренонс записывается {"by": место, "trick": 1–13}, с "card", если карта известна',
  "error.revoke-not-in-play": "ещё не сыграно ни одной карты (этап: {phase}): ренонса нет",
  "error.award-tests-invalid":
    "{value}: проверки при решении судьи — список пунктов 70 (от 70A до 70E), каждый один раз, вместе с award",
  "error.revoke-trick-not-played":
    "{seat} ещё не сыграл во взятку {trick}: фальшренонс — это сыгранная карта (61A)",
  "error.revoke-named-in-record":
    "взятка {trick} записана вместе со сдачей: движок сам видит её ренонсы; обратите внимание, не называя ренонс",
  "error.play-restriction-shape":
    "ограничение розыгрыша — одно из: highest, lowest, require, prohibit, waive",
  "error.ruling-awaits": "ожидается решение: сначала выбирает {chooser}",
  "error.finding-needed":
    "сначала судья должен установить «{question}» для заявки события {about}: запишите это на том событии",
  "error.finding-not-applicable": "«{name}» относится только к заявке, заменяющей взятую назад",
  "error.must-repeat": "{seat} должен повторить свою заявку: {call} ({law})",
  "error.director-needed": "сначала судья должен вынести решение ({law})",
  "error.second-premature-replacement": "{seat} уже предложил замену",
  "error.replacement-not-legal": "{call} не может заменить недостаточное назначение ({law})",
  "error.change-too-late": "{seat} уже не может изменить заявку ({law})",
  "error.change-nothing-to-change": "{seat} ещё не сделал заявки, которую можно изменить",
  "option.87.replace-sufficient-or-pass": "Заменить достаточным назначением или пасом.",
  "option.87.keep-first": "Оставить в силе {call}.",
  "consequence.87.27B2-conventional":
    "Недостаточное назначение было конвенционным: при любой замене {seat} пасует до конца торговли, возможны наказания на ход (Правила 27B2, 26).",
  "consequence.87.no-double": "Заменять его контрой или реконтрой нельзя (Правило 27B).",
  "consequence.87.27B1a":
    "Замена на {call} (минимальное достаточное назначение в той же деноминации): без наказания, и {call} в этот раз считается натуральным (Правило 27B1(a)).",
  "consequence.87.27B2":
    "Любое другое достаточное назначение или пас: {seat} пасует до конца торговли, возможны наказания на ход (Правила 27B2, 26).",
  "consequence.87.natural-now":
    "Без наказания; назначение, которым заменено недостаточное, считается натуральным, что бы ни говорила система пары (Комментарий 27.6).",
  "consequence.87.lead-penalty":
    "Если нарушитель станет вистующим, разыгрывающий получает наказание на ход его партнёра (Правило 26).",
  "consequence.87.25B2":
    "Изменение аннулируется; нарушитель выбирает: оставить {original} ({seat} пасует в свою следующую очередь) или сделать другую заявку ({seat} пасует до конца торговли); в обоих случаях возможны наказания на ход (Правило 25B2).",
  "consequence.coor87.pass-out-of-rotation.rho":
    "Пас аннулируется, очередь возвращается: заявку делает {turn}; {offender} пасует в свою следующую очередь (Правило 30A, если назначений ещё не было; 30B1 — если были).",
  "consequence.coor87.pass-out-of-rotation.partner":
    "Пас аннулируется. Если назначений ещё не было, {offender} пасует в свою следующую очередь (30A). Если были, {offender} пасует до конца торговли, а {partner} в эту очередь не может контровать или реконтровать (30B2).",
  "consequence.coor87.pass-out-of-rotation.lho":
    "Пас аннулируется; {offender} пасует в свою следующую очередь (Правило 30A).",
  "consequence.coor87.bid-out-of-rotation.rho":
    "Назначение аннулируется, очередь возвращается: заявку делает {turn}. Если {turn} пасует, {offender} повторяет назначение без наказания (31A1). Если {turn} делает заявку, {partner} пасует один раз, когда {offender} повторит деноминацию, а иначе — до конца торговли, с наказаниями на ход (31A2).",
  "consequence.coor87.bid-out-of-rotation.partner":
    "Назначение аннулируется; {partner} пасует до конца торговли; возможны наказания на ход (Правило 31B).",
  "consequence.coor87.bid-out-of-rotation.lho":
    "Назначение аннулируется; {partner} пасует до конца торговли; возможны наказания на ход (Правило 31B).",
  "consequence.coor87.double-out-of-rotation.rho":
    "Контра аннулируется, очередь возвращается: заявку делает {turn}. Если {turn} пасует, {offender} повторяет контру (32B1); иначе {partner} пасует до конца торговли, с наказанием на ход (32B2).",
  "consequence.coor87.double-out-of-rotation.partner":
    "Контра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "consequence.coor87.double-out-of-rotation.lho":
    "Контра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "consequence.coor87.redouble-out-of-rotation.rho":
    "Реконтра аннулируется, очередь возвращается: заявку делает {turn}. Если {turn} пасует, {offender} повторяет реконтру (32B1); иначе {partner} пасует до конца торговли, с наказанием на ход (32B2).",
  "consequence.coor87.redouble-out-of-rotation.partner":
    "Реконтра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "consequence.coor87.redouble-out-of-rotation.lho":
    "Реконтра аннулируется; {partner} пасует до конца торговли; наказание на ход (Правило 32A).",
  "ruling.step.1987.27A":
    "Комментарий 27.7: сначала предложите выбор левому противнику; замену, сделанную раньше этого, аннулируйте.",
  "ruling.step.1987.27B":
    "{offender} должен заменить недостаточное назначение достаточным назначением или пасом (не контрой и не реконтрой). До выбора объясните все последствия (Комментарий 27.8).",
  "ruling.step.1987.25B2": "Изменение аннулировано; нарушитель выбирает своей следующей заявкой.",
  "ruling.step.1987.36":
    "Судья аннулирует контру или реконтру; нарушитель делает законную заявку, его партнёр пасует до конца торговли; возможны наказания на ход. Если левый противник уже сделал заявку, нарушение прощено (Правило 35A).",
  "ruling.step.1987.37":
    "Судья аннулирует заявку и заменяет её пасом; оба игрока виновной стороны пасуют до конца торговли. Если левый противник уже сделал заявку, всё остаётся в силе (Правило 35B).",
  "ruling.step.1987.38":
    "Судья аннулирует назначение и заменяет его пасом; оба игрока виновной стороны пасуют при каждой своей следующей очереди. Если левый противник уже сделал заявку, назначение аннулируется без наказания (Правило 35C).",
  "ruling.step.1987.39A":
    "Судья аннулирует заявки после заключительного паса; назначение, контра или реконтра вистующего может повлечь наказание на ход (Правило 39A, 39B).",
};

/** Every Russian message: the play period's and the rest (the app loads the two apart: web/i18n.ts). */
export const ru: Record<MessageKey, string> = /* @__PURE__ */ joinCatalogs(playRu, ruCore);
