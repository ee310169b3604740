/**
 * The state of one table, as the table-log spec defines it: plain JSON data, a fold over the events.
 * Keys documented in docs/table-log.md are the stable contract; `pending`, `awaiting`, `leadCandidates`
 * and `suspended` are the engine's working memory (not part of the contract).
 */
import type { Seat, Side } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import type { Vulnerability } from "../core/vulnerability.js";
import type {
  Edition,
  FindingName,
  Findings,
  LeadChoice,
  PlayFindingName,
  SuitFinding,
  TableEvent,
} from "./events.js";
import type { ClaimsIrregularity, ClaimsPending } from "./play/claims.js";
import type { LeadsIrregularity, LeadsPending } from "./play/leads.js";
import type { PenaltyIrregularity, PenaltyPending } from "./play/penalty.js";
import type { RevokesIrregularity, RevokesPending } from "./play/revokes.js";
import type { BoardResult, Claim, PenaltyCard, PlayRestriction, Revoke, Trick, TricksWon } from "./play.js";

export type Period = "auction" | "lead" | "play" | "done";
export type Phase = Period | "ruling";

export type Irregularity =
  | "insufficient-bid"
  | "pass-out-of-rotation"
  | "bid-out-of-rotation"
  | "double-out-of-rotation"
  | "redouble-out-of-rotation"
  | "inadmissible-double"
  | "inadmissible-redouble"
  | "bid-above-seven"
  | "call-after-final-pass"
  | "call-violating-obligation"
  | "change-of-call"
  | PlayIrregularity;

/**
 * Irregularities of the play period. Each group of laws names its own (src/model/play/<group>.ts); these
 * are the ones the reducer itself recognises in a card (docs/table-log.md).
 */
export type PlayIrregularity =
  | "opening-lead-out-of-turn"
  | "face-down-lead-out-of-turn"
  | "lead-out-of-turn"
  | "declarer-lead-out-of-turn"
  | "premature-play"
  | "play-out-of-turn"
  | LeadsIrregularity
  | PenaltyIrregularity
  | RevokesIrregularity
  | ClaimsIrregularity;

/** A call that stands. `implied` marks a pass the engine entered (28A skip; 37B, 38C substitution). */
export interface AuctionEntry {
  by: Seat;
  call: string;
  implied?: true;
  /** A call out of rotation that stands because the offender's LHO accepted it (29A). */
  outOfRotation?: true;
  /**
   * A call that stands although it was out of rotation or not sufficient, because the law lets every call
   * after an irregularity stand once LHO has called over it (2017 37A, 1987 35B).
   */
  condoned?: true;
  /** The director's findings on this call, where given: artificial, and the suits it specifies. */
  artificial?: true;
  suits?: SuitFinding[] | "unknown";
}

export interface CancelledEntry {
  by: Seat;
  call: string;
  law: string;
}

export type Obligation =
  | { seat: Seat; mustPass: "next-turn" | "throughout"; law: string }
  | { seat: Seat; mustCall: string; law: string }
  | { seat: Seat; mayNotCall: string[]; at: "next-turn"; law: string }
  /** A major penalty card, to be played at the first legal opportunity (50D1). */
  | { seat: Seat; mustPlay: string; law: string }
  /** A minor penalty card: no lower card of its suit may be played before it (50C). */
  | { seat: Seat; mayNotPlay: { suit: Suit; below: string }; law: string };

export interface LeadRestriction {
  leader: Seat;
  declarerMay: "prohibit-one-suit" | "require-or-prohibit";
  suits: Suit[];
  law: string;
  chosen?: LeadChoice;
  /** In the play: the next lead only, or as long as that player keeps the lead (50D2(a)). */
  until?: "lead" | "retains-lead";
}

export interface DamageFlag {
  offendingSide: Side;
  law: string;
  /** *Extension* (64C): the tricks the non-offenders lack after the transfer, double dummy (the revoke's `equity`). */
  tricks?: number;
}

/** One choice offered to the player who has the option, with what it will cost (Law 10C1). */
export interface RulingOption {
  id: string;
  /** The call this option names, where it names one (the lowest sufficient bid, the call to repeat). */
  call?: string;
  /**
   * The table-log event that chooses this option, where a single event does (`{"by":"S","accept":false}`,
   * `{"by":"E","call":"2D"}`); absent when the chooser picks among many calls (a comparable call, any other).
   */
  event?: { by: Seat; accept: boolean } | { by: Seat; call: string };
  /** Consequence ids, each keyed in the explain/ catalogs; params fill them in. */
  consequences: { id: string; params?: Record<string, string> }[];
}

