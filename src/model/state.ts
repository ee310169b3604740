/**
 * The state of one table, as the table-log spec defines it: plain JSON data, a fold over the events.
 * Keys documented in docs/table-log.md are the stable contract; `pending`, `awaiting`, `leadCandidates`
 * and `suspended` are the engine's working memory (not part of the contract).
 */
import type { Seat, Side } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import type { Vulnerability } from "../core/vulnerability.js";
import type { Edition, FindingName, Findings, LeadChoice } from "./events.js";

export type Phase = "auction" | "ruling" | "lead" | "play" | "done";

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
  | "change-of-call";

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
  suits?: Suit[] | "unknown";
}

export interface CancelledEntry {
  by: Seat;
  call: string;
  law: string;
}

export type Obligation =
  | { seat: Seat; mustPass: "next-turn" | "throughout"; law: string }
  | { seat: Seat; mustCall: string; law: string }
  | { seat: Seat; mayNotCall: string[]; at: "next-turn"; law: string };

export interface LeadRestriction {
  leader: Seat;
  declarerMay: "prohibit-one-suit" | "require-or-prohibit";
  suits: Suit[];
  law: string;
  chosen?: LeadChoice;
}

export interface DamageFlag {
  offendingSide: Side;
  law: string;
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
  | { question: FindingName; about: number; explain?: string };

/**
 * The marks of a withdrawn call's place (accepted out of rotation, or condoned) that a call made in that
 * place inherits: an accepted change of call (25B1, 1987 25B2(b)(2)) judged irregular keeps them for the
 * pass a law substitutes there (37, 38C).
 */
export interface Place {
  outOfRotation?: true;
  condoned?: true;
}

/** The engine's memory of the irregularity being ruled on. */
export interface Pending {
  irregularity: Irregularity;
  offender: Seat;
  call: string;
  /** Index of the event that made the irregular call. */
  event: number;
  findings: Findings;
  /** The seat whose turn it was when the irregular call was made. */
  turnWas: Seat;
  /** The step of the procedure: which law governs now, who (if anyone) must act. */
  step: string;
  law: string;
  chooser?: Seat;
  /** Edition-specific data the procedure carries between events. */
  data?: Record<string, unknown>;
  /** The irregular call was made in the place of a withdrawn call with these marks. */
  place?: Place;
}

export interface TableState {
  edition: Edition;
  board?: number;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
  phase: Phase;
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
  /** What is awaited: `rho-call` (31A/32A), `offender-call` (30B1(b), 31A2, 31B2, 32A2, 32B2). */
  step: string;
  offender: Seat;
  /** The cancelled call and the event that made it. */
  call: string;
  event: number;
  findings: Findings;
  /** The paragraph under which the director will rule on the awaited call. */
  law: string;
  /** The index in the auction of the RHO's call that settled a `rho-call` step (31A/32A), kept so that a
   * correction or change of that call (25A, 25B1) can settle it again. */
  rho?: number;
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
  /** The event whose comparability (26A vs 26B) is still to be found, if the offender defends. */
  askAbout?: number;
}
