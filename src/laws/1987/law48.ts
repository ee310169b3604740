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
