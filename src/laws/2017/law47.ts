/** Law 47 (2017): retraction of a card played. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law47.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/**
 * 47A — a card may be taken back to comply with a rectification: a lead out of turn not accepted goes back
 * (a defender's as a penalty card, 54D, 56; declarer's to his hand, 55B).
 */
export const P47A = at(
  "47A",
  "a card played may be taken back to comply with a rectification (a defender's may become a penalty card)",
);
/** 47B — a card may be taken back to correct an illegal play: an unestablished revoke is corrected (62A). */
export const P47B = at(
  "47B",
  "a card played may be taken back to correct an illegal play (a defender's may become a penalty card)",
);
/** 47C — a card designated by a slip and corrected under 45C4(b) goes back to the hand without rectification. */
export const P47C = at(
  "47C",
  "a card designated by a slip and corrected under 45C4(b) goes back to the hand without rectification",
);
/** 47D — after an opponent changes his play (a corrected slip, 45C4(b); dummy's card not named, 45D), a player may take back his card and play another: no rectification. */
export const P47D = at(
  "47D",
  "after an opponent's change of play a player may take back the card he played and play another, without rectification",
);
/** 47F — otherwise a card played may not be taken back: the withdrawal changes nothing. */
export const P47F = at(
  "47F",
  "otherwise a card played may not be taken back: the withdrawal changes nothing",
);
