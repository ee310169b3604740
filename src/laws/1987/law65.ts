/** Law 65 (1987): arrangement of tricks — not in the log (the engine keeps the tricks itself). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law65.ts";
const at = (label: string, paraphrase: string) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis: "1997 Law 65 (the 2017 digest compares it); the 1987 text was not seen",
    effect: "none",
  });

export const P65A = at("65A", "when the trick is complete each player turns his own card face down near him");
export const P65B = at(
  "65B",
  "a card is pointed towards partner when the player's side won the trick, towards the opponents otherwise",
);
export const P65C = at(
  "65C",
  "each player keeps his cards in an orderly overlapping row in the order played",
);
export const P65D = at(
  "65D",
  "a player who disturbs his row before the count is agreed weakens his claim to a trick or about a revoke (the director weighs it)",
);
