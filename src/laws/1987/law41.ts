/** Law 41 (1987): commencement of play — the opening lead made face down, and faced. */
import { law } from "../registry.js";

const M = "laws/1987/law41.ts";

/**
 * 41A — the opening lead is made face down by the defender on presumed declarer's left and counts once
 * faced; a face-down lead out of turn goes back to the hand, no penalty card.
 */
export const P41A = law({
  edition: "1987",
  label: "41A",
  paraphrase:
    "the opening leader leads face down; the card counts once faced; a face-down lead out of turn goes back to the hand, no penalty card",
  module: M,
  status: "reconstructed",
  basis:
    "1997 Law 41A (JFR97), same content; the 1987 Commentary 24.7 has the auction period last until the opening lead is faced, which presupposes the face-down lead (docs/research-play.md)",
});
