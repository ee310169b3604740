/**
 * The 1987 code's play period: its groups of play laws, asked in this order (src/laws/edition.ts).
 */
import type { PlayGroup } from "../../play/group.js";
import { claims1987 } from "./claims.js";
import { leads1987 } from "./leads.js";
import { penalty1987 } from "./penalty.js";
import { revokes1987 } from "./revokes.js";
import { sequence1987 } from "./sequence.js";

export const play1987: PlayGroup[] = [sequence1987, leads1987, penalty1987, revokes1987, claims1987];
