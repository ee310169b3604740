/**
 * The 2017 code's Laws 24, 45-52, 57-60 (cards exposed or played, penalty cards, premature and simultaneous play), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs
 * themselves live in this code's lawNN.ts modules.
 */
import type { PlayGroup } from "../../play/group.js";

export const penalty2017: PlayGroup = {};
