/**
 * The 2017 code's Laws 68-71 (claims and concessions), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs
 * themselves live in this code's lawNN.ts modules.
 */
import type { PlayGroup } from "../../play/group.js";

export const claims2017: PlayGroup = {};
