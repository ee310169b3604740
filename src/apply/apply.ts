/**
 * Writing a state, and the effects whose application runs no hook: the reducer's own application
 * (src/table/machine.ts calls it) and the one a law uses to read what it has just decided (`after`, in
 * src/laws/procedure.ts), on a scratch copy. Nothing here imports src/laws or the reducer's step.
 */
import type { Effect } from "../model/effects.js";
import type { TableState } from "../model/state.js";
import type { PlayVerb } from "../model/verbs.js";
import { applyVerb, isPlayVerb } from "./play.js";

export type ListKey =
  | "tricks"
  | "penaltyCards"
  | "playRestrictions"
  | "revokes"
  | "auction"
  | "cancelled"
  | "obligations"
  | "leadRestrictions"
  | "watchForDamage"
  | "awaiting"
  | "leadCandidates";

/**
 * A state being written, copy on write. Only what an effect changes is copied: the first write to a list
 * copies that list, later writes reuse the copy. A replay that owns its state (`inPlace`) writes without
 * copying at all, so replaying a log is linear in its length.
 */
export class Writer {
  /** What this writer has copied (its own, written in place); none kept by a replay, which owns all. */
  protected readonly owned: Set<object> | null;
  constructor(
    readonly s: TableState,
    protected readonly inPlace: boolean,
  ) {
    this.owned = inPlace ? null : new Set();
  }

  list<K extends ListKey>(k: K): NonNullable<TableState[K]> {
    const a = this.s[k] as unknown[] | undefined;
    if (a !== undefined && (this.inPlace || this.owned!.has(a))) return a as NonNullable<TableState[K]>;
    const c = a === undefined ? [] : [...a];
    this.owned?.add(c);
    (this.s as unknown as Record<string, unknown>)[k] = c;
    return c as NonNullable<TableState[K]>;
  }

  /** A list replaced whole: owned from now on (a copy, so no other key or state shares it). */
  setList<K extends ListKey>(k: K, v: readonly unknown[]): void {
    const c = [...v];
    this.owned?.add(c);
    (this.s as unknown as Record<string, unknown>)[k] = c;
  }
}

/** A key replaced whole by the value a law computed. */
const applySet = (w: Writer, fx: Extract<Effect, { kind: "set" }>): void => {
  const s = w.s as unknown as Record<string, unknown>;
  if (fx.value === undefined) delete s[fx.key];
  else if (Array.isArray(fx.value)) w.setList(fx.key as ListKey, fx.value);
  else s[fx.key] = fx.value;
};

/** The 25A6 windows close: LHO may no longer take back the call he made over a corrected slip. */
const closeWindows = (s: TableState): void => {
  if (s.awaiting === undefined) return;
  s.awaiting = s.awaiting.filter((a) => a.step !== "25A6" && a.step !== "25A6-withdrawn");
  if (s.awaiting.length === 0) delete s.awaiting;
};

/** The effects a law reads back before the reducer applies them (`after`): key values and the play verbs. */
export type PlainEffect = Extract<Effect, { kind: "set" } | { kind: "closeWindows" }> | PlayVerb;

export const isPlain = (fx: Effect): fx is PlainEffect =>
  fx.kind === "set" || fx.kind === "closeWindows" || isPlayVerb(fx);

/** Applies an effect that runs no hook. */
export const applyPlain = (w: Writer, fx: PlainEffect): void => {
  if (fx.kind === "set") applySet(w, fx);
  else if (fx.kind === "closeWindows") closeWindows(w.s);
  else applyVerb(w, fx);
};

/**
 * The state as it reads after these effects, on a scratch copy (the given state is never written): the
 * values set and the play verbs, applied as the reducer applies them. The state itself when none applies.
 */
export const scratchAfter = (s: Readonly<TableState>, fx: readonly Effect[]): Readonly<TableState> => {
  let w: Writer | null = null;
  for (const f of fx) {
    if (!isPlain(f)) continue;
    // A hook runs at every card and at the end of every auction, most often after effects that change
    // nothing: it then reads the state itself, uncopied.
    if (f.kind === "set" && (w?.s ?? s)[f.key] === f.value) continue;
    if (f.kind === "closeWindows" && (w?.s ?? s).awaiting === undefined) continue;
    w ??= new Writer({ ...s }, false);
    applyPlain(w, f);
  }
  return w?.s ?? s;
};
