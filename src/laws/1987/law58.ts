/**
 * Law 58 (1987): simultaneous leads or plays. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { law } from "../registry.js";

const M = "laws/1987/law58.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 58B2 — two cards from one hand at once: the player's card stands; a defender's other card is a penalty card (50B) (C87 67.3 and 67.2(i)). */
export const P58B2 = reconstructed(
  "58B2",
  "two cards from one hand at once: the player's card stands; a defender's other card is a penalty card (50B)",
  "C87 67.3 and 67.2(i)",
);
