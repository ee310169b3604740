/**
 * Law 65 (2017): arrangement of tricks. How each player turns and points his cards is not in the log: the
 * engine keeps every trick and its winner itself (`tricks`), and the players' count comes as `result`.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law65.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", effect: "none" });

export const P65A = at("65A", "when the trick is complete each player turns his own card face down near him");
export const P65B1 = at("65B1", "a card is pointed towards partner when the player's side won the trick");
export const P65B2 = at("65B2", "and towards the opponents when they won it");
export const P65B3 = at(
  "65B3",
  "a wrongly pointed card may be pointed out until the player's side plays to the next trick (later, 16B)",
);
export const P65C = at(
  "65C",
  "each player keeps his cards in an orderly overlapping row in the order played",
);
export const P65D = at(
  "65D",
  "a player who disturbs his row before the count is agreed weakens his claim to a trick or about a revoke (the director weighs it)",
);
