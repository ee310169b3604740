/**
 * Law 32 (1987): double or redouble out of rotation.
 *
 * Where the 1987 text itself was not seen, the paragraph is registered as reconstructed with its basis
 * (docs/research-1987.md); the ruling says so to the director.
 */
import type { CoorRule, Position } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law32.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 32A — a double or redouble at partner's turn: partner passes throughout; lead penalties (32.5). */
export const P32A = reconstructed(
  "32A",
  "double at partner's turn: partner passes throughout; lead penalty (26B)",
  "1997 Law 32A; Commentary 32.5-32.6",
);
/** 32B1 — at RHO's turn, RHO passes: the offender repeats it; no penalty unless now inadmissible (36). */
export const P32B1 = reconstructed(
  "32B1",
  "double at RHO's turn, RHO passes: the offender repeats it",
  "1997 Law 32B1",
);
/** 32B2 — at RHO's turn, RHO acts: any legal call; partner passes throughout; lead penalties. */
export const P32B2 = reconstructed(
  "32B2",
  "double at RHO's turn, RHO acts: partner passes throughout; lead penalty",
  "1997 Law 32B2; Commentary 32.5-32.6",
);

const flags = ["23"];

export const rule32 = (pos: Position): CoorRule => {
  if (pos === "rho")
    return {
      awaitRho: {
        repeat: P32B1,
        act: {
          consequence: { law: P32B2, bar: { who: "partner", duration: "throughout" }, lead: true, flags },
        },
      },
    };
  return { atCancel: { law: P32A, bar: { who: "partner", duration: "throughout" }, lead: true, flags } };
};
