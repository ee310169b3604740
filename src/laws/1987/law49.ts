/**
 * Law 49 (1987): exposure of a defender's cards. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law49.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 49 — a defender's card exposed outside normal play (partner could see it, or named as held) is a penalty card (1997 Law 49). */
export const P49 = reconstructed(
  "49",
  "a defender's card exposed outside normal play (partner could see it, or named as held) is a penalty card",
  "1997 Law 49",
);
