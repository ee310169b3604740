/** Law 43A1 (1987), as far as the revoke laws need it: dummy draws attention to an irregularity during the play. */
import { law } from "../registry.js";

/** 43A1 — dummy may not draw attention to an irregularity during the play; rectified, and watched for damage. */
export const P43A1 = law({
  edition: "1987",
  label: "43A1",
  paraphrase:
    "dummy may not draw attention to an irregularity during the play: rectified, and watched for damage",
  module: "laws/1987/law43.ts",
  status: "reconstructed",
  basis:
    "docs/research-play.md (43A1): Rybnikov's 1987 subject index lists dummy's limitations under 43; the wording is the 1997 text's",
});
