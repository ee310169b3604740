/**
 * An edition's rules assembled from its law modules: the dispatch from irregularity to law that both
 * codes share. Each code says which of its modules rules each step (src/laws/<edition>/index.ts). An
 * edition is data plus a few hooks over shared procedures: what the codes share is written once here.
 */
import { err, ok, type Result } from "../core/result.js";
import type { Effect, Outcome } from "../model/effects.js";
import type { TableEvent } from "../model/events.js";
import type { CallEvent, EditionRules, Irregular, View } from "../model/rules.js";
import type { AuctionEntry, HeldLawNumber } from "../model/state.js";
import {
  type CoorPolicy,
  coorAfterStand,
  coorAwaitedCall,
  duringCoor,
  openCoor,
  repeatIsIrregular,
} from "./coor.js";
import { type Apply, duringHeld, openHeld } from "./held.js";
import { declarerTricksByPlay, resultEvent, scoreBoard, transfersOf } from "./play/end.js";
import type { PlayGroup } from "./play/group.js";
import { after, callOverRevertedPass, done, findingNeeded, wouldEndAuction } from "./procedure.js";

type During = (s: View, e: TableEvent, index: number) => Result<Outcome>;

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
    open: (s: View, e: CallEvent, index: number, c: Irregular) => Result<Outcome>;
    during: During;
  };
  changeOfCall: {
    openFromCall: (s: View, e: CallEvent, index: number, c: Irregular) => Result<Outcome>;
    change: (s: View, e: Extract<TableEvent, { type: "change" }>, index: number) => Result<Outcome>;
    during: During;
  };
  inadmissible: HeldLaw;
  violatesObligation: HeldLaw;
  aboveSeven: HeldLaw;
  afterFinalPass: HeldLaw;
  /** A pass out of rotation that would close the auction (2017 17D3, 1987 34). */
  passWouldEndAuction: (s: View, e: CallEvent, c: Irregular) => Effect[];
  /** The label of that reversion (`17D3`, `34`): a call over such a pass is cancelled with it, no infraction. */
  revertLabel: string;
  afterStand?: (s: View, entry: AuctionEntry) => Effect[];
  /** The auction seems to have ended on a pass out of rotation: the reversal (17D3/34), or null. */
  revertAtEnd: (s: View) => Effect[] | null;
  /** The auction has ended: what is put aside and the lead restrictions. */
  atEndOfAuction: (s: View) => Effect[];
  /** The groups of play laws (leads out of turn, penalty cards, revokes, claims), asked in order. */
  play: PlayGroup[];
}

/** An edition's modules but its play laws: the auction period, a part of its own in the app (web/model.ts). */
export type AuctionModules = Omit<EditionModules, "play">;

const NO_EFFECTS: Outcome = { fx: [] };

