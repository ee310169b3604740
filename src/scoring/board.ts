/**
 * One board's result and score, the one place it is computed: declarer's tricks by play, the tricks the
 * revokes transfer (Law 64A, each decided by the revoke laws), and the score of Law 77 for the tricks
 * declarer is credited with. The reducer calls it whenever the result, a transfer or a claim changes; the
 * words (src/explain) call it for the score an award would give.
 */
import { type Seat, sideOf } from "../core/seat.js";
import { isVulnerable, type Vulnerability } from "../core/vulnerability.js";
import type { BoardResult, Revoke, Transfer } from "../model/play.js";
import { isTricks, parseContract, score } from "./law77.js";

/** What the score depends on: the contract as the state writes it, the vulnerability and declarer. */
export interface Scored {
  contract: string | null;
  vulnerability: Vulnerability;
  declarer: Seat | null;
}

/** 64A: the tricks the revokes transfer (decided on each revoke: `transfer` and `law`), to the other side. */
export const transfersOf = (revokes: readonly Revoke[] | undefined): Transfer[] =>
  (revokes ?? [])
    .filter((r) => (r.transfer ?? 0) > 0)
    .map((r) => ({
      tricks: r.transfer!,
      to: sideOf(r.by) === "NS" ? ("EW" as const) : ("NS" as const),
      law: r.law ?? "64A",
    }));

/**
 * The result and the score. A passed-out board (no declarer) scores 0 and has no result; a contract above
 * what can be scored is never played (38A) and scores 0.
 */
export const boardScore = (
  s: Scored,
  byPlay: number,
  transfers: readonly Transfer[],
): { result?: BoardResult; score: number } => {
  if (s.declarer === null) return { score: 0 };
  const side = sideOf(s.declarer);
  // 64A transfers tricks the offending side won, each trick once: however many revokes it made, a side
  // gives at most the tricks it won (declarer's side byPlay, the defenders the rest), in the revokes' order.
  const left = { toDeclarer: 13 - byPlay, toDefenders: byPlay };
  const given: Transfer[] = [];
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
  return { result: { byPlay, transferred: given, declarerTricks }, score: points };
};
