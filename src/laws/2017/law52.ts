/** Law 52 (2017): failure to lead or play a penalty card. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law52.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 52A — a defender who played another card instead of his penalty card may not take it back on his own. */
export const P52A = at(
  "52A",
  "a defender who played another card instead of his penalty card may not take it back on his own",
);
/** 52B1(a) — declarer may accept the card played instead of the penalty card. */
export const P52B1a = at("52B1(a)", "declarer may accept the card played instead of the penalty card");
/** 52B1(b) — declarer must accept it once he has played again from his hand or dummy. */
export const P52B1b = at(
  "52B1(b)",
  "declarer must accept it once he has played again from his hand or dummy",
);
/** 52B1(c) — accepted: the penalty card stays a penalty card. */
export const P52B1c = at("52B1(c)", "accepted: the penalty card stays a penalty card");
/** 52B2 — not accepted: the penalty card is played instead and the card played becomes a major penalty card. */
export const P52B2 = at(
  "52B2",
  "not accepted: the penalty card is played instead and the card played becomes a major penalty card",
);
