/**
 * Law 48 (1987): exposure of declarer's cards. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { law } from "../registry.js";

const M = "laws/1987/law48.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 48A — declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card (1997 Law 48A; Rybnikov's 1987 index: penalty cards are not for declarer (48)). */
export const P48A = reconstructed(
  "48A",
  "declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card",
  "1997 Law 48A; Rybnikov's 1987 index: penalty cards are not for declarer (48)",
);
/** 48B1 — declarer faces his hand right after a faced opening lead out of turn: Law 54 (1997 Law 48B1). */
export const P48B1 = reconstructed(
  "48B1",
  "declarer facing his hand after a faced opening lead out of turn is ruled by Law 54 (he becomes dummy: 54A)",
  "1997 Law 48B (docs/research-play.md, Law 48); the EBL Commentary 54.2 has declarer spread his hand after the faced lead",
);
/** 48B2 — otherwise declarer facing his cards is a claim or concession, unless he clearly did not mean one (1997 Law 48B). */
export const P48B2 = reconstructed(
  "48B2",
  "declarer facing his cards at another time is a claim of the tricks not yet played, unless the director judges he did not mean one",
  "1997 Law 48B (docs/research-play.md, Law 48); no 1987 text seen",
);
