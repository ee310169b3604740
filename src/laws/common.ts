/** Procedure shared by both codes: opening a ruling on an irregular call, registering paragraphs. */
import { formatCall } from "../core/call.js";
import { lho, type Seat } from "../core/seat.js";
import type { CallEvent, Irregular } from "../table/machine.js";
import type { RulingOption, TableState } from "../table/state.js";

export type { CallEvent, Irregular };

/**
 * Stops the auction on an irregular call: phase `ruling`, the call pending (not in the auction), `law` the
 * paragraph that governs this step, `chooser` the player who must choose now (absent: the director rules).
 */
export const openRuling = (
  s: TableState,
  e: CallEvent,
  index: number,
  c: Irregular,
  step: string,
  law: string,
  chooser?: Seat,
  options: RulingOption[] = [],
): TableState => {
  s.phase = "ruling";
  s.turn = c.turnWas;
  s.pending = {
    irregularity: c.irregularity,
    offender: e.by,
    call: formatCall(e.call),
    event: index,
    findings: e.findings,
    turnWas: c.turnWas,
    step,
    law,
  };
  if (chooser !== undefined) s.pending.chooser = chooser;
  if (c.skipped !== undefined) s.pending.data = { skipped: c.skipped };
  s.ruling = { irregularity: c.irregularity, offender: e.by, call: s.pending.call, law, options };
  if (chooser !== undefined) s.ruling.chooser = chooser;
  return s;
};

/** The offender's left-hand opponent: who holds the option to accept (27A1, 29A, 25B1). */
export const optionHolder = (offender: Seat): Seat => lho(offender);
