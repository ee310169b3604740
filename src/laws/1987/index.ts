/** The 1987 code. Rectification follows in its own law modules; until then irregularities are named. */
import { detectingRules } from "../detect.js";

export const rules1987 = detectingRules({
  "insufficient-bid": { law: "27A", lhoOption: true },
  "pass-out-of-rotation": { law: "29A", lhoOption: true },
  "bid-out-of-rotation": { law: "29A", lhoOption: true },
  "double-out-of-rotation": { law: "29A", lhoOption: true },
  "redouble-out-of-rotation": { law: "29A", lhoOption: true },
  "inadmissible-double": { law: "36", lhoOption: false },
  "inadmissible-redouble": { law: "36", lhoOption: false },
  "bid-above-seven": { law: "38", lhoOption: false },
  "call-after-final-pass": { law: "39", lhoOption: false },
  "call-violating-obligation": { law: "37", lhoOption: false },
  "change-of-call": { law: "25B", lhoOption: false },
});
