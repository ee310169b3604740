/**
 * The table as a reducer: `step(state, event, index)` gives the next state or an error value; the state
 * before a bad event is never touched. The generic machine knows the legal auction (Laws 17-22); what an
 * irregularity means is asked of the edition's rules (src/laws/<edition>/).
 */

import {
  contractText,
  type Entry,
  finalContract,
  inadmissibility,
  isAuctionOver,
  isSufficient,
  nextToCall,
} from "../auction/auction.js";
import { type Call, callOf, formatCall } from "../core/call.js";
import { formatCard, holds, parseDeal } from "../core/card.js";
import { err, ok, type Result } from "../core/result.js";
import { distance, lho, type Seat } from "../core/seat.js";
import type { Findings, TableEvent, TableLog } from "../model/events.js";
import type { CallEvent, Classification, EditionRules, Irregular } from "../model/rules.js";
import type { AuctionEntry, Irregularity, Place, TableState } from "../model/state.js";

export type { CallEvent, Classification, EditionRules, Irregular };

/** The state at the start of a board. */
export const initialState = (log: Omit<TableLog, "events">): TableState => {
  const s: TableState = {
    edition: log.edition,
    dealer: log.dealer,
    vulnerability: log.vulnerability,
    phase: "auction",
    turn: log.dealer,
    auction: [],
    cancelled: [],
    ruling: null,
    obligations: [],
    leadRestrictions: [],
    watchForDamage: [],
    contract: null,
    declarer: null,
    events: 0,
  };
  if (log.board !== undefined) s.board = log.board;
  if (log.deal !== undefined) s.deal = log.deal;
  return s;
};

/** The calls that stand, as typed values. */
export const standingCalls = (state: TableState): Entry[] =>
  state.auction.map((e) => ({ by: e.by, call: callOf(e.call) }));

/** Deep copy of plain JSON data (states are plain JSON; much cheaper than structuredClone here). */
const copy = <T>(x: T): T => {
  if (x === null || typeof x !== "object") return x;
  if (Array.isArray(x)) return x.map(copy) as T;
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = copy((x as Record<string, unknown>)[k]);
  return out as T;
};

/** Deep copy of a state (states are plain JSON data). */
export const clone = (s: TableState): TableState => copy(s);

export const mustPass = (s: TableState, seat: Seat): boolean =>
  s.obligations.some((o) => o.seat === seat && "mustPass" in o);

/**
 * Classifies a call by `by` against the auction that stands (phase `auction`). Law 28A: a call at the
 * turn of a right-hand opponent who is required to pass counts as in rotation (`skipped` names him).
 */
