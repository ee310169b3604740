/**
 * The one contract an edition implements, and the values it is handed. The reducer (src/table/) knows the
 * legal auction; an edition's law modules (src/laws/<edition>/) say what an irregularity means.
 */
import type { Result } from "../core/result.js";
import type { Seat } from "../core/seat.js";
import type { TableEvent } from "./events.js";
import type { AuctionEntry, Irregularity, Place, TableState } from "./state.js";

/** How a call relates to the auction that stands: legal, or which irregularity it is. */
export type Classification =
  | { kind: "legal"; skipped?: Seat }
  | { kind: "irregular"; irregularity: Irregularity; turnWas: Seat; skipped?: Seat; place?: Place };

/** What an edition's law modules provide to the machine. */
export interface EditionRules {
  /** An irregular call has just been made: rule on it (the state is a working copy to mutate). */
  irregularCall(s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState>;
  /** Any event while a ruling is pending (phase `ruling`), and `accept`/`change`/`director` at any time. */
  duringRuling(s: TableState, e: TableEvent, index: number): Result<TableState>;
  /**
   * A legal call is about to stand: the rules may take it over (a replacement whose consequences turn on
   * a finding, a repeat under 31A1...). Return null to let it stand normally.
   */
  legalCall(s: TableState, e: CallEvent, index: number): Result<TableState> | null;
  /** A call now stands and the auction goes on (a consequence may wait for exactly this call: 31A, 32A). */
  afterStand?(s: TableState, entry: AuctionEntry): void;
  /** The auction has just ended (22A/22B): lead restrictions due, or a reversal (17D3). */
  atEndOfAuction(s: TableState): void;
}

export type CallEvent = Extract<TableEvent, { type: "call" }>;
export type Irregular = Extract<Classification, { kind: "irregular" }>;
