/**
 * The 1987 code: its auction period (./auction.ts) and its play period (./play/index.ts), assembled (the
 * dispatch is src/laws/edition.ts). What the Node entry registers (src/editions.ts); the app loads the two
 * periods as parts of their own (web/model.ts).
 */
import { makeRules } from "../edition.js";
import { auction1987 } from "./auction.js";
import { play1987 } from "./play/index.js";

export const rules1987 = makeRules({ ...auction1987, play: play1987 });
