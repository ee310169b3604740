/**
 * Procedure helpers shared by the law modules of both codes. Each gives an effect (src/model/effects.ts)
 * that the reducer applies: cancelling a call, imposing a bar, flagging a law for the end of play,
 * recording a possible lead restriction, opening or closing a ruling, asking the director for a finding.
 * The queries read the state; nothing here writes it.
 */

import { scratchAfter } from "../apply/apply.js";
import { isAuctionOver, isLegalCall } from "../auction/auction.js";
import { standingCalls } from "../auction/classify.js";
import { type Call, formatCall, PASS } from "../core/call.js";
import { err, type Result } from "../core/result.js";
import { lho, type Seat } from "../core/seat.js";
import type { Effect, Outcome } from "../model/effects.js";
import type { FindingName, Findings } from "../model/events.js";
import type { CallEvent, View } from "../model/rules.js";
import type {
  Irregularity,
  LeadCandidate,
  Obligation,
  Pending,
  PendingBase,
  QuestionSubject,
  RulingOption,
} from "../model/state.js";

/** An outcome of these effects (and follow-ups). */
export const done = (fx: Effect[], next?: Outcome["next"]): Outcome => (next ? { fx, next } : { fx });

/** A withdrawn or cancelled call, with the paragraph that rules its consequence (or withdrew it). */
export const cancel = (by: Seat, call: string, law: string): Effect => ({ kind: "cancel", by, call, law });

/** Once the consequence of a withdrawn call is decided, its entry names the paragraph that decided it. */
export const relabel = (by: Seat, call: string, from: string, to: string): Effect => ({
  kind: "relabel",
  by,
  call,
  from,
  to,
});

/** A law the director must remember at the end of play (one entry per side and law). */
export const flag = (offender: Seat, law: string): Effect => ({ kind: "flag", offender, law });

/** Bars `seat`: one compulsory pass at his next turn, or passes for the rest of the auction. */
export const bar = (seat: Seat, mustPass: "next-turn" | "throughout", law: string): Effect => ({
  kind: "bar",
  seat,
  mustPass,
  law,
});

export const obligate = (obligation: Obligation): Effect => ({ kind: "obligate", obligation });

/** The offender's withdrawn call may bring a lead restriction on his partner if he becomes a defender. */
export const leadCandidate = (candidate: LeadCandidate): Effect => ({ kind: "leadCandidate", candidate });

/**
 * The engine's record of an irregular call now being ruled on: who made it and what, the event, its
 * findings, whose turn it was, and the paragraph of the step (`lhoOption`: the offender's LHO chooses).
 */
export const pendingFor = (
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  how: { irregularity: Irregularity; turnWas: Seat; law: string; lhoOption?: boolean },
): PendingBase => {
  const p: PendingBase = {
    irregularity: how.irregularity,
    offender: e.by,
    call: formatCall(e.call),
    event: index,
    findings: e.findings,
    turnWas: how.turnWas,
    law: how.law,
  };
  if (how.lhoOption) p.chooser = lho(e.by);
  return p;
};

/** The ruling shown for a pending irregularity at its current step. */
export const showRuling = (pending: Pending, options: RulingOption[] = []): Effect => ({
  kind: "open",
  pending,
  options,
});

/** The ruling is over: the auction goes on from the calls that stand (and may have ended). */
export const closeRuling = (): Effect[] => [{ kind: "close" }, { kind: "resume", hooks: true }];

/** The ruling is over; nothing else changes yet. */
export const CLOSE: Effect = { kind: "close" };

/**
 * The Laws turn on a finding the log does not give: the state asks the director and stops. The finding
 * belongs on event `about`; replaying resumes once the log carries it.
 */
export const ask = (
  question: FindingName,
  about: number,
  subject: QuestionSubject,
  context: { irregularity: Irregularity; offender: Seat; call: string; law: string },
): Effect => ({ kind: "ask", question, about, subject, context });

/** Any event after a question: the finding must first be put on the event the question is about. */
export const findingNeeded = (s: View): Result<Outcome> => {
  const p = s.pending!;
  const question = p.proc === "question" ? p.question : "";
  return err("finding-needed", { question, about: p.event }, { event: p.event, key: question });
};

/** Would this pass, were it in rotation, end the auction (three passes after a call)? */
export const wouldEndAuction = (s: View, e: CallEvent): boolean =>
  isAuctionOver([...standingCalls(s), { by: e.by, call: e.call }]);

/**
 * Three passes that close the auction, one of them out of rotation (2017 17D3, 1987 34): the auction has
 * not ended; it reverts to the player deprived of his turn and the passes from there on are cancelled.
 * `flagLaw`: what each out-of-rotation passer is flagged with (2017: 16C). Null when nobody was skipped.
 */
