/** Law 24 (2017): card exposed or led during the auction. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law24.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 24 — a card a player exposed through his own fault in the auction stays face up until the auction ends (16C for its information). */
export const P24 = at(
  "24",
  "a card a player exposed through his own fault in the auction stays face up on the table until the auction ends",
);
/** 24A — one low card exposed in the auction, not led: no bar; its fate waits for the end of the auction. */
export const P24A = at(
  "24A",
  "one low card exposed in the auction, not led: no bar; its fate waits for the end of the auction",
);
/** 24B — an honour (ten included) exposed in the auction: the offender's partner passes at his next turn. */
export const P24B = at(
  "24B",
  "an honour (ten included) exposed in the auction: the offender's partner passes at his next turn",
);
/** 24C — two or more cards exposed in the auction: the offender's partner passes at his next turn. */
export const P24C = at(
  "24C",
  "two or more cards exposed in the auction: the offender's partner passes at his next turn",
);
/** 24D — the offender becomes declarer or dummy: the exposed cards go back to the hand, no rectification. */
export const P24D = at(
  "24D",
  "the offender becomes declarer or dummy: the exposed cards go back to the hand, no rectification",
);
/** 24E — the offender becomes a defender: each exposed card is a penalty card (kind per 50B; Laws 50, 51). */
export const P24E = at(
  "24E",
  "the offender becomes a defender: each exposed card is a penalty card (kind per 50B; Laws 50, 51)",
);
