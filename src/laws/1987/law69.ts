/** Law 69 (1987): agreed claim or concession, reconstructed (the procedure: src/laws/play/claims.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law69.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 69A — agreed: the board is scored as if the claimed tricks had been won and the rest lost. */
export const P69A = reconstructed(
  "69A",
  "an agreed claim or concession: the board is scored as if those tricks were played",
  "1997 Law 69A (the 1987 text was not seen)",
);
/** 69B — in the correction period agreement may be withdrawn for a trick the side would likely have won. */
export const P69B = reconstructed(
  "69B",
  "agreement withdrawn in the correction period for a trick the side would likely have won; rescored",
  "1997 Law 69B (the 1987 text was not seen)",
);
