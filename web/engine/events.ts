/** The events the app builds: a call from the bidding box, the event(s) that choose a ruling option. */
import type { PublicState, RulingOption, Seat, Suit } from "../../src/engine.js";
import { ledSuitOf, playOptionChoice } from "../play/options.js";
import { type EventJson, isQuestion, type OptionRuling, type Ruling } from "./log.js";

/** Flags the bidding box can put on a call. */
export interface CallFlags {
  change?: boolean;
  /** With `change`: the call being replaced was a mechanical slip (Law 25A). */
  unintended?: boolean;
  simultaneous?: boolean;
  artificial?: boolean;
  /** The suits the call specifies, where the director has found them (Laws 26, 27B1(a), 29C). */
  suits?: Suit[];
}

/** The event for a call recorded in the bidding box. */
export const callEvent = (by: Seat, call: string, flags: CallFlags = {}): EventJson => {
  const e: EventJson = flags.change ? { by, change: call } : { by, call };
  if (flags.simultaneous && !flags.change) e.simultaneous = true;
  if (flags.change && flags.unintended) e.unintended = true;
  if (flags.artificial) e.artificial = true;
  if (flags.suits && flags.suits.length > 0) e.suits = flags.suits;
  return e;
};

/** What tapping a ruling option does. */
export type OptionAction =
  | { kind: "event"; event: EventJson }
  /** The events that choose the option, recorded together (one undo takes them back): 54A, 54D + 50D2. */
  | { kind: "events"; events: EventJson[] }
  /** The chooser names a suit next (57A: require or prohibit a suit); `exclude` is not offered. */
  | { kind: "suit"; seat: Seat; restriction: "require" | "prohibit"; exclude: Suit | null }
  /** The option is a call the chooser makes that the app cannot name (a comparable call...): use the box. */
  | { kind: "box"; seat: Seat };

/**
 * An option the engine names the event of is that event; a play-period option is the events the app
 * knows for it (web/play/options.ts: the same whichever screen shows the ruling, so an option works the
 * same after an undo or a reload as when first shown); any other option is a call the chooser will make,
 * recorded in the bidding box.
 */
export const optionAction = (
  ruling: OptionRuling,
  option: RulingOption,
  claimBy?: Seat,
  tricks?: PublicState["tricks"],
): OptionAction | null => {
  const chooser = ruling.chooser;
  if (chooser === undefined) return null;
  // The engine names the event that chooses the option where one event does.
  const e = option.event;
  if (e !== undefined)
    return { kind: "event", event: "accept" in e ? { by: e.by, accept: e.accept } : callEvent(e.by, e.call) };
  const play = playOptionChoice(chooser, ruling.call, option, claimBy, ledSuitOf(tricks));
  if (play !== null && "suit" in play)
    return { kind: "suit", seat: play.by, restriction: play.suit, exclude: play.exclude };
  if (play !== null)
    return play.events.length === 1
      ? { kind: "event", event: play.events[0]! }
      : { kind: "events", events: play.events };
  return { kind: "box", seat: chooser };
};

/**
 * The option of `ruling` that the events `appended` chose (what the director tapped, on whichever panel),
 * or null when they are not one option's events (a card played, a question answered).
 */
export const chosenOption = (
  ruling: Ruling | null,
  appended: EventJson[],
  claimBy?: Seat,
  tricks?: PublicState["tricks"],
): RulingOption | null => {
  if (ruling === null || isQuestion(ruling) || appended.length === 0) return null;
  const same = (a: EventJson[], b: EventJson[]) => canonical(a) === canonical(b);
  for (const o of ruling.options) {
    const a = optionAction(ruling, o, claimBy, tricks);
    if (a === null) continue;
    if (a.kind === "event" && same([a.event], appended)) return o;
    if (a.kind === "events" && same(a.events, appended)) return o;
    if (a.kind === "suit" && appended.length === 1) {
      const e = appended[0]!;
      const r = e.playRestriction as Record<string, unknown> | undefined;
      if (e.by === a.seat && r !== undefined && typeof r[a.restriction] === "string") return o;
    }
  }
  return null;
};

/** A JSON value as text with its keys in order (two events equal whatever order their keys were written in). */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(v);
