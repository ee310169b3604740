/**
 * The 2017 code's play period: its groups of play laws, asked in this order (src/laws/edition.ts).
 */
import type { PlayGroup } from "../../play/group.js";
import { claims2017 } from "./claims.js";
import { leads2017 } from "./leads.js";
import { penalty2017 } from "./penalty.js";
import { revokes2017 } from "./revokes.js";
import { sequence2017 } from "./sequence.js";

export const play2017: PlayGroup[] = [sequence2017, leads2017, penalty2017, revokes2017, claims2017];
