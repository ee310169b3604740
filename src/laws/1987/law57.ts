/**
 * Law 57 (1987): premature lead or play by a defender. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { law } from "../registry.js";

const M = "laws/1987/law57.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 57A — a defender plays before his partner: his card is a major penalty card and declarer restricts partner's play to the trick (2017: highest, lowest, require or prohibit another suit; 1987: highest, lowest, another suit) (1997 Law 57A: highest, lowest, or a card of another suit named by declarer (the 1987 list is not confirmed)). */
export const P57A = reconstructed(
  "57A",
  "a defender plays before his partner: his card is a major penalty card and declarer restricts partner's play to the trick (2017: highest, lowest, require or prohibit another suit; 1987: highest, lowest, another suit)",
  "1997 Law 57A: highest, lowest, or a card of another suit named by declarer (the 1987 list is not confirmed)",
);
