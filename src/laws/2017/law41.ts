/** Law 41 (2017): commencement of play — the opening lead made face down, and faced. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law41.ts";
const at = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", ...(effect ? { effect } : {}) });

/**
 * 41A — after the final pass the defender on presumed declarer's left leads face down; nothing is played
 * until it is faced (`face`); a face-down lead goes back only when the director says so after an
 * irregularity (a face-down lead out of turn is returned to the hand, no penalty card).
 */
export const P41A = at(
  "41A",
  "the opening leader leads face down; the card counts once faced; a face-down lead out of turn goes back on the director's instruction, no penalty card",
);
/**
 * 41B — before the lead is faced the leader's partner and presumed declarer (not presumed dummy) may have
 * the auction reviewed or calls explained; later each player asks at his own turn. Questions and answers
 * are not in the log: nothing to rule.
 */
export const P41B = at(
  "41B",
  "before the lead is faced the leader's partner and presumed declarer (not presumed dummy) may ask for a review or explanations; later each asks at his own turn (questions are not in the log)",
  "none",
);
/**
 * 41C — facing the opening lead ends the auction period for good: the play period begins (phase `play`),
 * dummy is spread (`dummy`). Applied by the reducer when the lead is faced.
 */
export const P41C = at(
  "41C",
  "facing the opening lead begins the play period irrevocably and dummy's hand is spread (phase play, dummy known)",
);
/**
 * 41D — dummy's cards lie face up and declarer plays both hands: the turn passes through dummy's seat and
 * a card from dummy is logged with dummy's seat.
 */
export const P41D = at(
  "41D",
  "dummy's hand lies face up and declarer plays both hands: dummy's turn is dummy's seat in the rotation",
);
