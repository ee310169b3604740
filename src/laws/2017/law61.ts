/** Law 61 (2017): failure to follow suit; 61B (inquiries) is not state: the log holds no questions. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law61.ts";

/**
 * 61A — a revoke is failing to follow suit as Law 44 requires, or failing, when able, to lead or play a card
 * or suit the Laws or an opponent's choice of rectification require. The reducer records the first kind as
 * the card is played; src/laws/play/revokes.ts records a lead against a required suit after the card.
 */
export const P61A = law({
  edition: "2017",
  label: "61A",
  paraphrase:
    "a revoke: not following suit, or not leading or playing, when able, a card or suit the Laws or an opponent require",
  module: M,
  status: "confirmed",
});

// Paragraphs with no effect the engine can see (nothing in the table log to rule on): registered with
// `effect: "none"`, the coverage matrix lists them as "procedure: nothing to rule".

/** 61B — who may ask a player who failed to follow whether he has a card of the suit: the log holds no questions. */
export const P61B = law({
  edition: "2017",
  label: "61B",
  paraphrase:
    "declarer may ask a defender who failed to follow, dummy may ask declarer, defenders may ask each other (unless the RA forbids)",
  module: M,
  status: "reconstructed",
  basis: "the digest (laws-2017-play-scoring.md, Law 61): sub-labels not confirmed",
  effect: "none",
});
