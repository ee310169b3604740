/**
 * A player holds an option (accept or not accept an irregularity): one stage, declared once, used by every
 * law that gives a player such an option (2017 25B1, 27A1, 27B4, 29A; 1987 25B1, 27A, 29A; the play
 * period's 52B, 53-56 next). The stage says who holds the option, what accepting and refusing do, what a
 * call by him over the irregularity means, and which other events the procedure itself answers.
 */
import { err, ok, type Result } from "../core/result.js";
import type { Seat } from "../core/seat.js";
import type { Outcome } from "../model/effects.js";
import type { TableEvent } from "../model/events.js";
import type { CallEvent } from "../model/rules.js";
import { done } from "./procedure.js";

export interface OptionStage {
  /** Who holds the option. */
  holder: Seat;
  /** He accepts (an `accept: true` event, or a call over the irregularity). */
  accept(): Result<Outcome>;
  /** He does not accept. */
  refuse(): Result<Outcome>;
  /**
   * His call accepts the irregularity; the call is then dealt with in turn, as a call of the auction
   * (`call`) or as a fresh event that may meet a ruling the acceptance opened (`event`).
   */
  callOver: "call" | "event";
  /** The director has come (the default: nothing changes). */
  director?(): Result<Outcome>;
  /** Events of other players the procedure answers (28B, 27C...); null: not one of them. */
  other?(e: Exclude<TableEvent, { type: "director" | "position" }>): Result<Outcome> | null;
}

const NOTHING: Result<Outcome> = ok(done([]));

/** An event while a player holds an option: what it does, or why it cannot be made now. */
export const duringOption = (stage: OptionStage, e: TableEvent, index: number): Result<Outcome> => {
  if (e.type === "director" || e.type === "position") return stage.director ? stage.director() : NOTHING;
  if (e.type === "accept") {
    if (e.by !== stage.holder)
      return err("no-option", { seat: e.by, chooser: stage.holder }, { event: index, key: "accept" });
    return e.accept ? stage.accept() : stage.refuse();
  }
  const own = stage.other?.(e);
  if (own) return own;
  if (e.type === "call" && e.by === stage.holder) {
    const r = stage.accept();
    if (!r.ok) return r;
    const call: CallEvent = e;
    const then =
      stage.callOver === "call"
        ? { kind: "call" as const, event: call, index }
        : { kind: "event" as const, event: e, index };
    return ok(done(r.value.fx, [...(r.value.next ?? []), then]));
  }
  return err("ruling-awaits", { seat: e.by, chooser: stage.holder }, { event: index, key: "by" });
};
