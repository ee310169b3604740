/** Law 67 (2017): a defective trick (67B1, found after both sides played to the next trick). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law67.ts";

/**
 * 67B1 — a player who failed to play to a trick, found late, faces a card (of the suit led if he has one) and
 * puts it among his played cards; in both cases he is deemed to have revoked and one trick is transferred as
 * under 64A2 (if his side won that trick or a later one).
 */
/**
 * 67A — a card missing from a trick (or one too many) found before each side has played to the next trick is
 * corrected at the table: the missing card is supplied and the log records it as played; an extra card is
 * 45E's or 58B's. Nothing left for the engine to rule.
 */
export const P67A = law({
  edition: "2017",
  label: "67A",
  paraphrase:
    "a missing or extra card found before each side has played to the next trick is corrected at the table (the log records the trick as corrected)",
  module: "laws/2017/law67.ts",
  status: "confirmed",
  effect: "none",
});

export const P67B1 = law({
  edition: "2017",
  label: "67B1",
  paraphrase: "a card missing from a trick, found late: deemed a revoke, one trick transferred as under 64A2",
  module: M,
  status: "confirmed",
});

export const defective2017 = (f: { sideWonTrick: boolean; later: number }): number =>
  f.sideWonTrick || f.later > 0 ? 1 : 0;

/**
 * 67B2 — too many cards played to a trick, found later: the extra cards go back to the hand, the card faced
 * to the trick stays (the highest legal one when that cannot be found), the trick's owner does not change;
 * a restored card counts as held all along (failing to play it earlier may be a revoke, named on its own).
 */
export const P67B2 = law({
  edition: "2017",
  label: "67B2",
  paraphrase:
    "too many cards played to a trick, found later: the extra cards go back to the hand, the trick's owner is unchanged, nothing transferred (a revoke it reveals is ruled on its own)",
  module: "laws/2017/law67.ts",
  status: "confirmed",
});
