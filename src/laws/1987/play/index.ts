/**
 * The 1987 code's play period: its groups of play laws, asked in this order (src/laws/edition.ts).
 */
import type { PlayPart } from "../../compose.js";
import type { PlayGroup } from "../../play/group.js";
import { claims1987 } from "./claims.js";
import { playLaws1987 } from "./laws.js";
import { leads1987 } from "./leads.js";
import { penalty1987 } from "./penalty.js";
import { revokes1987 } from "./revokes.js";
import { sequence1987 } from "./sequence.js";

export const play1987: PlayGroup[] = [sequence1987, leads1987, penalty1987, revokes1987, claims1987];

/** The play part of the 1987 code, as the composition root takes it (src/laws/compose.ts). */
export const playPart1987: PlayPart = { groups: play1987, laws: playLaws1987 };
