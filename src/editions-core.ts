/**
 * The codes of laws the engine has loaded, by edition, and the replays over them. The Node entry
 * (src/editions.ts) registers both codes statically; the app (src/engine.ts, web/) registers a code when
 * the session first holds a board of it (`registerRules`), so there `RULES` holds only the codes loaded
 * so far.
 */
import type { BridgeError, Result } from "./core/result.js";
import type { Edition, TableLog } from "./model/events.js";
import type { EditionRules } from "./model/rules.js";
import type { TableState } from "./model/state.js";
import { replayUntilErrorWith, replayWith } from "./table/replay.js";

export const RULES: Record<Edition, EditionRules> = {} as Record<Edition, EditionRules>;

/** Makes an edition's rules available to `RULES`, `replayLog` and `replayUntilError`. */
export const registerRules = (edition: Edition, rules: EditionRules): void => {
  RULES[edition] = rules;
};

/** True once the rules of `edition` are registered. */
export const hasRules = (edition: Edition): boolean => edition in RULES;

/** Replays every event of a log; the first bad event gives an error value naming it. */
export const replayLog = (log: TableLog): Result<TableState> => replayWith(RULES[log.edition], log);

/** Like replayLog, but on error also gives the last good state (nothing recorded is lost). */
export const replayUntilError = (log: TableLog): { state: TableState; error?: BridgeError } =>
  replayUntilErrorWith(RULES[log.edition], log);
