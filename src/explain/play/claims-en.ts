/** English words of the claims group of play laws (irregularities, options, consequences, steps). */
export const claimsEn = {
  "show.play": "Play",
  "show.play.trick": "Trick",
  "show.play.leader": "Lead",
  "show.play.winner": "Won",
  "show.play.unrecorded": "Tricks 1-{n} not recorded: North-South {ns}, East-West {ew}",
  "show.play.won": "Tricks won: North-South {ns}, East-West {ew}",
  "show.play.turn": "Next to play: {seat}",
  "show.play.penaltyCards": "Penalty cards",
  "show.play.penaltyCard.major": "{seat}: {card}, major (Law {law})",
  "show.play.penaltyCard.minor": "{seat}: {card}, minor (Law {law})",
  "show.play.revokes": "Revokes",
  "show.play.revoke": "{seat} on trick {trick} {card}",
  "show.play.established": "established",
  "show.play.notEstablished": "not established",
  "show.play.corrected": "corrected",
  "show.play.equity":
    "double dummy without it declarer {withoutRevoke}, with the transfer {afterTransfer} (64C)",
  "show.watchShort":
    "(the transfer leaves the non-offenders {tricks} short of double dummy without the revoke)",
  "show.play.transfer": "transfers {tricks}",
  "show.play.law": "Law {law}",
  "show.play.claim": "Claim: {seat}, {tricks} of {remaining} tricks",
  "show.play.concession": "Concession: {seat} concedes the {remaining} tricks left",
  "show.play.claim.pending": "awaiting the opponents",
  "show.play.claim.agreed": "agreed",
  "show.play.claim.disputed": "doubted, the director is called",
  "show.play.claim.void": "void, play continues",
  "show.play.claim.ruled": "the director awards {award} to the claimer's side",
  "show.play.claim.tests": "The tests the director found against the claimer: {tests}",
  "show.play.statement": "Statement: «{statement}»",
  "show.play.result": "Result: declarer {tricks} tricks (by play and claim: {byPlay})",
  "show.play.transferred": "{tricks} transferred to {side} (Law {law})",
  "show.play.score": "Score for {side}: {score}",
  "show.play.scoreZero": "Score: 0",
  "irregularity.claim": "claim or concession of tricks, play has ceased",
  "irregularity.disputed-claim": "claim or concession doubted",
  "option.claim-agree": "Agree to the claim",
  "option.claim-doubt": "Doubt the claim",
  "option.claim-object": "Object at once to partner's concession",
  "option.claim-award":
    "The director's award: the tricks of the remaining ones that go to the claimer's side",
  "consequence.claim-test-70A":
    "{law}: decide as equitably as possible to both sides; every doubtful point goes against the claimer ({remaining} tricks to award).",
  "consequence.claim-test-70C":
    "{law}: the claimer's opponents still hold {trumps}: a trick to them if the statement did not mention the trump, the claimer was probably unaware of it and a normal play could lose a trick to it.",
  "consequence.claim-test-70C-none":
    "{law}: no trump remains with the claimer's opponents (the outstanding-trump test does not arise).",
  "consequence.claim-test-70D1":
    "{law}: accept no successful line the claimer did not state if a normal line would do worse.",
  "consequence.claim-test-70D2":
    "{law}: accept no part of this defender's claim that depends on his partner choosing one of several normal plays.",
  "consequence.claim-test-70E1":
    "{law}: accept no unstated finesse or drop unless an opponent has already shown out of the suit or would on any normal line.",
  "consequence.claim-test-70E2":
    "{law}: where the statement left the order unclear, the order the regulating authority specifies (e.g. from the top down) applies.",
  "consequence.claim-test-70E-1987":
    "{law}: accept no unstated finesse or drop unless an opponent has shown out of the suit, would on any normal line, or not taking it would be irrational.",
  "consequence.claim-agreed":
    "The board is scored as if the claimed tricks had been played (Law {law}): declarer {tricks} tricks, score {score}.",
  "consequence.claim-director":
    "The director is called and nothing is done until he rules (Law {law}); he awards the tricks (Law {award}).",
  "consequence.claim-play-on":
    "Or, at the non-claiming side's request and with all four agreeing, play continues and the claim is void (Law {law}).",
  "consequence.claim-objected":
    "{partner} objects at once: there is no concession and play continues; the cards shown are not penalty cards (Law {law}).",
  "claims.claim": "{claimer} claims {tricks} of the {remaining} tricks not yet played (Law {law}).",
  "claims.concession": "{claimer} concedes all {remaining} tricks not yet played (Law {law}).",
  "claims.statement": "The claimer's statement (Law 68C): «{statement}».",
  "claims.no-statement": "No line of play was stated (Law 68C).",
  "claims.cards": "Cards not yet played:",
  "claims.hand": "  {seat}: {cards}",
  "claims.no-deal":
    "The deal is not recorded: have the claimer repeat his statement and the hands faced (Law 70B).",
  "claims.trumps": "Trumps the claimer's opponents still hold: {cards}.",
  "claims.no-trumps-out": "The claimer's opponents hold no trump.",
  "claims.trumps-count": "Trumps not yet played: {count}.",
  "claims.notrump": "Notrump: there are no trumps.",
  "claims.range":
    "All the claimed tricks: declarer {most} tricks ({mostScore}); none of them: {least} tricks ({leastScore}).",
  "claims.analysis":
    "The engine's proposal from the cards (not the ruling: the award is the director's): double dummy {dd}; on the worst normal line {normal}{basis}.",
  "claims.basis.trump": "the outstanding {card} ({seat}, Law {law})",
  "claims.basis.finesse": "{card} ({seat}), caught only by a finesse not stated (Law {law})",
  "claims.basis.line": "{card} ({seat}) on a line not stated (Law {law})",
  "claims.basis.best-play": "{card} ({seat}), lost with best play too (Law {law})",
  "claims.analysis.needs":
    "With the cards the engine proposes the tricks (double dummy and on the worst normal line): record the deal or enter the hands faced (Law 70B).",
  "claims.analysis.too-big":
    "The position is too big for the engine's budget ({limit}): no proposal was worked out.",
  "claims.analysis.gap":
    "A card of the trick in progress stands out of rotation with a hand still to play before it: the engine cannot set up the position, no proposal.",
  "claims.analysis.bigger":
    "The analysis stopped at its budget ({s} s): bridge-td replay --analysis-time SECONDS works it out with a bigger one (a full deal may take minutes).",
  "claims.limit.nodes": "positions searched",
  "claims.limit.time": "time",
  "error.claim-analysis-no-claim": "there is no claim to analyse",
  "error.faced-unreadable":
    "{value} is not the hands faced at a claim (a PBN deal of the cards left, such as N:AK.Q2.. - - -, - for a hand not faced)",
  "error.faced-card-twice": "{card} is faced twice at the claim",
  "error.faced-count":
    "{seat} faced {count} cards at the claim, but holds {expected} (one for each trick not played to)",
  "error.faced-card-played": "{card}, faced by {seat} at the claim, was already played to a trick",
  "error.faced-not-held": "{card}, faced by {seat} at the claim, is not among his cards in the recorded deal",
  "error.line-step-invalid":
    "{value} is not a step of a claim's line (a card such as SA, or a suit from the top such as H*)",
  "claims.test.normal": "Normal play includes play careless or inferior for the class of player involved.",
  "claims.play-on":
    "The non-claiming side may ask to play on; with all four agreeing the claim is void (Law 68D2(b)).",
  "claims.award":
    'The director enters his award: {"director": true, "award": n}, n = the tricks of the {remaining} remaining that go to {side}.',
  "error.claim-not-in-play": "{seat} cannot claim now: tricks are claimed during the play",
  "error.claim-by-dummy": "dummy ({seat}) cannot claim or concede tricks",
  "question.claimIntended":
    'Director: declarer faced his cards during the play. Did he mean to claim the tricks not yet played (Law 48B2)? Put "claimIntended": true or false on that spread event.',
  "error.spread-not-declarer":
    "{seat} cannot spread a hand now: declarer spreads his after an opening lead out of turn (54A) or faces it during the play (48B2)",
  "error.claim-too-many": "a claim of {tricks} tricks: only {remaining} are not yet played",
  "error.claim-answer-by-claimer":
    "{seat} is on the claimer's side: the opponents agree to a claim or doubt it",
  "error.claim-object-not-allowed":
    "{seat} cannot object: only a defender's partner objects, at once, to that defender's concession (Law 68B2)",
  "error.claim-pending": "play has ceased after the claim (Law 68D): the opponents agree or doubt it first",
  "error.claim-awaits-director": "the claim is doubted: the director rules first by an award (Law 70)",
  "error.no-claim-pending": "there is no claim to answer",
  "error.award-out-of-range": "an award of {award} tricks: only {remaining} were not played",
  "error.award-changes-nothing": "an award of {award} tricks changes nothing: that is what was agreed",
  "error.result-contradicts-claim":
    "the players' count, {tricks} tricks, is not what the claim settled ({agreed} tricks to declarer)",
  "error.result-contradicts-record":
    "the players' count, {tricks} tricks, contradicts the record: declarer has won {won} and can have at most {most}",
} as const;
