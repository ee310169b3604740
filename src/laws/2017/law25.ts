/** Law 25 (2017): legal and illegal changes of call. */

import { isAuctionOver, isLegalCall, nextToCall } from "../../auction/auction.js";
import { classifyCall, marksOf, standingCalls } from "../../auction/classify.js";
import { type Call, callOf, formatCall } from "../../core/call.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner, type Seat } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { Findings, TableEvent } from "../../model/events.js";
import type { CallEvent, Irregular, View } from "../../model/rules.js";
import type { AuctionEntry, PendingOf } from "../../model/state.js";
import { acceptChange, openChangeRuling } from "../change.js";
import { coorReopen } from "../coor.js";
import {
  after,
  cancel,
  closeRuling,
  done,
  flag,
  lastCallOf,
  leadCandidate,
  resumeAwaiting,
  setAwaiting,
} from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { duringOption } from "../stage.js";
import { P16C2 } from "./general.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law25.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 25A1 — an unintended call may be replaced by the intended one until partner calls; no lead restriction. */
export const P25A1 = at("25A1", "an unintended call may be replaced by the intended one until partner calls");
/** 25A2 — the call stands if it was the one he meant to make: only a slip, not a change of mind, may be corrected. */
export const P25A2 = at("25A2", "a call that was meant stands: only a mechanical slip may be corrected");
/** 25A3 — however the player became aware of the slip, the correction is allowed. */
export const P25A3 = at("25A3", "how the slip came to light does not matter");
/** 25A4 — no replacement once partner has called. */
export const P25A4 = at("25A4", "no correction of a slip after partner has called");
/** 25A5 — no replacement after the auction period has ended. */
export const P25A5 = at("25A5", "no correction after the auction period has ended");
/** 25A6 — when a slip is corrected, LHO may withdraw a call he made over it (his information authorized to his side only). */
export const P25A6 = at("25A6", "after a corrected slip, LHO may take back the call he made over it");
/** 25B1 — an intended change that 25A does not allow may be accepted by LHO (calling over it accepts); 26 may apply. */
export const P25B1 = at("25B1", "LHO may accept an intended change of call; the first call is withdrawn");
/** 25B2 — otherwise the change is cancelled and the original call stands; 26 may apply. */
export const P25B2 = at("25B2", "not accepted: the change is cancelled and the first call stands");
/** 25B3 — 16C applies to any call withdrawn or cancelled under 25B. */
export const P25B3 = at("25B3", "16C applies to calls withdrawn or cancelled under 25B");

