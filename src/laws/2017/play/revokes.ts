/**
 * The 2017 code's Laws 61-67 (revokes, defective tricks), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs
 * themselves live in this code's lawNN.ts modules.
 */
import type { PlayGroup } from "../../play/group.js";

export const revokes2017: PlayGroup = {};
