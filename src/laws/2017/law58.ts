/** Law 58 (2017): simultaneous leads or plays. The procedure both codes share is src/laws/play/penalty.ts. */
import { law } from "../registry.js";

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
