/**
 * The 2017 code as a value: its auction part (./auction.ts) and its play part (./play/index.ts), composed by
 * the root (src/laws/compose.ts). What the Node entry registers (src/editions.ts); the app composes the
 * same parts as they load (web/engine/adapter.ts).
 */
import { composeEdition } from "../compose.js";
import { auctionPart2017 } from "./auction.js";
import { playPart2017 } from "./play/index.js";

export const edition2017 = composeEdition("2017", { auction: auctionPart2017, play: playPart2017 });
