/**
 * The end of the board, both codes: the players' count of declarer's tricks (65, 79A) where the record
 * does not give it, the tricks transferred for revokes (64, decided by the revoke laws), and the score of
 * Law 77 for the tricks declarer is credited with.
 */
import { ok, type Result } from "../../core/result.js";
import { sideOf } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { TableEvent } from "../../model/events.js";
import type { Transfer } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import { completedTricks } from "../../play/play.js";
import { transfersOf as transfersOfRevokes } from "../../scoring/board.js";
import { done } from "../procedure.js";

/** Declarer's tricks won in play so far. */
export const declarerTricksByPlay = (s: View): number =>
  s.declarer === null || s.tricksWon === undefined ? 0 : s.tricksWon[sideOf(s.declarer)];

/**
 * The board is scored (77) from declarer's tricks by play and the transfers (each already decided by its
 * law; when not given, those the revokes hold as the reducer applies this): the reducer computes the result
 * and the score (src/scoring/board.ts). A passed-out board scores 0 and the period is left as it is.
 */
export const scoreBoard = (s: View, byPlay: number, transfers?: Transfer[]): Effect[] => {
  const result: Effect = transfers ? { kind: "result", byPlay, transfers } : { kind: "result", byPlay };
  if (s.declarer === null) return [result];
  return [result, { kind: "period", period: "done" }, { kind: "turn", seat: null }];
};

/** The tricks the revokes transfer (decided by the revoke laws: `transfer` and `law` on each revoke). */
export const transfersOf = (s: View): Transfer[] => transfersOfRevokes(s.revokes);

/**
 * The players agree on declarer's tricks by play (65, 79A): the play is over. Only in the play period
 * (after the opening lead, with a declarer). The count must fit the record: at least the tricks declarer has won in the tricks recorded, at most those plus the tricks not
 * recorded; otherwise it contradicts the record (an error naming the event).
 */
export const resultEvent = (
  s: View,
  e: Extract<TableEvent, { type: "result" }>,
  index: number,
): Result<Outcome> => {
  if (s.result !== undefined)
    return { ok: false, error: { code: "result-already", params: {}, event: index, key: "result" } };
  // The count is of tricks played (65, 79A): none on a passed-out board (22B: no declarer, no play) nor in
  // the auction. Where the opening lead is due and no card is recorded, the players' count is the whole
  // play as the director knows it (docs/table-log.md: a log with no card record ends with `result`).
  const unrecordedPlay = s.phase === "lead" && s.faceDownLead === undefined;
  if ((s.period !== "play" && !unrecordedPlay) || s.declarer === null)
    return {
      ok: false,
      error: { code: "result-not-in-play", params: { phase: s.phase }, event: index, key: "result" },
    };
  const won = declarerTricksByPlay(s);
  const completed = completedTricks(s);
  if (!Number.isInteger(e.tricks) || e.tricks < won || e.tricks > won + 13 - completed)
    return {
      ok: false,
      error: {
        code: "result-contradicts-record",
        params: { tricks: String(e.tricks), won: String(won), most: String(won + 13 - completed) },
        event: index,
        key: "result",
      },
    };
  return ok(done([{ kind: "tricksAgreed", byPlay: e.tricks }, { kind: "endOfPlay" }]));
};
