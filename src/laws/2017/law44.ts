/**
 * Law 44 (2017): the sequence and procedure of play. The legal play (src/play/play.ts, the reducer) applies
 * it: whose turn, following suit (a card that does not follow when it could is recorded as a revoke, 61A),
 * and each trick's winner, who leads next.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law44.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

export const P44A = at(
  "44A",
  "the player on lead may lead any card (subject to his side's lead restrictions)",
);
export const P44B = at("44B", "the others play in clockwise rotation; the four cards make a trick");
export const P44C = at(
  "44C",
  "each player follows suit if he can; this duty comes before every other requirement (not following when able is a revoke)",
);
export const P44D = at(
  "44D",
  "a player who cannot follow may play any card (subject to his side's restrictions): no revoke",
);
export const P44E = at("44E", "a trick with a trump in it is won by the highest trump");
export const P44F = at("44F", "a trick with no trump in it is won by the highest card of the suit led");
export const P44G = at("44G", "the hand that won the trick leads to the next one");
