/** Law 32 (2017): double or redouble out of rotation, after it is cancelled (29B). */
import type { CoorRule, Position } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P16C2 } from "./general.js";
import { comparableOrOneRound } from "./law31.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law32.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 32 — a double or redouble out of rotation may be accepted by the next opponent, an inadmissible one never (Law 36). */
export const P32 = at("32", "an out-of-rotation double/redouble may be accepted, an inadmissible one never");
/** 32A1 — at RHO's turn, RHO passes: the offender must repeat it; no rectification unless it is now inadmissible (36). */
export const P32A1 = at("32A1", "double at RHO's turn, RHO passes: the offender repeats it");
/** 32A2(a) — RHO bids, doubles or redoubles; the offender's call is comparable: no further rectification. */
export const P32A2a = at("32A2(a)", "RHO calls; the offender's call is comparable: no further rectification");
/** 32A2(b) — not comparable: partner must pass at his next turn; 16C, 26B and 72C may apply. */
export const P32A2b = at(
  "32A2(b)",
  "RHO calls; the offender's call is not comparable: partner passes at his next turn",
);
/** 32B1 — at partner's turn: partner may make any legal call; 16C2 applies. */
export const P32B1 = at("32B1", "double at partner's turn: partner calls freely; 16C2 applies");
/** 32B2 — the offender calls at his turn, ruled as in 32A2(a) or (b). */
export const P32B2 = at("32B2", "the offender's later call is ruled as in 32A2(a) or (b)");
/** 32C — a later double or redouble at LHO's turn is a change of call: Law 25. */
export const P32C = at("32C", "a double at LHO's turn after having called is a change of call (Law 25)");

export const rule32 = (pos: Position): CoorRule => {
  if (pos === "rho")
    return { awaitRho: { repeat: P32A1, act: { decide: comparableOrOneRound(P32A2a, P32A2b) } } };
  return { atCancel: { law: "29B", flags: [P16C2] }, decide: comparableOrOneRound(P32B2, P32B2) };
};
