/** Law 43A1 (2017), as far as the revoke laws need it: dummy draws attention to an irregularity during the play. */
import { law } from "../registry.js";

const M = "laws/2017/law43.ts";

/**
 * 43A1 — during the play dummy may not draw attention to an irregularity (nor call the director unless
 * someone else has). The irregularity is still rectified; the declaring side is watched for damage.
 */
export const P43A1 = law({
  edition: "2017",
  label: "43A1",
  paraphrase:
    "dummy may not draw attention to an irregularity during the play: rectified, and watched for damage",
  module: M,
  status: "confirmed",
});