export type Ruling =
  | {
      irregularity: Irregularity;
      offender: Seat;
      call: string;
      law: string;
      chooser?: Seat;
      options: RulingOption[];
      /** What the director reads out; filled in the requested language by explain/ when the state is shown. */
      explain?: string;
      /**
       * Calls made since the irregularity while the director is awaited (Laws 36-39): the law decides what
       * becomes of them when he rules. Filled when the state is shown.
       */
      held?: { by: Seat; call: string; event: number }[];
    }
  | ({ question: FindingName | PlayFindingName; about: number; explain?: string } & Partial<QuestionSubject>);

/**
 * What a question is about, so that it can name it: the call made by `by` at the event the finding belongs
 * on, and, for a replacement (comparable, same meaning), the withdrawn call it replaces.
 */
export interface QuestionSubject {
  by: Seat;
  call: string;
  withdrawn?: string;
}

/**
 * The marks of a withdrawn call's place (accepted out of rotation, or condoned) that a call made in that
 * place inherits: an accepted change of call (25B1, 1987 25B2(b)(2)) judged irregular keeps them for the
 * pass a law substitutes there (37, 38C).
 */
export interface Place {
  outOfRotation?: true;
  condoned?: true;
}

/** The engine's memory of the irregularity being ruled on: what every procedure step shares. */
export interface PendingBase {
  irregularity: Irregularity;
  offender: Seat;
  call: string;
  /** Index of the event that made the irregular call. */
  event: number;
  findings: Findings;
  /** The seat whose turn it was when the irregular call was made. */
  turnWas: Seat;
  /** The paragraph that governs this step (what the ruling shows). */
  law: string;
  /** The player who holds the option now, if anyone. */
  chooser?: Seat;
  /** The irregular call was made in the place of a withdrawn call with these marks. */
  place?: Place;
}

/** A replacement made before the ruling (2017 27C), held until LHO has chosen. */
export interface Replacement {
  call: string;
  findings: Findings;
  event: number;
}

/** What an insufficient-bid ruling carries between events (Law 27 of either code). */
export interface InsufficientData {
  premature?: Replacement;
  /** Partner is already barred (27B3, 27B4): any legal replacement now simply stands. */
  barred?: boolean;
  /** The first insufficient bid, when a second one awaits LHO's option (2017 27B4). */
  first?: { call: string; findings: Findings };
  directorCame?: boolean;
  /** Auction length when the insufficient bid was withdrawn (1987 26A looks at later calls). */
  from?: number;
}

/** A call made while the director is awaited (Laws 36-39), held until he rules. */
export interface HeldCall {
  index: number;
  event: Extract<TableEvent, { type: "call" }>;
}

/**
 * The step of the procedure in progress, one member per procedure: the option over a call out of rotation
 * (29A), an insufficient bid (27), a change of call (25), a ruling the director makes when he comes
 * (36-39, with the calls held meanwhile), or a question about a finding.
 */
export type Pending = PendingBase &
  (
    | { proc: "coor"; step: "29A"; directorCame?: true }
    | { proc: "insufficient"; step: "27A1" | "27B" | "27B4" | "27A"; data: InsufficientData }
    | { proc: "change"; step: "25B1" | "25B2" | "25-late"; original?: string }
    | { proc: "held"; step: HeldLawNumber; held: HeldCall[]; lhoCalled: boolean }
    | { proc: "question"; step: "question"; question: FindingName | PlayFindingName }
    | LeadsPending
    | PenaltyPending
    | RevokesPending
    | ClaimsPending
  );
export type HeldLawNumber = "36" | "37" | "38" | "39";
export type PendingOf<P extends Pending["proc"]> = Extract<Pending, { proc: P }>;

export interface TableState {
  edition: Edition;
  board?: number;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
  /**
   * What the table is doing, as the contract names it: the period (`auction`, `lead`, `play`, `done`), or
   * `ruling` while a ruling is pending. Derived by the reducer from `period` and `pending`; never set by a law.
   */
  phase: Phase;
  /** The period of the board: the auction, the opening lead, the play, or the end. */
  period: Period;
  turn: Seat | null;
  auction: AuctionEntry[];
  cancelled: CancelledEntry[];
  ruling: Ruling | null;
  obligations: Obligation[];
  leadRestrictions: LeadRestriction[];
  watchForDamage: DamageFlag[];
  contract: string | null;
  declarer: Seat | null;
  /** The opening lead, once faced. */
  lead?: { by: Seat; card: string };
  /** The opening lead made face down and not yet faced (41A): nothing is played until it is. */
  faceDownLead?: { by: Seat; card: string };
  // The play period (docs/table-log.md): present from the opening lead on.
  /** The seat whose hand is dummy (after 54A, the original declarer). */
  dummy?: Seat;
  tricks?: Trick[];
  /**
   * *Extension*: tricks played before the record starts (a `position` event): their number and each
   * side's share. `tricks` then holds only the recorded ones, numbered from `unrecorded.tricks + 1`. After a
   * later position (cards recorded before it), `recorded` keeps the tricks recorded before it, in order.
   */
  unrecorded?: { tricks: number; NS: number; EW: number; recorded?: Trick[] };
  tricksWon?: TricksWon;
  penaltyCards?: PenaltyCard[];
  playRestrictions?: PlayRestriction[];
  revokes?: Revoke[];
  claim?: Claim;
  /** At the end: declarer's tricks by play, the transfers, and the tricks he scores. */
  result?: BoardResult;
  /** At the end: Law 77 points to the declaring side (negative when defeated); 0 for a passed-out board. */
  score?: number;
  /** Number of events applied. */
  events: number;
  /** The ruling in progress (phase `ruling`). Working memory: not part of the presented state. */
  pending?: Pending;
  /** Consequences waiting for a later call (the offender's replacement after 30B1, 31A, 31B...). */
  awaiting?: Awaiting[];
  /** Withdrawn calls that may bring a lead restriction if their maker becomes a defender (26B). */
  leadCandidates?: LeadCandidate[];
  /** Obligations in force when the auction ended, kept in case it resumes (25A5 correction of a final pass). */
  suspended?: Obligation[];
}

