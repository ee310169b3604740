/** Слова реестра об апелляции (Законы 92-93), его настройках и правилах приватности, по-русски. */
import type { AppealKey } from "./appeal-en.js";

export const appealRu: Record<AppealKey, string> = {
  "register.appeal.body": "тело запроса должно быть объектом JSON",
  "register.settings.body": "настройки должны быть объектом JSON",
  "register.appeal.appellant": "«{key}» — сторона, подающая апелляцию: NS или EW",
  "register.appeal.deposit-required":
    "этот реестр требует залог при апелляции ({deposit}): укажите его в «{key}»",
  "register.appeal.concurrence":
    'Закон 92D: апелляция рассматривается только с согласия партнёра (парный турнир) или капитана команды (командный): укажите «{key}» как {"partner": "concurs"}, {"captain": "<имя>"} или {"individual": true}',
  "register.appeal.concurrence-one": "«{key}» — одно из: partner, captain или individual",
  "register.appeal.partner": "«{key}» — concurs (или, по своду 1987 года, absent)",
  "register.appeal.partner-absent":
    "Закон 92D (2017): партнёр должен сам согласиться на апелляцию; по своду 2017 года отсутствующий партнёр не считается согласным",
  "register.appeal.points":
    'Закон 93B3: изменённое решение называет рассмотренные вопросы и их род: укажите «{key}» как [{"kind": "fact"|"judgment"|"law", "point", "finding"}]',
  "register.appeal.points-list": "«{key}» — список от 1 до 20 рассмотренных вопросов",
  "register.appeal.point-kind": "«{key}» — fact (факт), judgment (оценка) или law (применение Законов)",
  "register.appeal.point-finding": "«{key}» — upheld, changed или recommend",
  "register.appeal.point-recommend":
    "«{key}»: рекомендовать судье можно только по вопросу применения Законов (Закон 93B3)",
  "register.appeal.law-point":
    "Закон 93B3: апелляционный комитет не может отменить решение судьи по вопросу применения Законов или регламента; он может рекомендовать судье изменить решение (finding: recommend)",
  "register.appeal.points-outcome":
    "вопросы не согласуются с исходом «{outcome}»: изменённое решение меняет хотя бы один вопрос факта или оценки, оставленное в силе — ни одного",
  "register.appeal.members": "«{key}» — список от 1 до 12 имён",
  "register.appeal.panel-one":
    "укажите либо апелляционный комитет (председателя и членов), либо рассматривающего судью, но не обоих",
  "register.appeal.outcome": "«{key}» — upheld (оставлено в силе) или changed (изменено)",
  "register.appeal.scoring": "«{key}» — matchpoints, cross-imps, butler или teams",
  "register.appeal.adjusted-missing":
    "изменённому решению нужен новый результат в «{key}» (скорректированный результат session@1)",
  "register.appeal.adjusted-upheld":
    "решение оставлено в силе, результат не меняется: «{key}» здесь не нужен",
  "register.appeal.adjusted": "новый результат не принят: {message}",
  "register.appeal.no-deposit": "залог с этой апелляцией не вносился: «{key}» здесь не нужен",
  "register.appeal.exists": "на это решение уже подана апелляция",
  "register.appeal.none": "на это решение апелляция не подавалась",
  "register.appeal.late":
    "срок апелляции на это решение истёк: реестр допускает {minutes} мин. от {from} (решение за столом или конец сессии; Закон 92B)",
  "register.appeal.state": "апелляция в состоянии «{state}»: этот шаг сейчас невозможен",
  "register.appeal.account": "«{name}» — не учётная запись апелляционного комитета этого реестра",
  "register.appeal.approved": 'укажите "approved": true, чтобы одобрить публикацию решения',
  "register.settings.from": "«{key}» — ruling (от решения за столом) или session-end (от конца сессии)",
  "register.settings.minutes": "«{key}» — целое число минут от 0 до 525600",
  "register.settings.deposit": "«{key}» — залог текстом (до 60 знаков) или null",
  "register.settings.privacy": "«{key}» — shown (показывать) или removed (убирать)",
  "appeal.title": "Апелляция",
  "appeal.appellant": "Апеллянт",
  "appeal.side.NS": "Север-Юг",
  "appeal.side.EW": "Восток-Запад",
  "appeal.lodgedAt": "Подана",
  "appeal.grounds": "Основания",
  "appeal.deposit": "Залог",
  "appeal.committee": "Апелляционный комитет",
  "appeal.chairman": "Председатель",
  "appeal.members": "Члены",
  "appeal.reviewer": "Рассматривающий судья",
  "appeal.hearing": "Обстоятельства, установленные при рассмотрении",
  "appeal.decision": "Решение",
  "appeal.upheld": "Решение судьи оставлено в силе.",
  "appeal.changed": "Решение судьи изменено.",
  "appeal.newScore": "Новый результат",
  "appeal.depositFate": "Залог",
  "appeal.deposit.returned": "возвращён",
  "appeal.deposit.forfeited": "не возвращён",
  "appeal.comments": "Комментарии комитета",
  "appeal.state": "Состояние",
  "appeal.state.lodged": "подана, ждёт комитета",
  "appeal.state.heard": "на рассмотрении комитета",
  "appeal.state.decided": "решена, ждёт одобрения публикации администратором",
  "appeal.state.approved": "решена, публикация одобрена",
  "appeal.score.artificial": "Искусственный скорректированный результат ({lawWord} {law}): NS {ns}, EW {ew}",
  "appeal.score.assigned": "Назначенный скорректированный результат ({lawWord} {law}): {result}",
  "appeal.score.weighted": "Взвешенный скорректированный результат ({lawWord} {law}): {parts}",
  "appeal.score.split": "Раздельный результат ({lawWord} {law}): NS {ns}; EW {ew}",
  "appeal.director": "судья",
  "page.published": "Опубликовано в сборнике решений.",
  "page.history.appeal.lodged": "подана апелляция",
  "page.history.appeal.panel": "апелляция: назначен комитет",
  "page.history.appeal.decided": "апелляция решена",
  "page.history.appeal.approved": "публикация решения по апелляции одобрена",
};
