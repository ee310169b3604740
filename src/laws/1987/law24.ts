/**
 * Law 24 (1987): card exposed or led during the auction. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law24.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 24A — one low card exposed in the auction, not led: no bar; its fate waits for the end of the auction (C87 24.4: it becomes a minor penalty card if the offender defends, no bar). */
export const P24A = reconstructed(
  "24A",
  "one low card exposed in the auction, not led: no bar; its fate waits for the end of the auction",
  "C87 24.4: it becomes a minor penalty card if the offender defends, no bar",
);
/** 24B — an honour (ten included) exposed in the auction: the offender's partner passes at his next turn (C87 24.5: a major penalty card; partner passes once; damage reviewed under Law 23). */
export const P24B = reconstructed(
  "24B",
  "an honour (ten included) exposed in the auction: the offender's partner passes at his next turn",
  "C87 24.5: a major penalty card; partner passes once; damage reviewed under Law 23",
);
/** 24C — two or more cards exposed in the auction: the offender's partner passes at his next turn (C87 24.6: all become major penalty cards; partner passes once). */
export const P24C = reconstructed(
  "24C",
  "two or more cards exposed in the auction: the offender's partner passes at his next turn",
  "C87 24.6: all become major penalty cards; partner passes once",
);
/**
 * 24 — the cards exposed in the auction become penalty cards only if the offender becomes a defender (the
 * kind as the paragraph under which each was exposed says); a future declarer's or dummy's go back to the hand.
 */
export const P24 = reconstructed(
  "24",
  "cards exposed in the auction become penalty cards only if the offender defends; the declaring side's go back to the hand",
  "C87 24.1, 24.4-24.6 (the 1987 Law 24 names the kind of penalty card itself)",
);
