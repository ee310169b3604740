/** Law 61 (2017): failure to follow suit. 61B (inquiries) is not state: the log holds no questions. */
import { law } from "../registry.js";

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
