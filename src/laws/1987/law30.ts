/**
 * Law 30 (1987): pass out of rotation.
 *
 * Where the 1987 text itself was not seen, the paragraph is registered as reconstructed with its basis
 * (docs/research-1987.md); the ruling says so to the director.
 */
import type { CoorRule, Position } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law30.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 30A — a pass out of rotation before anyone has bid: the offender passes at his next turn (Commentary 30.2). */
export const P30A = confirmed(
  "30A",
  "pass out of rotation before any bid: the offender must pass at his next turn",
);
/** 30B1 — after a bid, a pass at RHO's turn: the offender passes at his next turn. */
export const P30B1 = reconstructed(
  "30B1",
  "after a bid, pass at RHO's turn: the offender passes at his next turn",
  "1997 Law 30B1; Commentary 30.4 points to Laws 23B, 25, 26",
);
/** 30B2(a) — after a bid, a pass at partner's turn: the offender passes for the rest of the auction. */
export const P30B2a = reconstructed(
  "30B2(a)",
  "after a bid, pass at partner's turn: the offender passes throughout",
  "1997 Law 30B2(a)",
);
/** 30B2(b) — and his partner may bid or pass but not double or redouble at that turn (23B). */
export const P30B2b = reconstructed(
  "30B2(b)",
  "and partner may not double or redouble at that turn",
  "1997 Law 30B2(b); Commentary 30.3 mentions 23B restrictions",
);
/** 30C — a conventional pass out of rotation is dealt with as a bid out of rotation (Commentary 30.5, 31.2). */
export const P30C = confirmed("30C", "a conventional pass out of rotation goes to Law 31");

const flags = ["23"];

export const rule30 = (pos: Position, anyBid: boolean): CoorRule => {
  if (!anyBid) return { atCancel: { law: P30A, bar: { who: "offender", duration: "next-turn" }, flags } };
  if (pos === "rho")
    return { atCancel: { law: P30B1, bar: { who: "offender", duration: "next-turn" }, flags } };
  return {
    atCancel: {
      law: P30B2a,
      bar: { who: "offender", duration: "throughout" },
      mayNotCall: { who: "partner", calls: ["X", "XX"], law: P30B2b },
      lead: true,
      flags,
    },
  };
};
