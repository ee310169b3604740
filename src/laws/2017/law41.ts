/** Law 41 (2017): commencement of play — the opening lead made face down, and faced. */
import { law } from "../registry.js";

const M = "laws/2017/law41.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/**
 * 41A — after the final pass the defender on presumed declarer's left leads face down; nothing is played
 * until it is faced (`face`); a face-down lead goes back only when the director says so after an
 * irregularity (a face-down lead out of turn is returned to the hand, no penalty card).
 */
export const P41A = at(
  "41A",
  "the opening leader leads face down; the card counts once faced; a face-down lead out of turn goes back on the director's instruction, no penalty card",
);
