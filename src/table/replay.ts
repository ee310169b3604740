/** Replaying a table log: the state is a fold over its events, in linear time. */
import { type BridgeError, ok, type Result } from "../core/result.js";
import type { TableLog } from "../model/events.js";
import type { EditionRules } from "../model/rules.js";
import type { TableState } from "../model/state.js";
import { initialState, replayInto } from "./machine.js";

/** Like `replayWith`, but on error also gives the last good state (nothing recorded is lost). */
export const replayUntilErrorWith = (
  rules: EditionRules,
  log: TableLog,
): { state: TableState; error?: BridgeError } => {
  const s = initialState(log);
  const r = replayInto(s, log.events, rules);
  if (r.error === undefined) return { state: s };
  // The failing event may have written part of its effects before its error: replay the good ones again.
  const good = initialState(log);
  replayInto(good, log.events.slice(0, r.applied), rules);
  return { state: good, error: r.error };
};

/** Replays every event of a log under an edition's rules; the first bad event gives an error value naming it. */
export const replayWith = (rules: EditionRules, log: TableLog): Result<TableState> => {
  const r = replayUntilErrorWith(rules, log);
  return r.error === undefined ? ok(r.state) : { ok: false, error: r.error };
};
