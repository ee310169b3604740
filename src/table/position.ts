/**
 * *Extension* (docs/table-log.md, "The position of the play"): the checks and effects of a `position` event.
 * The reducer (machine.ts) applies them; nothing here writes a state.
 */
import { type BridgeError, err, ok, type Result } from "../core/result.js";
import type { Effect } from "../model/effects.js";
import type { TableEvent } from "../model/events.js";
import type { TableState } from "../model/state.js";
import { completedTricks, latestTrickNumber } from "../play/play.js";

type Position = Extract<TableEvent, { type: "position" }>;

/**
 * Where the opening lead is due: a revoke the director named before it (with no card recorded) is on a trick
 * the position must count as played, or the two contradict each other.
 */
export const firstPositionError = (
  s: TableState,
  e: Position,
  index: number,
): { ok: false; error: BridgeError } | null => {
  const after = (s.revokes ?? []).find((r) => r.trick > e.played);
  return after === undefined
    ? null
    : err(
        "position-before-revoke",
        { trick: String(after.trick), played: String(e.played) },
        { event: index, key: "position.played" },
      );
};

/**
 * A later position: cards of the play are recorded, then the director says where the play now stands (he
 * came back to the table, or was called again, and the cards between were not written down). Due in the
 * play with no ruling open, past the recorded play: every recorded trick is over (the one in progress too)
 * and each side has at least the tricks the record gives it. The recorded tricks are kept in
 * `unrecorded.recorded`; `tricks` restarts at the next trick. Penalty cards, obligations, lead restrictions
 * and revokes stay as recorded; the play restrictions of a trick now over (57A, 58B3, 55B2, 45D) are spent.
 */
export const laterPosition = (s: TableState, e: Position, index: number): Result<Effect[]> => {
  const won = s.tricksWon ?? { NS: 0, EW: 0 };
  const latest = latestTrickNumber(s);
  if (e.played < latest || e.played <= completedTricks(s) || e.NS < won.NS || e.EW < won.EW)
    return err(
      "position-behind-record",
      { trick: String(latest), NS: String(won.NS), EW: String(won.EW) },
      { event: index, key: "position" },
    );
  const recorded = [...(s.unrecorded?.recorded ?? []), ...(s.tricks ?? [])];
  return ok([
    { kind: "set", key: "unrecorded", value: { tricks: e.played, NS: e.NS, EW: e.EW, recorded } },
    { kind: "set", key: "tricks", value: [] },
    { kind: "set", key: "tricksWon", value: { NS: e.NS, EW: e.EW } },
    { kind: "set", key: "playRestrictions", value: [] },
    { kind: "turn", seat: e.lead },
  ]);
};
