/**
 * Law 59 (2017): a player who cannot lead or play as a rectification requires plays any otherwise legal
 * card, and it is no revoke. Applied where each restriction is checked (src/laws/play/penalty.ts: 50D, 57A;
 * src/laws/play/revokes.ts: 61A looks only at a required suit the leader holds).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

export const P59 = law({
  edition: "2017",
  label: "59",
  paraphrase:
    "a player who cannot comply with a lead or play restriction (no card of the required suit, or bound to follow) plays any otherwise legal card: no revoke",
  module: "laws/2017/law59.ts",
  status: "confirmed",
});
