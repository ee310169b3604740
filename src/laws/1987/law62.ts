/** Law 62 (1987): the correction of a revoke (applied by src/laws/play/revokes.ts). No 62C3 before 2017. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const at = (label: string, paraphrase: string, basis: string): string =>
  law({ edition: "1987", label, paraphrase, module: "laws/1987/law62.ts", status: "reconstructed", basis });
const B97 = "docs/research-play.md (62): the 1997 text used as a proxy (97); no 1987 text seen";

/** 62A — a revoke noticed before it is established must be corrected. */
export const P62A = at(
  "62A",
  "a revoke noticed before it is established is corrected with a legal card",
  B97,
);
/** 62B1 — a defender's revoke card from his unfaced hand becomes a major penalty card. */
export const P62B1 = at(
  "62B1",
  "a defender's corrected revoke card becomes a major penalty card",
  "docs/research-play.md (62B1): the 1997 text (DK97 62B) used as a proxy",
);
/** 62B2 — declarer's or dummy's revoke card is replaced with no further rectification. */
export const P62B2 = at(
  "62B2",
  "declarer's or dummy's corrected revoke card goes back to the hand, no rectification",
  "docs/research-play.md (62B2): the 1997 text (DK97); the 1987 Commentary 54.3 cites 62B2 for a dummy card",
);
/** 62C1 — a non-offender may take back a card played after the revoke. */
export const P62C1 = at("62C1", "a non-offender may take back a card he played after the revoke", B97);
/** 62C2 — then the offending side's next player may too; a defender's card becomes a penalty card. */
export const P62C2 = at(
  "62C2",
  "then the offending side's next player may take back his card too (a defender's becomes a penalty card)",
  B97,
);
/** 62D1 — a trick-12 revoke is corrected if found before the hands are back in the board. */
export const P62D1 = at(
  "62D1",
  "a trick-12 revoke is corrected after the play, even established; the last two tricks are replayed",
  "docs/research-play.md (62D1): the 1997 text (JFR97 63C cites 62D) used as a proxy",
);
/** 62D2 — a defender revoked on trick 12 before his partner's turn: the partner may not choose a play the revoke card suggests (watched). */
export const P62D2 = at(
  "62D2",
  "a defender's trick-12 revoke made before his partner's turn: the partner may not choose a play the revoke card could suggest (watched)",
  "docs/research-play.md (62D2): the 1997 text as a proxy, as the ACBL club directors' page (2013) quotes the 2007 wording; no 1987 text seen",
);
