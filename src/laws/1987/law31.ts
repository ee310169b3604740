/**
 * Law 31 (1987): bid out of rotation.
 *
 * Where the 1987 text itself was not seen, the paragraph is registered as reconstructed with its basis
 * (docs/research-1987.md); the ruling says so to the director.
 */
import type { CoorRule, Position } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law31.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });

/** 31A1 — a bid at RHO's turn, RHO passes: the offender repeats his bid; no penalty if legal. */
export const P31A1 = confirmed(
  "31A1",
  "bid at RHO's turn, RHO passes: the offender repeats the bid, no penalty",
);
/** 31A2(a) — RHO acts; the offender repeats the denomination: partner passes at his next turn (23). */
export const P31A2a = confirmed(
  "31A2(a)",
  "RHO acts, the offender repeats the denomination: partner passes at his next turn",
);
/** 31A2(b) — otherwise partner passes for the rest of the auction; lead penalties may apply (26). */
export const P31A2b = confirmed(
  "31A2(b)",
  "RHO acts, any other call: partner passes throughout; lead penalties",
);
/** 31B — a bid at partner's turn (or LHO's, the offender not having called): partner passes throughout; 26. */
export const P31B = confirmed(
  "31B",
  "bid at partner's (or dealer-LHO's) turn: partner passes throughout; lead penalties",
);

const flags = ["23"];

export const rule31 = (pos: Position): CoorRule => {
  if (pos === "rho")
    return {
      awaitRho: {
        repeat: P31A1,
        act: {
          decide: {
            kind: "denomination",
            same: {
              law: P31A2a,
              bar: { who: "partner", duration: "next-turn" },
              lead: "unless-same-meaning",
              flags,
            },
            other: { law: P31A2b, bar: { who: "partner", duration: "throughout" }, lead: true, flags },
          },
        },
      },
    };
  return {
    atCancel: { law: P31B, bar: { who: "partner", duration: "throughout" }, flags },
    decide: {
      kind: "denomination",
      same: { law: P31B, lead: "unless-same-meaning" },
      other: { law: P31B, lead: true },
    },
  };
};
