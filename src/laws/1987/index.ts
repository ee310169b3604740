/**
 * The 1987 code as a value: its auction part (./auction.ts) and its play part (./play/index.ts), composed by
 * the root (src/laws/compose.ts). What the Node entry registers (src/editions.ts); the app composes the
 * same parts as they load (web/engine/adapter.ts).
 */
import { composeEdition } from "../compose.js";
import { auctionPart1987 } from "./auction.js";
import { playPart1987 } from "./play/index.js";

export const edition1987 = composeEdition("1987", { auction: auctionPart1987, play: playPart1987 });
