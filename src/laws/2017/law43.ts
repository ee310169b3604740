/**
 * Law 43 (2017): dummy's limitations. 43A1 is applied by the revoke laws (src/laws/play/revokes.ts: dummy's
 * attention during the play is watched); the rest concerns conduct the log does not record.
 */
import { law, type Paragraph } from "../registry.js";

const M = "laws/2017/law43.ts";
const at = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", ...(effect ? { effect } : {}) });

/**
 * 43A1 — during the play dummy may not draw attention to an irregularity (nor call the director unless
 * someone else has). The irregularity is still rectified; the declaring side is watched for damage.
 */
export const P43A1 = at(
  "43A1",
  "dummy may not draw attention to an irregularity during the play: rectified, and watched for damage",
);
export const P43A2 = at(
  "43A2",
  "dummy may not exchange hands with declarer, leave his seat to watch declarer play, or look at a defender's cards",
  "none",
);
export const P43A3 = at("43A3", "a defender may not show dummy his hand", "none");
export const P43B1 = at(
  "43B1",
  "a breach of 43A1 or 43A2 may earn a procedural penalty (the director's, Law 90)",
  "none",
);
