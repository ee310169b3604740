/** The 1987 code, as the EBL Commentary explains it: the edition's rules, one module per law. */
import { err, ok, type Result } from "../../core/result.js";
import type { TableEvent } from "../../formats/tableLog.js";
import { type EditionRules, enterImpliedPass } from "../../table/machine.js";
import type { TableState } from "../../table/state.js";
import type { CallEvent, Irregular } from "../common.js";
import { coorAfterStand, coorAwaitedCall, duringCoor, openCoor, repeatIsIrregular } from "../coor.js";
import { duringHeld, openHeld } from "../held.js";
import { findingNeeded, revertSkippedPasses, wouldEndAuction } from "../procedure.js";
import { P34, passSkipsPlayer } from "./general.js";
import * as law25 from "./law25.js";
import { leadPenaltiesAtEnd } from "./law26.js";
import * as law27 from "./law27.js";
import { policy1987 } from "./law29.js";
import { apply36, apply37, apply38, apply39, P36, P37, P38, P39 } from "./law35.js";

const irregularCall = (s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState> => {
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
  repeatIsIrregular(s, e.by, policy1987);
  switch (c.irregularity) {
    case "insufficient-bid":
      return law27.open(s, e, index, c);
    case "pass-out-of-rotation":
      if (wouldEndAuction(s, e)) return ok(passSkipsPlayer(s, e, c));
      return openCoor(s, e, index, c, policy1987);
    case "bid-out-of-rotation":
    case "double-out-of-rotation":
    case "redouble-out-of-rotation":
      return openCoor(s, e, index, c, policy1987);
    case "inadmissible-double":
    case "inadmissible-redouble":
      return openHeld(s, e, index, c, "36", P36);
    case "call-violating-obligation":
      return openHeld(s, e, index, c, "37", P37);
    case "bid-above-seven":
      return openHeld(s, e, index, c, "38", P38);
    case "call-after-final-pass":
      return openHeld(s, e, index, c, "39", P39);
    case "change-of-call":
      return law25.openFromCall(s, e, index, c);
  }
};

const duringRuling = (s: TableState, e: TableEvent, index: number): Result<TableState> => {
  const p = s.pending;
  if (p === undefined) {
    if (e.type === "change") return law25.change(s, e, index, rules1987);
    if (e.type === "accept")
      return err("no-option", { seat: e.by, chooser: "" }, { event: index, key: "accept" });
    return ok(s);
  }
  switch (p.step) {
    case "question":
      return findingNeeded(s);
    case "27A":
    case "27B":
      return law27.during(s, e, index, rules1987);
    case "29A":
      return duringCoor(s, e, index, rules1987, policy1987);
    case "25B1":
    case "25B2":
    case "25-late":
      return law25.during(s, e, index, rules1987);
    case "36":
      return duringHeld(s, e, index, rules1987, apply36);
    case "37":
      return duringHeld(s, e, index, rules1987, apply37);
    case "38":
      return duringHeld(s, e, index, rules1987, apply38);
    case "39":
      return duringHeld(s, e, index, rules1987, apply39, apply39);
  }
  return err("ruling-awaits", { seat: "", chooser: "" }, { event: index });
};

export const rules1987: EditionRules = {
  irregularCall,
  duringRuling,
  legalCall: (s, e, index) => coorAwaitedCall(s, e, index, rules1987, policy1987),
  afterStand: (s, entry) => coorAfterStand(s, entry, policy1987),
  atEndOfAuction(s) {
    if (revertSkippedPasses(s, P34)) return;
    delete s.awaiting;
    leadPenaltiesAtEnd(s);
  },
};
