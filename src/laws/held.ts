/**
 * Irregularities that give nobody an option (Laws 36-39): the director rules when he comes. Calls made
 * in the meantime are held in order; the law decides what becomes of them (36A and 38B cancel them, 37A
 * lets them stand, 39A cancels every call after the final pass).
 */

import { inadmissibility, isLegalCall, nextToCall } from "../auction/auction.js";
import { callOf, formatCall } from "../core/call.js";
import { err, ok, type Result } from "../core/result.js";
import { lho, type Seat } from "../core/seat.js";
import type { Findings, TableEvent } from "../model/events.js";
import type { EditionRules } from "../model/rules.js";
import type { AuctionEntry, Pending, TableState } from "../model/state.js";
import { appendCall, applyEvent, marksOf, standingCalls } from "../table/machine.js";
import type { CallEvent, Irregular } from "./common.js";
import { cancel, pendingFor, showRuling } from "./procedure.js";

export interface Held {
  index: number;
  event: CallEvent;
}
export interface HeldData {
  held: Held[];
  /** The offender's LHO called before the director ruled. */
  lhoCalled: boolean;
  skipped?: Seat;
}

export const heldData = (p: Pending): HeldData =>
  (p.data ?? { held: [], lhoCalled: false }) as unknown as HeldData;

/** Opens a ruling that waits for the director (no chooser). `step` names the law module that applies it. */
export const openHeld = (
  s: TableState,
  e: CallEvent,
  index: number,
  c: Irregular,
  step: string,
  lawLabel: string,
): Result<TableState> => {
  const p = pendingFor(e, index, { irregularity: c.irregularity, turnWas: c.turnWas, step, law: lawLabel });
  p.data = { held: [], lhoCalled: false } as unknown as Record<string, unknown>;
  if (c.place !== undefined) p.place = c.place;
  if (s.phase !== "lead") s.turn = c.turnWas;
  showRuling(s, p, []);
  return ok(s);
};

export type Apply = (s: TableState, p: Pending, d: HeldData, rules: EditionRules) => Result<TableState>;

/** Events while the director is awaited: calls are held; `director` applies the law; a lead may come first. */
export const duringHeld = (
  s: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
  apply: Apply,
  onLead?: Apply,
): Result<TableState> => {
  const p = s.pending!;
  const d = heldData(p);
  switch (e.type) {
    case "call":
      d.held.push({ index, event: e });
      if (e.by === lho(p.offender)) d.lhoCalled = true;
      p.data = d as unknown as Record<string, unknown>;
      return ok(s);
    case "director":
      return apply(s, p, d, rules);
    case "lead": {
      // The opening lead came before the director: where the law provides for it (36C, 39), rule, then lead.
      if (!onLead) return err("director-needed", { law: p.law }, { event: index, key: "lead" });
      const r = onLead(s, p, d, rules);
      return r.ok ? applyEvent(r.value, e, index, rules) : r;
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
export const standAll = (
  s: TableState,
  p: Pending,
  d: HeldData,
  rules: EditionRules,
  afterFinalPass: string,
): Result<TableState> => {
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  const calls: { by: Seat; call: string; findings: Findings; held?: Held }[] = [
    { by: p.offender, call: p.call, findings: p.findings },
    ...d.held.map((h) => ({
      by: h.event.by,
      call: formatCall(h.event.call),
      findings: h.event.findings,
      held: h,
    })),
  ];
  for (let k = 0; k < calls.length; k++) {
    const x = calls[k]!;
    const standing = standingCalls(s);
    const turn = nextToCall(s.dealer, standing);
    const call = callOf(x.call);
    // A double or redouble Law 19 forbids, or a bid above seven, can never stand: its own law rules it, and
    // the calls held after it are calls made before that ruling.
    const never =
      call.type === "bid" && call.level > 7
        ? "bid-above-seven"
        : inadmissibility(x.by, call, standing)
          ? call.type === "double"
            ? "inadmissible-double"
            : "inadmissible-redouble"
          : null;
    if (never !== null && x.held) {
      const r = rules.irregularCall(s, x.held.event, x.held.index, {
        kind: "irregular",
        irregularity: never,
        turnWas: turn,
      });
      if (!r.ok) return r;
      let cur = r.value;
      for (const y of calls.slice(k + 1)) {
        const next = applyEvent(cur, y.held!.event, y.held!.index, rules);
        if (!next.ok) return next;
        cur = next.value;
      }
      return ok(cur);
    }
    // The barred player's call in the place of a withdrawn call keeps that place's marks.
    const entry: AuctionEntry = { by: x.by, call: x.call, ...(k === 0 ? marksOf(p.place) : {}) };
    if (x.findings.artificial) entry.artificial = true;
    if (x.findings.suits !== undefined) entry.suits = x.findings.suits;
    if (x.by !== turn || !isLegalCall(x.by, call, standing)) entry.condoned = true;
    if (appendCall(s, entry)) {
      for (const y of calls.slice(k + 1)) cancel(s, y.by, y.call, afterFinalPass);
      rules.atEndOfAuction(s);
      return ok(s);
    }
    rules.afterStand?.(s, entry);
  }
  return ok(s);
};

/** Cancels every call held while the director was awaited, under `label`. */
export const cancelHeld = (s: TableState, d: HeldData, label: string): void => {
  for (const h of d.held) cancel(s, h.event.by, formatCall(h.event.call), label);
};
