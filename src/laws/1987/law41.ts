/** Law 41 (1987): commencement of play — the opening lead made face down, and faced. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law41.ts";
const r97 = (label: string, paraphrase: string, basis: string, effect?: Paragraph["effect"]) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis,
    ...(effect ? { effect } : {}),
  });

/**
 * 41A — the opening lead is made face down by the defender on presumed declarer's left and counts once
 * faced; a face-down lead out of turn goes back to the hand, no penalty card.
 */
export const P41A = r97(
  "41A",
  "the opening leader leads face down; the card counts once faced; a face-down lead out of turn goes back to the hand, no penalty card",
  "1997 Law 41A (JFR97), same content; the 1987 Commentary 24.7 has the auction period last until the opening lead is faced, which presupposes the face-down lead (docs/research-play.md)",
);
/** 41B — reviews of the auction and explanations before and during the play: not in the log. */
export const P41B = r97(
  "41B",
  "before the lead is faced the leader's partner and presumed declarer may ask for a review or explanations; later each asks at his own turn (questions are not in the log)",
  "1997 Law 41B (JFR97 node9); the 1987 text was not seen",
  "none",
);
/** 41C — the faced opening lead begins the play period; dummy is spread. */
export const P41C = r97(
  "41C",
  "facing the opening lead begins the play period and dummy's hand is spread (phase play, dummy known)",
  "1997 Law 41C (JFR97 node9); the 1987 Commentary 24.7: the auction period lasts until the opening lead is faced",
);
/** 41D — dummy's hand face up; declarer plays both hands. */
export const P41D = r97(
  "41D",
  "dummy's hand lies face up and declarer plays both hands: dummy's turn is dummy's seat in the rotation",
  "1997 Law 41D (JFR97 node9); the 1987 text was not seen",
);
