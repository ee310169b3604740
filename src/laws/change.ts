/**
 * Changes of call, what both codes' Law 25 share: opening the ruling on an attempted change, and an
 * accepted change taking the first call's place.
 */
import { marksOf } from "../auction/classify.js";
import { type Call, callOf } from "../core/call.js";
import type { Seat } from "../core/seat.js";
import type { Effect, Outcome } from "../model/effects.js";
import type { Findings } from "../model/events.js";
import type { CallEvent, View } from "../model/rules.js";
import type { PendingOf, RulingOption } from "../model/state.js";
import { coorReopen } from "./coor.js";
import { after, CLOSE, cancel, done, lastCallOf, pendingFor, showRuling } from "./procedure.js";

/**
 * Opens a ruling on an attempted change of call (Law 25, both codes): `step` and `law` name the procedure
 * (LHO's option, or the director cancelling a change that came too late), `original` the call it would
 * replace; with `lhoOption` the offender's LHO holds the option.
 */
export const openChangeRuling = (
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  how: {
    step: PendingOf<"change">["step"];
    law: string;
    turnWas: Seat;
    original?: string;
    lhoOption?: boolean;
  },
  options: RulingOption[] = [],
): Outcome => {
  const p: PendingOf<"change"> = {
    ...pendingFor(e, index, {
      irregularity: "change-of-call",
      turnWas: how.turnWas,
      law: how.law,
      ...(how.lhoOption ? { lhoOption: true } : {}),
    }),
    proc: "change",
    step: how.step,
  };
  if (how.original !== undefined) p.original = how.original;
  const fx: Effect[] = [];
  if (how.lhoOption) fx.push({ kind: "turn", seat: how.turnWas });
  fx.push(showRuling(p, options));
  return done(fx);
};

/**
 * LHO accepted the change (2017 and 1987 25B1): the first call is withdrawn under `label`, `consequences`
 * follow (2017: 16C, and 26A/26B as the change is comparable or not), and the new call takes the first
 * call's place, judged by its own law if it is itself irregular.
 */
export const acceptChange = (
  s: View,
  label: string,
  consequences: (p: PendingOf<"change">) => Effect[] = () => [],
): Outcome => {
  const p = s.pending as PendingOf<"change">;
  const i = lastCallOf(s, p.offender);
  const original = s.auction[i]!;
  const fx: Effect[] = [
    { kind: "set", key: "auction", value: s.auction.filter((_, k) => k !== i) },
    cancel(p.offender, original.call, label),
  ];
  fx.push(...coorReopen(after(s, fx), i).fx, ...consequences(p), CLOSE, { kind: "resume", hooks: false });
  const call: CallEvent = {
    type: "call",
    by: p.offender,
    call: callOf(p.call),
    simultaneous: false,
    findings: p.findings,
  };
  return done(fx, [{ kind: "substitute", event: call, index: p.event, replaced: marksOf(original) }]);
};
