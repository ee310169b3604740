/**
 * Law 50 (1987): disposition of a penalty card. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law50.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 50A — a penalty card stays face up in front of its owner until it is played or a rectification disposes of it (1997 Law 50A, JFR97). */
export const P50A = reconstructed(
  "50A",
  "a penalty card stays face up in front of its owner until it is played or a rectification disposes of it",
  "1997 Law 50A (JFR97)",
);
/** 50B — minor penalty card: one low card exposed unintentionally; major: an honour, or a card exposed deliberately; two or more of one defender: all major (1997 Law 50B (JFR97); C87 24.4 and 67.2(i) show minor cards in 1987). */
export const P50B = reconstructed(
  "50B",
  "minor penalty card: one low card exposed unintentionally; major: an honour, or a card exposed deliberately; two or more of one defender: all major",
  "1997 Law 50B (JFR97); C87 24.4 and 67.2(i) show minor cards in 1987",
);
/** 50C — minor penalty card: no lower card of that suit below honour rank before it (an honour may be played); no lead restriction on partner (1997 Law 50C (JFR97)). */
export const P50C = reconstructed(
  "50C",
  "minor penalty card: no lower card of that suit below honour rank before it (an honour may be played); no lead restriction on partner",
  "1997 Law 50C (JFR97)",
);
/** 50D1(a) — major penalty card: played at the first legal opportunity, leading, following, discarding or trumping (1997 Law 50D1 (JFR97)). */
export const P50D1a = reconstructed(
  "50D1(a)",
  "major penalty card: played at the first legal opportunity, leading, following, discarding or trumping",
  "1997 Law 50D1 (JFR97)",
);
/** 50D1(b) — following suit and any lead or play restriction come first; the card stays for the next opportunity (1997 Law 50D1, JFR97; WB04 50.2). */
export const P50D1b = reconstructed(
  "50D1(b)",
  "following suit and any lead or play restriction come first; the card stays for the next opportunity",
  "1997 Law 50D1 (JFR97) and the WBFLC minute quoted in the EBU White Book 2004 (50.2)",
);
/** 50D2(a) — owner's partner to lead: declarer may require the suit (that lead) or prohibit it (while he keeps the lead); the card is picked up (1997 Law 50D2 (DK97): the same three choices). */
export const P50D2a = reconstructed(
  "50D2(a)",
  "owner's partner to lead: declarer may require the suit (that lead) or prohibit it (while he keeps the lead); the card is picked up",
  "1997 Law 50D2 (DK97): the same three choices",
);
/** 50D2(b) — declarer does neither: the partner leads any card and the penalty card stays (1997 Law 50D2, DK97). */
export const P50D2b = reconstructed(
  "50D2(b)",
  "declarer does neither: the partner leads any card and the penalty card stays",
  "1997 Law 50D2 (DK97): the third of the same three choices",
);
