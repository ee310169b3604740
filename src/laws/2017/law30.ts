/** Law 30 (2017): pass out of rotation, after it is cancelled (29B). */
import type { CoorRule, Position } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P16C2 } from "./general.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law30.ts";
// No reproduction of the 2017 wording of Law 30 was found; its content rests on the WBF Laws Committee
// commentary and on quotations of 30B1(b)(i) (docs/decisions-2017.md, verification table).
const at = (label: string, paraphrase: string) =>
  law({
    edition: "2017",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis: "WBF commentary on Law 30 and forum quotations of the 2017 text; wording not seen",
  });

/** 30A — a pass at RHO's turn: the offender himself must pass at his next turn; nothing more. */
export const P30A = at("30A", "pass at RHO's turn: the offender must pass at his next turn");
/** 30B1(a) — a pass at partner's turn (or at LHO's when the offender had not called): partner calls freely, with 16C2. */
export const P30B1a = at(
  "30B1(a)",
  "pass at partner's (or dealer-LHO's) turn: partner may make any legal call; 16C2 applies",
);
/** 30B1(b)(i) — the offender's call at his turn is comparable: no further rectification (26B off, see 23C). */
export const P30B1bi = at("30B1(b)(i)", "the offender's later call is comparable: no further rectification");
/** 30B1(b)(ii) — not comparable: partner must pass at his next turn; 16C, 26B, 72C may apply. */
export const P30B1bii = at(
  "30B1(b)(ii)",
  "the offender's later call is not comparable: partner must pass at his next turn",
);
/** 30B2 — a pass at LHO's turn by a player who has called before is a change of call: Law 25. */
export const P30B2 = at("30B2", "a pass at LHO's turn after having called is a change of call (Law 25)");
/** 30C — an artificial pass, or a pass of partner's artificial call, out of rotation goes to Law 31. */
export const P30C = at(
  "30C",
  "an artificial pass out of rotation is treated as a bid out of rotation (Law 31)",
);

/** The consequences of a natural pass out of rotation, cancelled. */
export const rule30 = (pos: Position): CoorRule => {
  if (pos === "rho") return { atCancel: { law: P30A, bar: { who: "offender", duration: "next-turn" } } };
  return {
    atCancel: { law: "29B", flags: [P16C2] },
    decide: {
      kind: "comparable",
      yes: { law: P30B1bi, flags: ["23C"] },
      no: {
        law: P30B1bii,
        bar: { who: "partner", duration: "next-turn" },
        lead: true,
        flags: [P16C2, "72C"],
      },
    },
  };
};
