/** Law 54 (1987): a faced opening lead out of turn, as the EBL Commentary to the 1987 Laws describes it. */
import { law } from "../registry.js";

const M = "laws/1987/law54.ts";
const C87 = "EBL Commentary to the 1987 Laws, 54.1-54.4 (seen from 54.2, Russian translation)";
const at = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 54 — declarer's option after a faced opening lead out of turn. */
export const P54 = at(
  "54",
  "after a faced opening lead out of turn declarer chooses: spread, accept, or refuse",
  `${C87}; refusal from the 1997 54D/56/50D`,
);
export const P54A = at(
  "54A",
  "declarer may spread his hand and become dummy; his partner becomes declarer",
  C87,
);
export const P54B1 = at(
  "54B1",
  "declarer may accept the lead; dummy is spread; he plays second from his own hand (dummy fourth)",
  "EBL Commentary to the 1987 Laws 54.3",
);
/** 54B2 — applied as the Commentary 54.3 says (a dummy card played second stands); no 1987 fixture, not registered. */
export const P54B2 = "54B2";
/** 54C — applied as the Commentary 54.4 says; no 1987 fixture, not registered. */
export const P54C = "54C";
export const P54D = at(
  "54D",
  "declarer may refuse: the card becomes a major penalty card and the 50D2 choice follows at the proper leader's lead",
  "1997 Laws 54D, 56 and 50D (the Commentary 54.5 is cut after its first word)",
);
/** A declaring-side player's "opening lead" is a card exposed in the auction (Commentary 24.7): Law 24. */
export const P54E = "24";