export const revertSkippedPasses = (s: View, label: string, flagLaw?: string): Effect[] | null => {
  const a = s.auction;
  let k = a.length - 1;
  while (k >= 0 && a[k]!.call === "P") k--;
  for (let i = Math.max(k + 1, 0); i < a.length; i++) {
    const expected = i === 0 ? s.dealer : lho(a[i - 1]!.by);
    if (a[i]!.by === expected) continue;
    const fx: Effect[] = [];
    for (const x of a.slice(i)) {
      fx.push(cancel(x.by, x.call, label));
      if (flagLaw && x.outOfRotation) fx.push(flag(x.by, flagLaw));
    }
    fx.push(
      { kind: "set", key: "auction", value: a.slice(0, i) },
      { kind: "set", key: "contract", value: null },
      { kind: "set", key: "declarer", value: null },
      { kind: "period", period: "auction" },
      { kind: "turn", seat: expected },
    );
    // The auction had not ended: the bars put aside at its (apparent) end are in force again.
    if (s.suspended)
      fx.push(
        { kind: "set", key: "obligations", value: [...s.suspended, ...s.obligations] },
        { kind: "set", key: "suspended", value: undefined },
      );
    fx.push(...resumeAwaiting(s));
    return fx;
  }
  return null;
};

/**
 * A call over a pass out of rotation that 17D3 (1987: 34) has just cancelled at once, as the third pass
 * after a call (`revert` label): the player after the passer (his LHO; then the next, and so on) calls
 * before the player it skipped. The Laws let him call over a call out of rotation (29A); he is no
 * offender for it (WBF commentary on 17D3, Example 15), but the auction reverts to the skipped player all
 * the same, so his call is cancelled with the passes: effects, or null when this is not such a call
 * (not his turn to follow, the skipped player has called, or a call that is irregular in itself, which
 * its own law rules: an insufficient bid, an inadmissible double, a bid above seven, a barred player's call).
 */
export const callOverRevertedPass = (s: View, e: CallEvent, revert: string): Effect[] | null => {
  const last = s.cancelled[s.cancelled.length - 1];
  if (s.turn === null || e.by === s.turn || last === undefined) return null;
  if (last.law !== revert || last.call !== "P" || lho(last.by) !== e.by) return null;
  const standing = standingCalls(s);
  // The auction still waits for the skipped player: one more pass would close it.
  if (!isAuctionOver([...standing, { by: s.turn, call: PASS }])) return null;
  if (e.call.type !== "pass") {
    if (!isLegalCall(e.by, e.call, standing)) return null;
    if (s.obligations.some((o) => o.seat === e.by)) return null;
  }
  return [cancel(e.by, formatCall(e.call), revert)];
};

/** Puts aside what awaits a later call when the auction ends; a 25A5 correction or 17D3/34 revert resumes it. */
export const suspendAwaiting = (s: View): Effect[] => {
  const kept = (s.awaiting ?? [])
    .filter((a) => a.step !== "25A6" && a.step !== "25A6-withdrawn")
    .map((a) => ({ ...a, suspended: true as const }));
  return [{ kind: "set", key: "awaiting", value: kept.length ? kept : undefined }];
};

/** The auction resumes: what was put aside at its apparent end awaits again. */
export const resumeAwaiting = (s: View): Effect[] => {
  if (!s.awaiting) return [];
  return [
    {
      kind: "set",
      key: "awaiting",
      value: s.awaiting.map((a) => {
        if (!a.suspended) return a;
        const { suspended: _s, ...rest } = a;
        return rest;
      }),
    },
  ];
};

/** The index in the auction of `seat`'s last call that stands (not a pass the engine entered), or -1. */
export const lastCallOf = (s: View, seat: Seat): number => {
  for (let i = s.auction.length - 1; i >= 0; i--)
    if (s.auction[i]!.by === seat && !s.auction[i]!.implied) return i;
  return -1;
};

/** The awaiting list without `drop` (undefined when empty), as an effect. */
export const setAwaiting = (list: NonNullable<View["awaiting"]>): Effect => ({
  kind: "set",
  key: "awaiting",
  value: list.length ? list : undefined,
});

/**
 * The state as it reads after these effects, for a hook that must see what an earlier hook of the same
 * moment decided (the 25A6 windows closed before 31A/32A look at what awaits; a penalty card just put on
 * the table): the keys set and the play verbs applied to a scratch copy by the reducer's own application.
 */
export const after = (s: View, fx: readonly Effect[]): View => scratchAfter(s, fx);
