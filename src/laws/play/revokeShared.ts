/**
 * What the revoke procedures share (src/laws/play/revokes.ts and the revoke*.ts modules): each code's labels
 * and readings (`RevokeCode`), the pending ruling's base, and the record's turn after its tricks.
 */
import { lho, type Seat } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import type { PlayFindingName, TableEvent } from "../../model/events.js";
import type { Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { Pending, PendingBase, PendingOf } from "../../model/state.js";
import type { PlayGroup } from "./group.js";

/** What 64A turns on: who won the revoke trick, and how many later tricks the offending side won. */
export interface TransferFacts {
  offender: Seat;
  wonBy: Seat;
  /** Undefined while the record does not show it yet. */
  later?: number;
}

/** A code's rule: the tricks transferred and the paragraph, or `later` when the count of later tricks is needed. */
export type TransferRule = (f: TransferFacts) => { tricks: number; law: string } | "later";

export interface RevokeCode {
  labels: {
    /** 43A1: dummy draws attention during the play. */
    dummyAttention: string;
    /** 61A: failing to lead a suit an opponent required. */
    requiredSuit: string;
    /** 62A, 62B1 (a defender's unfaced card: penalty card), 62B2 (no further rectification). */
    correct: string;
    defenderCard: string;
    otherCard: string;
    /** 62C1, 62C2. */
    nonOffenderWithdraws: string;
    offenderWithdraws: string;
    /** 62C3 (2017 only): both sides revoked on one trick, only one side played on. */
    bothOnOneTrick: string | null;
    /** 62D1: a trick-12 revoke corrected after the play. */
    trick12: string;
    /** 62D2: a defender's trick-12 revoke before his partner's turn: 16C for the partner (watched); null: none. */
    trick12Partner: string | null;
    /** 1987 63B (the 1997 lettering): attention drawn illegally (61B): corrected, 64 as if established; null: none. */
    illegalInquiry: string | null;
    /** 63A1, 63A3. */
    byPlay: string;
    byClaim: string;
    /** 64B labels the engine computes: B1 (nothing won), B2, B3 (dummy / penalty card), B6, B7 (2017). */
    nothingWon: string;
    sameSuitAgain: string;
    faced: string;
    trickTwelve: string;
    bothSides: string | null;
    /** 64C (2017 64C1): the director's equity review, for every established revoke attention was drawn to. */
    equity: string;
    /** 2017 64C2(a), 64C2(b): the review after a 64B2 or a 64B7 revoke, watched besides; null: one 64C (1987). */
    equitySameSuit: string | null;
    equityBothSides: string | null;
    /** 67B1. */
    defective: string;
  };
  /** The 64B labels a director's `exception` finding may name in this code. */
  exceptions: readonly string[];
  /** 64A as this code reads it. */
  transfer: TransferRule;
  /**
   * 67B1 found later: the tricks the offender loses, or `held` when the rule turns on whether he held a
   * card of the suit led (1987, the `heldSuitLed` finding).
   */
  defective: (f: { sideWonTrick: boolean; later: number; heldSuitLed?: boolean }) => number | "held";
}

export type Attention = Extract<TableEvent, { type: "attention" }>;
export type Withdraw = Extract<TableEvent, { type: "withdraw" }>;
export type RevokesStep = PendingOf<"revokes">;

/** The group that follows the revokes in the code's list (the claims): a claim's ruling resumes there. */
export type Next = () => PlayGroup | undefined;

// ---------------------------------------------------------------------------------------------------
// Tricks, rewritten (a card taken back, a card put in its place)

/** Whose turn it is once the corrected trick stands: its winner, or the next hand in it. */
export const turnAfter = (tricks: readonly Trick[]): Seat | null => {
  const t = tricks[tricks.length - 1];
  if (t === undefined) return null;
  if (t.winner !== undefined) return t.winner;
  // The next hand clockwise from the leader that has not played (a replaced card may stand out of order).
  let seat = t.leader;
  for (let i = 0; i < 4 && t.cards.some((c) => c.by === seat); i++) seat = lho(seat);
  return seat;
};

export const isDefender = (s: View, seat: Seat): boolean => seat !== s.declarer && seat !== s.dummy;

// ---------------------------------------------------------------------------------------------------
// Attention drawn

/** What every step of this group's ruling shares: the revoke (its maker and card), the event, the paragraph. */
export const base = (s: View, r: { by: Seat; card?: string }, index: number, law: string): PendingBase => ({
  irregularity: "revoke",
  offender: r.by,
  call: r.card ?? "",
  event: index,
  findings: {},
  turnWas: s.turn ?? r.by,
  law,
});

export const open = (pending: Pending): Effect => ({ kind: "open", pending, options: [] });

export const askFinding = (question: PlayFindingName, about: number, by: Seat, law: string): Effect => ({
  kind: "ask",
  question,
  about,
  context: { irregularity: "revoke", offender: by, call: "", law },
});
