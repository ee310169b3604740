/**
 * Law 42 (2017): dummy's rights. What dummy may say or do at the table is not in the log; the one right with
 * an effect the engine sees is 42B3 (attention drawn after the play is no breach of 43A1).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law42.ts";
const at = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", ...(effect ? { effect } : {}) });

export const P42A1 = at(
  "42A1",
  "dummy may give information on fact or law in the director's presence",
  "none",
);
export const P42A2 = at("42A2", "dummy may keep count of the tricks won and lost", "none");
export const P42A3 = at(
  "42A3",
  "dummy plays dummy's cards as declarer's agent, as directed (suggestions: 45F)",
  "none",
);
export const P42B1 = at(
  "42B1",
  "dummy may ask declarer (not a defender) who fails to follow whether he has a card of the suit led",
  "none",
);
export const P42B2 = at("42B2", "dummy may try to prevent any irregularity", "none");
/**
 * 42B3 — dummy may draw attention to an irregularity once the play is over: then it is no breach of 43A1
 * (no 43A1 watch), and the irregularity is ruled as usual.
 */
export const P42B3 = at(
  "42B3",
  "dummy may draw attention to an irregularity once the play is over: ruled as usual, no 43A1 watch",
);
