/** Law 66 (1987): inspection of tricks — not in the log (the facts come as the director's findings). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law66.ts";
const at = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis, effect: "none" });
const B97 = "1997 Law 66 (JFR97 law66, via the 2017 digest); the 1987 text was not seen";

export const P66A = at(
  "66A",
  "until his side plays to the next trick a player may have the cards of the current trick faced",
  B97,
);
export const P66B = at("66B", "until then he may look at his own last card, without showing it", B97);
export const P66C = at("66C", "later, quitted tricks are looked at only on the director's instruction", B97);
export const P66D = law({
  edition: "1987",
  label: "66D",
  paraphrase:
    "after the play the cards may be inspected to settle a revoke claim or the count; a player who mixes his cards so the facts cannot be found loses the point (the director's finding)",
  module: M,
  status: "confirmed",
  source:
    "the EBL Commentary 66.5-66.6 (Russian): the hands may be inspected for a revoke or the count; the mixer loses the point",
  effect: "none",
});
