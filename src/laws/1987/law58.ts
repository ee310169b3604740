/**
 * Law 58 (1987): simultaneous leads or plays. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law58.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 58A — a card played at the same time as another player's legal card counts as played after it (1997 Law 58A). */
export const P58A = reconstructed(
  "58A",
  "a card played at the same time as another player's legal card counts as played after it",
  "1997 Law 58A (docs/research-play.md, Law 58); no 1987 text seen",
);
/** 58B2 — two cards from one hand at once: the player's card stands; a defender's other card is a penalty card (50B) (C87 67.3 and 67.2(i)). */
export const P58B2 = reconstructed(
  "58B2",
  "two cards from one hand at once: the player's card stands; a defender's other card is a penalty card (50B)",
  "C87 67.3 and 67.2(i)",
);

/**
 * 58B3 — after a player takes back one of two cards he played at once, an opponent who then played to that trick
 * may take his card back and play another, without rectification (the same 58B3 mark and `withdraw` as 2017).
 */
export const P58B3 = reconstructed(
  "58B3",
  "after one of two cards played at once is taken back, an opponent who played to the trick after them may change his card without rectification",
  "1997 Law 58B3 (docs/research-play.md, Law 58) and the 2007 text with the same rule (lovboka.org, Norwegian Law 58B3); no 1987 text seen",
);

// Paragraphs with no effect the engine can see (nothing in the table log to rule on): registered with
// `effect: "none"`, the coverage matrix lists them as "procedure: nothing to rule".

/** 58B1 — two cards from one hand, only one face visible: that card is played, the others go back: the log has only that card. */
export const P58B1 = law({
  edition: "1987",
  label: "58B1",
  paraphrase:
    "two cards from one hand with only one face visible: that card is played, the others go back unseen",
  module: M,
  status: "confirmed",
  source:
    "the EBL Commentary 67.3 (Russian) on Law 58B: one card visible is played (an illegal one the revoke laws rule, 61A, 62A)",
  effect: "none",
});
/** 58B4 — two cards to one trick found only after both sides have played to the next: a defective trick (67). */
export const P58B4 = law({
  edition: "1987",
  label: "58B4",
  paraphrase:
    "a second card to a trick found only after both sides have played on is a defective trick (Law 67, the `defectiveTrick` finding)",
  module: M,
  status: "reconstructed",
  basis: "docs/research-play.md (Law 58): the 1997 text as a proxy; no 1987 text seen",
  effect: "none",
});
