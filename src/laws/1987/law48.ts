/**
 * Law 48 (1987): exposure of declarer's cards. Confirmed from the 1987 text in Rybnikov's Russian translation
 * (1991; docs/research-play.md §0). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law48.ts";
const confirmed = (label: string, paraphrase: string, source: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed", source });
const RYB = "Rybnikov's Russian translation of the 1987 Laws (1991)";

/** 48A — declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card. */
export const P48A = confirmed(
  "48A",
  "declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card",
  `${RYB}, Law 48A`,
);
/** 48B1 — declarer faces his hand right after a faced opening lead out of turn: Law 54. */
export const P48B1 = confirmed(
  "48B1",
  "declarer facing his hand after a faced opening lead out of turn is ruled by Law 54 (he becomes dummy: 54A)",
  `${RYB}, Law 48B1; the EBL Commentary 54.2`,
);
/** 48B2 — otherwise declarer facing his cards may be taken as a claim or concession (Law 68): the director's judgment. */
export const P48B2 = confirmed(
  "48B2",
  "declarer facing his cards at another time is a claim of the tricks not yet played, unless the director judges he did not mean one",
  `${RYB}, Law 48B2 (it may be taken as a claim or concession: Law 68)`,
);
