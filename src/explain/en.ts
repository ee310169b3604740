/** English message catalog. Keys are the ids the engine emits; `{name}` is filled from params. */
import { joinCatalogs } from "./core.js";
import { playEn } from "./play-en.js";

/**
 * The words of all but the play period's laws (those are src/explain/play-en.ts): what the app loads before
 * it first draws (web/words-en.ts).
 */
export const enCore = {
  // Seats and sides
  "seat.N": "North",
  "seat.E": "East",
  "seat.S": "South",
  "seat.W": "West",
  "side.NS": "North-South",
  "side.EW": "East-West",

  // Irregularities
  "strain.NT": "NT",
  "call.P": "pass",
  "call.X": "double",
  "call.XX": "redouble",
  "irregularity.insufficient-bid": "insufficient bid",
  "irregularity.pass-out-of-rotation": "pass out of rotation",
  "irregularity.bid-out-of-rotation": "bid out of rotation",
  "irregularity.double-out-of-rotation": "double out of rotation",
  "irregularity.redouble-out-of-rotation": "redouble out of rotation",
  "irregularity.inadmissible-double": "inadmissible double",
  "irregularity.inadmissible-redouble": "inadmissible redouble",
  "irregularity.bid-above-seven": "bid above the seven level",
  "irregularity.call-after-final-pass": "call after the final pass",
  "irregularity.call-violating-obligation": "call by a player who is required to pass",
  "irregularity.change-of-call": "change of call",

  // Rulings
  "ruling.open": "Irregularity by {offender}: {irregularity} ({call}). Law {law} applies.",
  "ruling.reconstructed":
    "Note: Law {law} is applied as reconstructed, not checked word for word against the law book ({basis}).",
  "ruling.held": "Calls made since, which the director's ruling decides: {calls}.",
  "ruling.open.1987": "Irregularity by {offender}: {irregularity} ({call}). Law {law} applies.",
  "ruling.open.claim": "{offender} has claimed or conceded ({call}). Law {law} applies.",
  "ruling.open.claim.1987": "{offender} has claimed or conceded ({call}). Law {law} applies.",
  "ruling.open.disputed-claim":
    "{offender} has claimed or conceded ({call}); the claim is doubted. Law {law} applies.",
  "ruling.open.disputed-claim.1987":
    "{offender} has claimed or conceded ({call}); the claim is doubted. Law {law} applies.",
  "ruling.director.claim": "Nobody has an option: the director decides the result.",
  "ruling.chooser": "{chooser} chooses now.",
  "ruling.chooserSideNow": "{side} choose now (either of them may answer).",
  "ruling.director": "The director applies the law; nobody has an option.",
  "option.accept": "Accept the call: it stands and the auction continues from it.",
  "option.refuse": "Do not accept the call.",
  "question.comparable": "Director: is the replacement call comparable to the withdrawn call (Law 23A)?",
  "question.artificial": "Director: was the call artificial by partnership agreement?",
  "question.unintended": "Director: was the call a mechanical slip rather than a change of mind (Law 25A)?",
  "question.sameMeaning":
    "Director: does the repeated call have substantially the same meaning as the withdrawn one?",
  "question.suits": "Director: which suits did the call specify?",
  "question.comparable.named":
    "Director: is {by}'s {call} comparable to the withdrawn {withdrawn} (Law 23A)?",
  "question.sameMeaning.named":
    "Director: does {by}'s {call} have practically the same meaning as the withdrawn {withdrawn} (Commentary 26.2, 29.4)?",
  "question.artificial.call": "Director: was {by}'s {call} artificial by partnership agreement?",
  "question.unintended.call":
    "Director: was {by}'s {call} a mechanical slip rather than a change of mind (Law 25A)?",
  "question.suits.call": "Director: which suits did {by}'s {call} specify?",

  // State display
  "show.board": "Board {board}",
  "show.edition": "Laws of {edition}",
  "show.dealer": "Dealer {dealer}",
  "show.vulnerability": "Vulnerable: {vulnerability}",
  "show.vul.None": "none",
  "show.vul.NS": "North-South",
  "show.vul.EW": "East-West",
  "show.vul.All": "both sides",
  "show.auction": "Auction",
  "show.cancelled": "Cancelled calls",
  "show.cancelledEntry": "{seat}: {call} (Law {law})",
  "show.obligations": "Obligations",
  "show.mustPass.next-turn": "{seat} must pass at the next turn (Law {law})",
  "show.mustPass.throughout": "{seat} must pass for the rest of the auction (Law {law})",
  "show.mustCall": "{seat} must call {call} (Law {law})",
  "show.mayNotCall": "{seat} may not {calls} at the next turn (Law {law})",
  "show.contract": "Contract: {contract} by {declarer}",
  "show.passedOut": "Passed out",
  "show.turn": "Next to call: {seat}",
  "show.leader": "Opening lead: {seat}",
  "show.lead": "Opening lead: {card} by {seat}",
  "show.leadRestrictions": "Lead restrictions",
  "show.leadRestriction": "Declarer may prohibit {leader} from leading one of {suits} (Law {law})",
  "show.leadRestriction.require":
    "Declarer may require or prohibit {leader}'s lead of one of {suits} (Law {law})",
  "show.leadRestriction.chosen": "Declarer chose: {choice}",
  "show.choice.prohibit": "prohibit a lead in {suit}",
  "show.choice.require": "require a lead in {suit}",
  "show.choice.waive": "no restriction",
  "show.watch": "At the end of play, check for damage",
  "show.watchEntry": "{side}: Law {law}",
  "show.ruling": "Ruling",
  "show.implied": "(compulsory pass)",
  "show.error": "Stopped at event {event}: {message}",

  // Errors (bad input)
  "error.json-invalid": "the file is not valid JSON ({detail})",
  "error.part-unavailable":
    "this part of the app ({part}) could not be loaded: open the app once with the network on",
  "error.part-loading":
    "loading the part of the app for the play ({part}): what was entered shows as soon as it has come",
  "error.log-not-object": "a table log must be a JSON object",
  "error.duplicate-key": 'the key "{name}" is written twice in one object',
  "error.log-is-session": 'this is a session (session@1), not a table log: score it with "bridge-td session"',
  "error.unknown-key": 'unknown key "{name}"',
  "error.missing-key": 'the key "{name}" is required',
  "error.format-unsupported": 'format {value} is not supported (expected "table-log@1")',
  "error.edition-unknown": 'edition {value} is unknown (use "2017" or "1987")',
  "error.board-invalid": "board {value} is not a board number (1 or more)",
  "error.seat-invalid": "{value} is not a seat (N, E, S or W)",
  "error.vulnerability-invalid": "{value} is not a vulnerability (None, NS, EW or All)",
  "error.type-string": '"{name}" must be a string',
  "error.type-array": '"{name}" must be an array',
  "error.type-object": '"{name}" must be an object',
  "error.type-boolean": '"{name}" must be true or false',
  "error.event-not-object": "the event is not a JSON object",
  "error.event-no-verb": "the event has no verb (call, change, accept, director, leadRestriction or lead)",
  "error.event-two-verbs": 'the event has two verbs, "{first}" and "{second}"',
  "error.event-not-supported":
    '"{name}" events belong to the play period, which this version does not yet follow',
  "error.director-true": '"director" must be true',
  "error.call-unreadable": '"{call}" is not a call (write P, X, XX or a bid such as 1C, 3NT)',
  "error.call-level-zero": '"{call}" is not a call: a bid names at least one trick',
  "error.card-unreadable": '"{card}" is not a card (write the suit then the rank, e.g. SK, H2, DT)',
  "error.suits-invalid": '{value} is not a list of distinct suits (C, D, H, S) or "unknown"',
  "error.side-invalid": "{value} is not a side (NS or EW)",
  "error.note-law-invalid": "{value} is not a law paragraph (64C, 16B1(a)...)",
  "error.note-too-long": "a note may hold at most {max} characters",
  "error.suit-invalid": "{value} is not a suit (C, D, H or S)",
  "error.lead-restriction-shape":
    'a lead restriction is {"prohibit": suit}, {"require": suit} or {"waive": true}',
  "error.deal-no-first-seat":
    "the deal must start with the first seat and a colon, e.g. N:AK97.Q42.J5.AT83 ...",
  "error.deal-hand-count": "the deal has {count} hands; it needs 4",
  "error.deal-suit-count": '{seat}\'s hand "{hand}" has {count} suits; it needs 4 separated by dots',
  "error.deal-bad-rank": '{seat} holds "{rank}" in {suit}, which is not a rank',
  "error.deal-card-twice": "{card} is dealt twice (to {other} and {seat})",
  "error.deal-hand-size": "{seat} holds {count} cards; every hand holds 13",
  "error.call-after-auction-period": "{seat} calls after the opening lead; the auction period is over",
  "error.no-lead-restriction-pending": "no lead restriction awaits declarer's choice",
  "error.lead-restriction-not-declarer": "only declarer ({declarer}) chooses a lead restriction, not {seat}",
  "error.lead-restriction-require-not-allowed":
    "under this law declarer may only prohibit a suit, not require {suit}",
  "error.lead-restriction-contradicts":
    "declarer has already chosen a restriction for this lead (Law {law}) that a choice of {suit} would contradict",
  "error.lead-restriction-suit-not-allowed": "declarer may choose only among {suits}, not {suit}",
  "error.lead-not-due": "no opening lead is due now (phase: {phase})",
  "error.lead-wrong-player": "{seat} is not on lead; the opening leader is {leader}",
  "error.lead-restriction-not-chosen": "declarer must first choose the lead restriction for {seat}",
  "error.card-not-held": "{seat} does not hold {card}",
  "error.rectification-not-implemented": "the {edition} rectification under Law {law} is not implemented yet",
  "error.contract-unreadable": '"{contract}" is not a contract (write e.g. 4S, 3NTX, 1NTXX)',
  "error.contract-level": '"{contract}": a contract is at level 1 to 7',
  "error.tricks-out-of-range": "tricks must be a whole number from 0 to 13",
  "error.where.event": "event {event}",
  "error.where.key": 'key "{key}"',
  "option.replace-lowest": "Replace it with {call}, the lowest sufficient bid in the same denomination.",
  "option.replace-comparable": "Replace it with a comparable call (the director decides, Law 23A).",
  "option.replace-other": "Replace it with any other legal call.",
  "option.replace-any": "Replace it with any legal call.",
  "option.accept-change": "Accept the change: the new call stands.",
  "option.refuse-change": "Do not accept the change: the first call stands.",
  "consequence.call-stands": "{call} stands as if it were legal.",
  "consequence.lho-calls-next": "{seat} calls next.",
  "consequence.27B1a":
    "If replaced by {call} (same denomination, lowest sufficient): no further rectification (Law 27B1(a)).",
  "consequence.27B1b": "If replaced by a comparable call: no further rectification (Law 27B1(b)).",
  "consequence.27B2":
    "Any other bid or pass: {seat} must pass for the rest of the auction; declarer may prohibit a lead (Laws 27B2, 26B).",
  "consequence.27B3":
    "A double or redouble (unless comparable) is cancelled; {seat} must then pass for the rest of the auction (Law 27B3).",
  "consequence.no-rectification": "No further rectification.",
  "consequence.watch": "The director reviews for damage at the end of play (Law {law}).",
  "consequence.partner-barred-throughout": "{seat} must pass for the rest of the auction.",
  "consequence.partner-barred-next-turn": "{seat} must pass at his next turn.",
  "consequence.lead-restriction-26B":
    "If the offender becomes a defender, declarer may prohibit his partner's lead of one suit the offender did not show (Law 26B).",
  "consequence.bar-already":
    "{seat} is already barred for the rest of the auction; no further rectification.",
  "consequence.change-stands": "{original} is withdrawn and {call} stands.",
  "consequence.original-stands": "The change is cancelled and {original} stands.",
  "consequence.coor.pass-out-of-rotation.rho":
    "The pass is cancelled; it reverts to {turn}; {offender} must pass at his next turn (Law 30A).",
  "consequence.coor.pass-out-of-rotation.partner":
    "The pass is cancelled; {partner} calls freely (Law 30B1(a)); if {offender}'s next call is not comparable, {partner} must pass once (Law 30B1(b)).",
  "consequence.coor.pass-out-of-rotation.lho":
    "The pass is cancelled; {turn} calls; if {offender}'s next call is not comparable, {partner} must pass once (Law 30B1(b)).",
  "consequence.coor.bid-out-of-rotation.rho":
    "The bid is cancelled; it reverts to {turn}. If {turn} passes, {offender} must repeat the bid (Law 31A1); otherwise a non-comparable call by {offender} makes {partner} pass once (Law 31A2).",
  "consequence.coor.bid-out-of-rotation.partner":
    "The bid is cancelled; {partner} calls freely (Law 31B1); if {offender}'s next call is not comparable, {partner} must pass once (Law 31B2).",
  "consequence.coor.bid-out-of-rotation.lho":
    "The bid is cancelled; {turn} calls; if {offender}'s next call is not comparable, {partner} must pass once (Law 31B2).",
  "consequence.coor.double-out-of-rotation.rho":
    "The double is cancelled; it reverts to {turn}. If {turn} passes, {offender} must repeat it (Law 32A1); otherwise a non-comparable call makes {partner} pass once (Law 32A2).",
  "consequence.coor.double-out-of-rotation.partner":
    "The double is cancelled; {partner} calls freely (Law 32B1); a non-comparable later call by {offender} makes {partner} pass once (Law 32B2).",
  "consequence.coor.double-out-of-rotation.lho":
    "The double is cancelled; {turn} calls; a non-comparable later call by {offender} makes {partner} pass once (Law 32B2).",
  "consequence.coor.redouble-out-of-rotation.rho":
    "The redouble is cancelled; it reverts to {turn}. If {turn} passes, {offender} must repeat it (Law 32A1); otherwise a non-comparable call makes {partner} pass once (Law 32A2).",
  "consequence.coor.redouble-out-of-rotation.partner":
    "The redouble is cancelled; {partner} calls freely (Law 32B1); a non-comparable later call by {offender} makes {partner} pass once (Law 32B2).",
  "consequence.coor.redouble-out-of-rotation.lho":
    "The redouble is cancelled; {turn} calls; a non-comparable later call by {offender} makes {partner} pass once (Law 32B2).",
  "ruling.step.27B":
    "{offender} must replace the insufficient bid with a legal call. Explain the consequences of each choice before he chooses.",
  "ruling.step.27B4":
    "{offender} tried to replace it with another insufficient bid; LHO may accept that one.",
  "ruling.step.25B2":
    "The change of call came too late to be accepted; the director cancels it and the first call stands.",
  "ruling.step.36B1":
    "When the director rules: the inadmissible call is cancelled, the offender makes a legal call and his partner must pass for the rest of the auction. If LHO has called in the meantime, everything from the inadmissible call on is cancelled instead (Law 36A).",
  "ruling.step.36B4":
    "When the director rules: the call is cancelled, the auction reverts to the player whose turn it was, and the offender's partner must pass for the rest of the auction (Law 36B4).",
  "ruling.step.37B1":
    "When the director rules: the call is cancelled, a pass substituted, and both players of the offending side must pass for the rest of the auction. If LHO has called in the meantime, everything stands (Law 37A).",
  "ruling.step.38B":
    "When the director rules: the bid and every later call are cancelled, a pass is substituted, and both players of the offending side must pass for the rest of the auction (Law 38).",
  "ruling.step.39A": "When the director rules: every call after the final pass is cancelled (Law 39A).",
  "error.no-option": "{seat} has no option to accept here",
  "error.engine-loop": "the engine could not finish ruling on this event (a defect: please report the log)",
  "error.event-not-typed":
    "not an event: give a table-log event as the engine reads it (see validateTableLog)",
  "error.log-too-large": "the file is too large for a table log (at most {max} characters)",
  "error.dd-time-limit": "the double-dummy search passed its time limit ({ms} ms)",
  "error.dd-node-limit": "the double-dummy search passed its limit of {nodes} positions",
  "error.dd-hand-size": "{seat} holds {count} cards, the others {expected}",
  "error.dd-no-cards": "the position has no cards left to play",
  "error.dd-card-not-held": "card {index} of the play, {card}, is not in {seat}'s hand",
  "error.dd-trace-mid-trick":
    "a play trace starts from a trick's beginning, not with {count} cards in the trick",
  "error.dd-hand-missing": "{seat}'s hand is missing",
  "error.dd-card-unreadable": '"{card}" is not a card',
  "error.dd-card-twice": "{card} is dealt twice",
  "error.dd-strain": '"{strain}" is not a strain (S, H, D, C or NT)',
  "error.dd-seat": '"{seat}" is not a seat (N, E, S or W)',
  "error.dd-trick-size": "a trick in progress holds 0 to 3 cards, not {count}",
  "error.log-too-many-events": "the log has {count} events; a table log holds at most {max}",
  "error.card-played-already": "{seat}'s {card} has been played already",
  "error.play-not-due": "no card can be played now (phase: {phase})",
  "error.event-not-in-auction": "a {name} event belongs to the play period, not the auction",
  "error.event-not-implemented": "the engine does not yet rule on a {name} event in this code",
  "error.card-out-of-turn": "{seat} played out of turn ({leader} was to play): not yet ruled in this code",
  "error.result-already": "the result of this board has been recorded already",
  "error.result-not-in-play":
    "a result counts the tricks played: none before the opening lead or on a passed-out board (phase: {phase})",
  "error.exception-invalid": "{value} is not one of the exceptions 64B1-64B8",
  "error.defective-trick-shape":
    'a defective trick is written {"trick": 1-13, "by": seat, "kind": "no-card" or "extra-card"}',
  "error.tricks12and13-shape":
    'the count of the last two tricks is written {"NS": n, "EW": m} with n + m = 2',
  "error.tricks-invalid": "{value} is not a number of tricks (0 to 13)",
  "error.position-not-due":
    "the position of the play can be given where the opening lead is due, or in the play with no ruling open (phase: {phase})",
  "error.position-behind-record":
    "the position must come after the play recorded: trick {trick} is recorded, North-South have {NS} tricks and East-West {EW}",
  "error.position-before-revoke":
    "a revoke is named on trick {trick}: the position must count that trick among the tricks played ({played})",
  "error.position-played-invalid": "{value} is not a number of tricks played before the record (1 to 12)",
  "error.position-tricks-sum": "NS {NS} and EW {EW} tricks do not add up to the {played} tricks played",
  "error.trick-invalid": "{value} is not a trick number (1 to 13)",
  "error.verb-true": "{name} must be true",
  "error.revoke-shape": 'a revoke is written {"by": seat, "trick": 1-13}, with "card" where it is known',
  "error.revoke-not-in-play": "no card has been played yet (phase: {phase}): there is no revoke to name",
  "error.award-tests-invalid":
    "{value}: the tests of an award are a list of Law 70 paragraphs (70A to 70E), each once, with the award",
  "error.revoke-trick-not-played": "{seat} has not played to trick {trick}: a revoke is a card played (61A)",
  "error.revoke-named-in-record":
    "trick {trick} is in the record with the deal: the engine knows its revokes; draw attention without naming one",
  "error.play-restriction-shape": "a play restriction is one of highest, lowest, require, prohibit or waive",
  "error.ruling-awaits": "a ruling is pending: {chooser} must choose first",
  "error.finding-needed":
    "the director must first say whether the call at event {about} is {question}: put the finding on that event",
  "error.finding-not-applicable": '"{name}" applies only to a call that replaces a withdrawn one',
  "error.must-repeat": "{seat} must repeat {call} (Law {law})",
  "error.director-needed": "the director must first rule under Law {law}",
  "error.second-premature-replacement": "{seat} has already offered a replacement",
  "error.replacement-not-legal": "{call} cannot replace the insufficient bid (Law {law})",
  "error.change-too-late": "{seat} can no longer change a call (Law {law})",
  "error.change-nothing-to-change": "{seat} has no call to change",
  "option.87.replace-sufficient-or-pass": "Replace it with a sufficient bid or a pass.",
  "option.87.keep-first": "Let {call} stand.",
  "consequence.87.27B2-conventional":
    "The insufficient bid was conventional: whatever the correction, {seat} must pass for the rest of the auction, with lead penalties (Laws 27B2, 26).",
  "consequence.87.no-double": "It may not be replaced by a double or redouble (Law 27B preamble).",
  "consequence.87.27B1a":
    "Corrected to {call} (same denomination, lowest sufficient): no penalty, and {call} is natural this time (Law 27B1(a)).",
  "consequence.87.27B2":
    "Any other sufficient bid or a pass: {seat} must pass for the rest of the auction, with lead penalties (Laws 27B2, 26).",
  "consequence.87.natural-now":
    "No penalty; the corrected bid is natural whatever the system says (Commentary 27.6).",
  "consequence.87.lead-penalty":
    "If the offender becomes a defender, declarer gets a lead penalty on his partner (Law 26).",
  "consequence.87.25B2":
    "The change is cancelled; the offender then chooses: let {original} stand ({seat} passes at his next turn) or make another call ({seat} passes for the rest of the auction); lead penalties either way (Law 25B2).",
  "consequence.coor87.pass-out-of-rotation.rho":
    "The pass is cancelled; it reverts to {turn}; {offender} must pass at his next turn (Law 30A before any bid, 30B1 after).",
  "consequence.coor87.pass-out-of-rotation.partner":
    "The pass is cancelled. Before any bid: {offender} passes at his next turn (30A). After a bid: {offender} passes for the rest of the auction and {partner} may not double or redouble at that turn (30B2).",
  "consequence.coor87.pass-out-of-rotation.lho":
    "The pass is cancelled; {offender} must pass at his next turn (Law 30A).",
  "consequence.coor87.bid-out-of-rotation.rho":
    "The bid is cancelled; it reverts to {turn}. If {turn} passes, {offender} repeats it without penalty (31A1). If {turn} calls: {partner} passes once if {offender} repeats the denomination, otherwise for the rest of the auction, with lead penalties (31A2).",
  "consequence.coor87.bid-out-of-rotation.partner":
    "The bid is cancelled; {partner} must pass for the rest of the auction; lead penalties may apply (Law 31B).",
  "consequence.coor87.bid-out-of-rotation.lho":
    "The bid is cancelled; {partner} must pass for the rest of the auction; lead penalties may apply (Law 31B).",
  "consequence.coor87.double-out-of-rotation.rho":
    "The double is cancelled; it reverts to {turn}. If {turn} passes, {offender} repeats it (32B1); otherwise {partner} passes for the rest of the auction, with a lead penalty (32B2).",
  "consequence.coor87.double-out-of-rotation.partner":
    "The double is cancelled; {partner} must pass for the rest of the auction; lead penalty (Law 32A).",
  "consequence.coor87.double-out-of-rotation.lho":
    "The double is cancelled; {partner} must pass for the rest of the auction; lead penalty (Law 32A).",
  "consequence.coor87.redouble-out-of-rotation.rho":
    "The redouble is cancelled; it reverts to {turn}. If {turn} passes, {offender} repeats it (32B1); otherwise {partner} passes for the rest of the auction, with a lead penalty (32B2).",
  "consequence.coor87.redouble-out-of-rotation.partner":
    "The redouble is cancelled; {partner} must pass for the rest of the auction; lead penalty (Law 32A).",
  "consequence.coor87.redouble-out-of-rotation.lho":
    "The redouble is cancelled; {partner} must pass for the rest of the auction; lead penalty (Law 32A).",
  "ruling.step.1987.27A": "Commentary 27.7: first offer LHO his option; cancel any premature replacement.",
  "ruling.step.1987.27B":
    "{offender} must replace the insufficient bid with a sufficient bid or a pass (not a double or redouble). Explain every consequence before he chooses (Commentary 27.8).",
  "ruling.step.1987.25B2": "The change is cancelled; the offender now chooses by his next call.",
  "ruling.step.1987.36":
    "When the director rules: the double or redouble is cancelled, the offender makes a legal call, his partner passes for the rest of the auction; lead penalties may apply. If LHO has called meanwhile, it is condoned (Law 35A).",
  "ruling.step.1987.37":
    "When the director rules: the call is cancelled, a pass substituted, and both offenders pass for the rest of the auction. If LHO has called meanwhile, everything stands (Law 35B).",
  "ruling.step.1987.38":
    "When the director rules: the bid is cancelled, a pass substituted, both offenders pass at every later turn. If LHO has called meanwhile: cancelled without penalty (Law 35C).",
  "ruling.step.1987.39A":
    "When the director rules: calls after the final pass are cancelled; a defender's bid, double or redouble may bring a lead penalty (Law 39A, 39B).",
} as const;

/** Every English message: the play period's and the rest (the app loads the two apart: web/i18n.ts). */
export const en = /* @__PURE__ */ joinCatalogs(playEn, enCore);

export type MessageKey = keyof typeof en;
