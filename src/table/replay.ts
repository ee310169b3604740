/** Replaying a table log: the state is a fold over its events. */
import { type BridgeError, ok, type Result } from "../core/result.js";
import { rules1987 } from "../laws/1987/index.js";
import { rules2017 } from "../laws/2017/index.js";
import type { Edition, TableLog } from "../model/events.js";
import type { TableState } from "../model/state.js";
import { type EditionRules, initialState, step } from "./machine.js";

export const RULES: Record<Edition, EditionRules> = { "2017": rules2017, "1987": rules1987 };

/** Replays every event of a log; the first bad event gives an error value naming it. */
export const replayLog = (log: TableLog): Result<TableState> => {
  const r = replayUntilError(log);
  return r.error === undefined ? ok(r.state) : { ok: false, error: r.error };
};

/** Like replayLog, but on error also gives the last good state (nothing recorded is lost). */
export const replayUntilError = (log: TableLog): { state: TableState; error?: BridgeError } => {
  const rules = RULES[log.edition];
  let s = initialState(log);
  for (let i = 0; i < log.events.length; i++) {
    const r = step(s, log.events[i]!, i, rules);
    if (!r.ok) return { state: s, error: r.error };
    s = r.value;
  }
  return { state: s };
};
