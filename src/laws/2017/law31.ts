/** Law 31 (2017): bid out of rotation (and an artificial pass, 30C), after it is cancelled (29B). */
import type { CoorRule, Decision, Position } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P16C2 } from "./general.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law31.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 31A1 — a bid at RHO's turn, RHO then passes: the offender must repeat his call; if legal, no rectification. */
export const P31A1 = at(
  "31A1",
  "bid at RHO's turn, RHO passes: the offender repeats the call without rectification",
);
/** 31A2(a) — RHO bids, doubles or redoubles; the offender's call is comparable: no further rectification. */
export const P31A2a = at("31A2(a)", "RHO calls; the offender's call is comparable: no further rectification");
/** 31A2(b) — not comparable: partner must pass at his next turn; 16C, 26B and 72C may apply. */
export const P31A2b = at(
  "31A2(b)",
  "RHO calls; the offender's call is not comparable: partner passes at his next turn",
);
/** 31B1 — a bid at partner's turn (or dealer-LHO's): partner may make any legal call; 16C2 applies. */
export const P31B1 = at(
  "31B1",
  "bid at partner's (or dealer-LHO's) turn: partner calls freely; 16C2 applies",
);
/** 31B2 — the offender calls at his turn and the director rules as in 31A2(a) or 31A2(b). */
export const P31B2 = at("31B2", "the offender's later call is ruled as in 31A2(a) or (b)");
/** 31C — a later bid at LHO's turn by a player who has called is a change of call: Law 25. */
export const P31C = at("31C", "a bid at LHO's turn after having called is a change of call (Law 25)");

/** The 2017 pattern shared by Laws 30B1(b), 31A2/31B2 and 32A2/32B2: comparable or partner passes once. */
export const comparableOrOneRound = (yes: string, no: string): Decision => ({
  kind: "comparable",
  yes: { law: yes, flags: ["23C"] },
  no: { law: no, bar: { who: "partner", duration: "next-turn" }, lead: true, flags: [P16C2, "72C"] },
});

export const rule31 = (pos: Position): CoorRule => {
  if (pos === "rho")
    return { awaitRho: { repeat: P31A1, act: { decide: comparableOrOneRound(P31A2a, P31A2b) } } };
  return { atCancel: { law: "29B", flags: [P16C2] }, decide: comparableOrOneRound(P31B2, P31B2) };
};
