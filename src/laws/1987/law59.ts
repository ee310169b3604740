/** Law 59 (1987): inability to lead or play as required (applied where each restriction is checked). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

export const P59 = law({
  edition: "1987",
  label: "59",
  paraphrase:
    "a player who cannot comply with a lead or play restriction (no card of the required suit, or bound to follow) plays any otherwise legal card: no revoke",
  module: "laws/1987/law59.ts",
  status: "reconstructed",
  basis: "1997 Law 59 (the 2017 digest: same content in 2017); the 1987 text was not seen",
});
