/**
 * Law 29 (1987): the option over a call out of rotation, and the policy the shared procedure (src/laws/coor.ts) follows in this code.
 *
 * Where the 1987 text itself was not seen, the paragraph is registered as reconstructed with its basis
 * (docs/research-1987.md); the ruling says so to the director.
 */
import { lastBid } from "../../auction/auction.js";
import { standingCalls } from "../../auction/classify.js";
import { partner } from "../../core/seat.js";
import type { CoorPolicy } from "../coor.js";
import { lawInto, type Paragraph } from "../registry.js";
import { P28B } from "./law28.js";
import { rule30 } from "./law30.js";
import { rule31 } from "./law31.js";
import { rule32 } from "./law32.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law29.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 29A — the offender's LHO may call over a call out of rotation, forfeiting the penalty (Commentary 29.1). */
export const P29A = reconstructed(
  "29A",
  "LHO may call over a call out of rotation and so forfeit the penalty",
  "Commentary 29.1-29.3; lettering of Law 29 not seen (1997 lettering)",
);
/** 29B — otherwise the call is cancelled, the auction reverts to the right player, Laws 30-32 apply. */
export const P29B = reconstructed(
  "29B",
  "not accepted: cancelled, the auction reverts to the player whose turn it was",
  "Commentary 30.1 cites 29B for the cancellation",
);

export const policy1987: CoorPolicy = {
  edition: "1987",
  P28B,
  P29A,
  P29B,
  flags28B: [],
  texts: "coor87",
  rule(s, p, pos) {
    if (p.call === "X" || p.call === "XX") return rule32(pos);
    if (p.call !== "P") return rule31(pos);
    // 30C: a conventional pass (or one of partner's conventional call) is a bid for Law 31.
    const last = s.auction[s.auction.length - 1];
    const overArtificial = last !== undefined && last.by === partner(p.offender) && last.artificial === true;
    if (p.findings.artificial || overArtificial) return rule31(pos);
    return rule30(pos, lastBid(standingCalls(s)) !== null);
  },
};
