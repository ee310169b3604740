/**
 * An edition's rules assembled from its law modules: the dispatch from irregularity to law that both
 * codes share. Each code says which of its modules rules each step (src/laws/<edition>/index.ts).
 */
import { err, ok, type Result } from "../core/result.js";
import type { TableEvent } from "../model/events.js";
import type { AuctionEntry, TableState } from "../model/state.js";
import type { EditionRules } from "../model/rules.js";
import type { CallEvent, Irregular } from "./common.js";
import {
  type CoorPolicy,
  coorAfterStand,
  coorAwaitedCall,
  duringCoor,
  openCoor,
  repeatIsIrregular,
} from "./coor.js";
import { type Apply, duringHeld, openHeld } from "./held.js";
import { findingNeeded, wouldEndAuction } from "./procedure.js";

type During = (s: TableState, e: TableEvent, index: number, rules: EditionRules) => Result<TableState>;

/** A law the director applies when he comes (36-39): the ruling's label, and what he does. */
export interface HeldLaw {
  label: (offenderInTurn: boolean) => string;
  apply: Apply;
  /** What happens if the opening lead comes before the director (36C, 39); absent: he must rule first. */
  onLead?: Apply;
}

export interface EditionModules {
  policy: CoorPolicy;
  insufficientBid: {
    open: (s: TableState, e: CallEvent, index: number, c: Irregular) => Result<TableState>;
    during: During;
    steps: string[];
  };
  changeOfCall: {
    openFromCall: (s: TableState, e: CallEvent, index: number, c: Irregular) => Result<TableState>;
    change: (
      s: TableState,
      e: Extract<TableEvent, { type: "change" }>,
      index: number,
      rules: EditionRules,
    ) => Result<TableState>;
    during: During;
    steps: string[];
  };
  inadmissible: HeldLaw;
  violatesObligation: HeldLaw;
  aboveSeven: HeldLaw;
  afterFinalPass: HeldLaw;
  /** A pass out of rotation that would close the auction (2017 17D3, 1987 34). */
  passWouldEndAuction: (s: TableState, e: CallEvent, c: Irregular) => TableState;
  afterStand?: (s: TableState, entry: AuctionEntry) => void;
  /** The auction has ended: a reversal (17D3/34) or the lead restrictions. */
  atEndOfAuction: (s: TableState) => void;
}

export const makeRules = (m: EditionModules): EditionRules => {
  const held: Record<string, HeldLaw> = {
    "36": m.inadmissible,
    "37": m.violatesObligation,
    "38": m.aboveSeven,
    "39": m.afterFinalPass,
  };
  const rules: EditionRules = {
    irregularCall(s: TableState, e: CallEvent, index: number, c: Irregular): Result<TableState> {
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
      repeatIsIrregular(s, e.by, m.policy);
      const inTurn = c.turnWas === e.by;
      switch (c.irregularity) {
        case "insufficient-bid":
          return m.insufficientBid.open(s, e, index, c);
        case "pass-out-of-rotation":
          if (wouldEndAuction(s, e)) return ok(m.passWouldEndAuction(s, e, c));
          return openCoor(s, e, index, c, m.policy);
        case "bid-out-of-rotation":
        case "double-out-of-rotation":
        case "redouble-out-of-rotation":
          return openCoor(s, e, index, c, m.policy);
        case "inadmissible-double":
        case "inadmissible-redouble":
          return openHeld(s, e, index, c, "36", m.inadmissible.label(inTurn));
        case "call-violating-obligation":
          return openHeld(s, e, index, c, "37", m.violatesObligation.label(inTurn));
        case "bid-above-seven":
          return openHeld(s, e, index, c, "38", m.aboveSeven.label(inTurn));
        case "call-after-final-pass":
          return openHeld(s, e, index, c, "39", m.afterFinalPass.label(inTurn));
        case "change-of-call":
          return m.changeOfCall.openFromCall(s, e, index, c);
      }
    },
    duringRuling(s: TableState, e: TableEvent, index: number): Result<TableState> {
      const p = s.pending;
      if (p === undefined) {
        if (e.type === "change") return m.changeOfCall.change(s, e, index, rules);
        if (e.type === "accept")
          return err("no-option", { seat: e.by, chooser: "" }, { event: index, key: "accept" });
        return ok(s);
      }
      if (p.step === "question") return findingNeeded(s);
      if (p.step === "29A") return duringCoor(s, e, index, rules, m.policy);
      if (m.insufficientBid.steps.includes(p.step)) return m.insufficientBid.during(s, e, index, rules);
      if (m.changeOfCall.steps.includes(p.step)) return m.changeOfCall.during(s, e, index, rules);
      const h = held[p.step];
      if (h) return duringHeld(s, e, index, rules, h.apply, h.onLead);
      return err("ruling-awaits", { seat: "", chooser: "" }, { event: index });
    },
    legalCall: (s, e, index) => coorAwaitedCall(s, e, index, rules, m.policy),
    afterStand(s, entry) {
      m.afterStand?.(s, entry);
      coorAfterStand(s, entry, m.policy);
    },
    atEndOfAuction: m.atEndOfAuction,
  };
  return rules;
};
