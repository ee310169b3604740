/** Law 63 (1987): the establishment of a revoke (applied by src/laws/play/revokes.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const at = (label: string, paraphrase: string, basis: string): string =>
  law({ edition: "1987", label, paraphrase, module: "laws/1987/law63.ts", status: "reconstructed", basis });

/** 63A1 — established once the offender or his partner plays to a later trick. */
export const P63A1 = at(
  "63A1",
  "a revoke is established when the offender or his partner plays to the next trick",
  "docs/research-play.md (63A1): the 1997 text (JFR97 63A1), the same rule in every code",
);
/**
 * 63A2 — (reconstructed, 97: JFR97 63A2) established when the offender or his partner names or otherwise
 * designates a card for the next trick (the finding `namedLater`; dummy's card named by declarer is dummy's play).
 */
export const P63A2 = at(
  "63A2",
  "a revoke is established when the offender or his partner names or otherwise designates a card for the next trick",
  "docs/research-play.md (63A2): the 1997 text (JFR97 63A2) used as a proxy; no 1987 text seen",
);
/**
 * 63A3 — (reconstructed, 97: JFR97 63A3 "makes or acquiesces in") established when a member of the offending
 * side claims or concedes, or agrees to the opponents' claim or concession.
 */
export const P63A3 = at(
  "63A3",
  "a revoke is established when a member of the offending side claims, concedes or agrees to the opponents' claim",
  "docs/research-play.md (63A3): the 1997 text (JFR97 63A3, 'makes or acquiesces in') used as a proxy; no 1987 text seen",
);
/**
 * 63B — (the 1997 lettering, JFR97 63B) attention drawn by a question Law 61B does not allow: the revoker
 * substitutes a legal card (the 62 correction) and Law 64 applies as if the revoke had been established (the
 * finding `illegalInquiry` on the attention; the transfer is counted at the end of the play).
 */
export const P63B = at(
  "63B",
  "attention to a revoke drawn by a question 61B does not allow: the revoke is corrected, and Law 64 applies as if it were established",
  "JFR97 63B (the 1997 text) used as a proxy, as for 63C; no 1987 text seen (docs/research-play.md, Law 63 and section 1 row 5)",
);
/** 63C — (the 1997 lettering; 2017 63B) once established, a revoke is not corrected (62D aside); the revoke trick stands. */
export const P63C = at(
  "63C",
  "an established revoke is not corrected: the trick stands, Law 64 applies",
  "docs/research-play.md (63B/63C): the 1997 text (JFR97 63C) used as a proxy; no 1987 text seen",
);