/** A rectification that waits for a later call in the auction. */
export interface Awaiting {
  /**
   * What is awaited: `rho-call` (31A/32A: RHO's call decides), `offender-call` (his own next call decides:
   * 30B1(b), 31A2, 31B2, 32A2, 32B2), `repeat` (31A1/32A1: he must repeat), or a 25A6 window (LHO may
   * take back the call he made over a corrected slip; `25A6-withdrawn`: the engine withdrew it already).
   */
  step: "rho-call" | "offender-call" | "repeat" | "25A6" | "25A6-withdrawn";
  /** Put aside while the auction has (apparently) ended; a 25A5 correction or 17D3/34 revert resumes it. */
  suspended?: true;
  offender: Seat;
  /** The cancelled call and the event that made it. */
  call: string;
  event: number;
  findings: Findings;
  /** The consequences of a cancelled call out of rotation that wait for this call (Laws 30-32). */
  rule?: AwaitingRule;
  /** The index in the auction of the RHO's call that settled a `rho-call` step (31A/32A), kept so that a
   * correction or change of that call (25A, 25B1) can settle it again. */
  rho?: number;
}

/** What a paragraph of Laws 30-32 does to the offending side, as data. */
export interface Consequence {
  /** The paragraph that now rules the cancelled call (its `cancelled` entry is relabelled to it). */
  law: string;
  /** A bar, on the offender or his partner. */
  bar?: { who: "offender" | "partner"; duration: "next-turn" | "throughout" };
  /** Bars besides the pass (1987 30B2(b): partner may not double or redouble at that turn). */
  mayNotCall?: { who: "partner"; calls: string[]; law: string };
  /**
   * The withdrawn call may bring a lead restriction (Law 26) if the offender becomes a defender;
   * `unless-same-meaning` (1987, Commentary 26.2/29.4): not when he repeats the same call with
   * practically the same meaning.
   */
  lead?: boolean | "unless-same-meaning";
  /** Laws for the director to review at the end of play (16C, 23, 23C, 72C). */
  flags?: string[];
}

/** How the offender's own next call is judged. */
export type Decision =
  | { kind: "comparable"; yes: Consequence; no: Consequence }
  | { kind: "denomination"; same: Consequence; other: Consequence };

/** The consequences of a cancelled call out of rotation, per Laws 30-32 of an edition. */
export interface CoorRule {
  /** Applied when the call is cancelled. */
  atCancel?: Consequence;
  /** 31A/32A: RHO's call decides: a pass brings the repeat (`repeat`: its paragraph); a bid... `act`. */
  awaitRho?: { repeat: string; act: { decide?: Decision; consequence?: Consequence } };
  /** The offender's own next call decides (30B1(b), 31B2, 32B2 in 2017). */
  decide?: Decision;
}

/** An awaiting consequence: the rule, the decision now due, and the auction length at the cancellation. */
export interface AwaitingRule {
  rule: CoorRule;
  decide?: Decision;
  from: number;
}

/** A withdrawn call that may bring a lead restriction (Law 26) if its maker becomes a defender. */
export interface LeadCandidate {
  offender: Seat;
  law: string;
  /** The withdrawn call and its findings (the 1987 Law 26 looks at what it related to). */
  call?: string;
  findings?: Findings;
  /** Auction length when it was withdrawn: later calls may designate its suits (1987 26A). */
  from?: number;
  /**
   * The event whose finding is still to be found, if the offender defends: comparability (2017 26A vs 26B),
   * or the same meaning (1987, Commentary 26.2, 29.4): `question`, `comparable` when absent.
   */
  askAbout?: number;
  question?: FindingName;
  /** The call the question is about (for its words). */
  subject?: QuestionSubject;
}
