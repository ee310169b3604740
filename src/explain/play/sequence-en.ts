/** English words of the sequence group of play laws (43B, 45E, 45F, 46, 47E2(b), 60B): its errors. */
export const sequenceEn = {
  "error.designation-contradicts-card":
    "dummy's {card} is not the card declarer's words ({designation}) designate: {deemed} (Law 46B)",
  "error.designation-not-dummy":
    "{seat} is not dummy: only a card called from dummy has a designation (Law 46)",
  "error.designation-invalid": "{value} is not a designation (high, low, win, suit, rank)",
  "error.dummy-forfeited-not-dummy":
    "{seat} is not dummy: the finding dummyForfeited is on dummy's attention (Law 43B)",
  "error.not-named-not-dummy": "{seat} is not dummy: the finding notNamed is on dummy's withdraw (Law 45D)",
} as const;
