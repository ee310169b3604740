/**
 * Law 29 (2017): the procedure after a call out of rotation
 * (the option of the offender's LHO; cancellation; Laws 30-32 then decide). The procedure itself is
 * shared with the 1987 code (src/laws/coor.ts); this module gives the 2017 paragraphs and policy.
 */

import { partner } from "../../core/seat.js";
import type { CoorPolicy } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P16C2 } from "./general.js";
import { P28B } from "./law28.js";
import { rule30 } from "./law30.js";
import { rule31 } from "./law31.js";
import { rule32 } from "./law32.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law29.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 29A — after a call out of rotation, the offender's LHO may call and so forfeit rectification (accepting it). */
export const P29A = at("29A", "LHO may accept a call out of rotation by calling over it");
/** 29B — otherwise the call out of rotation is cancelled, the auction reverts to the right player, Laws 30-32 apply. */
export const P29B = at(
  "29B",
  "not accepted: the call is cancelled and the auction reverts to the right player",
);
/** 29C — an artificial call out of rotation is treated by what it specifies, not the denomination named. */
export const P29C = at(
  "29C",
  "for an artificial call out of rotation, Laws 30-32 look at the suits it specifies",
);

export const policy2017: CoorPolicy = {
  edition: "2017",
  P28B,
  P29A,
  P29B,
  flags28B: [P16C2],
  texts: "coor",
  rule(s, p, pos) {
    if (p.call === "X" || p.call === "XX") return rule32(pos);
    if (p.call !== "P") return rule31(pos);
    // 30C: an artificial pass, or a pass of partner's artificial call, is dealt with by Law 31.
    const last = s.auction[s.auction.length - 1];
    const overArtificial = last !== undefined && last.by === partner(p.offender) && last.artificial === true;
    return p.findings.artificial || overArtificial ? rule31(pos) : rule30(pos);
  },
};
