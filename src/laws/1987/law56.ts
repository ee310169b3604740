/** Law 56 (1987): a defender's lead out of turn during the play. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

export const P56 = law({
  edition: "1987",
  label: "56",
  paraphrase:
    "declarer may accept a defender's lead out of turn or have it retracted: then it is a major penalty card and 50D applies",
  module: "laws/1987/law56.ts",
  status: "reconstructed",
  basis: "1997 Law 56 (docs/research-play.md)",
});
