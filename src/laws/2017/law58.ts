/** Law 58 (2017): simultaneous leads or plays. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law58.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 58A — a card played at the same time as another player's legal card counts as played after it. */
export const P58A = at(
  "58A",
  "a card played at the same time as another player's legal card counts as played after it",
);
/** 58B2 — two cards from one hand at once: the player's card stands; a defender's other card is a penalty card (50B). */
export const P58B2 = at(
  "58B2",
  "two cards from one hand at once: the player's card stands; a defender's other card is a penalty card (50B)",
);
/**
 * 58B3 — after a player takes back one of two cards he played at once (the second card of the log's pair), an
 * opponent who then played to that trick may take his card back and play another, without rectification (a
 * 58B3 mark in `playRestrictions`, spent once a card goes to a later trick; the opponent's `withdraw`).
 */
export const P58B3 = at(
  "58B3",
  "after one of two cards played at once is taken back, an opponent who played to the trick after them may change his card without rectification",
);

// Paragraphs with no effect the engine can see (nothing in the table log to rule on): registered with
// `effect: "none"`, the coverage matrix lists them as "procedure: nothing to rule".

/** 58B1 — two cards from one hand, only one face visible: that card is played, the others go back: the log has only that card. */
export const P58B1 = law({
  edition: "2017",
  label: "58B1",
  paraphrase:
    "two cards from one hand with only one face visible: that card is played, the others go back unseen",
  module: M,
  status: "confirmed",
  effect: "none",
});
/** 58B4 — two cards to one trick found only after both sides have played to the next: a defective trick (67). */
export const P58B4 = law({
  edition: "2017",
  label: "58B4",
  paraphrase:
    "a second card to a trick found only after both sides have played on is a defective trick (Law 67, the `defectiveTrick` finding)",
  module: M,
  status: "confirmed",
  effect: "none",
});
