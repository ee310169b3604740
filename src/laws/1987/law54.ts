/** Law 54 (1987): a faced opening lead out of turn, as the EBL Commentary to the 1987 Laws describes it. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law54.ts";
const C87 = "EBL Commentary to the 1987 Laws, 54.1-54.4 (seen from 54.2, Russian translation)";
const at = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });
/** Confirmed by the Commentary's own passage on the paragraph (issue 24: docs/research-play.md §0). */
const seen = (label: string, paraphrase: string, source: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed", source });

/** 54 — declarer's option after a faced opening lead out of turn. */
export const P54 = at(
  "54",
  "after a faced opening lead out of turn declarer chooses: spread, accept, or refuse",
  `${C87}; refusal from the 1997 54D/56/50D`,
);
export const P54A = seen(
  "54A",
  "declarer may spread his hand and become dummy (his partner declares); a card exposed in beginning to spread binds him to it",
  "the EBL Commentary to the 1987 Laws 54.2 (and 54.3, which names the option of 54.1), Russian translation",
);
export const P54B1 = seen(
  "54B1",
  "declarer may accept the lead; dummy is spread; he plays second from his own hand (dummy fourth)",
  "the EBL Commentary to the 1987 Laws 54.3, Russian translation",
);
/** 54B2 — a second card played from dummy instead stands (it may be withdrawn only to correct a revoke). */
export const P54B2 = seen(
  "54B2",
  "if declarer plays the second card from dummy, it stands",
  "the EBL Commentary to the 1987 Laws 54.3: the dummy card stands unless it corrects an unestablished revoke (62B2)",
);
/** 54C — declarer who could have seen any of dummy's cards must accept (finding `sawDummy`). */
export const P54C = seen(
  "54C",
  "declarer who could have seen dummy's cards must accept the lead",
  "the EBL Commentary to the 1987 Laws 54.4: he must accept and go on as in 54.3",
);
export const P54D = at(
  "54D",
  "declarer may refuse: the card becomes a major penalty card and the 50D2 choice follows at the proper leader's lead",
  "1997 Laws 54D, 56 and 50D (the Commentary 54.5 is cut after its first word)",
);
/** A declaring-side player's "opening lead" is a card exposed in the auction (Commentary 24.7): Law 24. */
export const P54E = "24";
