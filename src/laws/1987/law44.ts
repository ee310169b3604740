/**
 * Law 44 (1987): the sequence and procedure of play, applied by the legal play (src/play/play.ts, the
 * reducer). Reconstructed: the 1987 text was not seen; the 1997 and 2007 texts have the same seven
 * paragraphs with the same content (the 2007 Norwegian text, lovboka 44; the 2017 Polish one, PZ17 pl p44).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law44.ts";
const BASIS =
  "1997 Law 44, unchanged in 2007 (lovboka 44) and 2017 (PZ17 pl p44): the rules of trick play every code since has kept; the 1987 text was not seen";
const r97 = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis: BASIS });

export const P44A = r97(
  "44A",
  "the player on lead may lead any card (subject to his side's lead restrictions)",
);
export const P44B = r97("44B", "the others play in clockwise rotation; the four cards make a trick");
export const P44C = r97(
  "44C",
  "each player follows suit if he can; this duty comes before every other requirement (not following when able is a revoke)",
);
export const P44D = r97(
  "44D",
  "a player who cannot follow may play any card (subject to his side's restrictions): no revoke",
);
export const P44E = r97("44E", "a trick with a trump in it is won by the highest trump");
export const P44F = r97("44F", "a trick with no trump in it is won by the highest card of the suit led");
export const P44G = r97("44G", "the hand that won the trick leads to the next one");
