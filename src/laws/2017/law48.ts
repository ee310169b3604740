/** Law 48 (2017): exposure of declarer's cards. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law48.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 48A — declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card. */
export const P48A = at(
  "48A",
  "declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card",
);
/** 48B1 — declarer faces his hand right after a faced opening lead out of turn: Law 54 (the `spread` of 54A). */
export const P48B1 = at(
  "48B1",
  "declarer facing his hand after a faced opening lead out of turn is ruled by Law 54 (he becomes dummy: 54A)",
);
/** 48B2 — otherwise declarer facing his cards is a claim or concession, unless the director judges he did not mean one. */
export const P48B2 = at(
  "48B2",
  "declarer facing his cards at another time is a claim of the tricks not yet played, unless the director judges he did not mean one",
);
