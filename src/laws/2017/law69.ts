/** Law 69 (2017): agreed claim or concession (the procedure: src/laws/play/claims.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law69.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 69A — agreed: the board is scored as if the claimed tricks had been won and the rest lost. */
export const P69A = at(
  "69A",
  "an agreed claim or concession: the board is scored as if those tricks were played",
);
/**
 * 69B1 — in the correction period the director may let a side withdraw its agreement to the loss of a trick
 * it had in fact won (his award with the finding `hadWon`); the board is rescored.
 */
export const P69B1 = at(
  "69B1",
  "agreement withdrawn in the correction period for a trick the side had in fact won; rescored",
);
/**
 * 69B2 — in the correction period the director may let a side withdraw its agreement to the loss of a
 * trick it would likely have won had play continued; the board is rescored (logged as his award).
 */
export const P69B2 = at(
  "69B2",
  "agreement withdrawn in the correction period for a trick the side would likely have won; rescored",
);
