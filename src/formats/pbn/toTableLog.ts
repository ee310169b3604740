/** A PBN game converted to a table log (`table-log@1`), its irregularity tokens as the engine's events. */

import { type Entry, isAuctionOver, isLegalCall, nextToCall } from "../../auction/auction.js";
import { type Call, parseCall } from "../../core/call.js";
import { parseDeal } from "../../core/card.js";
import { distance, isSeat, lho, partner, rotate, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import { boardCycle } from "../../core/vulnerability.js";
import { replay } from "../replay.js";
import { playOrder, type TableLogJson, trickWinner } from "../tricks.js";
import type { Ctx } from "./context.js";
import { declarerTricks, unknown, VULS } from "./tags.js";
import type { PbnCard, PbnGame, PbnOptions, PbnTag } from "./types.js";

// ---------------------------------------------------------------------------------------------------
// The table log

interface ReplayView {
  phase: string;
  turn: Seat | null;
  ruling: { irregularity?: string; chooser?: Seat; question?: string } | null;
  contract: string | null;
  declarer: Seat | null;
}

const view = (log: TableLogJson): ReplayView | { error: string } => {
  const r = replay(log);
  if (!r.ok) return { error: r.error.code };
  const v = r.value as unknown as ReplayView;
  return { phase: v.phase, turn: v.turn, ruling: v.ruling, contract: v.contract, declarer: v.declarer };
};

const OUT_OF_ROTATION = new Set([
  "pass-out-of-rotation",
  "bid-out-of-rotation",
  "double-out-of-rotation",
  "redouble-out-of-rotation",
]);

export const toTableLog = (ctx: Ctx, options: PbnOptions) => {
  const g = ctx.game;
  const tags = g.tags;
  const boardTag =
    tags.Board && /^\d+$/.test(tags.Board.value) && Number(tags.Board.value) >= 1
      ? Number(tags.Board.value)
      : undefined;
  const cycle = boardTag !== undefined ? boardCycle(boardTag) : undefined;
  const dealerTag = tags.Dealer && isSeat(tags.Dealer.value) ? tags.Dealer.value : undefined;
  const dealer = dealerTag ?? cycle?.dealer;
  const vulTag = tags.Vulnerable ? VULS[tags.Vulnerable.value] : undefined;
  const vulnerability = vulTag ?? cycle?.vulnerability;
  if (g.auction && !dealerTag) ctx.add("auction-no-dealer", g.auction);
  if (g.play && !ctx.endPosition) {
    if (!tags.Deal) ctx.add("play-no-deal", g.play);
    if (!tags.Declarer || unknown(tags.Declarer.value)) ctx.add("play-no-declarer", g.play);
    if (!tags.Contract || unknown(tags.Contract.value)) ctx.add("play-no-contract", g.play);
  }
  const hasDeal =
    tags.Deal !== undefined &&
    !unknown(tags.Deal.value) &&
    !g.diagnostics.some((d) => d.code.startsWith("deal-"));
  if (!dealer) return;
  // Without a vulnerability the game is still checked (the auction does not depend on it), but has no log.
  const log: TableLogJson = {
    format: "table-log@1",
    edition: options.edition ?? "2017",
    dealer,
    vulnerability: vulnerability ?? "None",
    events: [],
  };
  if (boardTag !== undefined) log.board = boardTag;
  if (hasDeal && parseDeal(tags.Deal!.value).ok) log.deal = tags.Deal!.value;
  else if (hasDeal && (g.play || g.auction)) ctx.warn("deal-not-complete", tags.Deal!);
  g.log = log;
  const auction = g.auction;
  let state: ReplayView | null = null;
  if (auction?.seat && dealerTag) {
    if (auction.leading !== distance(auction.seat, dealer))
      ctx.add("auction-dealer-mismatch", auction, { dealer, seat: auction.seat });
    else state = auctionEvents(ctx, log, auction);
  }
  // Contract and declarer: the auction's when it is complete, checked against the tags.
  const contractTag = tags.Contract && !unknown(tags.Contract.value) ? tags.Contract.value : null;
  const declTag = tags.Declarer && !unknown(tags.Declarer.value) ? tags.Declarer.value : null;
  let declarer: Seat | null =
    declTag && isSeat(declTag.replace("^", "")) ? (declTag.replace("^", "") as Seat) : null;
  let contract: string | null = contractTag === "Pass" ? "passed-out" : contractTag;
  // `^` on Declarer with the auction's declarer's partner, and the play led by the auction's declarer's
  // RHO: the wrong defender led and the auction's declarer spread his hand as dummy (54A). A table log
  // says exactly that: the opening lead, then his `spread`.
  const spreadBy =
    declTag?.startsWith("^") &&
    state?.declarer &&
    (state.phase === "lead" || state.phase === "play") &&
    declarer === partner(state.declarer) &&
    g.play?.seat === rotate(state.declarer, 3) &&
    g.play.cards[0]?.card
      ? state.declarer
      : null;
  if (
    state &&
    (state.phase === "lead" || state.phase === "play" || state.phase === "done") &&
    state.contract
  ) {
    if (contractTag && normalContract(contractTag) !== state.contract)
      ctx.add("contract-differs", tags.Contract!, { tag: contractTag, auction: state.contract });
    if (declTag && state.declarer) {
      const irregular = declTag.startsWith("^");
      if (!irregular && declarer !== state.declarer)
        ctx.add("declarer-differs", tags.Declarer!, { tag: declTag, auction: state.declarer });
      else if (irregular && declarer === state.declarer)
        ctx.add("declarer-not-irregular", tags.Declarer!, { tag: declTag });
      else if (irregular && !spreadBy)
        ctx.warn("declarer-irregular-lost", tags.Declarer!, { tag: declTag, auction: state.declarer });
    }
    if (!declarer) declarer = state.declarer;
    contract = state.contract;
  }
  const resultTag = tags.Result && !unknown(tags.Result.value) ? tags.Result : null;
  const result = resultTag ? declarerTricks(resultTag.value, declarer) : null;
  // The play and the result continue a complete auction (a log reaches the play through its calls).
  const played = contract !== null && contract !== "passed-out" && declarer !== null;
  const reached =
    state !== null && (state.phase === "lead" || state.phase === "play") && state.contract !== "passed-out";
  const irregularDeclarer = declTag?.startsWith("^") && state?.declarer !== declarer && !spreadBy;
  const cards = g.play ? g.play.cards.some((c) => c.card) : false;
  // The engine finds the opening leader from the auction: a play that starts elsewhere cannot follow it.
  const lost =
    !reached ||
    irregularDeclarer ||
    (declarer !== state?.declarer && !spreadBy) ||
    (g.play?.seat != null && declarer !== null && g.play.seat !== lho(declarer));
  if (g.play && ctx.endPosition) ctx.warn("end-position-lost", g.play);
  else if (played && (cards || result !== null) && !reached)
    ctx.warn("play-without-auction-lost", g.play ?? resultTag ?? g.auction ?? { line: g.line, column: 1 });
  else if (played && (cards || result !== null) && irregularDeclarer)
    ctx.warn("play-irregular-declarer-lost", g.play ?? resultTag!);
  // The play is checked even when the log cannot carry it (into a scratch log).
  if (!ctx.endPosition && played && (cards || g.play?.ended) && g.play?.seat)
    playEvents(
      ctx,
      lost ? { ...log, events: [] } : log,
      g.play,
      declarer!,
      contract!,
      result,
      resultTag,
      spreadBy,
    );
  else if (!lost && played && result !== null) log.events.push({ by: declarer!, result });
  if (!vulnerability) {
    delete g.log;
    ctx.warn("log-no-vulnerability", { line: g.line, column: 1 });
  }
};

export const annotation = (
  ctx: Ctx,
  c: { nags?: number[]; suffix?: string; note?: string },
  event: number,
) => {
  if (c.nags === undefined && c.suffix === undefined && c.note === undefined) return;
  const ann: PbnGame["annotations"][number] = { event };
  if (c.note !== undefined) ann.note = c.note;
  if (c.nags !== undefined) ann.nags = c.nags;
  if (c.suffix !== undefined) ann.suffix = c.suffix;
  ctx.game.annotations.push(ann);
};

const normalContract = (c: string): string => (c === "Pass" ? "passed-out" : c);

/** The auction section to call and accept events; returns the engine's view after the auction. */
const auctionEvents = (
  ctx: Ctx,
  log: TableLogJson,
  a: NonNullable<PbnGame["auction"]>,
): ReplayView | null => {
  const standing: Entry[] = [];
  let fast = true;
  let stopped = false;
  const end = a.brokenAt ?? a.calls.length;
  for (let i = 0; i < end && !stopped; i++) {
    const c = a.calls[i]!;
    const slot = a.leading + i + a.calls.slice(0, i + 1).reduce((n, x) => n + x.skipped, 0);
    const seat = rotate(a.seat!, slot);
    const call = parseCall(c.call) as { ok: true; value: Call };
    annotation(ctx, c, log.events.length);
    const marked = c.insufficient || c.skipped > 0;
    if (
      fast &&
      !marked &&
      nextToCall(log.dealer, standing) === seat &&
      isLegalCall(seat, call.value, standing) &&
      !isAuctionOver(standing)
    ) {
      log.events.push({ by: seat, call: c.call });
      standing.push({ by: seat, call: call.value });
      continue;
    }
    fast = false;
    log.events.push({ by: seat, call: c.call });
    const v = view(log);
    if ("error" in v) {
      ctx.add("call-not-loggable", c, { call: c.text, code: v.error });
      log.events.pop();
      stopped = true;
      break;
    }
    if (v.phase === "ruling" && v.ruling?.chooser) {
      const irr = v.ruling.irregularity ?? "";
      const expected =
        c.skipped > 0 ? OUT_OF_ROTATION.has(irr) : c.insufficient ? irr === "insufficient-bid" : false;
      if (!marked) ctx.add("irregularity-unmarked", c, { call: c.text, irregularity: irr });
      else if (!expected) ctx.warn("irregularity-differs", c, { call: c.text, irregularity: irr });
      log.events.push({ by: v.ruling.chooser, accept: true });
      const after = view(log);
      if ("error" in after || after.phase === "ruling") {
        ctx.warn("irregularity-not-expressible", c, { call: c.text });
        stopped = true;
      }
    } else if (v.phase === "ruling") {
      if (!marked)
        ctx.add("irregularity-unmarked", c, { call: c.text, irregularity: v.ruling?.irregularity ?? "?" });
      else ctx.warn("irregularity-not-expressible", c, { call: c.text });
      stopped = true;
    } else if (marked) ctx.add("irregularity-not-irregular", c, { call: c.text });
  }
  if (stopped) return null;
  if (a.allPass && a.brokenAt === undefined) {
    if (fast) {
      while (!isAuctionOver(standing)) {
        const by = nextToCall(log.dealer, standing);
        log.events.push({ by, call: "P" });
        standing.push({ by, call: { type: "pass" } });
      }
    } else {
      for (let k = 0; k < 4; k++) {
        const v = view(log);
        if ("error" in v || v.phase !== "auction" || !v.turn) break;
        log.events.push({ by: v.turn, call: "P" });
      }
    }
  }
  const v = view(log);
  if ("error" in v) return null;
  if (v.phase === "auction" && !a.continued) ctx.warn("auction-incomplete", a);
  return v;
};

const _cardSuit = (c: string) => c[0] as Suit;

/** The play section to lead, play, accept, claim and agree events. */
const playEvents = (
  ctx: Ctx,
  log: TableLogJson,
  p: NonNullable<PbnGame["play"]>,
  declarer: Seat,
  contract: string,
  result: number | null,
  resultTag: PbnTag | null,
  spreadBy: Seat | null = null,
) => {
  const strain = /^\d?(C|D|H|S|NT)/.exec(contract)?.[1] ?? "NT";
  const trump = strain === "NT" ? null : (strain as Suit);
  const deal = log.deal ? parseDeal(log.deal) : null;
  const hands = deal?.ok
    ? (Object.fromEntries(
        Object.entries(deal.value).map(([s, h]) => [
          s,
          new Set(Object.entries(h).flatMap(([suit, rs]) => rs.map((r) => `${suit}${r}`))),
        ]),
      ) as Record<Seat, Set<string>>)
    : null;
  if (p.seat !== lho(declarer)) ctx.warn("play-leader-differs", p, { seat: p.seat!, leader: lho(declarer) });
  let leader = p.seat!;
  let won = 0; // declarer's side, completed tricks
  let completed = 0;
  let stop = false; // no more card events (a gap or "+")
  let continued = false;
  const revokes: Seat[] = [];
  for (let t = 0; t * 4 < p.cards.length && !continued; t++) {
    const slots = p.cards.slice(t * 4, t * 4 + 4);
    const bySeat = new Map<Seat, PbnCard>();
    for (const [j, c] of slots.entries()) bySeat.set(rotate(p.seat!, j), c);
    const lot = slots.map((c, j) => ({ c, seat: rotate(p.seat!, j) })).filter((x) => x.c.leadOutOfTurn);
    if (lot.length > 1) ctx.add("lead-out-of-turn-twice", lot[1]!.c);
    if (lot[0]) {
      if (lot[0].seat === leader) ctx.add("lead-out-of-turn-invalid", lot[0].c);
      else leader = lot[0].seat;
    }
    const trick: { by: Seat; card: string }[] = [];
    let gap = false;
    for (const seat of playOrder(leader)) {
      const c = bySeat.get(seat);
      if (!c) break;
      if (c.plus) {
        if (continued) ctx.add("plus-twice", c);
        continued = true;
        gap = true;
        continue;
      }
      if (!c.card) {
        gap = true;
        continue;
      }
      if (gap) {
        ctx.add(continued ? "card-after-plus" : "card-after-gap", c, { card: c.card });
        stop = true;
        continue;
      }
      const first = trick.length === 0;
      if (c.leadOutOfTurn && !first) ctx.add("lead-out-of-turn-invalid", c);
      const led = trick[0]?.card[0];
      if (hands) {
        if (!hands[seat].has(c.card)) {
          ctx.add("card-not-held", c, { seat, card: c.card });
          stop = true;
        } else {
          const follows = first || c.card[0] === led;
          const couldFollow = !follows && [...hands[seat]].some((x) => x[0] === led);
          if (c.revoke && (follows || !couldFollow)) ctx.add("revoke-invalid", c, { card: c.card });
          else if (!c.revoke && couldFollow) ctx.add("revoke-unmarked", c, { seat, card: c.card });
          hands[seat].delete(c.card);
        }
      } else if (c.revoke && (first || c.card[0] === led)) ctx.add("revoke-invalid", c, { card: c.card });
      if (c.revoke) revokes.push(seat);
      trick.push({ by: seat, card: c.card });
      if (stop) continue;
      annotation(ctx, c, log.events.length);
      log.events.push(t === 0 && first ? { by: seat, lead: c.card } : { by: seat, play: c.card });
      if (t === 0 && first && spreadBy) log.events.push({ by: spreadBy, spread: true });
      if (c.leadOutOfTurn && first) {
        const accepter = t === 0 || sideOf(seat) !== sideOf(declarer) ? declarer : lho(seat);
        log.events.push({ by: accepter, accept: true });
      }
    }
    if (trick.length === 4 && !stop) {
      const w = trickWinner(trick, trump);
      if (sideOf(w) === sideOf(declarer)) won++;
      completed++;
      leader = w;
    } else if (trick.length === 4) {
      completed++;
    } else {
      const later = p.cards.slice(t * 4 + 4).find((c) => c.card);
      if (later && !continued) ctx.add("card-after-gap", later, { card: later.card! });
      break;
    }
    if (stop) break;
  }
  if (stop) return;
  if (result !== null && completed === 13 && won !== result && !resultTag!.value.startsWith("^"))
    ctx.add("result-differs-play", resultTag!, { result, play: won });
  if (revokes.length && resultTag?.value.startsWith("^")) {
    // The result counts the revoke: attention was drawn to it at the end (the engine finds the revoke).
    const offender = revokes[0]!;
    log.events.push({
      by: sideOf(offender) === sideOf(declarer) ? lho(offender) : declarer,
      attention: true,
    });
  }
  const irregularEnd =
    completed < 13 && p.ended && !continued && result !== null && resultTag!.value.startsWith("^");
  if (
    irregularEnd &&
    !(revokes.length && claimWithTransfer(log, declarer, result!, won, 13 - completed, revokes))
  )
    ctx.warn("claim-after-irregularity-lost", resultTag!, { result: resultTag!.value });
  else if (irregularEnd) return;
  else if (completed < 13 && p.ended && !continued && result !== null) {
    const claim = result - won;
    if (claim < 0 || claim > 13 - completed)
      ctx.add("result-impossible", resultTag!, { result, won, remaining: 13 - completed });
    else {
      log.events.push({ by: declarer, claim });
      log.events.push({ by: lho(declarer), agree: true });
    }
  }
};

/**
 * A `^` Result after `*` with revokes: the count includes the revokes' transfer (attention was drawn at
 * the end of the recorded play), so the claim is what, with the transfer the engine decides, gives that
 * count. Tries each claim of the tricks left, fewest first; keeps the first that ends the board with
 * declarer's `result` tricks. False (and the log unchanged) when none does, or the log cannot replay.
 */
const claimWithTransfer = (
  log: TableLogJson,
  declarer: Seat,
  result: number,
  won: number,
  left: number,
  revokers: Seat[],
): boolean => {
  // a revoke transfers at most two tricks (64A), to the other side: a Result out of that reach is not one
  const toDeclarer = 2 * revokers.filter((s) => sideOf(s) !== sideOf(declarer)).length;
  const away = 2 * revokers.filter((s) => sideOf(s) === sideOf(declarer)).length;
  if (result < won - away || result > won + left + toDeclarer) return false;
  for (let claim = 0; claim <= left; claim++) {
    log.events.push({ by: declarer, claim }, { by: lho(declarer), agree: true });
    const r = replay(log);
    if (r.ok && r.value.phase === "done" && r.value.result?.declarerTricks === result) return true;
    log.events.length -= 2;
  }
  return false;
};
