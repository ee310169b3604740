/**
 * Irregularities that give nobody an option (Laws 36-39): the director rules when he comes. Calls made
 * in the meantime are held in order; the law decides what becomes of them (36A and 38B cancel them, 37A
 * lets them stand, 39A cancels every call after the final pass).
 */

import { isAuctionOver, isLegalCall, nextToCall } from "../auction/auction.js";
import { alwaysIrregular, marksOf, standingCalls } from "../auction/classify.js";
import { callOf, formatCall } from "../core/call.js";
import { err, ok, type Result } from "../core/result.js";
import { lho, type Seat } from "../core/seat.js";
import type { Effect, FollowUp, Outcome } from "../model/effects.js";
import type { Findings, TableEvent } from "../model/events.js";
import type { CallEvent, Irregular, View } from "../model/rules.js";
import type { AuctionEntry, HeldCall, HeldLawNumber, PendingOf } from "../model/state.js";
import { CLOSE, cancel, done, pendingFor, showRuling } from "./procedure.js";

export type HeldPending = PendingOf<"held">;

/** Opens a ruling that waits for the director (no chooser). `step` names the law that applies it. */
export const openHeld = (
  s: View,
  e: CallEvent,
  index: number,
  c: Irregular,
  step: HeldLawNumber,
  lawLabel: string,
): Result<Outcome> => {
  const p: HeldPending = {
    ...pendingFor(e, index, { irregularity: c.irregularity, turnWas: c.turnWas, law: lawLabel }),
    proc: "held",
    step,
    held: [],
    lhoCalled: false,
  };
  if (c.place !== undefined) p.place = c.place;
  const fx: Effect[] = [];
  if (s.phase !== "lead") fx.push({ kind: "turn", seat: c.turnWas });
  fx.push(showRuling(p, []));
  return ok(done(fx));
};

/** What the director does when he comes: the law's outcome (from the state and the pending ruling). */
export type Apply = (s: View, p: HeldPending) => Result<Outcome>;

/** Events while the director is awaited: calls are held; `director` applies the law; a lead may come first. */
export const duringHeld = (
  s: View,
  e: TableEvent,
  index: number,
  apply: Apply,
  onLead?: Apply,
): Result<Outcome> => {
  const p = s.pending as HeldPending;
  switch (e.type) {
    case "call":
      return ok(done([{ kind: "hold", call: { index, event: e }, lhoCalled: e.by === lho(p.offender) }]));
    case "director":
      return apply(s, p);
    case "lead": {
      // The opening lead came before the director: where the law provides for it (36C, 39), rule, then lead.
      if (!onLead) return err("director-needed", { law: p.law }, { event: index, key: "lead" });
      const r = onLead(s, p);
      return r.ok ? ok(done(r.value.fx, [...(r.value.next ?? []), { kind: "event", event: e, index }])) : r;
    }
    default:
      return err("director-needed", { law: p.law }, { event: index, key: e.type });
  }
};

/**
 * The irregular call and every call made after it stand, in order, as they were made (2017 37A, 1987 35B:
 * the law lets them all stand, so none is judged again). A call that stands although it was out of
 * rotation or not sufficient is marked `condoned`. Should the auction end on one of them, the calls held
 * after it come after the final pass and are cancelled under `afterFinalPass`.
 */
export const standAll = (s: View, p: HeldPending, afterFinalPass: string): Result<Outcome> => {
  const fx: Effect[] = [CLOSE];
  const calls: { by: Seat; call: string; findings: Findings; held?: HeldCall }[] = [
    { by: p.offender, call: p.call, findings: p.findings },
    ...p.held.map((h) => ({
      by: h.event.by,
      call: formatCall(h.event.call),
      findings: h.event.findings,
      held: h,
    })),
  ];
  const standing = [...standingCalls(s)];
  for (let k = 0; k < calls.length; k++) {
    const x = calls[k]!;
    const turn = nextToCall(s.dealer, standing);
    const call = callOf(x.call);
    // A double or redouble Law 19 forbids, or a bid above seven, can never stand: its own law rules it, and
    // the calls held after it are calls made before that ruling.
    const never = alwaysIrregular(x.by, call, standing);
    if (never !== null && x.held) {
      const then: FollowUp[] = [
        {
          kind: "irregular",
          event: x.held.event,
          index: x.held.index,
          classification: { kind: "irregular", irregularity: never, turnWas: turn },
        },
        ...calls
          .slice(k + 1)
          .map((y): FollowUp => ({ kind: "event", event: y.held!.event, index: y.held!.index })),
      ];
      return ok(done(fx, then));
    }
    // The barred player's call in the place of a withdrawn call keeps that place's marks.
    const entry: AuctionEntry = { by: x.by, call: x.call, ...(k === 0 ? marksOf(p.place) : {}) };
    if (x.findings.artificial) entry.artificial = true;
    if (x.findings.suits !== undefined) entry.suits = x.findings.suits;
    if (x.by !== turn || !isLegalCall(x.by, call, standing)) entry.condoned = true;
    standing.push({ by: x.by, call });
    if (isAuctionOver(standing)) {
      fx.push({ kind: "stand", entry, hooks: false });
      for (const y of calls.slice(k + 1)) fx.push(cancel(y.by, y.call, afterFinalPass));
      fx.push({ kind: "endOfAuction" });
      return ok(done(fx));
    }
    fx.push({ kind: "stand", entry });
  }
  return ok(done(fx));
};

/** Cancels every call held while the director was awaited, under `label`. */
export const cancelHeld = (p: HeldPending, label: string): Effect[] =>
  p.held.map((h) => cancel(h.event.by, formatCall(h.event.call), label));
