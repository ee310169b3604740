/** Law 56 (2017): a defender's lead out of turn during the play. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

/** 56 — declarer accepts (53) or has it retracted: a major penalty card, and 50D. */
export const P56 = law({
  edition: "2017",
  label: "56",
  paraphrase:
    "declarer may accept a defender's lead out of turn or have it retracted: then it is a major penalty card and 50D applies",
  module: "laws/2017/law56.ts",
  status: "reconstructed",
  basis:
    "the 2017 wording was not seen; the substance from the cross-references in Laws 53 and 60 and directors' notes (Engineers Ireland)",
});
