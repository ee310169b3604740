/** Law 61 (1987): failure to follow suit. The 1987 rule on inquiries (61B) was not found and is not state. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

/** 61A — failing to follow suit, or to lead or play, when able, a card or suit the Laws or an opponent require. */
export const P61A = law({
  edition: "1987",
  label: "61A",
  paraphrase:
    "a revoke: not following suit, or not leading or playing, when able, a card or suit the Laws or an opponent require",
  module: "laws/1987/law61.ts",
  status: "reconstructed",
  basis: "docs/research-play.md (61A): the 1997 text used as a proxy (97); no 1987 text seen",
});

// Paragraphs with no effect the engine can see (nothing in the table log to rule on): registered with
// `effect: "none"`, the coverage matrix lists them as "procedure: nothing to rule".

/** 61B — inquiries about a possible revoke: the 1987 rule was not found; in any code the log holds no questions. */
export const P61B = law({
  edition: "1987",
  label: "61B",
  paraphrase: "who may ask a player who failed to follow suit whether he has a card of it",
  module: "laws/1987/law61.ts",
  status: "reconstructed",
  basis:
    "the 1997 text as a proxy; Blaiss lists the revoke inquiry among the 1997 changes, so the 1987 rule differed in a way not found",
  effect: "none",
});