/** A `change` event outside any pending ruling: the player replaces his own last call (Law 25). */
export const change = (
  s: View,
  e: Extract<TableEvent, { type: "change" }>,
  index: number,
): Result<Outcome> => {
  // Too late once an opening lead has been faced (41C), also out of turn (54): the play keys are there.
  if (s.phase === "play" || (s.phase === "done" && s.lead !== undefined) || s.tricks !== undefined)
    return err("change-too-late", { seat: e.by, law: P25A5 }, { event: index, key: "change" });
  const fx: Effect[] = [];
  // 25A6: LHO takes back the call he made over a slip that has just been corrected.
  const window = (s.awaiting ?? []).find(
    (a) => (a.step === "25A6" || a.step === "25A6-withdrawn") && a.offender === e.by,
  );
  if (window) fx.push(setAwaiting((s.awaiting ?? []).filter((a) => a !== window)));
  const j = lastCallOf(s, e.by);
  // The window is open only while the auction has not moved on: his call over the slip is still the last
  // call that stands (nothing, not even a pass entered for a barred player, follows it), or, when the engine
  // withdrew that call, it is still his turn to call again. Otherwise his change is an ordinary one.
  const open =
    window !== undefined &&
    (window.step === "25A6"
      ? j >= 0 && j === s.auction.length - 1
      : s.phase === "auction" && s.turn === e.by);
  if (window && open) {
    if (window.step === "25A6")
      fx.push(
        { kind: "set", key: "auction", value: s.auction.filter((_, k) => k !== j) },
        cancel(e.by, s.auction[j]!.call, P25A6),
        { kind: "resume", hooks: false },
      );
    // His withdrawn call is authorized to his side and unauthorized to the side of the slip.
    fx.push(flag(lho(e.by), P16C2));
    const call: CallEvent = {
      type: "call",
      by: e.by,
      call: e.call,
      simultaneous: false,
      findings: e.findings,
    };
    return ok(done(fx, [{ kind: "call", event: call, index }]));
  }
  const i = j;
  if (i < 0) return err("change-nothing-to-change", { seat: e.by }, { event: index, key: "change" });
  const original = s.auction[i]!;
  const later = s.auction.slice(i + 1).filter((x) => !x.implied);
  const partnerCalled = later.some((x) => x.by === partner(e.by));
  if (e.findings.unintended && !partnerCalled) {
    if (s.phase !== "auction")
      // 25A5: the auction had ended on the slip, but the auction period has not: the auction resumes.
      fx.push(
        { kind: "set", key: "obligations", value: s.suspended ?? [] },
        { kind: "set", key: "suspended", value: undefined },
        ...resumeAwaiting(after(s, fx)),
        { kind: "set", key: "contract", value: null },
        { kind: "set", key: "declarer", value: null },
        { kind: "set", key: "leadRestrictions", value: [] },
        { kind: "period", period: "auction" },
      );
    const { unintended: _slip, ...findings } = e.findings;
    const call: CallEvent = { type: "call", by: e.by, call: e.call, simultaneous: false, findings };
    fx.push(cancel(e.by, original.call, P25A1));
    // What the slip settled for a player whose call out of rotation was cancelled (31A, 32A) is settled
    // again by the intended call.
    const reopen = coorReopen(after(s, fx), i);
    fx.push(...reopen.fx);
    if (later.length > 0) {
      // 25A1 with LHO's call already made over the slip: the intended call takes the slip's place if it is
      // legal there, LHO's call stays, and LHO may take it back (25A6).
      const v = after(s, fx);
      // The intended call takes the slip's place with its marks (accepted out of rotation, condoned). A call
      // legal there only because the barred player before it would be skipped (28A) is in rotation only in
      // a place that was accepted or condoned as made; otherwise that pass is missing, so it is not in place.
      const c = classifyCall({ ...v, auction: v.auction.slice(0, i) }, e.by, e.call);
      const marked = original.outOfRotation === true || original.condoned === true;
      if (c.kind === "legal" && (c.skipped === undefined || marked))
        return ok(done([...fx, ...correctInPlace(s, e, index, i, original, reopen.reopened)]));
      for (const x of later) fx.push(cancel(x.by, x.call, P25A6));
      // Their 25A6 windows (from an earlier correction) close with the calls.
      fx.push({ kind: "closeWindows" });
    }
    fx.push({ kind: "set", key: "auction", value: s.auction.slice(0, i) }, { kind: "resume", hooks: false });
    return ok(done(fx, [{ kind: "call", event: call, index }]));
  }
  if (s.phase !== "auction")
    return err("change-too-late", { seat: e.by, law: P25A5 }, { event: index, key: "change" });
  // 25A4 (partner has called), or LHO has already called over the call: too late to correct, and nobody
  // can accept the change any more; the director cancels it (25B2).
  if (s.auction.length > i + 1) return tooLate(s, e, index, original.call);
  return openChange(
    { by: e.by, call: e.call, findings: e.findings },
    index,
    s.turn ?? lho(e.by),
    original.call,
  );
};

/**
 * 25A1 with calls made over the slip: the intended call takes the slip's place (at auction index `i`);
 * LHO's call made over the slip stays if it is still legal over the intended call; one that no longer is
 * (insufficient, a double of nothing), and every call after it, cannot stand and is withdrawn at once (25A6).
 */
