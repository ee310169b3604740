/**
 * Law 52 (1987): failure to lead or play a penalty card. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law52.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 52A — a defender who played another card instead of his penalty card may not take it back on his own (1997 Law 52A; NO07 52 (identical to 2017)). */
export const P52A = reconstructed(
  "52A",
  "a defender who played another card instead of his penalty card may not take it back on his own",
  "1997 Law 52A; NO07 52 (identical to 2017)",
);
/** 52B1(a) — declarer may accept the card played instead of the penalty card (1997 Law 52B1(a)). */
export const P52B1a = reconstructed(
  "52B1(a)",
  "declarer may accept the card played instead of the penalty card",
  "1997 Law 52B1(a)",
);
/** 52B1(b) — declarer must accept it once he has played again from his hand or dummy (1997 Law 52B1(b)). */
export const P52B1b = reconstructed(
  "52B1(b)",
  "declarer must accept it once he has played again from his hand or dummy",
  "1997 Law 52B1(b)",
);
/** 52B1(c) — accepted: the penalty card stays a penalty card (1997 Law 52B1(c)). */
export const P52B1c = reconstructed(
  "52B1(c)",
  "accepted: the penalty card stays a penalty card",
  "1997 Law 52B1(c)",
);
/** 52B2 — not accepted: the penalty card is played instead and the card played becomes a major penalty card (1997 Law 52B2). */
export const P52B2 = reconstructed(
  "52B2",
  "not accepted: the penalty card is played instead and the card played becomes a major penalty card",
  "1997 Law 52B2",
);
