/**
 * Law 68 (1987): claim or concession of tricks. The 1987 text of Laws 68-71 was not seen: each paragraph
 * is reconstructed with its basis (docs/research-play.md, Law 68); the ruling says so to the director.
 * The procedure is shared with the 2017 code (src/laws/play/claims.ts).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law68.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 68A — saying that one's side will win tricks not yet played is a claim. */
export const P68A = reconstructed(
  "68A",
  "a statement that a side will win some of the tricks not yet played is a claim",
  "1997 Law 68A (the 1987 text was not seen)",
);
/**
 * 68B — saying that one's side will lose tricks is a concession (a claim of some concedes the rest); a
 * defender's concession his partner objects to at once is void and play goes on.
 */
export const P68B = reconstructed(
  "68B",
  "a statement that a side will lose tricks is a concession; one a defender's partner objects to at once is void",
  "Commentary 66.8 speaks of claims and concessions; the objection: 1997 Law 68B, applied by the WBF Laws Committee (2001-10-28)",
);
/** 68C — the claimer states his line of play at once (recorded as `statement`). */
export const P68C = reconstructed(
  "68C",
  "the claimer states at once the line of play by which he will win the tricks",
  "Commentary 70.3: the director has the claimer repeat what he said",
);
/**
 * 68D — after a claim or concession play ceases; a doubted claim goes to the director, and play is not
 * resumed before he rules (no 68D2(b) in this code: a request to play on changes nothing).
 */
export const P68D = law({
  edition: "1987",
  label: "68D",
  paraphrase: "after a claim play ceases; a doubted claim goes to the director and play does not resume",
  module: M,
  status: "confirmed",
  source:
    "the EBL Commentary 70.1 (Russian): play is not resumed, the director is called, the players change nothing",
});
