/**
 * What a law decides, as data: the effects the reducer applies (in order, in one loop) and the follow-up
 * events it then dispatches. A law reads the state and returns an Outcome; it never writes the state and
 * never calls the reducer. The reducer (src/table/) is the only code that writes a state.
 */
import { type Call, formatCall } from "../core/call.js";
import type { Seat } from "../core/seat.js";
import type { FindingName, Findings, PlayFindingName, TableEvent } from "./events.js";
import type { CallEvent, CardEvent, CardIrregular, Irregular } from "./rules.js";
import type {
  AuctionEntry,
  Awaiting,
  HeldCall,
  Irregularity,
  LeadCandidate,
  Obligation,
  Pending,
  Period,
  Place,
  QuestionSubject,
  RulingOption,
  TableState,
} from "./state.js";
import type { PlayVerb } from "./verbs.js";

/** The working-memory and auction keys a law may replace whole, with a value it computed. */
export type SettableKey =
  | "tricks"
  | "tricksWon"
  | "penaltyCards"
  | "playRestrictions"
  | "revokes"
  | "claim"
  | "result"
  | "score"
  | "dummy"
  | "auction"
  | "obligations"
  | "awaiting"
  | "leadCandidates"
  | "suspended"
  | "leadRestrictions"
  | "contract"
  | "declarer"
  | "lead"
  | "faceDownLead"
  | "unrecorded";

export type Effect =
  /** A withdrawn or cancelled call, with the paragraph that rules its consequence. */
  | { kind: "cancel"; by: Seat; call: string; law: string }
  /** The last `cancelled` entry of this call under `from` is now ruled by `to`. */
  | { kind: "relabel"; by: Seat; call: string; from: string; to: string }
  /** A law for the director to review at the end of play (one entry per side and law). */
  | { kind: "flag"; offender: Seat; law: string }
  /** A compulsory pass: at the next turn, or for the rest of the auction. */
  | { kind: "bar"; seat: Seat; mustPass: "next-turn" | "throughout"; law: string }
  | { kind: "obligate"; obligation: Obligation }
  /** A withdrawn call that may bring a lead restriction (Law 26) if its maker becomes a defender. */
  | { kind: "leadCandidate"; candidate: LeadCandidate }
  /** A ruling is opened (or moves to its next step): the pending procedure and the options shown. */
  | { kind: "open"; pending: Pending; options: RulingOption[] }
  /** The pending procedure's memory changes without a new ruling being shown. */
  | { kind: "pending"; pending: Pending }
  /** A call made while the director is awaited is held (Laws 36-39). */
  | { kind: "hold"; call: HeldCall; lhoCalled: boolean }
  /** The ruling is over (the period goes on as it is). */
  | { kind: "close" }
  /** The Laws turn on a finding the log does not give: the state asks for it on event `about`. */
  | {
      kind: "ask";
      question: FindingName | PlayFindingName;
      about: number;
      /** The call the question is about (made by `by` at event `about`) and, for comparability, the withdrawn call. */
      subject?: QuestionSubject;
      context: { irregularity: Irregularity; offender: Seat; call: string; law: string };
    }
  /**
   * A call stands: appended, its maker's next-turn obligations spent, the turn moves on or the auction
   * ends; then the edition's hook (end of the auction, or after a call) unless `hooks` is false.
   */
  | { kind: "stand"; entry: AuctionEntry; hooks?: false }
  /** A pass the engine enters for a barred player (28A skip; 37B/38C substitution), his turn spent. */
  | { kind: "impliedPass"; seat: Seat; place?: Place }
  /**
   * The auction goes on from the calls that stand (and may have ended: then the hook, if `hooks`).
   * `revert: false`: the calls stand as they are (2017 36C), so the hook makes no 17D3/34 reversal.
   */
  | { kind: "resume"; hooks: boolean; revert?: false }
  /** The edition's end-of-auction hook, now. */
  | { kind: "endOfAuction" }
  /** The edition's after-a-call hook for the entry at `index` of the auction. */
  | { kind: "afterStand"; index: number }
  /** A consequence now waits for a later call (appended to `awaiting`). */
  | { kind: "await"; awaiting: Awaiting }
  /** The 25A6 windows close (LHO may no longer take back the call he made over a corrected slip). */
  | { kind: "closeWindows" }
  /** The opening lead is faced: the play period begins (tricks, dummy, penalty cards...). */
  | { kind: "startPlay" }
  /** A card stands in the trick in progress (`implied`: entered at its maker's turn, 57D). */
  | { kind: "card"; by: Seat; card: string; implied?: true }
  /** The play is over (the last trick, an agreed claim, the players' result): the edition scores it. */
  | { kind: "endOfPlay" }
  | { kind: "turn"; seat: Seat | null }
  | { kind: "period"; period: Period }
  /** The play period's own effects (src/model/verbs.ts). */
  | PlayVerb
  /** A key replaced by a value the law computed (auction surgery, working memory). */
  | { [K in SettableKey]: { kind: "set"; key: K; value: TableState[K] } }[SettableKey];

/** Events the reducer dispatches after the effects, in order (queued, never called recursively). */
export type FollowUp =
  /** The event is dealt with afresh, as if just made (a call over an accepted irregularity, 28B...). */
  | { kind: "event"; event: TableEvent; index: number }
  /** A call dealt with as a call of the auction period, even while a question is open (accept, then call). */
  | { kind: "call"; event: CallEvent; index: number }
  /** A call takes the place of a withdrawn one (25B1): judged by its own law if irregular, else stands there. */
  | { kind: "substitute"; event: CallEvent; index: number; replaced: Place }
  /** A call the law already found irregular goes to the edition's procedure for it. */
  | { kind: "irregular"; event: CallEvent; index: number; classification: Irregular }
  /** A card the law found irregular goes to the edition's procedure for it. */
  | { kind: "irregularCard"; event: CardEvent; index: number; classification: CardIrregular };

export interface Outcome {
  fx: Effect[];
  next?: FollowUp[];
}

/**
 * The effect of a call entering the auction as it was made, with the suits the director found it to
 * show, and the marks of the place it takes (accepted out of rotation, condoned), if any.
 */
export const stand = (e: { by: Seat; call: Call; findings: Findings }, marks?: Place): Effect => {
  const entry: AuctionEntry = { by: e.by, call: formatCall(e.call) };
  if (e.findings.artificial) entry.artificial = true;
  if (e.findings.suits !== undefined) entry.suits = e.findings.suits;
  if (marks?.outOfRotation) entry.outOfRotation = true;
  if (marks?.condoned) entry.condoned = true;
  return { kind: "stand", entry };
};
