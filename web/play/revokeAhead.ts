/**
 * What an established revoke will transfer at the end of the play, while the play goes on (Law 64A is
 * applied at the end). The app does not work it out: it asks the engine, as it tries a question's answers.
 * The rest of the play is put in two ways, neither recorded: the other side claims every trick left (the
 * offenders win no more), or all but one (they win one more); the engine's ruling of each is what the
 * director can say now. The same two: the transfer is certain. No DOM here (unit-tested under Node).
 */
import type { Lang, PublicState, Seat } from "../../src/engine.js";
import { type EventJson, type LogJson, stateAfter } from "../model.js";
import { completedTricks } from "./cards.js";

type Side = "NS" | "EW";
const sideOf = (s: Seat): Side => (s === "N" || s === "S" ? "NS" : "EW");
const NEXT: Record<Seat, Seat> = { N: "E", E: "S", S: "W", W: "N" };

/** One way the rest may go: the tricks the engine transfers and the paragraph. */
export interface AheadCase {
  tricks: number;
  law: string;
}

export interface RevokeAhead {
  by: Seat;
  trick: number;
  card?: string;
  /** The side the tricks go to (the non-offenders). */
  to: Side;
  /** The offenders win no more tricks. */
  none: AheadCase;
  /** They win one more (of the last trick, a concession of it). */
  more: AheadCase | null;
  /** Both ways give the same: the transfer is certain now. */
  certain: boolean;
}

/** The revokes whose transfer waits for the end of the play: noticed, established, not corrected. */
const waiting = (s: PublicState) =>
  s.phase === "done"
    ? []
    : (s.revokes ?? []).filter((r) => r.noticed && r.established && !r.corrected && r.law === undefined);

/**
 * The events of one way the rest may go: `claimer` claims `n` of the `rest` tricks, an opponent agrees; the
 * finding of later tricks when the engine needs it (a claim in the middle of a trick: the record does not
 * end with whole tricks), counted from the record as the director would give it.
 */
const rest = (s: PublicState, claimer: Seat, n: number, left: number, wonAfter: number): EventJson[] => {
  const agreer = claimer === s.declarer ? NEXT[claimer] : (s.declarer as Seat);
  return [
    { by: claimer, claim: n },
    { by: agreer, agree: true },
    { director: true, laterTricks: wonAfter + (left - n) },
  ];
};

const caseOf = (
  log: LogJson,
  events: EventJson[],
  r: { by: Seat; trick: number },
  lang: Lang,
): AheadCase | null => {
  // The finding goes only where the engine asks it (without it first; then with it).
  for (const k of [2, 3]) {
    const after = stateAfter(log, events.slice(0, k), lang);
    const x = after?.revokes?.find((o) => o.by === r.by && o.trick === r.trick);
    if (x?.law !== undefined) return { tricks: x.transfer ?? 0, law: x.law };
  }
  return null;
};

/** What each waiting revoke will transfer, as far as the engine can say now (none when it cannot). */
export const revokesAhead = (log: LogJson, s: PublicState, lang: Lang): RevokeAhead[] => {
  const list = waiting(s);
  if (list.length === 0 || s.declarer === null || s.declarer === undefined) return [];
  const done = completedTricks(s);
  const before = s.unrecorded?.tricks ?? 0;
  const left = 13 - before - done.length;
  if (left <= 0) return [];
  const out: RevokeAhead[] = [];
  for (const r of list) {
    const offenders = sideOf(r.by);
    const declaring = sideOf(s.declarer) === offenders;
    // The claimer of each way: the other side's (declarer, or his left-hand opponent), not dummy.
    const other = declaring ? NEXT[s.declarer] : s.declarer;
    const wonAfter = done
      .slice(Math.max(0, r.trick - before))
      .filter((k) => k.winner !== undefined && sideOf(k.winner) === offenders).length;
    const none = caseOf(log, rest(s, other, left, left, wonAfter), r, lang);
    if (none === null) continue;
    const more = caseOf(log, rest(s, other, left - 1, left, wonAfter), r, lang);
    const to: Side = offenders === "NS" ? "EW" : "NS";
    const certain = more !== null && more.tricks === none.tricks && more.law === none.law;
    out.push({ by: r.by, trick: r.trick, ...(r.card ? { card: r.card } : {}), to, none, more, certain });
  }
  return out;
};
