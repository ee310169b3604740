/**
 * The end of the board, both codes: the players' count of declarer's tricks (65, 79A) where the record
 * does not give it, the tricks transferred for revokes (64, decided by the revoke laws), and the score of
 * Law 77 for the tricks declarer is credited with.
 */
import { ok, type Result } from "../../core/result.js";
import { sideOf } from "../../core/seat.js";
import { isVulnerable } from "../../core/vulnerability.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { TableEvent } from "../../model/events.js";
import type { View } from "../../model/rules.js";
import { completedTricks } from "../../play/play.js";
import { isTricks, parseContract, score } from "../../scoring/law77.js";
import { done } from "../procedure.js";

/** Declarer's tricks won in play so far. */
export const declarerTricksByPlay = (s: View): number =>
  s.declarer === null || s.tricksWon === undefined ? 0 : s.tricksWon[sideOf(s.declarer)];

/**
 * The result and the score, from declarer's tricks by play and the transfers the state holds (each
 * transfer already decided by its law), as effects. A contract above what can be scored is never played
 * (38A); a passed-out board scores 0.
 */
export const scoreBoard = (
  s: View,
  byPlay: number,
  transfers: { tricks: number; to: "NS" | "EW"; law: string }[],
): Effect[] => {
  if (s.declarer === null) return [{ kind: "set", key: "score", value: 0 }];
  const side = sideOf(s.declarer);
  // 64A transfers tricks the offending side won, each trick once: however many revokes it made, a side
  // gives at most the tricks it won (declarer's side byPlay, the defenders the rest), in the revokes' order.
  const left = { toDeclarer: 13 - byPlay, toDefenders: byPlay };
  const given: typeof transfers = [];
  for (const t of transfers) {
    const pool = t.to === side ? "toDeclarer" : "toDefenders";
    const n = Math.min(t.tricks, Math.max(0, left[pool]));
    left[pool] -= n;
    if (n > 0) given.push(n === t.tricks ? t : { ...t, tricks: n });
  }
  let tricks = byPlay;
  for (const t of given) tricks += t.to === side ? t.tricks : -t.tricks;
  const declarerTricks = Math.max(0, Math.min(13, tricks));
  const c = parseContract(s.contract ?? "");
  const points =
    c.ok && isTricks(declarerTricks)
      ? score(c.value, isVulnerable(s.vulnerability, s.declarer), declarerTricks)
      : 0;
  return [
    { kind: "set", key: "result", value: { byPlay, transferred: given, declarerTricks } },
    { kind: "set", key: "score", value: points },
    { kind: "period", period: "done" },
    { kind: "turn", seat: null },
  ];
};

/** The tricks the revokes transfer (decided by the revoke laws: `transfer` and `law` on each revoke). */
export const transfersOf = (s: View): { tricks: number; to: "NS" | "EW"; law: string }[] =>
  (s.revokes ?? [])
    .filter((r) => (r.transfer ?? 0) > 0)
    .map((r) => ({
      tricks: r.transfer!,
      to: sideOf(r.by) === "NS" ? ("EW" as const) : ("NS" as const),
      law: r.law ?? "64A",
    }));

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
  return ok(
    done([
      {
        kind: "set",
        key: "result",
        value: { byPlay: e.tricks, transferred: [], declarerTricks: e.tricks },
      },
      { kind: "endOfPlay" },
    ]),
  );
};
