/**
 * Law 42 (1987): dummy's rights. Reconstructed from the 1997 text (JFR97 node9, 42A-B), the lettering and
 * content of which the 1981 rubber text already had in a shorter form; the 1987 text was not seen.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law42.ts";
const BASIS = "1997 Law 42 (JFR97 node9); the 1987 text was not seen";
const r97 = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis: BASIS,
    ...(effect ? { effect } : {}),
  });

export const P42A1 = r97(
  "42A1",
  "dummy may give information on fact or law in the director's presence",
  "none",
);
export const P42A2 = r97("42A2", "dummy may keep count of the tricks won and lost", "none");
export const P42A3 = r97("42A3", "dummy plays dummy's cards as declarer's agent, as directed", "none");
export const P42B1 = r97(
  "42B1",
  "unless he has forfeited his rights (43B2), dummy may ask declarer who fails to follow whether he has a card of the suit led",
  "none",
);
export const P42B2 = r97("42B2", "dummy may try to prevent an irregularity by declarer", "none");
/** 42B3 — attention drawn by dummy after the play is over: no breach of 43A1, ruled as usual. */
export const P42B3 = r97(
  "42B3",
  "dummy may draw attention to an irregularity once the play is over: ruled as usual, no 43A1 watch",
);
