/** Law 43 (1987): dummy's limitations (43A1 applied by the revoke laws; the rest is conduct the log does not record). */
import { law, type Paragraph } from "../registry.js";

const M = "laws/1987/law43.ts";
const r = (label: string, paraphrase: string, basis: string, effect?: Paragraph["effect"]) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis,
    ...(effect ? { effect } : {}),
  });

/** 43A1 — dummy may not draw attention to an irregularity during the play; rectified, and watched for damage. */
export const P43A1 = r(
  "43A1",
  "dummy may not draw attention to an irregularity during the play: rectified, and watched for damage",
  "docs/research-play.md (43A1): Rybnikov's 1987 subject index lists dummy's limitations under 43; the wording is the 1997 text's",
);
export const P43A2 = r(
  "43A2",
  "dummy may not exchange hands with declarer, leave his seat to watch declarer play, or look at a defender's cards",
  "1997 Law 43A2 (JFR97 node9); the 1987 text was not seen",
  "none",
);
export const P43A3 = r(
  "43A3",
  "a defender may not show dummy his hand",
  "1997 Law 43A3 (JFR97 node9); the 1987 text was not seen",
  "none",
);
export const P43B1 = r(
  "43B1",
  "a breach of 43A1 or 43A2 may earn a procedural penalty (the director's)",
  "1997 Law 43B1 (JFR97 node9); the 1987 text was not seen",
  "none",
);
