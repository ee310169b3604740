/**
 * The 1987 code's Laws 68-71 (claims and concessions), assembled as one group of play laws
 * (src/laws/play/group.ts). The paragraphs themselves live in this code's lawNN.ts modules. The code has
 * no 68D2(b): a request to play on after a doubted claim changes nothing (playOn: null).
 */
import { claimsGroup } from "../../play/claims.js";
import { P48B2 } from "../law48.js";
import { P68A, P68B, P68D } from "../law68.js";
import { P69A, P69B } from "../law69.js";
import { P70A, P70C, P70D, P70E } from "../law70.js";
import { P71 } from "../law71.js";
import { revokes1987 } from "./revokes.js";

export const claims1987 = claimsGroup(
  {
    claim: P68A,
    facing: P48B2,
    concession: P68B,
    objection: P68B,
    shownInformation: P68B,
    ceases: P68D,
    doubted: P68D,
    playOn: null,
    agreed: P69A,
    withdrawn: P69B,
    award: P70A,
    cancelled: P71,
    hadWon: null,
    tests: [
      { law: P70C, when: "trump", id: "claim-test-70C" },
      { law: P70D, when: "always", id: "claim-test-70D1" },
      { law: P70E, when: "always", id: "claim-test-70E-1987" },
    ],
  },
  // A revoke found after the claim (62A) is this code's revokes group's (a lazy reference: it names this group too).
  () => revokes1987,
);
