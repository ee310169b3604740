/**
 * The 2017 code's play period: its groups of play laws, asked in this order (src/laws/edition.ts).
 */
import type { PlayPart } from "../../compose.js";
import type { PlayGroup } from "../../play/group.js";
import { claims2017 } from "./claims.js";
import { playLaws2017 } from "./laws.js";
import { leads2017 } from "./leads.js";
import { penalty2017 } from "./penalty.js";
import { revokes2017 } from "./revokes.js";
import { sequence2017 } from "./sequence.js";

export const play2017: PlayGroup[] = [sequence2017, leads2017, penalty2017, revokes2017, claims2017];

/** The play part of the 2017 code, as the composition root takes it (src/laws/compose.ts). */
export const playPart2017: PlayPart = { groups: play2017, laws: playLaws2017 };
