/** Law 17D3 (2017): three passes that end the auction, one of them out of rotation. */
import type { Effect } from "../../model/effects.js";
import type { CallEvent, Irregular, View } from "../../model/rules.js";
import { cancel, flag, revertSkippedPasses } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P16C2 } from "./general.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law17.ts";

/**
 * 17D3 — if a call is followed by three passes and one of them was out of rotation, depriving a player of
 * his turn, the auction is not over: it reverts to that player, the later passes are cancelled, 16C applies,
 * and each player who passed out of rotation is an offender.
 */
export const P17D3 = law({
  edition: "2017",
  label: "17D3",
  paraphrase:
    "three passes including one out of rotation do not end the auction; it reverts to the player skipped",
  module: M,
  status: "confirmed",
});

/** The reversal, when a pass out of rotation deprived a player of his turn; null when the auction has ended. */
export const revertIfPassSkippedSomeone = (s: View): Effect[] | null => revertSkippedPasses(s, P17D3, P16C2);

/**
 * 17D3 applied as the pass is made: a pass out of rotation that would close the auction does not; it is
 * cancelled, the auction stays with the player it skipped, and its maker is an offender (16C).
 */
export const passSkipsPlayer = (_s: View, e: CallEvent, c: Irregular): Effect[] => [
  cancel(e.by, "P", P17D3),
  flag(e.by, P16C2),
  { kind: "turn", seat: c.turnWas },
];
