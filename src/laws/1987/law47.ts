/**
 * Law 47 (1987): retraction of a card played. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law47.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 47A — a card taken back to comply with a rectification (a lead out of turn not accepted). */
export const P47A = reconstructed(
  "47A",
  "a card played may be taken back to comply with a rectification (a defender's may become a penalty card)",
  "1997 Law 47A (the 2017 digest compares it: same content); the 1987 text was not seen",
);
/** 47B — a card taken back to correct an illegal play (an unestablished revoke corrected, 62A). */
export const P47B = reconstructed(
  "47B",
  "a card played may be taken back to correct an illegal play (a defender's may become a penalty card)",
  "1997 Law 47B (the 2017 digest compares it: same content); the 1987 text was not seen",
);
/** 47D — after an opponent's change of play, a card taken back and replaced without rectification. */
export const P47D = reconstructed(
  "47D",
  "after an opponent's change of play a player may take back the card he played and play another, without rectification",
  "1997 Law 47D (the 2017 digest compares it: same content); the 1987 text was not seen",
);
/** 47 — a card played may be taken back only as the Laws allow (a slip corrected under 45C4(b) goes back freely); otherwise the withdrawal changes nothing. */
export const P47 = reconstructed(
  "47",
  "a card played is taken back only where the Laws allow it (a corrected slip, without rectification); otherwise nothing changes",
  "1997 Law 47C and 47F",
);
