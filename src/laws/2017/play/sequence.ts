/**
 * The 2017 code's procedure of play beyond the other groups (Laws 41-47, 59, 60, 65-67), assembled as one
 * group of play laws (src/laws/play/group.ts). The paragraphs live in this code's lawNN.ts modules (those
 * with nothing to rule are only listed, in ./laws.ts); the procedure both codes share is src/laws/play/sequence.ts.
 */

import type { PlayGroup } from "../../play/group.js";
import { sequenceGroup } from "../../play/sequence.js";
import { P43A1, P43B2b, P43B3 } from "../law43.js";
import { P45D, P45E, P45F } from "../law45.js";
import { P47E2b } from "../law47e.js";
import { P55B2 } from "../law55.js";
import { transfer2017 } from "../law64.js";
import { leads2017 } from "./leads.js";
import { revokes2017 } from "./revokes.js";

export const sequence2017: PlayGroup = sequenceGroup({
  labels: {
    dummyAttention: P43A1,
    dummyAsksDeclarer: P43B2b,
    dummyPointsOutDefender: P43B3,
    fifthCard: P45E,
    dummyIndicates: P45F,
    tooLateToRetract: P47E2b,
    misplacedByDummy: P45D,
    mustLeadFromRightHand: P55B2,
  },
  transfer: transfer2017,
  next: () => leads2017,
  revokes: () => revokes2017,
});
