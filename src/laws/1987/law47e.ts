/**
 * Law 47E (1987): a card retracted because of the opponents' misinformation (paragraph E only; the rest of
 * Law 47 belongs to the penalty-card laws).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law47e.ts";

/** 47E1 — a lead out of turn made because an opponent said it was his lead goes back: no rectification. */
export const P47E1 = law({
  edition: "1987",
  label: "47E1",
  paraphrase:
    "a lead made because an opponent wrongly said it was his turn is taken back without rectification and cannot be accepted",
  module: M,
  status: "reconstructed",
  basis:
    "1997 Law 47E1 as the 2017 digest compares it (docs/research-play.md, Law 47); the 1987 text was not seen",
});
/** 47E2(a) — a card played after an opponent's mistaken explanation goes back while no card has been played to the trick since. */
export const P47E2a = law({
  edition: "1987",
  label: "47E2(a)",
  paraphrase:
    "a card played after an opponent's mistaken explanation may be taken back, no rectification, while no card has since been played to the trick",
  module: M,
  status: "reconstructed",
  basis: "1997 Law 47E2 (JFR97 41A refers to it; the 2017 digest compares it); the 1987 text was not seen",
});
/** 47E2(b) — too late for (a): the card stays played; the director may adjust at the end (watched). */
export const P47E2b = law({
  edition: "1987",
  label: "47E2(b)",
  paraphrase:
    "too late to take back a card played after a mistaken explanation (a card played to the trick since): it stays; adjusted at the end if need be (watched)",
  module: M,
  status: "reconstructed",
  basis: "1997 Law 47E2 (JFR97 41A refers to it; the 2017 digest compares it); the 1987 text was not seen",
});
