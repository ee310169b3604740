/** English words of the penalty group of play laws (irregularities, options, consequences, steps). */
export const penaltyEn = {
  "irregularity.penalty-card-not-played": "a card played instead of a penalty card",
  "irregularity.several-penalty-cards": "two or more penalty cards that may be played",
  "irregularity.card-exposed": "an exposed card",
  "irregularity.premature-play": "a premature lead or play by a defender",
  "option.play-highest": "Require the offender's partner to play his highest card of the suit led.",
  "option.play-lowest": "Require the offender's partner to play his lowest card of the suit led.",
  "option.play-require-suit": "Require the offender's partner to play a card of another suit you name.",
  "option.play-prohibit-suit": "Forbid the offender's partner to play a card of another suit you name.",
  "option.play-waive": "Impose no restriction on the offender's partner.",
  "option.accept-card": "Accept the card played: it stands.",
  "option.refuse-card": "Do not accept it: the penalty card is played instead.",
  "option.designate": "Designate the penalty card to be played.",
  "consequence.57A-highest":
    "{partner} plays his highest card of the suit led (any card if he has none, Law 59).",
  "consequence.57A-lowest":
    "{partner} plays his lowest card of the suit led (any card if he has none, Law 59).",
  "consequence.57A-require": "{partner} plays a card of the suit declarer names, if he can (Law 59).",
  "consequence.57A-prohibit": "{partner} may not play a card of the suit declarer names.",
  "consequence.penalty-card-major": "The card played early ({card}) is a major penalty card (Law 50D).",
  "consequence.52B1-card-stands":
    "{offender}'s {card} stands; {penaltyCard} remains a major penalty card (Law 52B1(c)).",
  "consequence.52B2-penalty-card-played":
    "{offender} plays {penaltyCard} instead; {card} becomes a major penalty card (Law 52B2).",
  "consequence.51A-designated": "{card} is played.",
  "ruling.step.57D":
    "{offender} played at his right-hand opponent's turn a card he could legally play: it is played at his own turn, right after the card now due, with no rectification (Law 57D). The hand whose turn it is plays.",
  "ruling.step.57A":
    "{offender} played before his partner: his card is a major penalty card; declarer may restrict the partner's play to this trick.",
  "ruling.step.52B1(a)":
    "{offender} did not play his penalty card when he had to: declarer accepts the card played or requires the penalty card.",
  "ruling.step.51A": "{offender} has two or more penalty cards he may play: declarer designates which.",
  "question.accidental": "Was the card exposed unintentionally (Law 50B)?",
  "error.second-card-to-trick": "{seat} has already played to this trick ({card}): not a simultaneous play",
  "error.play-restriction-not-allowed": "declarer may not choose this restriction here ({law})",
  "error.designate-not-a-penalty-card": "{card} is not one of the penalty cards declarer may designate",
} as const;
