/**
 * Law 51 (1987): two or more penalty cards. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { law } from "../registry.js";

const M = "laws/1987/law51.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 51B2(b) — penalty cards in several suits: declarer prohibits one of them: that suit's cards are picked up, the prohibition lasts while partner keeps the lead (1997 Law 51B2 (DK97)). */
export const P51B2b = reconstructed(
  "51B2(b)",
  "penalty cards in several suits: declarer prohibits one of them: that suit's cards are picked up, the prohibition lasts while partner keeps the lead",
  "1997 Law 51B2 (DK97)",
);
