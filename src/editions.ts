/**
 * The composition root: the two codes of laws the engine knows, by edition. The reducer (src/table/) is
 * handed an edition's rules; the law modules (src/laws/) never see the reducer.
 */
import type { BridgeError, Result } from "./core/result.js";
import { rules1987 } from "./laws/1987/index.js";
import { rules2017 } from "./laws/2017/index.js";
import type { Edition, TableLog } from "./model/events.js";
import type { EditionRules } from "./model/rules.js";
import type { TableState } from "./model/state.js";
import { replayUntilErrorWith, replayWith } from "./table/replay.js";

export const RULES: Record<Edition, EditionRules> = { "2017": rules2017, "1987": rules1987 };

/** Replays every event of a log; the first bad event gives an error value naming it. */
export const replayLog = (log: TableLog): Result<TableState> => replayWith(RULES[log.edition], log);

/** Like replayLog, but on error also gives the last good state (nothing recorded is lost). */
export const replayUntilError = (log: TableLog): { state: TableState; error?: BridgeError } =>
  replayUntilErrorWith(RULES[log.edition], log);
