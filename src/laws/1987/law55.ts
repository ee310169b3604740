/** Law 55 (1987): declarer's lead out of turn. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law55.ts";
const at = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

export const P55A = at(
  "55A",
  "either defender may accept declarer's lead out of turn or require its retraction; the one next in turn prevails",
  "1997 Law 55A; the sentence on differing defenders is the 2007 text's (docs/research-play.md)",
);
export const P55B1 = at(
  "55B1",
  "retracted when a defender was to lead: the card goes back, no further rectification",
  "1997/2007 Law 55B1",
);
/** 55B2 — declarer led from the wrong hand and it is retracted: he leads any card from the right hand. */
export const P55B2 = at(
  "55B2",
  "retracted when led from the wrong hand: declarer leads any card from the right hand",
  "1997/2007 Law 55B2 (any card); whether 1987 required the same suit is open (docs/research-play.md §4.5)",
);
/** 55C — declarer's later play may rest on information from the retracted card: watched. */
export const P55C = at(
  "55C",
  "declarer's later play may rest on information from his retracted lead: the director reviews it at the end (watched)",
  "1997 Law 55C (docs/research-play.md, Law 55); no 1987 text seen",
);
