/**
 * Law 66 (2017): inspection of tricks. Who may look at which cards is not in the log; the facts an
 * inspection settles come as the director's findings (revoke, count).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law66.ts";
const at = (label: string, paraphrase: string) =>
  law({
    edition: "2017",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis:
      "the 2017 digest (1997 text JFR97 law66 and a post-2017 club quote): labels not read in the 2017 text",
    effect: "none",
  });

export const P66A = at(
  "66A",
  "until his side plays to the next trick a player may have the cards of the current trick faced",
);
export const P66B = at("66B", "until then he may look at his own last card, without showing it");
export const P66C = at("66C", "later, quitted tricks are looked at only on the director's instruction");
export const P66D = at(
  "66D",
  "after the play the cards may be inspected to settle a revoke claim or the count; a player who mixes his cards so the facts cannot be found has the point decided against him (the director's finding)",
);
