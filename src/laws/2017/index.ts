/**
 * The 2017 code: its auction period (./auction.ts) and its play period (./play/index.ts), assembled (the
 * dispatch is src/laws/edition.ts). What the Node entry registers (src/editions.ts); the app loads the two
 * periods as parts of their own (web/model.ts).
 */
import { makeRules } from "../edition.js";
import { auction2017 } from "./auction.js";
import { play2017 } from "./play/index.js";

export const rules2017 = makeRules({ ...auction2017, play: play2017 });
