/** The 2017 code: the edition's rules, dispatching each irregularity to its law module. */
import { err, ok, type Result } from "../../core/result.js";
import type { TableEvent } from "../../formats/tableLog.js";
import { type EditionRules, enterImpliedPass } from "../../table/machine.js";
import type { TableState } from "../../table/state.js";
import type { CallEvent, Irregular } from "../common.js";
import { findingNeeded, wouldEndAuction } from "../procedure.js";
import "./general.js";
import { coorAfterStand, coorAwaitedCall, duringCoor, openCoor, repeatIsIrregular } from "../coor.js";
import { duringHeld, openHeld } from "../held.js";
import { passSkipsPlayer, revertIfPassSkippedSomeone } from "./law17.js";
import * as law25 from "./law25.js";
import { leadRestrictionsAtEnd } from "./law26.js";
import * as law27 from "./law27.js";
import { policy2017 } from "./law29.js";
import { apply36, lead36, P36B1, P36B4 } from "./law36.js";
import { apply37, P37B1 } from "./law37.js";
import { apply38, P38B } from "./law38.js";
import { apply39, P39A } from "./law39.js";

const irregularCall = (s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState> => {
  // 28A: the call was made at the turn of a barred RHO, whose compulsory pass is entered first.
  if (c.skipped !== undefined) enterImpliedPass(s, c.skipped);
  if (c.irregularity === "call-violating-obligation") {
    const mustRepeat = s.obligations.find((o) => o.seat === e.by && "mustCall" in o);
    const mustPass = s.obligations.some((o) => o.seat === e.by && "mustPass" in o);
    if (mustRepeat && !mustPass && "mustCall" in mustRepeat)
      return err(
        "must-repeat",
        { seat: e.by, call: mustRepeat.mustCall, law: mustRepeat.law },
        { event: index, key: "call" },
      );
  }
  // A call the offender must repeat (31A1/32A1) that is now irregular: the repeat is made; its own law rules it.
  repeatIsIrregular(s, e.by, policy2017);
  switch (c.irregularity) {
    case "insufficient-bid":
      return law27.open(s, e, index, c);
    case "pass-out-of-rotation":
      if (wouldEndAuction(s, e)) return ok(passSkipsPlayer(s, e, c));
      return openCoor(s, e, index, c, policy2017);
    case "bid-out-of-rotation":
    case "double-out-of-rotation":
    case "redouble-out-of-rotation":
      return openCoor(s, e, index, c, policy2017);
    case "inadmissible-double":
    case "inadmissible-redouble":
      return openHeld(s, e, index, c, "36", c.turnWas === e.by ? P36B1 : P36B4);
    case "call-violating-obligation":
      return openHeld(s, e, index, c, "37", P37B1);
    case "bid-above-seven":
      return openHeld(s, e, index, c, "38", P38B);
    case "call-after-final-pass":
      return openHeld(s, e, index, c, "39", P39A);
    case "change-of-call":
      return law25.openFromCall(s, e, index, c);
  }
};

const duringRuling = (s: TableState, e: TableEvent, index: number): Result<TableState> => {
  const p = s.pending;
  if (p === undefined) {
    if (e.type === "change") return law25.change(s, e, index, rules2017);
    if (e.type === "director") return ok(s);
    if (e.type === "accept")
      return err("no-option", { seat: e.by, chooser: "" }, { event: index, key: "accept" });
    return ok(s);
  }
  switch (p.step) {
    case "question":
      return findingNeeded(s);
    case "27A1":
    case "27B":
    case "27B4":
      return law27.during(s, e, index, rules2017);
    case "29A":
      return duringCoor(s, e, index, rules2017, policy2017);
    case "25B1":
    case "25B2":
      return law25.during(s, e, index, rules2017);
    case "36":
      return duringHeld(s, e, index, rules2017, apply36, lead36);
    case "37":
      return duringHeld(s, e, index, rules2017, apply37);
    case "38":
      return duringHeld(s, e, index, rules2017, apply38);
    case "39":
      return duringHeld(s, e, index, rules2017, apply39, apply39);
  }
  return err("ruling-awaits", { seat: "", chooser: "" }, { event: index });
};

export const rules2017: EditionRules = {
  irregularCall,
  duringRuling,
  legalCall: (s, e, index) => coorAwaitedCall(s, e, index, rules2017, policy2017),
  afterStand(s, entry) {
    law25.closeWindows(s, entry);
    coorAfterStand(s, entry, policy2017);
  },
  atEndOfAuction(s) {
    if (revertIfPassSkippedSomeone(s)) return;
    delete s.awaiting;
    leadRestrictionsAtEnd(s);
  },
};
