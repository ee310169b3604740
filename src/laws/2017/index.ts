/** The 2017 code: the edition's rules, dispatching to one module per law. */
import { detectingRules } from "../detect.js";

export const rules2017 = detectingRules({
  "insufficient-bid": { law: "27A1", lhoOption: true },
  "pass-out-of-rotation": { law: "29A", lhoOption: true },
  "bid-out-of-rotation": { law: "29A", lhoOption: true },
  "double-out-of-rotation": { law: "29A", lhoOption: true },
  "redouble-out-of-rotation": { law: "29A", lhoOption: true },
  "inadmissible-double": { law: "36B1", lhoOption: false },
  "inadmissible-redouble": { law: "36B1", lhoOption: false },
  "bid-above-seven": { law: "38B", lhoOption: false },
  "call-after-final-pass": { law: "39A", lhoOption: false },
  "call-violating-obligation": { law: "37B1", lhoOption: false },
  "change-of-call": { law: "25B1", lhoOption: true },
});
