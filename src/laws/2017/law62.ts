/** Law 62 (2017): the correction of a revoke (applied by src/laws/play/revokes.ts, card by card). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law62.ts";
const at = (label: string, paraphrase: string): string =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 62A — a revoke noticed before it is established must be corrected: the offender plays a legal card instead. */
export const P62A = at("62A", "a revoke noticed before it is established is corrected with a legal card");
/** 62B1 — the revoke card from a defender's unfaced hand becomes a major penalty card (50). */
export const P62B1 = at("62B1", "a defender's corrected revoke card becomes a major penalty card");
/** 62B2 — from declarer's hand, dummy's, or a defender's faced card: replaced, no further rectification. */
export const P62B2 = at(
  "62B2",
  "declarer's or dummy's corrected revoke card goes back to the hand, no rectification",
);
/** 62C1 — each non-offender may take back a card he played after the revoke and before attention was drawn. */
export const P62C1 = at("62C1", "a non-offender may take back a card he played after the revoke");
/** 62C2 — after a non-offender did, the offending side's next player may too; a defender's card so taken back is a penalty card. */
export const P62C2 = at(
  "62C2",
  "then the offending side's next player may take back his card too (a defender's becomes a penalty card)",
);
/** 62C3 — both sides revoked on one trick and only one side has played to the next: both are corrected. */
export const P62C3 = at(
  "62C3",
  "both sides revoked on one trick and only one side played on: both revokes are corrected",
);
/** 62D1 — a trick-12 revoke, even established, is corrected if found before the hands are back in the board. */
export const P62D1 = at(
  "62D1",
  "a trick-12 revoke is corrected after the play, even established; the last two tricks are replayed",
);
/** 62D2 — a defender revoked on trick 12 before his partner's turn: the partner may not use what it shows (16C); watched. */
export const P62D2 = at(
  "62D2",
  "a defender's trick-12 revoke made before his partner's turn: what it shows is unauthorized to the partner (16C; watched)",
);
