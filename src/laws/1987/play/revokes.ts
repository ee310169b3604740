/**
 * The 1987 code's Laws 61-67 (revokes, defective tricks), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs
 * themselves live in this code's lawNN.ts modules; the procedure both codes share is src/laws/play/revokes.ts.
 */
import type { PlayGroup } from "../../play/group.js";
import { makeRevokesGroup } from "../../play/revokes.js";
import { P43A1 } from "../law43.js";
import { P61A } from "../law61.js";
import { P62A, P62B1, P62B2, P62C1, P62C2, P62D1, P62D2 } from "../law62.js";
import { P63A1, P63A3, P63B } from "../law63.js";
import { EXCEPTIONS_1987, P64B1, P64B2, P64B3, P64B6, P64C, transfer1987 } from "../law64.js";
import { defective1987, P67B1 } from "../law67.js";
import { claims1987 } from "./claims.js";

export const revokes1987: PlayGroup = makeRevokesGroup(
  {
    labels: {
      dummyAttention: P43A1,
      requiredSuit: P61A,
      correct: P62A,
      defenderCard: P62B1,
      otherCard: P62B2,
      nonOffenderWithdraws: P62C1,
      offenderWithdraws: P62C2,
      bothOnOneTrick: null,
      trick12: P62D1,
      trick12Partner: P62D2,
      illegalInquiry: P63B,
      byPlay: P63A1,
      byClaim: P63A3,
      nothingWon: P64B1,
      sameSuitAgain: P64B2,
      faced: P64B3,
      trickTwelve: P64B6,
      bothSides: null,
      equity: P64C,
      equitySameSuit: null,
      equityBothSides: null,
      defective: P67B1,
    },
    exceptions: EXCEPTIONS_1987,
    transfer: transfer1987,
    defective: defective1987,
  },
  () => claims1987,
);
