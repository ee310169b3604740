/**
 * The 2017 code's Laws 61-67 (revokes, defective tricks), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs
 * themselves live in this code's lawNN.ts modules; the procedure both codes share is src/laws/play/revokes.ts.
 */
import type { PlayGroup } from "../../play/group.js";
import { makeRevokesGroup } from "../../play/revokes.js";
import { P43A1 } from "../law43.js";
import { P61A } from "../law61.js";
import { P62A, P62B1, P62B2, P62C1, P62C2, P62C3, P62D1, P62D2 } from "../law62.js";
import { P63A1, P63A3 } from "../law63.js";
import {
  EXCEPTIONS_2017,
  P64B1,
  P64B2,
  P64B3,
  P64B6,
  P64B7,
  P64C1,
  P64C2a,
  P64C2b,
  transfer2017,
} from "../law64.js";
import { defective2017, P67B1 } from "../law67.js";
import { claims2017 } from "./claims.js";

export const revokes2017: PlayGroup = makeRevokesGroup(
  {
    labels: {
      dummyAttention: P43A1,
      requiredSuit: P61A,
      correct: P62A,
      defenderCard: P62B1,
      otherCard: P62B2,
      nonOffenderWithdraws: P62C1,
      offenderWithdraws: P62C2,
      bothOnOneTrick: P62C3,
      trick12: P62D1,
      trick12Partner: P62D2,
      illegalInquiry: null,
      byPlay: P63A1,
      byClaim: P63A3,
      nothingWon: P64B1,
      sameSuitAgain: P64B2,
      faced: P64B3,
      trickTwelve: P64B6,
      bothSides: P64B7,
      equity: P64C1,
      equitySameSuit: P64C2a,
      equityBothSides: P64C2b,
      defective: P67B1,
    },
    exceptions: EXCEPTIONS_2017,
    transfer: transfer2017,
    defective: defective2017,
  },
  () => claims2017,
);
