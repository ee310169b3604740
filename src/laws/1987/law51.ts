/**
 * Law 51 (1987): two or more penalty cards. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law51.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 51A — owner to play with two or more penalty cards he may legally play: declarer designates which (1997 Law 51A; WB04 51.1). */
export const P51A = reconstructed(
  "51A",
  "owner to play with two or more penalty cards he may legally play: declarer designates which",
  "1997 Law 51A; the WBFLC minute quoted in the EBU White Book 2004 (51.1: Law 50 still applies)",
);
/** 51B1(a) — penalty cards in one suit, partner to lead, declarer requires the suit: all of them are picked up (1997 Law 51B, DK97). */
export const P51B1a = reconstructed(
  "51B1(a)",
  "penalty cards in one suit, partner to lead, declarer requires the suit: all of them are picked up",
  "1997 Law 51B (DK97)",
);
/** 51B1(b) — the same, declarer prohibits the suit: all of them are picked up; the prohibition lasts while partner keeps the lead (1997 Law 51B, DK97). */
export const P51B1b = reconstructed(
  "51B1(b)",
  "penalty cards in one suit, partner to lead, declarer prohibits the suit: all of them are picked up; the prohibition lasts while partner keeps the lead",
  "1997 Law 51B (DK97)",
);
/** 51B2(a) — penalty cards in several suits: declarer requires one of them: that suit's cards are picked up, the others stay (1997 Law 51B2, DK97). */
export const P51B2a = reconstructed(
  "51B2(a)",
  "penalty cards in several suits: declarer requires one of them: that suit's cards are picked up, the others stay penalty cards",
  "1997 Law 51B2 (DK97)",
);
/** 51B2(b) — penalty cards in several suits: declarer prohibits one of them: that suit's cards are picked up, the prohibition lasts while partner keeps the lead (1997 Law 51B2 (DK97)). */
export const P51B2b = reconstructed(
  "51B2(b)",
  "penalty cards in several suits: declarer prohibits one of them: that suit's cards are picked up, the prohibition lasts while partner keeps the lead",
  "1997 Law 51B2 (DK97)",
);
/** 51B2(c) — penalty cards in several suits: declarer does neither: partner leads any card; every penalty card stays (1997 Law 51B2, DK97). */
export const P51B2c = reconstructed(
  "51B2(c)",
  "penalty cards in several suits: declarer neither requires nor prohibits: partner leads any card and every penalty card stays",
  "1997 Law 51B2 (DK97)",
);
