/** Law 49 (2017): exposure of a defender's cards. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law49.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 49 — a defender's card exposed outside normal play (partner could see it, or named as held) is a penalty card. */
export const P49 = at(
  "49",
  "a defender's card exposed outside normal play (partner could see it, or named as held) is a penalty card",
);
