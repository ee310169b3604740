/** English words of the revokes group of play laws (irregularities, options, consequences, steps). */
export const revokesEn = {
  "irregularity.revoke": "revoke",
  "irregularity.defective-trick": "defective trick",
  "question.established": "Director: was the revoke established before attention was drawn to it (Law 63A)?",
  "question.trickWonBy": "Director: which player won the revoke trick (Law 64A)?",
  "question.laterTricks":
    "Director: how many tricks did the offending side win after the revoke trick (Law 64A)?",
  "question.heldSuitLed":
    "Director: did the offender hold a card of the suit led to the defective trick (Law 67B1)?",
  "question.tricks12and13":
    "Director: how many of the two last tricks does each side win when they are replayed (Law 62D1)?",
  "ruling.step.62A":
    "The revoke is not established: {offender} takes the card back and plays a legal card (Law 62A); a defender's card becomes a major penalty card (62B1). Then each non-offender may take back a card he played after the revoke (62C1).",
  "ruling.step.62C3":
    "Both sides revoked on this trick and only one side has played to the next: both revokes are corrected (Law 62C3); a defender's card becomes a penalty card; no trick is transferred (64B8).",
  "ruling.step.62D1":
    "A revoke on trick 12 is corrected even when established (Law 62D1): the director has the two last tricks replayed and counts them; no trick is transferred (64B6).",
  "ruling.step.64A":
    "The revoke is established (Law 63): the trick stands; the transfer of Law 64A turns on a fact the record does not show, which the director gives.",
  "note.attention-nothing":
    "Attention drawn: the record shows no irregularity for the engine to rule on, and nothing changes. Anything the record cannot show (a hesitation, a remark, an inquiry) is for the director to judge.",
  "error.revoke-exception-unknown": "{label} is not one of this code's Law 64B exceptions",
  "error.defective-trick-not-ruled":
    "a defective trick of this kind ({kind}) is not ruled by the engine yet (Law 67B2)",
  "error.revoke-correction-must-follow":
    "{seat} must follow suit ({suit}) in correcting the revoke (Law 62A)",
  "error.revoke-correction-awaited":
    "the revoke is being corrected: {seat} must first play a card in place of the one taken back (Law 62)",
  "error.revoke-card-not-withdrawn":
    "the revoke is not established and must be corrected first: {seat} takes the revoke card back (a withdraw event, or the director's event has it taken back) (Law 62A)",
  "error.illegal-inquiry-not-in-code":
    "this code has no rule for attention drawn by an illegal inquiry (1987/1997 Law 63B); for dummy who forfeited his rights use dummyForfeited (Law 43B2(b))",
  "error.revoke-finding-awaited":
    "the director's finding {question} is awaited (a director event carrying it)",
} as const;
