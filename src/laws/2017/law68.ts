/**
 * Law 68 (2017): claim or concession of tricks. The procedure is shared with the 1987 code
 * (src/laws/play/claims.ts); this module registers the 2017 paragraphs (docs/research-play.md, Law 68).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law68.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 68A — saying that one's side will win tricks not yet played, or offering to stop, is a claim. */
export const P68A = at(
  "68A",
  "a statement that a side will win some of the tricks not yet played is a claim",
);
/** 68B1 — saying that one's side will lose tricks is a concession; a claim of some concedes the rest. */
export const P68B1 = at(
  "68B1",
  "a statement that a side will lose tricks is a concession; claiming some concedes the rest",
);
/** 68B2 — a defender's concession that his partner objects to at once is neither: play goes on. */
export const P68B2 = at(
  "68B2",
  "a defender's concession his partner objects to at once is void; play continues",
);
/** 68C — the claimer states his line of play at once (recorded as `statement`). */
export const P68C = at("68C", "the claimer states at once the line of play by which he will win the tricks");
/** 68D1 — after any claim or concession play ceases; the opponents agree (69) or doubt it. */
export const P68D1 = at("68D1", "after a claim or concession play ceases until it is agreed or ruled on");
/** 68D2(a) — a claim doubted by any player: the director is called at once and rules (70). */
export const P68D2a = at(
  "68D2(a)",
  "a doubted claim: the director is called and nothing is done until he rules",
);
/** 68D2(b) — at the non-claiming side's request, with all four agreeing, play goes on and the claim is void. */
export const P68D2b = at(
  "68D2(b)",
  "all four players agreeing, play continues after a doubted claim, which is void",
);

// Paragraphs with no effect the engine can see (nothing in the table log to rule on): registered with
// `effect: "none"`, the coverage matrix lists them as "procedure: nothing to rule".

/** 68 (preamble) — a statement about the trick in progress only is no claim; cards a defender shows then are no penalty cards. */
export const P68 = law({
  edition: "2017",
  label: "68",
  paraphrase:
    "a statement about the trick in progress only is neither claim nor concession; a defender's cards shown then are not penalty cards",
  module: M,
  status: "confirmed",
  effect: "none",
});
