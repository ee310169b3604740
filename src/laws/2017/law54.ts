/** Law 54 (2017): a faced opening lead out of turn. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law54.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 54 — the wrong defender faces the opening lead: declarer's option (A, B, D); the partner's face-down lead goes back. */
export const P54 = at(
  "54",
  "after a faced opening lead out of turn declarer chooses (A, B or D, all explained first); the proper leader's face-down lead goes back",
);
/** 54A — declarer spreads his hand and becomes dummy; the presumed dummy declares; once begun, he spreads it all. */
export const P54A = at(
  "54A",
  "declarer may spread his hand and become dummy (his partner declares); a card exposed in beginning to spread binds him to it",
);
/** 54B1 — declarer accepts: dummy is spread and the second card comes from declarer's own hand. */
export const P54B1 = at(
  "54B1",
  "declarer may accept the lead; dummy is spread; he plays second from his own hand",
);
/** 54B2 — a second card played from dummy instead stands (it may be withdrawn only to correct a revoke). */
export const P54B2 = at("54B2", "if declarer plays the second card from dummy, it stands");
/** 54C — declarer who could have seen any of dummy's cards must accept (finding `sawDummy`). */
export const P54C = at("54C", "declarer who could have seen dummy's cards must accept the lead");
/** 54D — declarer refuses: the card goes back as a major penalty card; 50D applies when the proper leader leads. */
export const P54D = at(
  "54D",
  "declarer may refuse: the card becomes a major penalty card and the 50D2 choice follows at the proper leader's lead",
);
/** 54E — a declaring-side player's card faced as the opening lead is ruled by Law 24, not here. */
export const P54E = at(
  "54E",
  "a card faced as the opening lead by declarer or dummy is a card exposed in the auction (Law 24): no lead",
);
