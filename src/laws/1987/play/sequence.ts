/**
 * The 1987 code's procedure of play beyond the other groups (Laws 41-47, 59, 60, 65-67), assembled as one
 * group of play laws (src/laws/play/group.ts). The paragraphs live in this code's lawNN.ts modules (those
 * with nothing to rule are only registered); the procedure both codes share is src/laws/play/sequence.ts.
 */
import "../law41.js";
import "../law42.js";
import "../law43.js";
import "../law44.js";
import "../law45.js";
import "../law47.js";
import "../law59.js";
import { P55B2 } from "../law55.js";
import { P60B } from "../law60.js";
import "../law65.js";
import "../law66.js";
import "../law67.js";
import type { PlayGroup } from "../../play/group.js";
import { sequenceGroup } from "../../play/sequence.js";
import { leads1987 } from "./leads.js";

export const sequence1987: PlayGroup = sequenceGroup({
  labels: { mustLeadFromRightHand: P55B2, defenderPlaysFirst: P60B },
  next: () => leads1987,
});
