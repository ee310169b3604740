/**
 * The 2017 code's Laws 68-71 (claims and concessions), assembled as one group of play laws
 * (src/laws/play/group.ts). The paragraphs themselves live in this code's lawNN.ts modules.
 */
import { claimsGroup } from "../../play/claims.js";
import { P16C2 } from "../general.js";
import { P48B2 } from "../law48.js";
import { P68A, P68B1, P68B2, P68D1, P68D2a, P68D2b } from "../law68.js";
import { P69A, P69B1, P69B2 } from "../law69.js";
import { P70A, P70C, P70D1, P70D2, P70E1, P70E2 } from "../law70.js";
import { P71A, P71B } from "../law71.js";
import { revokes2017 } from "./revokes.js";

export const claims2017 = claimsGroup(
  {
    claim: P68A,
    facing: P48B2,
    concession: P68B1,
    objection: P68B2,
    shownInformation: P16C2,
    ceases: P68D1,
    doubted: P68D2a,
    playOn: P68D2b,
    agreed: P69A,
    withdrawn: P69B2,
    award: P70A,
    cancelled: P71B,
    hadWon: { withdrawn: P69B1, cancelled: P71A },
    tests: [
      { law: P70C, when: "trump", id: "claim-test-70C" },
      { law: P70D1, when: "always", id: "claim-test-70D1" },
      { law: P70D2, when: "defender", id: "claim-test-70D2" },
      { law: P70E1, when: "always", id: "claim-test-70E1" },
      { law: P70E2, when: "always", id: "claim-test-70E2" },
    ],
  },
  // A revoke found after the claim (62A) is this code's revokes group's (a lazy reference: it names this group too).
  () => revokes2017,
);