const correctInPlace = (
  s: View,
  e: Extract<TableEvent, { type: "change" }>,
  index: number,
  i: number,
  original: AuctionEntry,
  reopened: boolean,
): Effect[] => {
  const fx: Effect[] = [];
  const auction = [...s.auction];
  auction[i] = { by: e.by, call: formatCall(e.call), ...marksOf(original) };
  if (reopened)
    fx.push({ kind: "set", key: "auction", value: [...auction] }, { kind: "afterStand", index: i });
  const withdrawn: { by: Seat; call: string }[] = [];
  for (let k = i + 1; k < auction.length; k++) {
    const x = auction[k]!;
    const before = standingCalls({ auction: auction.slice(0, k) });
    // (Nor can a call stand after the corrected call has closed the auction.)
    if (!isAuctionOver(before) && (x.implied || isLegalCall(x.by, callOf(x.call), before))) continue;
    for (const y of auction.splice(k))
      if (!y.implied) {
        fx.push(cancel(y.by, y.call, P25A6));
        withdrawn.push(y);
      }
    break;
  }
  // Windows opened by an earlier correction concern calls judged again just now.
  fx.push(
    { kind: "set", key: "auction", value: auction },
    { kind: "closeWindows" },
    { kind: "resume", hooks: true },
  );
  const calls = standingCalls({ auction });
  if (isAuctionOver(calls)) return fx;
  const turn = nextToCall(s.dealer, calls);
  const window = (step: "25A6" | "25A6-withdrawn", x: { by: Seat; call: string }): Effect => ({
    kind: "await",
    awaiting: { step, offender: x.by, call: x.call, event: index, findings: {} },
  });
  // A player whose call was withdrawn and whose turn it now is must call again; a `change` from him is
  // that call. (One whose withdrawn call was out of rotation has no turn here: he just lost it.)
  const again = withdrawn.find((y) => y.by === turn);
  if (again) fx.push(window("25A6-withdrawn", again));
  // LHO may withdraw the call he made over the slip (25A6) while it is the last call that stands.
  const last = auction[auction.length - 1]!;
  if (auction.length - 1 > i && !last.implied && last.by === lho(e.by)) fx.push(window("25A6", last));
  return fx;
};

/** Ends the 25A6 windows once a call stands. */
export const closeWindows = (s: View, _entry: { by: Seat }): Effect[] =>
  s.awaiting ? [{ kind: "closeWindows" }] : [];

/** 30B2, 31C, 32C: a call at LHO's turn by a player who has called is an attempted change of call. */
export const openFromCall = (s: View, e: CallEvent, index: number, c: Irregular): Result<Outcome> => {
  const i = lastCallOf(s, e.by);
  // Calls (even a pass entered for him) have followed his: too late to change it.
  if (s.auction.length > i + 1) return tooLate(s, e, index, s.auction[i]!.call);
  return openChange(e, index, c.turnWas, s.auction[i]!.call);
};

/** A change nobody can accept any more: the director cancels it and the first call stands (25B2). */
const tooLate = (
  s: View,
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  original: string,
): Result<Outcome> =>
  ok(openChangeRuling(e, index, { step: "25B2", law: P25B2, turnWas: s.turn ?? lho(e.by), original }));

const openChange = (
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  turnWas: Seat,
  original: string,
): Result<Outcome> =>
  ok(
    openChangeRuling(e, index, { step: "25B1", law: P25B1, turnWas, original, lhoOption: true }, [
      {
        id: "accept-change",
        consequences: [
          { id: "change-stands", params: { original, call: formatCall(e.call) } },
          { id: "lead-restriction-26B" },
        ],
      },
      {
        id: "refuse-change",
        consequences: [{ id: "original-stands", params: { original } }, { id: "lead-restriction-26B" }],
      },
    ]),
  );

export const during = (s: View, e: TableEvent, index: number): Result<Outcome> => {
  const p = s.pending as PendingOf<"change">;
  if (p.step === "25B2") {
    if (e.type === "director") return ok(refuse(p));
    return err("director-needed", { law: P25B2 }, { event: index, key: e.type });
  }
  return duringOption(
    {
      holder: p.chooser!,
      accept: () => ok(accept(s)),
      refuse: () => ok(refuse(p)),
      // LHO's call accepts the change; it is then dealt with in turn (over a new ruling if the change opened one).
      callOver: "event",
    },
    e,
    index,
  );
};

/** 25B1: accepted; the first call is withdrawn and the new one stands. 26B unless the change is comparable. */
const accept = (s: View): Outcome =>
  acceptChange(s, P25B1, (p) => [
    // 26A/26B turn on whether the change is comparable; asked at the end if the offender becomes a defender.
    ...(p.findings.comparable === undefined
      ? [
          leadCandidate({
            offender: p.offender,
            law: "26B",
            askAbout: p.event,
            subject: { by: p.offender, call: p.call, withdrawn: p.original ?? "" },
          }),
        ]
      : !p.findings.comparable
        ? [leadCandidate({ offender: p.offender, law: "26B" })]
        : []),
    flag(p.offender, P16C2),
  ]);

/** 25B2: not accepted; the change is cancelled and the first call stands. */
const refuse = (p: PendingOf<"change">): Outcome =>
  done([
    cancel(p.offender, p.call, P25B2),
    leadCandidate({ offender: p.offender, law: "26B" }),
    flag(p.offender, P16C2),
    ...closeRuling(),
  ]);
