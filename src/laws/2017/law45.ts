/** Law 45 (2017): card played. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law45.ts";
const at = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", ...(effect ? { effect } : {}) });

/** 45A — a player (not dummy) plays a card by facing it in front of him: the log's `play` (or `lead`) event. */
export const P45A = at(
  "45A",
  "each player but dummy plays a card by detaching it and facing it in front of him (the log records it as played)",
  "none",
);
/**
 * 45B — declarer plays from dummy by naming the card, which dummy faces: in the log a card of dummy's is
 * played by dummy's seat; logged with declarer's seat it is a card declarer does not hold (an error value).
 */
export const P45B = at(
  "45B",
  "declarer plays dummy's card by naming it and dummy faces it: a dummy card is logged with dummy's seat",
);
export const P45C1 = at(
  "45C1",
  "a defender's card held where his partner could see its face is played (the log records it as played)",
  "none",
);
export const P45C2 = at(
  "45C2",
  "declarer's card held face up near the table, or as if played, is played (the log records it as played)",
  "none",
);
export const P45C3 = at(
  "45C3",
  "a dummy card declarer deliberately touches is played, unless he was arranging or reaching another (the log records it as played)",
  "none",
);

/** 45C4(a) — a card named or designated as the one to be played is played. */
export const P45C4a = at("45C4(a)", "a card named or designated as the one to be played is played");
/** 45C4(b) — 2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once. */
export const P45C4b = at(
  "45C4(b)",
  "2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once",
);
/**
 * 45C5 — a penalty card may have to be played (Law 50): a defender who plays another card when his major
 * penalty card was playable opens the 52 ruling (src/laws/play/penalty.ts).
 */
export const P45C5 = at("45C5", "a penalty card may have to be played as Law 50 requires");
/** 45G — no card is turned face down before all four have played to the trick: not in the log. */
export const P45G = at(
  "45G",
  "nobody turns his card face down before all four have played to the trick",
  "none",
);
/**
 * 45E — a fifth card to a trick (finding `fifthCard` on the card after the trick was complete): a defender's
 * is a penalty card (50B), declarer's goes back; unless the director deems it a lead (then 53, 55, 56).
 */
export const P45E = law({
  edition: "2017",
  label: "45E",
  paraphrase:
    "a fifth card to a trick: a defender's becomes a penalty card, declarer's goes back, unless the director deems it a lead (53, 55, 56)",
  module: M,
  status: "reconstructed",
  basis:
    "the 2017 digest gives the structure, the wording not read; the 1997 and 2007 texts and the 1987 Commentary 67.2 have the same rule",
});
/**
 * 45F — dummy touches or points at a card without declarer's instruction (finding `dummyIndicated` on the
 * attention): play goes on; the director reviews at the end whether dummy suggested the play.
 */
export const P45F = at(
  "45F",
  "dummy touches or points at a card unasked: play goes on; adjusted at the end if he suggested a play (watched)",
);
/**
 * 45D — dummy places a card declarer did not name (finding `notNamed` on dummy's withdraw): it goes back if
 * noticed before each side has played to the next trick; a defender who played after it may take his card
 * back.
 */
export const P45D = at(
  "45D",
  "dummy's card declarer did not name goes back if noticed before each side plays to the next trick; a defender who played after it may change his card",
);
