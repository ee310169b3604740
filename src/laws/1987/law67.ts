/** Law 67 (1987): a defective trick (67B1, found after both sides played to the next trick). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

/**
 * 67B1 — (reconstructed from the 1997 text via the 2017 digest) a player who failed to play to a trick places a
 * card among his played cards: with a card of the suit led, that card, and no trick changes hands; without
 * one, a card of his choice and he is deemed to have revoked (one trick as under 64A2, the 2007 reading).
 */
/**
 * 67A — a card missing from a trick (or one too many) found before each side has played to the next trick is
 * corrected at the table: the missing card is supplied and the log records it as played; an extra card is
 * 45E's or 58B's. Nothing left for the engine to rule.
 */
export const P67A = law({
  edition: "1987",
  label: "67A",
  paraphrase:
    "a missing or extra card found before each side has played to the next trick is corrected at the table (the log records the trick as corrected)",
  module: "laws/1987/law67.ts",
  status: "confirmed",
  source:
    "the EBL Commentary 67.1 (Russian): a trick with more than one card of a player, found before both sides play to the next trick, is corrected",
  effect: "none",
});

export const P67B1 = law({
  edition: "1987",
  label: "67B1",
  paraphrase:
    "a card missing from a trick, found late: he places a card of the suit led if he has one (no transfer); otherwise a deemed revoke",
  module: "laws/1987/law67.ts",
  status: "reconstructed",
  basis:
    "docs/research-play.md (67B1, §4 point 3): the 1997 text via the digest's comparison; the case without a card of the suit led follows the 2007 wording",
});

export const defective1987 = (f: {
  sideWonTrick: boolean;
  later: number;
  heldSuitLed?: boolean;
}): number | "held" => {
  if (f.heldSuitLed === undefined) return "held";
  if (f.heldSuitLed) return 0;
  return f.sideWonTrick || f.later > 0 ? 1 : 0;
};

/**
 * 67B2 — too many cards played to a trick, found later: the extra cards go back to the hand, the card faced
 * to the trick stays (the highest legal one when that cannot be found), the trick's owner does not change;
 * a restored card counts as held all along (failing to play it earlier may be a revoke, named on its own).
 */
export const P67B2 = law({
  edition: "1987",
  label: "67B2",
  paraphrase:
    "too many cards played to a trick, found later: the extra cards go back to the hand, the trick's owner is unchanged, nothing transferred (a revoke it reveals is ruled on its own)",
  module: "laws/1987/law67.ts",
  status: "reconstructed",
  basis: "1997 Law 67B2 (DK97 67B2, the same rule as the 2017 text); the 1987 text was not seen",
});
