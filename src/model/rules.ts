/**
 * The one contract an edition implements, and the values it is handed. The reducer (src/table/) knows the
 * legal auction and applies effects; an edition (src/laws/<edition>/, assembled in src/editions.ts) says
 * what an irregularity means. Each hook reads the state and returns an Outcome (src/model/effects.ts): the
 * effects to apply and the follow-up events to dispatch. No hook writes the state or calls the reducer.
 *
 * When writing an edition, provide:
 *  - irregularCall: an irregular call has just been made (classified by src/auction/classify.ts): open the
 *    procedure its law prescribes;
 *  - duringRuling: any event while a ruling is pending, and `accept`/`change`/`director` at any time;
 *  - legalCall: a legal call is about to stand; return an Outcome to take it over (a consequence waiting
 *    for exactly this call: a repeat under 31A1, a decision under 30B1(b)), or null to let it stand;
 *  - afterStand (optional): a call now stands and the auction goes on;
 *  - atEndOfAuction: the auction has just ended (22A/22B): lead restrictions due, or a reversal (17D3);
 *  - irregularCard: a card led or played out of turn (classified by src/play/play.ts);
 *  - playEvent: every other event of the play period (exposed cards, attention, claims, the result);
 *  - afterCard (optional): a card now stands in a trick;
 *  - atEndOfPlay: the play is over: the transfers, the result and the score.
 */
import type { Result } from "../core/result.js";
import type { Seat } from "../core/seat.js";
import type { Outcome } from "./effects.js";
import type { TableEvent } from "./events.js";
import type { CardClass, Trick } from "./play.js";
import type { AuctionEntry, Irregularity, Place, TableState } from "./state.js";

/** The state as a law reads it: it may look, never write. */
export type View = Readonly<TableState>;

/** How a call relates to the auction that stands: legal, or which irregularity it is. */
export type Classification =
  | { kind: "legal"; skipped?: Seat }
  | { kind: "irregular"; irregularity: Irregularity; turnWas: Seat; skipped?: Seat; place?: Place };

export type CallEvent = Extract<TableEvent, { type: "call" }>;
export type Irregular = Extract<Classification, { kind: "irregular" }>;

/** A card event: the opening lead or a later card. */
export type CardEvent = Extract<TableEvent, { type: "lead" | "play" }>;
/** How a card relates to the play, when it is irregular (src/play/play.ts classifies it). */
export type CardIrregular = Extract<CardClass, { kind: "irregular" }>;

export interface EditionRules {
  irregularCall(s: View, e: CallEvent, index: number, c: Irregular): Result<Outcome>;
  duringRuling(s: View, e: TableEvent, index: number): Result<Outcome>;
  legalCall(s: View, e: CallEvent, index: number): Result<Outcome> | null;
  afterStand?(s: View, entry: AuctionEntry): Outcome;
  /** `revert` false: the calls stand as they are, no 17D3/34 reversal (an auction 36C ended). */
  atEndOfAuction(s: View, revert?: boolean): Outcome;
  /** The play period: an irregular card (a lead out of turn, a premature play...). */
  irregularCard(s: View, e: CardEvent, index: number, c: CardIrregular): Result<Outcome>;
  /** Any other event of the play period (an exposed card, attention drawn, a claim, the result...). */
  playEvent(
    s: View,
    e: Exclude<TableEvent, { type: "call" | "change" | "lead" | "play" }>,
    index: number,
  ): Result<Outcome>;
  /** A card now stands in `trick` (revokes established, penalty cards' obligations...). */
  afterCard?(s: View, trick: Trick, by: Seat): Outcome;
  /**
   * A card about to be played in turn, with its findings: an error when they contradict it (46B), an
   * outcome that takes the place of its play (45E: a fifth card, no lead), or null to play it.
   */
  beforeCard?(s: View, e: CardEvent, index: number): Result<Outcome> | null;
  /** The play is over: transfers (64), the result and the score (77). */
  atEndOfPlay(s: View): Outcome;
}
