/**
 * A group of play laws, as an edition assembles them (src/laws/<edition>/index.ts): the irregular cards it
 * rules on, the events it answers, its pending procedures, and what it does after each card and at the end
 * of the play. Each group is written in its own modules (one per law number) and registers here by data.
 */
import type { Result } from "../../core/result.js";
import type { Seat } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { TableEvent } from "../../model/events.js";
import type { Trick } from "../../model/play.js";
import type { CardEvent, CardIrregular, View } from "../../model/rules.js";
import type { Pending } from "../../model/state.js";

export type PlayVerb = Exclude<TableEvent["type"], "call" | "change" | "lead" | "play">;
export type PlayVerbEvent<V extends PlayVerb> = Extract<TableEvent, { type: V }>;

export interface PlayGroup {
  /** The `proc` of this group's pending procedures (its member of `Pending`). */
  proc?: Pending["proc"];
  /** The irregular cards it rules on. */
  irregularCard?: Partial<
    Record<
      CardIrregular["irregularity"],
      (s: View, e: CardEvent, index: number, c: CardIrregular) => Result<Outcome>
    >
  >;
  /** An irregular card of `by`'s side, before it is ruled: what it settles first (63A1 establishes revokes). */
  beforeIrregularCard?: (s: View, by: Seat) => Effect[];
  /**
   * A card about to be played in turn, with the findings on its event: an error value when a finding
   * contradicts the card (46B), an outcome that takes the place of its play (45E), or null to play it.
   */
  beforeCard?: (s: View, e: CardEvent, index: number) => Result<Outcome> | null;
  /** The events of the play period it answers; null: not its case (the next group is asked). */
  events?: { [V in PlayVerb]?: (s: View, e: PlayVerbEvent<V>, index: number) => Result<Outcome> | null };
  /**
   * Attention drawn while a ruling (of any group) waits for its chooser: what it records, or null to leave it
   * to the ruling's own group (9A2, 9B: src/laws/play/sequence.ts).
   */
  attentionInRuling?: (s: View, e: PlayVerbEvent<"attention">, index: number) => Result<Outcome> | null;
  /** Any event while one of its procedures is pending. */
  during?: (s: View, e: TableEvent, index: number) => Result<Outcome>;
  /** A card now stands in `trick`. */
  afterCard?: (s: View, trick: Trick, by: Seat) => Effect[];
  /** Its ruling `p`, which another group's procedure interrupted, shown again on the position as it now is. */
  resume?: (s: View, p: Pending) => Effect[];
  /** The play is over: what it contributes before the board is scored (transfers, flags). */
  atEndOfPlay?: (s: View) => Effect[];
  /** The auction has ended (or been passed out): what it contributes (cards exposed in the auction, 24). */
  atEndOfAuction?: (s: View) => Effect[];
}
