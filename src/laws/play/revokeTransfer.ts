/**
 * Law 64: the transfer a revoke costs (64A/64B, decided on the revoke as `transfer` and `law`), both sides
 * revoking (2017 64B7), the 64C watch, and the revokes whose transfer waits for the end of the play.
 */
import { err, ok } from "../../core/result.js";
import { partner, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect } from "../../model/effects.js";
import type { PlayFindings, TableEvent } from "../../model/events.js";
import type { Revoke } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import { completedTricks, trickAt } from "../../play/play.js";
import { done, flag } from "../procedure.js";
import { scoreBoard } from "./end.js";
import { base, open, type RevokeCode, type RevokesStep } from "./revokeShared.js";

// ---------------------------------------------------------------------------------------------------
// 64: the transfer

/** Tricks the offending side won after the revoke trick, when the record shows them (the play or a claim). */
export const laterFromRecord = (s: View, r: Revoke): number | undefined => {
  const tricks = s.tricks ?? [];
  const before = s.unrecorded?.tricks ?? 0;
  // The tricks after the revoke trick are in the record only when it starts by then.
  if (r.trick < before) return undefined;
  const side = sideOf(r.by);
  const inPlay = tricks
    .slice(r.trick - before)
    .filter((t) => t.winner !== undefined && sideOf(t.winner) === side).length;
  const complete = completedTricks(s);
  if (complete === 13) return inPlay;
  const c = s.claim;
  if (c !== undefined && c.status === "agreed" && tricks.every((t) => t.winner !== undefined)) {
    const rest = 13 - complete;
    return inPlay + (sideOf(c.by) === side ? c.tricks : rest - c.tricks);
  }
  return undefined;
};

export const wonFromRecord = (s: View, r: Revoke): Seat | undefined => trickAt(s, r.trick)?.winner;

export const suitLedTo = (s: View, trick: number): Suit | undefined =>
  trickAt(s, trick)?.cards[0]?.card[0] as Suit | undefined;

export type Decision = { law: string; transfer?: number } | { need: "laterTricks" | "trickWonBy" };

/**
 * 64A/64B for one established revoke: an exception the director found or the record shows, else the code's
 * 64A with the facts (from the findings, else the record).
 */
export const decide = (
  code: RevokeCode,
  s: View,
  r: Revoke,
  f: Pick<PlayFindings, "trickWonBy" | "laterTricks" | "exception" | "dummyRevoke" | "penaltyCardRevoke">,
): Decision => {
  const L = code.labels;
  if (f.exception !== undefined) return { law: f.exception };
  // 64B3: a card of dummy (or, 1987, of any hand faced on the table) or a penalty card not played. The
  // engine knows who dummy is: a revoke by dummy's seat is 64B3 with or without the `dummyRevoke` finding.
  const dummy = s.dummy ?? (s.declarer === null ? undefined : partner(s.declarer));
  if (f.dummyRevoke || f.penaltyCardRevoke || r.penaltyCard !== undefined || r.by === dummy)
    return { law: L.faced };
  // 64B2: a later revoke in the same suit by the same player (the record shows the suits led).
  const suit = suitLedTo(s, r.trick);
  if (
    suit !== undefined &&
    (s.revokes ?? []).some(
      (o) => o !== r && o.by === r.by && o.established && o.trick < r.trick && suitLedTo(s, o.trick) === suit,
    )
  )
    return { law: L.sameSuitAgain };
  // 64B6: a trick-12 revoke (corrected under 62D1 when it can still be).
  if (r.trick === 12) return { law: L.trickTwelve };
  const wonBy = f.trickWonBy ?? wonFromRecord(s, r);
  if (wonBy === undefined) return { need: "trickWonBy" };
  const t = code.transfer({ offender: r.by, wonBy, later: f.laterTricks ?? laterFromRecord(s, r) });
  if (t === "later") return { need: "laterTricks" };
  if (t.tricks === 0) return { law: L.nothingWon };
  return { law: t.law, transfer: t.tricks };
};

/** A trick-12 revoke established, then corrected under 62D1: still a revoke of its side (64B7). */
export const correctedTwelve = (code: RevokeCode, r: Revoke): boolean =>
  r.established && r.noticed && r.corrected === true && r.law === code.labels.trick12;

/**
 * 64B7 (2017): both sides have established revokes (one of them perhaps a trick-12 revoke corrected under
 * 62D1): no automatic transfer for either.
 */
