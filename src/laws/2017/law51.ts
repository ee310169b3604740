/** Law 51 (2017): two or more penalty cards. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law51.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 51A — owner to play with two or more penalty cards he may legally play: declarer designates which. */
export const P51A = at(
  "51A",
  "owner to play with two or more penalty cards he may legally play: declarer designates which",
);
/** 51B1(a) — penalty cards in one suit, partner to lead, declarer requires the suit: all of them are picked up. */
export const P51B1a = at(
  "51B1(a)",
  "penalty cards in one suit, partner to lead, declarer requires the suit: all of them are picked up",
);
/** 51B1(b) — penalty cards in one suit, partner to lead, declarer prohibits the suit: all of them are picked up; the prohibition lasts while partner keeps the lead. */
export const P51B1b = at(
  "51B1(b)",
  "penalty cards in one suit, partner to lead, declarer prohibits the suit: all of them are picked up; the prohibition lasts while partner keeps the lead",
);
/** 51B2(a) — penalty cards in several suits: declarer requires one of them: 51B1(a) for that suit; the others stay. */
export const P51B2a = at(
  "51B2(a)",
  "penalty cards in several suits: declarer requires one of them: that suit's cards are picked up, the others stay penalty cards",
);
/** 51B2(b) — penalty cards in several suits: declarer prohibits one of them: that suit's cards are picked up, the prohibition lasts while partner keeps the lead. */
export const P51B2b = at(
  "51B2(b)",
  "penalty cards in several suits: declarer prohibits one of them: that suit's cards are picked up, the prohibition lasts while partner keeps the lead",
);
/** 51B2(c) — penalty cards in several suits: declarer does neither: partner leads any card; every penalty card stays. */
export const P51B2c = at(
  "51B2(c)",
  "penalty cards in several suits: declarer neither requires nor prohibits: partner leads any card and every penalty card stays",
);
