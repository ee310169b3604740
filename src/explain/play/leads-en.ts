/** English words of the leads group of play laws (irregularities, options, consequences, steps). */
export const leadsEn = {
  "irregularity.opening-lead-out-of-turn": "faced opening lead out of turn",
  "irregularity.face-down-lead-out-of-turn": "face-down opening lead out of turn",
  "irregularity.lead-out-of-turn": "lead out of turn by a defender",
  "irregularity.declarer-lead-out-of-turn": "lead out of turn by declarer (from his hand or dummy)",
  "ruling.step.54":
    "Declarer chooses; explain every option first (Law 10C1). If declarer could have seen any of dummy's cards, he must accept (Law 54C).",
  "ruling.step.56": "Declarer accepts the lead or has it taken back (Law 56).",
  "ruling.step.55A":
    "Either defender may accept the lead or have it taken back; if they differ, the defender next in turn after the lead decides (Law 55A).",
  "ruling.step.47E1":
    "The player led because an opponent told him it was his turn: the card goes back with no rectification and may not be accepted (Law 47E1).",
  "ruling.step.2017.53A":
    "A lead out of turn to the thirteenth trick is never accepted: the card goes back and the right hand leads (footnote to Law 53A).",
  "question.beganSpread":
    'Director: declarer put a card face up while his choice over the opening lead out of turn was open. Did he expose it in beginning to spread his hand (then he spreads it all and becomes dummy, Law 54A), or not (no rectification, Law 48A; he still chooses)? Put "beganSpread": true or false on that expose event.',
  "question.properLead":
    "Director: was this card the player's own proper lead, or a card played to the lead out of turn (Law 53B; 1987: 53C)?",
  "option.leads.spread": "Spread his hand and become dummy (Law 54A).",
  "option.leads.accept-lead": "Accept the lead.",
  "option.leads.refuse-lead": "Do not accept the lead: it is taken back.",
  "option.leads.refuse-require-suit":
    "Refuse the lead, then require the suit of the card from the proper leader.",
  "option.leads.refuse-prohibit-suit": "Refuse the lead, then prohibit the suit of the card.",
  "option.leads.refuse-no-restriction": "Refuse the lead and impose no lead restriction.",
  "option.leads.require-suit": "Require the lead of the penalty card's suit (Law 50D2(a)).",
  "option.leads.prohibit-suit": "Prohibit the lead of the penalty card's suit (Law 50D2(a)).",
  "option.leads.no-restriction": "No lead restriction: the card stays a penalty card (Law 50D2(b)).",
  "consequence.leads.54A": "{seat} spreads his hand and becomes dummy; {declarer} becomes declarer.",
  "consequence.leads.declarer-now": "Declarer is now {declarer}; dummy is {seat}.",
  "consequence.leads.card-stands": "{seat}'s {card} stands as the lead.",
  "consequence.leads.next-to-play": "{seat} plays next.",
  "consequence.leads.54B1": "Dummy is spread; {seat} plays the second card from his own hand (Law 54B1).",
  "consequence.leads.54B2": "A second card played from dummy ({seat}) instead would stand (Law 54B2).",
  "consequence.leads.54D": "{seat} takes back the {card} (Law 54D).",
  "consequence.leads.major-penalty-card":
    "The {card} becomes a major penalty card of {seat}: he must play it at the first legal opportunity (Law {law}).",
  "consequence.leads.lead-option":
    "When {leader} is to lead, declarer may require or prohibit a lead in {suit}, or leave the card a penalty card (Law {law}).",
  "consequence.leads.require": "{leader} must lead {suit} (that lead only).",
  "consequence.leads.prohibit": "{leader} may not lead {suit} for as long as he keeps the lead.",
  "consequence.leads.picked-up": "{seat} picks up the {card}: it is no longer a penalty card.",
  "consequence.leads.stays-penalty-card": "{seat}'s {card} stays a major penalty card.",
  "consequence.leads.50D2":
    "The proper leader is the penalty card's owner's partner: {seat} then requires or prohibits its suit, or leaves the card (Law 50D2).",
  "consequence.leads.55B1":
    "{seat}'s card goes back to his hand with no further rectification; {leader} leads (Law 55B1).",
  "consequence.leads.55B2":
    "Declarer takes the card back and leads any card from the right hand, {seat} (Law 55B2).",
  "consequence.leads.watch": "The director reviews for damage at the end of play (Law {law}).",
  "error.lead-must-be-accepted": "{seat} could have seen dummy's cards: he must accept the lead (Law {law})",
  "error.no-face-down-lead": "{seat} has no face-down opening lead to face",
} as const;
