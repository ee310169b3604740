/** Law 71 (2017): concession cancelled (the procedure: src/laws/play/claims.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law71.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/**
 * 71A — in the correction period the director cancels the concession of a trick the side had in fact won
 * (his award with the finding `hadWon`); the board is rescored.
 */
export const P71A = at(
  "71A",
  "a conceded trick the side had in fact won is given back in the correction period",
);
/**
 * 71B — in the correction period the director cancels the concession of a trick the side could not lose
 * by any normal play of the remaining cards; the board is rescored (logged as his award).
 */
export const P71B = at(
  "71B",
  "a conceded trick that could not be lost by any normal play is given back in the correction period",
);
