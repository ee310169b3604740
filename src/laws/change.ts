/**
 * Changes of call, what both codes' Law 25 share: opening the ruling on an attempted change, and an
 * accepted change taking the first call's place.
 */
import { type Call, callOf } from "../core/call.js";
import type { Result } from "../core/result.js";
import type { Seat } from "../core/seat.js";
import type { Findings } from "../model/events.js";
import type { CallEvent, EditionRules } from "../model/rules.js";
import type { Pending, RulingOption, TableState } from "../model/state.js";
import { afterCall, substituteCall } from "../table/machine.js";
import { coorReopen } from "./coor.js";
import { cancel, lastCallOf, pendingFor, showRuling } from "./procedure.js";

/**
 * Opens a ruling on an attempted change of call (Law 25, both codes): `step` and `law` name the procedure
 * (LHO's option, or the director cancelling a change that came too late), `original` the call it would
 * replace; with `chooser` the offender's LHO holds the option.
 */
export const openChangeRuling = (
  s: TableState,
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  how: { step: string; law: string; turnWas: Seat; original?: string; lhoOption?: boolean },
  options: RulingOption[] = [],
): TableState => {
  const p = pendingFor(e, index, { irregularity: "change-of-call", ...how });
  if (how.original !== undefined) p.data = { original: how.original };
  if (how.lhoOption) s.turn = how.turnWas;
  showRuling(s, p, options);
  return s;
};

/**
 * LHO accepted the change (2017 and 1987 25B1): the first call is withdrawn under `label`, `consequences`
 * follow (2017: 16C, and 26A/26B as the change is comparable or not), and the new call takes the first
 * call's place, judged by its own law if it is itself irregular.
 */
export const acceptChange = (
  s: TableState,
  rules: EditionRules,
  label: string,
  consequences: (s: TableState, p: Pending) => void = () => {},
): Result<TableState> => {
  const p = s.pending!;
  const i = lastCallOf(s, p.offender);
  const original = s.auction.splice(i, 1)[0]!;
  cancel(s, p.offender, original.call, label);
  coorReopen(s, i);
  consequences(s, p);
  delete s.pending;
  s.ruling = null;
  s.phase = "auction";
  afterCall(s);
  const call: CallEvent = {
    type: "call",
    by: p.offender,
    call: callOf(p.call),
    simultaneous: false,
    findings: p.findings,
  };
  return substituteCall(s, call, p.event, rules, original);
};
