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
  "declarer may spread his hand and become dummy (his partner declares); a card exposed in beginning to spread binds him to it",
  C87,
);
export const P54B1 = at(
  "54B1",
  "declarer may accept the lead; dummy is spread; he plays second from his own hand (dummy fourth)",
  "EBL Commentary to the 1987 Laws 54.3",
);
/** 54B2 — a second card played from dummy instead stands (it may be withdrawn only to correct a revoke). */
export const P54B2 = at(
  "54B2",
  "if declarer plays the second card from dummy, it stands",
  "EBL Commentary to the 1987 Laws 54.3: the dummy card stands unless it corrects an unestablished revoke (62B2)",
);
/** 54C — declarer who could have seen any of dummy's cards must accept (finding `sawDummy`). */
export const P54C = at(
  "54C",
  "declarer who could have seen dummy's cards must accept the lead",
  "EBL Commentary to the 1987 Laws 54.4: he must accept and go on as in 54.3",
);
export const P54D = at(
  "54D",
  "declarer may refuse: the card becomes a major penalty card and the 50D2 choice follows at the proper leader's lead",
  "1997 Laws 54D, 56 and 50D (the Commentary 54.5 is cut after its first word)",
);
/** A declaring-side player's "opening lead" is a card exposed in the auction (Commentary 24.7): Law 24. */
export const P54E = "24";
