/** Law 63 (2017): the establishment of a revoke (applied by src/laws/play/revokes.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law63.ts";
const at = (label: string, paraphrase: string): string =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 63A1 — established once the offender or his partner leads or plays to a later trick. */
export const P63A1 = at(
  "63A1",
  "a revoke is established when the offender or his partner plays to the next trick",
);
/**
 * 63A2 — established when the offender or his partner names or otherwise designates a card for a later trick:
 * for dummy's card named by declarer, dummy's `play` (counted as 63A1); for a defender, the finding
 * `namedLater` on the attention (*extension*).
 */
export const P63A2 = at(
  "63A2",
  "a revoke is established when the offender or his partner names or otherwise designates a card for the next trick",
);
/** 63A3 — established when a member of the offending side claims or concedes (the `claim` event). */
export const P63A3 = at(
  "63A3",
  "a revoke is established when a member of the offending side claims or concedes",
);
/**
 * 63A4 — established when a member of the offending side agrees to the opponents' claim or concession and the
 * agreement is established (69A); the log has no end of the round, so from the `agree` (src/laws/play/claims.ts).
 */
export const P63A4 = at(
  "63A4",
  "a revoke is established when a member of the offending side agrees to the opponents' claim or concession",
);
/** 63B — once established, a revoke is not corrected (62C3 and 62D aside); the revoke trick stands. */
export const P63B = at("63B", "an established revoke is not corrected: the trick stands, Law 64 applies");
