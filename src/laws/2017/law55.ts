/** Law 55 (2017): declarer's lead out of turn. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law55.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 55A — either defender accepts (53) or has it retracted; if they differ, the defender next in turn prevails. */
export const P55A = at(
  "55A",
  "either defender may accept declarer's lead out of turn or require its retraction; the one next in turn prevails",
);
/** 55B1 — it was a defender's turn: the card goes back, nothing more. */
export const P55B1 = at(
  "55B1",
  "retracted when a defender was to lead: the card goes back, no further rectification",
);
/** 55B2 — declarer led from the wrong hand: he leads from the right one, any card. */
export const P55B2 = at(
  "55B2",
  "retracted when led from the wrong hand: declarer leads any card from the right hand",
);
/** 55C — his later play may rest on the information from the retracted card: reviewed at the end (watched). */
export const P55C = at(
  "55C",
  "declarer's later play may rest on information from his retracted lead: the director reviews it at the end (watched)",
);