export const classifyCall = (state: TableState, by: Seat, call: Call): Classification => {
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
  // Law 38: a bid above seven, in turn or not.
  if (call.type === "bid" && call.level > 7) return irregular("bid-above-seven");
  const inadmissible = inadmissibility(by, call, auction);
  if (by !== turn) {
    // Law 36B4 before 29-32: an inadmissible double or redouble out of turn can never be accepted.
    if (inadmissible)
      return irregular(call.type === "double" ? "inadmissible-double" : "inadmissible-redouble");
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
  if (inadmissible)
    return irregular(call.type === "double" ? "inadmissible-double" : "inadmissible-redouble");
  if (mustPass(state, by) && call.type !== "pass") return irregular("call-violating-obligation");
  // 1987 30B2(b): a player who may not double or redouble at this turn.
  const text = formatCall(call);
  if (state.obligations.some((o) => o.seat === by && "mayNotCall" in o && o.mayNotCall.includes(text)))
    return irregular("call-violating-obligation");
  const mustCall = state.obligations.find((o) => o.seat === by && "mustCall" in o);
  if (mustCall && "mustCall" in mustCall && mustCall.mustCall !== formatCall(call))
    return irregular("call-violating-obligation");
  if (call.type === "bid" && !isSufficient(call, auction)) return irregular("insufficient-bid");
  return skipped === undefined ? { kind: "legal" } : { kind: "legal", skipped };
};

/**
 * 28A: enter the skipped barred player's compulsory pass and spend one turn of his bar. (Also the pass a law
 * substitutes for a barred player's call, 37B/38C; in the place of a withdrawn call, it keeps that place's
 * marks.)
 */
export const enterImpliedPass = (s: TableState, seat: Seat, place?: Place): void => {
  s.auction.push({ by: seat, call: "P", implied: true, ...marksOf(place) });
  spendTurn(s, seat);
};

/** The marks of a place (out of rotation, condoned), to put on the entry made there. */
export const marksOf = (place: Place | undefined): Place => {
  const m: Place = {};
  if (place?.outOfRotation) m.outOfRotation = true;
  if (place?.condoned) m.condoned = true;
  return m;
};

/** A player has had a turn: "next-turn" obligations of his are spent. */
export const spendTurn = (s: TableState, seat: Seat): void => {
  s.obligations = s.obligations.filter(
    (o) =>
      o.seat !== seat || !("at" in o || ("mustPass" in o && o.mustPass === "next-turn") || "mustCall" in o),
  );
};

/**
 * Appends a call that stands and spends the caller's next-turn obligations; ends the auction when it is
 * over (22A, 22B), setting contract, declarer and the opening leader's turn.
 */
export const appendCall = (s: TableState, entry: AuctionEntry): boolean => {
  s.auction.push(entry);
  spendTurn(s, entry.by);
  return afterCall(s);
};

/** Recomputes turn and, when the auction is over, the contract (22A/22B). True when it ended. */
export const afterCall = (s: TableState): boolean => {
  const calls = standingCalls(s);
  if (isAuctionOver(calls)) {
    endAuction(s, calls);
    return true;
  }
  s.phase = "auction";
  s.turn = nextToCall(s.dealer, calls);
  return false;
};

const endAuction = (s: TableState, calls: Entry[]): void => {
  if (s.obligations.length) s.suspended = s.obligations;
  s.obligations = [];
  const c = finalContract(calls);
  if (c === null) {
    s.contract = "passed-out";
    s.declarer = null;
    s.phase = "done";
    s.turn = null;
    s.leadRestrictions = [];
    return;
  }
  s.contract = contractText(c);
  s.declarer = c.declarer;
  s.phase = "lead";
  s.turn = c.leader;
};

/** Applies one event. `rules` are the edition's law modules. */
export const step = (
  state: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
): Result<TableState> => {
  const s = clone(state);
  s.events = index + 1;
  const r = applyEvent(s, e, index, rules);
  return r;
};

/** Applies one event to a working copy (used by rules that re-apply calls held back until a ruling). */
export const applyEvent = (
  s: TableState,
  e: TableEvent,
  index: number,
  rules: EditionRules,
): Result<TableState> => {
  if (s.phase === "ruling" || e.type === "accept" || e.type === "change" || e.type === "director") {
    if (e.type === "director" && s.phase !== "ruling") return ok(s);
    return rules.duringRuling(s, e, index);
  }
  switch (e.type) {
    case "call":
      return callEvent(s, e, index, rules);
    case "leadRestriction":
      return leadRestrictionEvent(s, e, index);
    case "lead":
      return leadEvent(s, e, index);
  }
};

export const callEvent = (
  s: TableState,
  e: Extract<TableEvent, { type: "call" }>,
  index: number,
  rules: EditionRules,
): Result<TableState> => {
  if (s.phase === "play" || (s.phase === "done" && s.lead !== undefined))
    return err("call-after-auction-period", { seat: e.by }, { event: index, key: "call" });
  if (s.phase === "lead" || s.phase === "done") {
    return rules.irregularCall(s, e, index, {
      kind: "irregular",
      irregularity: "call-after-final-pass",
      turnWas: s.turn ?? e.by,
    });
  }
  const c = classifyCall(s, e.by, e.call);
  if (c.skipped !== undefined) {
    // 28A: the barred RHO's compulsory pass is entered. If it is the pass that ends the auction, this call
    // comes after the final pass (or, should the end be reverted, is classified afresh).
    enterImpliedPass(s, c.skipped);
    if (afterCall(s)) {
      rules.atEndOfAuction(s);
      // The end of the auction may itself ask the director something (26A vs 26B): route accordingly.
      return applyEvent(s, e, index, rules);
    }
    const { skipped: _s, ...rest } = c;
    if (rest.kind === "irregular") return rules.irregularCall(s, e, index, rest);
  } else if (c.kind === "irregular") return rules.irregularCall(s, e, index, c);
  const taken = rules.legalCall(s, e, index);
  if (taken !== null) return taken;
  // A finding about a replacement on a call that replaces nothing is a mistake in the log, not a detail. A
  // player with a withdrawn call may carry either edition's finding (the same log replays under both).
  const replacesSomething = s.cancelled.some((c) => c.by === e.by);
  for (const f of ["comparable", "sameMeaning", "unintended"] as const)
    if (e.findings[f] !== undefined && (f === "unintended" || !replacesSomething))
      return err("finding-not-applicable", { name: f }, { event: index, key: f });
  standCall(s, e, rules);
  return ok(s);
};

/**
 * A call that takes the place of a withdrawn one (an accepted change of call, 25B1): it is judged by its
 * own law if it is insufficient, inadmissible or above seven; otherwise it stands where the withdrawn call
 * stood (keeping its marks: out of rotation, condoned).
 */
export const substituteCall = (
  s: TableState,
  e: CallEvent,
  index: number,
  rules: EditionRules,
  replaced: AuctionEntry,
): Result<TableState> => {
  const auction = standingCalls(s);
  const c = e.call;
  let irregularity: Irregularity | null = null;
  if (c.type === "bid" && c.level > 7) irregularity = "bid-above-seven";
  else if (inadmissibility(e.by, c, auction))
    irregularity = c.type === "double" ? "inadmissible-double" : "inadmissible-redouble";
  // In the place of a call accepted out of rotation (or condoned), sufficiency is not judged again: that
  // place was accepted as made.
  else if (c.type === "bid" && !isSufficient(c, auction) && !replaced.outOfRotation && !replaced.condoned)
    irregularity = "insufficient-bid";
  if (
    irregularity === null &&
    c.type !== "pass" &&
    s.obligations.some((o) => o.seat === e.by && "mustPass" in o)
  )
    irregularity = "call-violating-obligation";
  if (
    irregularity === null &&
    s.obligations.some((o) => o.seat === e.by && "mayNotCall" in o && o.mayNotCall.includes(formatCall(c)))
  )
    irregularity = "call-violating-obligation";
  if (irregularity !== null) {
    s.turn = e.by;
    const c: Irregular = { kind: "irregular", irregularity, turnWas: e.by };
    // Judged irregular in the place of a call accepted out of rotation or condoned: whatever a law puts in
    // that place (the pass 37B/38C substitute) stands there as that call did.
    if (replaced.outOfRotation || replaced.condoned) c.place = marksOf(replaced);
    return rules.irregularCall(s, e, index, c);
  }
  const at = s.auction.length;
  standCall(s, e, rules);
  const entry = s.auction[at];
  if (entry && replaced.outOfRotation) entry.outOfRotation = true;
  if (entry && replaced.condoned) entry.condoned = true;
  return ok(s);
};

/** A call enters the auction as it was made (with any suits the director found it to specify). */
export const standCall = (
  s: TableState,
  e: { by: Seat; call: Call; findings: Findings },
  rules: EditionRules,
): void => {
  const entry: AuctionEntry = { by: e.by, call: formatCall(e.call) };
  if (e.findings.artificial) entry.artificial = true;
  if (e.findings.suits !== undefined) entry.suits = e.findings.suits;
  if (appendCall(s, entry)) rules.atEndOfAuction(s);
  else rules.afterStand?.(s, entry);
};

const leadRestrictionEvent = (
  s: TableState,
  e: Extract<TableEvent, { type: "leadRestriction" }>,
  index: number,
): Result<TableState> => {
  const open = s.leadRestrictions.find((r) => r.chosen === undefined);
  if (s.phase !== "lead" || open === undefined)
    return err("no-lead-restriction-pending", {}, { event: index, key: "leadRestriction" });
  if (e.by !== s.declarer)
    return err(
      "lead-restriction-not-declarer",
      { seat: e.by, declarer: s.declarer ?? "" },
      { event: index, key: "leadRestriction" },
    );
  const c = e.choice;
  if ("require" in c && open.declarerMay !== "require-or-prohibit")
    return err(
      "lead-restriction-require-not-allowed",
      { suit: c.require },
      { event: index, key: "leadRestriction.require" },
    );
  const suit = "prohibit" in c ? c.prohibit : "require" in c ? c.require : null;
  if (suit !== null && !open.suits.includes(suit))
    return err(
      "lead-restriction-suit-not-allowed",
      { suit, suits: open.suits.join(" ") },
      { event: index, key: "leadRestriction" },
    );
  open.chosen = c;
  return ok(s);
};

const leadEvent = (
  s: TableState,
  e: Extract<TableEvent, { type: "lead" }>,
  index: number,
): Result<TableState> => {
  if (s.phase !== "lead") return err("lead-not-due", { phase: s.phase }, { event: index, key: "lead" });
  if (e.by !== s.turn)
    return err("lead-wrong-player", { seat: e.by, leader: s.turn ?? "" }, { event: index, key: "lead" });
  const mine = s.leadRestrictions.filter((r) => r.leader === e.by);
  if (mine.some((r) => r.chosen === undefined))
    return err("lead-restriction-not-chosen", { seat: e.by }, { event: index, key: "lead" });
  if (s.deal !== undefined) {
    const deal = parseDeal(s.deal);
    if (deal.ok && !holds(deal.value, e.by, e.card))
      return err("card-not-held", { seat: e.by, card: formatCard(e.card) }, { event: index, key: "lead" });
  }
  for (const r of mine) {
    const c = r.chosen!;
    if ("prohibit" in c && e.card.suit === c.prohibit)
      return err("lead-prohibited-suit", { suit: c.prohibit, law: r.law }, { event: index, key: "lead" });
    // A required suit binds only when the leader holds one (when the deal is unknown, we must trust the lead).
    if ("require" in c && e.card.suit !== c.require) {
      const deal = s.deal === undefined ? null : parseDeal(s.deal);
      const canFollow = deal === null || (deal.ok && deal.value[e.by][c.require].length > 0);
      if (canFollow)
        return err("lead-required-suit", { suit: c.require, law: r.law }, { event: index, key: "lead" });
    }
  }
  s.lead = { by: e.by, card: formatCard(e.card) };
  s.phase = "play";
  s.turn = lho(e.by);
  return ok(s);
};
