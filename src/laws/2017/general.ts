/**
 * Paragraphs the 2017 engine applies through others: the withdrawn-call information flags (16C), the
 * comparable-call definition and its consequences (23), simultaneous calls (33), the right to call (34),
 * the list of inadmissible calls (35), and the end-of-play adjustment for a partner compelled to pass (72C).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/general.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 16C1 — for the non-offending side, all information from withdrawn actions is authorized. */
export const P16C1 = at(
  "16C1",
  "information from any withdrawn call is authorized to the non-offending side",
);
/** 16C2 — for the offending side, information from its own and the opponents' withdrawn actions is unauthorized (flag 16C2). */
export const P16C2 = at(
  "16C2",
  "information from withdrawn calls is unauthorized to the offending side (flagged 16C2)",
);
/** 23A — a replacement is comparable when its meaning is like, a subset of, or serves the purpose of the withdrawn call's. */
export const P23A = at(
  "23A",
  "comparable: similar meaning, a subset of the meanings, or the same purpose (the director's finding)",
);
/** 23B — after a comparable replacement there is no further rectification and 16C2 does not apply. */
export const P23B = at("23B", "a comparable replacement brings no further rectification");
/** 23C — after a comparable replacement the director adjusts at the end of play if the infraction helped and damaged. */
export const P23C = at(
  "23C",
  "after a comparable replacement, adjust at the end of play if the infraction helped (flag 23C)",
);
/** 33 — a call simultaneous with the call of the player whose turn it was counts as made after it. */
export const P33 = at("33", "a call simultaneous with the in-turn call is treated as made after it");
/** 34 — three passes with one out of rotation: 17D3 keeps the right to call. */
export const P34 = at(
  "34",
  "a player deprived of his turn by a pass out of rotation keeps the right to call (17D3)",
);
/** 35 — inadmissible calls: doubles/redoubles not allowed by 19, calls by a player required to pass, bids above seven, calls after the final pass. */
export const P35 = at("35", "the inadmissible calls, each ruled by Laws 36-39");
/** 72C — the director adjusts at the end if the offender could have known his irregularity could damage the other side. */
export const P72C = at(
  "72C",
  "possible damage through an enforced pass: the director reviews at the end (flag 72C)",
);