export const bothSides = (code: RevokeCode, revokes: Revoke[]): Revoke[] => {
  const label = code.labels.bothSides;
  const ruled = (r: Revoke) => r.established && r.noticed && !r.corrected && r.law !== undefined;
  if (label === null) return revokes;
  const sides = new Set(revokes.filter((r) => ruled(r) || correctedTwelve(code, r)).map((r) => sideOf(r.by)));
  if (sides.size < 2) return revokes;
  const automatic = [code.labels.nothingWon, ...["64A1", "64A2"]];
  return revokes.map((r) => {
    if (!ruled(r) || !automatic.includes(r.law!)) return r;
    const { transfer: _t, ...rest } = r;
    return { ...rest, law: label };
  });
};

export const withDecision = (r: Revoke, d: { law: string; transfer?: number }): Revoke => {
  const { transfer: _t, ...rest } = r;
  return d.transfer ? { ...rest, law: d.law, transfer: d.transfer } : { ...rest, law: d.law };
};

/** 2017 64C2(a)/(b): the review the 64B2 and 64B7 decisions call for, watched besides 64C1 (the reducer keeps one flag). */
export const specificEquity = (code: RevokeCode, revokes: readonly Revoke[]): Effect[] => {
  const L = code.labels;
  const fx: Effect[] = [];
  const both = L.bothSides !== null && revokes.some((r) => r.law === L.bothSides);
  for (const r of revokes) {
    if (r.law === L.sameSuitAgain && L.equitySameSuit !== null) fx.push(flag(r.by, L.equitySameSuit));
    if (both && (r.law === L.bothSides || correctedTwelve(code, r)) && L.equityBothSides !== null)
      fx.push(flag(r.by, L.equityBothSides));
  }
  return fx;
};

/** The board is scored again once a decision comes after the play (the attention after the last trick). */
export const rescore = (s: View): Effect[] => (s.result === undefined ? [] : scoreBoard(s, s.result.byPlay));

/** 64A after the play: the director gives what the record does not show. */
export const finding64 = (
  code: RevokeCode,
  s: View,
  e: TableEvent,
  index: number,
  p: RevokesStep & { step: "64A" },
) => {
  const f = e.type === "director" ? (e.findings ?? {}) : undefined;
  const r = s.revokes?.[p.revoke];
  if (f === undefined || r === undefined || f[p.question] === undefined)
    return err("revoke-finding-awaited", { question: p.question }, { event: index, key: e.type });
  const d = decide(code, s, r, f);
  if ("need" in d) return ok(done([open({ ...p, question: d.need })]));
  const revokes = bothSides(
    code,
    (s.revokes ?? []).map((x, i) => (i === p.revoke ? withDecision(x, d) : x)),
  );
  const fx: Effect[] = [
    { kind: "ruleRevokes", revokes },
    ...specificEquity(code, revokes),
    { kind: "close" },
  ];
  return ok(done([...fx, ...rescore(s)]));
};

/**
 * 1987 63B: a revoke corrected after an illegal inquiry transfers as if it had been established (the exceptions
 * of 64B included); the paragraph stays 63B on the entry. Law 64 as a whole: the equity review (64C) too.
 */
const asIfEstablished = (code: RevokeCode, s: View, all: Revoke[], fx: Effect[]): Revoke[] => {
  const asIf = (r: Revoke) =>
    r.law === code.labels.illegalInquiry && r.corrected === true && r.transfer === undefined;
  if (code.labels.illegalInquiry === null || !all.some(asIf)) return all;
  return all.map((r) => {
    if (!asIf(r)) return r;
    fx.push(flag(r.by, code.labels.equity));
    const d = decide(code, s, { ...r, established: true }, {});
    return "need" in d || !d.transfer ? r : { ...r, transfer: d.transfer };
  });
};

/** 64 at the end of the play: the revokes noticed during the play whose transfer waited for the end. */
export const endOfPlay64 = (code: RevokeCode, s: View): Effect[] => {
  const all = s.revokes ?? [];
  const fx: Effect[] = [];
  let revokes = asIfEstablished(code, s, all, fx);
  for (let i = 0; i < all.length; i++) {
    const r = revokes[i]!;
    if (!r.noticed || !r.established || r.corrected || r.law !== undefined) continue;
    const d = decide(code, s, r, {});
    if ("need" in d) {
      fx.push({ kind: "ruleRevokes", revokes });
      fx.push(
        open({
          ...base(s, r, s.events - 1, "64A"),
          proc: "revokes",
          step: "64A",
          question: d.need,
          revoke: i,
        }),
      );
      return fx;
    }
    revokes = revokes.map((x, j) => (j === i ? withDecision(x, d) : x));
  }
  if (revokes === all) return fx;
  const ruled = bothSides(code, revokes);
  return [...fx, { kind: "ruleRevokes", revokes: ruled }, ...specificEquity(code, ruled)];
};
