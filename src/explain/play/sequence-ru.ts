/** Русские слова группы порядка игры (43B, 45E, 45F, 46, 47E2(b), 60B): ошибки и основания 1987 года. */
export const sequenceRu = {
  "error.designation-contradicts-card":
    "карта болвана {card} — не та, что назвал разыгрывающий ({designation}): {deemed} (Закон 46B)",
  "error.designation-not-dummy":
    "{seat} — не болван: указание карты бывает только у карты болвана (Закон 46)",
  "error.designation-invalid": "{value} — не указание карты (high, low, win, suit, rank)",
  "error.dummy-forfeited-not-dummy":
    "{seat} — не болван: находка dummyForfeited относится к обращению внимания болваном (Закон 43B)",
  "error.not-named-not-dummy":
    "{seat} — не болван: находка notNamed относится к карте, которую болван возвращает (Закон 45D)",
} as const;
