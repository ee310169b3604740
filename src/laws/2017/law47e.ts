/**
 * Law 47E (2017): a card retracted because of the opponents' misinformation. Only paragraph E of Law 47 is
 * here (the leads group); the rest of Law 47 belongs to the penalty-card laws.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law47e.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 47E1 — a lead out of turn made because an opponent said it was his lead goes back: no rectification, no acceptance. */
export const P47E1 = at(
  "47E1",
  "a lead made because an opponent wrongly said it was his turn is taken back without rectification and cannot be accepted",
);
/** 47E2(a) — a card played after an opponent's mistaken explanation goes back if no card has been played to the trick since. */
export const P47E2a = at(
  "47E2(a)",
  "a card played after an opponent's mistaken explanation may be taken back, no rectification, while no card has since been played to the trick",
);
/** 47E2(b) — too late for (a): the card stays played; the director may adjust at the end (watched). */
export const P47E2b = at(
  "47E2(b)",
  "too late to take back a card played after a mistaken explanation (a card played to the trick since): it stays; adjusted at the end if need be (watched)",
);
