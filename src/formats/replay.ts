/**
 * The replay the file formats check their logs with (the PBN reader's conversion, the PBN writer's story
 * of the auction and its round trip): the engine entry's replay (src/engine.ts `replayOver`) composed here
 * from the replayer over both codes of laws (src/editions.ts) and the presentation with both languages'
 * words (src/explain/index.ts). The formats never import src/index.ts, which exports them.
 */
import { replayLog } from "../editions.js";
import { replayOver } from "../engine.js";
import { presentState } from "../explain/index.js";

export const replay = replayOver(replayLog, presentState);
