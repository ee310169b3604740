/** Law 45 (2017): card played. The procedure both codes share is src/laws/play/penalty.ts. */
import { law } from "../registry.js";

const M = "laws/2017/law45.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 45C4(a) — a card named or designated as the one to be played is played. */
export const P45C4a = at("45C4(a)", "a card named or designated as the one to be played is played");
/** 45C4(b) — 2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once. */
export const P45C4b = at(
  "45C4(b)",
  "2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once",
);
