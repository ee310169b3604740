/**
 * Law 45 (1987): card played. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { law } from "../registry.js";

const M = "laws/1987/law45.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 45C4(b) — 2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once (1997 Law 45C4(b) (NB97): any player, without pause for thought). */
export const P45C4b = reconstructed(
  "45C4(b)",
  "2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once",
  "1997 Law 45C4(b) (NB97): any player, without pause for thought",
);