export const makeRules = (m: EditionModules): EditionRules => {
  const held: Record<HeldLawNumber, HeldLaw> = {
    "36": m.inadmissible,
    "37": m.violatesObligation,
    "38": m.aboveSeven,
    "39": m.afterFinalPass,
  };
  const open = (s: View, e: CallEvent, index: number, c: Irregular): Result<Outcome> => {
    const inTurn = c.turnWas === e.by;
    switch (c.irregularity) {
      case "insufficient-bid":
        return m.insufficientBid.open(s, e, index, c);
      case "pass-out-of-rotation":
        if (wouldEndAuction(s, e)) return ok(done(m.passWouldEndAuction(s, e, c)));
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
      default:
        // Play irregularities never come from a call.
        return err("engine-loop", {});
    }
  };
  const group = (proc: string): PlayGroup | undefined => m.play.find((g) => g.proc === proc);
  const rules: EditionRules = {
    irregularCall(s, e, index, c) {
      // The next player calls over a pass out of rotation that 17D3/34 cancelled at once (Example 15).
      const over = callOverRevertedPass(s, e, m.revertLabel);
      if (over) return ok(done(over));
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
      const repeat = repeatIsIrregular(s, e.by, m.policy);
      const r = open(repeat.length ? after(s, repeat) : s, e, index, c);
      if (!r.ok || repeat.length === 0) return r;
      return ok(done([...repeat, ...r.value.fx], r.value.next));
    },
    duringRuling(s, e, index) {
      const p = s.pending;
      if (p === undefined) {
        if (e.type === "change") return m.changeOfCall.change(s, e, index);
        if (e.type === "accept")
          return err("no-option", { seat: e.by, chooser: "" }, { event: index, key: "accept" });
        return ok(done([]));
      }
      switch (p.proc) {
        case "question":
          return findingNeeded(s);
        case "coor":
          return duringCoor(s, e, index, m.policy);
        case "insufficient":
          return m.insufficientBid.during(s, e, index);
        case "change":
          return m.changeOfCall.during(s, e, index);
        case "held": {
          const h = held[p.step];
          return duringHeld(s, e, index, h.apply, h.onLead);
        }
        default: {
          const g = group(p.proc);
          // Attention drawn while a player's choice is open: the play groups say what it records (9A2, 9B).
          if (e.type === "attention" && p.chooser !== undefined)
            for (const x of m.play) {
              const r = x.attentionInRuling?.(s, e, index);
              if (r) return r;
            }
          if (g?.during) return g.during(s, e, index);
          return err(
            "ruling-awaits",
            { seat: "by" in e ? e.by : "", chooser: p.chooser ?? "" },
            { event: index },
          );
        }
      }
    },
    legalCall: (s, e, index) => coorAwaitedCall(s, e, index, m.policy),
    afterStand(s, entry) {
      // Only what waits for a later call reacts to this one.
      if (s.awaiting === undefined) return NO_EFFECTS;
      const own = m.afterStand?.(s, entry) ?? [];
      return done([...own, ...coorAfterStand(after(s, own), entry, m.policy)]);
    },
    atEndOfAuction: (s, revert = true) => {
      const fx = [...((revert ? m.revertAtEnd(s) : null) ?? m.atEndOfAuction(s))];
      // The play groups after the code's own (unless the auction has not ended after all: 17D3, 34).
      for (const g of m.play) if (g.atEndOfAuction) fx.push(...g.atEndOfAuction(after(s, fx)));
      return done(fx);
    },
    irregularCard(s, e, index, c) {
      // 63A1: a card of the offending side to a later trick, legal or not, establishes its revokes first.
      const est = m.play.flatMap((g) => g.beforeIrregularCard?.(s, e.by) ?? []);
      for (const g of m.play) {
        const f = g.irregularCard?.[c.irregularity];
        if (!f) continue;
        const r = f(after(s, est), e, index, c);
        return est.length === 0 || !r.ok ? r : ok(done([...est, ...r.value.fx], r.value.next));
      }
      // Not yet ruled by a law module: refused as the engine did before the play period (a lead out of turn).
      return err(
        c.irregularity === "opening-lead-out-of-turn" || c.irregularity === "face-down-lead-out-of-turn"
          ? "lead-wrong-player"
          : "card-out-of-turn",
        { seat: e.by, leader: c.turnWas },
        { event: index, key: e.type },
      );
    },
    playEvent(s, e, index) {
      for (const g of m.play) {
        const f = g.events?.[e.type] as
          | ((s: View, e: TableEvent, index: number) => Result<Outcome> | null)
          | undefined;
        const r = f?.(s, e, index);
        if (r) return r;
      }
      if (e.type === "result") return resultEvent(s, e, index);
      return err("event-not-implemented", { name: e.type }, { event: index, key: e.type });
    },
    beforeCard(s, e, index) {
      for (const g of m.play) {
        const r = g.beforeCard?.(s, e, index);
        if (r) return r;
      }
      return null;
    },
    afterCard(s, trick, by) {
      const fx: Effect[] = [];
      for (const g of m.play) if (g.afterCard) fx.push(...g.afterCard(after(s, fx), trick, by));
      return done(fx);
    },
    atEndOfPlay(s) {
      const fx: Effect[] = [];
      for (const g of m.play) if (g.atEndOfPlay) fx.push(...g.atEndOfPlay(after(s, fx)));
      const v = after(s, fx);
      const byPlay = v.result?.byPlay ?? declarerTricksByPlay(v);
      return done([...fx, ...scoreBoard(v, byPlay, transfersOf(v))]);
    },
  };
  return rules;
};
