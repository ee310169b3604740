/**
 * The one call classifier: how a call relates to the auction that stands (Laws 17-22 with the bars in
 * force): legal, or which irregularity it is. Pure: it reads the state, never writes it.
 */
import { type Call, callOf, formatCall } from "../core/call.js";
import { distance, lho, type Seat } from "../core/seat.js";
import type { Classification } from "../model/rules.js";
import type { AuctionEntry, Irregularity, Place, TableState } from "../model/state.js";
import { type Entry, inadmissibility, isSufficient, nextToCall } from "./auction.js";

/**
 * The standing calls of the auctions read last (a few: a replay reads one auction, again and again; the app
 * and the explorer a few states at a time), each kept with the auction it was read from. Plain references,
 * not a WeakMap: a replay makes a new auction for each log, and a WeakMap entry for each costs more to keep
 * and to collect than reading the calls again costs.
 */
const KEPT = 8;
const keptAuctions: (readonly AuctionEntry[] | null)[] = new Array(KEPT).fill(null);
const keptStanding: Entry[][] = Array.from({ length: KEPT }, () => []);
let lastSlot = 0;
let nextSlot = 0;

/**
 * The calls that stand, as typed values. Read-only: the list is kept with the auction it was read from
 * (an auction only grows in place), so each call is parsed once however often the auction is read.
 */
export const standingCalls = (state: Pick<TableState, "auction">): readonly Entry[] => {
  const a = state.auction;
  let i = keptAuctions[lastSlot] === a ? lastSlot : keptAuctions.indexOf(a);
  let m: Entry[];
  if (i < 0) {
    i = nextSlot;
    nextSlot = (nextSlot + 1) % KEPT;
    keptAuctions[i] = a;
    m = keptStanding[i] = [];
  } else {
    m = keptStanding[i]!;
    if (m.length > a.length) m = keptStanding[i] = [];
  }
  lastSlot = i;
  for (let k = m.length; k < a.length; k++) m.push({ by: a[k]!.by, call: callOf(a[k]!.call) });
  return m;
};

export const mustPass = (s: Pick<TableState, "obligations">, seat: Seat): boolean =>
  s.obligations.some((o) => o.seat === seat && "mustPass" in o);

/** The marks of a place (out of rotation, condoned), to put on the entry made there. */
export const marksOf = (place: Place | undefined): Place => {
  const m: Place = {};
  if (place?.outOfRotation) m.outOfRotation = true;
  if (place?.condoned) m.condoned = true;
  return m;
};

const LEGAL: Classification = Object.freeze({ kind: "legal" });

/**
 * The irregularities a call is whoever makes it and whenever (the first question of every classification:
 * a call in rotation, out of it, in the place of a withdrawn call, or held while the director is awaited):
 * a bid above seven (38), a double or redouble Law 19 does not permit (36). Null when it is neither.
 */
export const alwaysIrregular = (by: Seat, call: Call, auction: readonly Entry[]): Irregularity | null => {
  if (call.type === "bid" && call.level > 7) return "bid-above-seven";
  if (inadmissibility(by, call, auction) === null) return null;
  return call.type === "double" ? "inadmissible-double" : "inadmissible-redouble";
};

/**
 * Classifies a call by `by` against the auction that stands (phase `auction`). Law 28A: a call at the
 * turn of a right-hand opponent who is required to pass counts as in rotation (`skipped` names him).
 */
export const classifyCall = (
  state: Pick<TableState, "auction" | "dealer" | "obligations">,
  by: Seat,
  call: Call,
): Classification => {
  const auction = standingCalls(state);
  let turn = nextToCall(state.dealer, auction);
  let skipped: Seat | undefined;
  if (
    by !== turn &&
    by === lho(turn) &&
    mustPass(state, turn) &&
    !state.obligations.some((o) => o.seat === turn && "mustCall" in o)
  ) {
    skipped = turn;
    turn = by;
  }
  const irregular = (irregularity: Irregularity): Classification =>
    skipped === undefined
      ? { kind: "irregular", irregularity, turnWas: turn }
      : { kind: "irregular", irregularity, turnWas: turn, skipped };
  // Law 38: a bid above seven, in turn or not; Law 36B4 before 29-32: an inadmissible double or redouble
  // out of turn can never be accepted.
  const never = alwaysIrregular(by, call, auction);
  if (never !== null) return irregular(never);
  if (by !== turn) {
    // A call at LHO's turn by a player who has called already is a change of call (30B2, 31C, 32C).
    // (A pass the engine entered for him, 28A or 37B/38C, is not a call he made.)
    const called = state.auction.some((x) => x.by === by && !x.implied);
    if (distance(by, turn) === 1 && called) return irregular("change-of-call");
    switch (call.type) {
      case "pass":
        return irregular("pass-out-of-rotation");
      case "bid":
        return irregular("bid-out-of-rotation");
      case "double":
        return irregular("double-out-of-rotation");
      case "redouble":
        return irregular("redouble-out-of-rotation");
    }
  }
  if (mustPass(state, by) && call.type !== "pass") return irregular("call-violating-obligation");
  if (state.obligations.length) {
    // 1987 30B2(b): a player who may not double or redouble at this turn.
    const text = formatCall(call);
    if (state.obligations.some((o) => o.seat === by && "mayNotCall" in o && o.mayNotCall.includes(text)))
      return irregular("call-violating-obligation");
    const mustCall = state.obligations.find((o) => o.seat === by && "mustCall" in o);
    if (mustCall && "mustCall" in mustCall && mustCall.mustCall !== text)
      return irregular("call-violating-obligation");
  }
  if (call.type === "bid" && !isSufficient(call, auction)) return irregular("insufficient-bid");
  return skipped === undefined ? LEGAL : { kind: "legal", skipped };
};
