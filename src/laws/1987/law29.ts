/**
 * Laws 28-32 (1987): calls in rotation, the option over a call out of rotation, and the penalties for a
 * pass, bid, double or redouble out of rotation. The shared procedure is src/laws/coor.ts.
 *
 * Where the 1987 text itself was not seen, the paragraph is registered as reconstructed with its basis
 * (docs/research-1987.md); the ruling says so to the director.
 */
import { lastBid } from "../../auction/auction.js";
import { partner } from "../../core/seat.js";
import { standingCalls } from "../../table/machine.js";
import type { CoorPolicy, CoorRule, Position } from "../coor.js";
import { law } from "../registry.js";

const M = "laws/1987/law29.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 28A — a call at the turn of an RHO who is required to pass counts as in rotation. */
export const P28A = reconstructed(
  "28A",
  "calling at the turn of an RHO who must pass is in rotation",
  "1997 wording; Commentary 28.1",
);
/** 28B — the right player calling before a penalty is assessed calls in rotation; the penalty is forfeited. */
export const P28B = confirmed(
  "28B",
  "the right player calling first cancels the call out of rotation; no penalty (Commentary 28.2)",
);
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

const rule30 = (pos: Position, anyBid: boolean): CoorRule => {
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

const rule31 = (pos: Position): CoorRule => {
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

const rule32 = (pos: Position): CoorRule => {
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
