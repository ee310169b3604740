/** Law 71 (1987): concession cancelled, reconstructed (the procedure: src/laws/play/claims.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law71.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 71 — in the correction period the director gives back a conceded trick the side had won or could not lose. */
export const P71 = reconstructed(
  "71",
  "a conceded trick the side had won or could not lose by normal play is given back in the correction period",
  "1997 Law 71 (the 1987 text was not seen)",
);
