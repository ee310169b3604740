/**
 * The revoke laws both codes share (61-64, 67; 43A1 for dummy's attention): establishment after each card
 * (63A1) and by a claim (63A3), attention drawn (61, 62A, 63B, 64), the correction of a revoke (62A-62C)
 * and of a trick-12 revoke (62D1), the transfer decided on the revoke (64A/64B, written as `transfer` and
 * `law` so that the end of the board counts it), the 64C watch, and the defective trick (67B1). Each code
 * supplies its labels and its reading of 64A and 67B1 (`RevokeCode`, in its lawNN.ts modules).
 */
import { err, ok, type Result } from "../../core/result.js";
import { lho, SEATS, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PlayFindingName, PlayFindings, TableEvent } from "../../model/events.js";
import type { RevokeCorrection } from "../../model/play/revokes.js";
import type { Revoke, Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { Pending, PendingBase, PendingOf } from "../../model/state.js";
import { holderOf, isPlayed, remaining, trickWinner, trumpOf } from "../../play/play.js";
import { after, done, flag } from "../procedure.js";
import { scoreBoard, transfersOf } from "./end.js";
import type { PlayGroup } from "./group.js";
import { makePenaltyCard } from "./penaltyCards.js";

/** What 64A turns on: who won the revoke trick, and how many later tricks the offending side won. */
export interface TransferFacts {
  offender: Seat;
  wonBy: Seat;
  /** Undefined while the record does not show it yet. */
  later?: number;
}

/** A code's rule: the tricks transferred and the paragraph, or `later` when the count of later tricks is needed. */
export type TransferRule = (f: TransferFacts) => { tricks: number; law: string } | "later";

export interface RevokeCode {
  labels: {
    /** 43A1: dummy draws attention during the play. */
    dummyAttention: string;
    /** 61A: failing to lead a suit an opponent required. */
    requiredSuit: string;
    /** 62A, 62B1 (a defender's unfaced card: penalty card), 62B2 (no further rectification). */
    correct: string;
    defenderCard: string;
    otherCard: string;
    /** 62C1, 62C2. */
    nonOffenderWithdraws: string;
    offenderWithdraws: string;
    /** 62C3 (2017 only): both sides revoked on one trick, only one side played on. */
    bothOnOneTrick: string | null;
    /** 62D1: a trick-12 revoke corrected after the play. */
    trick12: string;
    /** 63A1, 63A3. */
    byPlay: string;
    byClaim: string;
    /** 64B labels the engine computes: B1 (nothing won), B2, B3 (dummy / penalty card), B6, B7 (2017). */
    nothingWon: string;
    sameSuitAgain: string;
    faced: string;
    trickTwelve: string;
    bothSides: string | null;
    /** 64C: the director's equity review. */
    equity: string;
    /** 67B1. */
    defective: string;
  };
  /** The 64B labels a director's `exception` finding may name in this code. */
  exceptions: readonly string[];
  /** 64A as this code reads it. */
  transfer: TransferRule;
  /**
   * 67B1 found later: the tricks the offender loses, or `held` when the rule turns on whether he held a
   * card of the suit led (1987, the `heldSuitLed` finding).
   */
  defective: (f: { sideWonTrick: boolean; later: number; heldSuitLed?: boolean }) => number | "held";
}

type Attention = Extract<TableEvent, { type: "attention" }>;
type Withdraw = Extract<TableEvent, { type: "withdraw" }>;
type RevokesStep = PendingOf<"revokes">;

// ---------------------------------------------------------------------------------------------------
// Tricks, rewritten (a card taken back, a card put in its place)

const order = (leader: Seat, seat: Seat): number => (SEATS.indexOf(seat) - SEATS.indexOf(leader) + 4) % 4;

const tricksWonOf = (tricks: readonly Trick[]): { NS: number; EW: number } => {
  const w = { NS: 0, EW: 0 };
  for (const t of tricks) if (t.winner !== undefined) w[sideOf(t.winner)]++;
  return w;
};

/** The trick `n` (1-based) with the card of `seat` taken out (its winner no longer known). */
const withoutCard = (tricks: readonly Trick[], n: number, seat: Seat): Trick[] =>
  tricks.map((t, i) => (i === n - 1 ? { leader: t.leader, cards: t.cards.filter((c) => c.by !== seat) } : t));

/** The trick `n` with `card` of `seat` in its place in rotation; the winner when the trick is complete. */
const withCard = (tricks: readonly Trick[], n: number, seat: Seat, card: string, trump: Suit | null) =>
  tricks.map((t, i) => {
    if (i !== n - 1) return t;
    const cards = [...t.cards, { by: seat, card }].sort(
      (a, b) => order(t.leader, a.by) - order(t.leader, b.by),
    );
    const next: Trick = { leader: t.leader, cards };
    if (cards.length === 4) next.winner = trickWinner(next, trump);
    return next;
  });

const setTricks = (tricks: Trick[]): Effect[] => [
  { kind: "set", key: "tricks", value: tricks },
  { kind: "set", key: "tricksWon", value: tricksWonOf(tricks) },
];

/** Whose turn it is once the corrected trick stands: its winner, or the next hand in it. */
const turnAfter = (tricks: readonly Trick[]): Seat | null => {
  const t = tricks[tricks.length - 1];
  if (t === undefined) return null;
  if (t.winner !== undefined) return t.winner;
  // The next hand clockwise from the leader that has not played (a replaced card may stand out of order).
  let seat = t.leader;
  for (let i = 0; i < 4 && t.cards.some((c) => c.by === seat); i++) seat = lho(seat);
  return seat;
};

const isDefender = (s: View, seat: Seat): boolean => seat !== s.declarer && seat !== s.dummy;

// ---------------------------------------------------------------------------------------------------
// 63A: establishment

/** 63A1: the offender or his partner has played to a later trick: his revokes stand established. */
const establishByPlay = (s: View, by: Seat): Effect[] => {
  const n = s.tricks?.length ?? 0;
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => !r.established && !r.corrected && sideOf(r.by) === sideOf(by) && n > r.trick))
    return [];
  return [
    {
      kind: "set",
      key: "revokes",
      value: revokes.map((r) =>
        !r.established && !r.corrected && sideOf(r.by) === sideOf(by) && n > r.trick
          ? { ...r, established: true }
          : r,
      ),
    },
  ];
};

/** 61A: a lead that fails, when able, to follow a suit an opponent required (or avoid one he forbade). */
const requiredSuitRevoke = (s: View, trick: Trick, by: Seat): Effect[] => {
  if (trick.cards.length !== 1 || trick.leader !== by) return [];
  if (!s.leadRestrictions.some((r) => r.leader === by && r.until !== undefined)) return [];
  const led = trick.cards[0]!.card;
  const suit = led[0] as Suit;
  const hands = remaining(s);
  if (hands === null) return [];
  const holds = (x: Suit) => hands[by][x].length > 0;
  const broken = s.leadRestrictions.some((r) => {
    if (r.leader !== by || r.chosen === undefined || r.until === undefined) return false;
    const c = r.chosen;
    if ("require" in c) return suit !== c.require && holds(c.require);
    if ("prohibit" in c)
      return suit === c.prohibit && (["S", "H", "D", "C"] as const).some((x) => x !== c.prohibit && holds(x));
    return false;
  });
  if (!broken) return [];
  const revoke: Revoke = { by, trick: s.tricks!.length, card: led, established: false, noticed: false };
  return [{ kind: "set", key: "revokes", value: [...(s.revokes ?? []), revoke] }];
};

/** 63A3: a member of the offending side claims or concedes: its revokes stand established. */
export const establishByClaim = (s: View, by: Seat): Effect[] => {
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => !r.established && !r.corrected && sideOf(r.by) === sideOf(by))) return [];
  return [
    {
      kind: "set",
      key: "revokes",
      value: revokes.map((r) =>
        !r.established && !r.corrected && sideOf(r.by) === sideOf(by) ? { ...r, established: true } : r,
      ),
    },
  ];
};

// ---------------------------------------------------------------------------------------------------
// 64: the transfer

/** Tricks the offending side won after the revoke trick, when the record shows them (the play or a claim). */
const laterFromRecord = (s: View, r: Revoke): number | undefined => {
  const tricks = s.tricks ?? [];
  const side = sideOf(r.by);
  const inPlay = tricks
    .slice(r.trick)
    .filter((t) => t.winner !== undefined && sideOf(t.winner) === side).length;
  const complete = tricks.filter((t) => t.winner !== undefined).length;
  if (complete === 13) return inPlay;
  const c = s.claim;
  if (c !== undefined && c.status === "agreed" && tricks.length === complete) {
    const rest = 13 - complete;
    return inPlay + (sideOf(c.by) === side ? c.tricks : rest - c.tricks);
  }
  return undefined;
};

const wonFromRecord = (s: View, r: Revoke): Seat | undefined => s.tricks?.[r.trick - 1]?.winner;

const suitLedTo = (s: View, trick: number): Suit | undefined =>
  s.tricks?.[trick - 1]?.cards[0]?.card[0] as Suit | undefined;

type Decision = { law: string; transfer?: number } | { need: "laterTricks" | "trickWonBy" };

/**
 * 64A/64B for one established revoke: an exception the director found or the record shows, else the code's
 * 64A with the facts (from the findings, else the record).
 */
const decide = (
  code: RevokeCode,
  s: View,
  r: Revoke,
  f: Pick<PlayFindings, "trickWonBy" | "laterTricks" | "exception" | "dummyRevoke" | "penaltyCardRevoke">,
): Decision => {
  const L = code.labels;
  if (f.exception !== undefined) return { law: f.exception };
  // 64B3: a card of dummy (or, 1987, of any hand faced on the table) or a penalty card not played.
  if (f.dummyRevoke || f.penaltyCardRevoke || (r.card !== undefined && r.by === s.dummy))
    return { law: L.faced };
  // 64B2: a later revoke in the same suit by the same player (the record shows the suits led).
  const suit = suitLedTo(s, r.trick);
  if (
    suit !== undefined &&
    (s.revokes ?? []).some(
      (o) => o !== r && o.by === r.by && o.established && o.trick < r.trick && suitLedTo(s, o.trick) === suit,
    )
  )
    return { law: L.sameSuitAgain };
  // 64B6: a trick-12 revoke (corrected under 62D1 when it can still be).
  if (r.trick === 12) return { law: L.trickTwelve };
  const wonBy = f.trickWonBy ?? wonFromRecord(s, r);
  if (wonBy === undefined) return { need: "trickWonBy" };
  const t = code.transfer({ offender: r.by, wonBy, later: f.laterTricks ?? laterFromRecord(s, r) });
  if (t === "later") return { need: "laterTricks" };
  if (t.tricks === 0) return { law: L.nothingWon };
  return { law: t.law, transfer: t.tricks };
};

/** 64B7 (2017): both sides have established revokes: no automatic transfer for either. */
const bothSides = (code: RevokeCode, revokes: Revoke[]): Revoke[] => {
  const label = code.labels.bothSides;
  const ruled = (r: Revoke) => r.established && r.noticed && !r.corrected && r.law !== undefined;
  if (label === null) return revokes;
  const sides = new Set(revokes.filter(ruled).map((r) => sideOf(r.by)));
  if (sides.size < 2) return revokes;
  const automatic = [code.labels.nothingWon, ...["64A1", "64A2"]];
  return revokes.map((r) => {
    if (!ruled(r) || !automatic.includes(r.law!)) return r;
    const { transfer: _t, ...rest } = r;
    return { ...rest, law: label };
  });
};

const withDecision = (r: Revoke, d: { law: string; transfer?: number }): Revoke => {
  const { transfer: _t, ...rest } = r;
  return d.transfer ? { ...rest, law: d.law, transfer: d.transfer } : { ...rest, law: d.law };
};

/** The board is scored again once a decision comes after the play (the attention after the last trick). */
const rescore = (s: View, fx: Effect[]): Effect[] => {
  if (s.result === undefined) return [];
  const v = after(s, fx);
  return scoreBoard(v, s.result.byPlay, transfersOf(v));
};

// ---------------------------------------------------------------------------------------------------
// Attention drawn

/** What every step of this group's ruling shares: the revoke (its maker and card), the event, the paragraph. */
const base = (s: View, r: { by: Seat; card?: string }, index: number, law: string): PendingBase => ({
  irregularity: "revoke",
  offender: r.by,
  call: r.card ?? "",
  event: index,
  findings: {},
  turnWas: s.turn ?? r.by,
  law,
});

const open = (pending: Pending): Effect => ({ kind: "open", pending, options: [] });

const askFinding = (question: PlayFindingName, about: number, by: Seat, law: string): Effect => ({
  kind: "ask",
  question,
  about,
  context: { irregularity: "revoke", offender: by, call: "", law },
});

export const makeRevokesGroup = (code: RevokeCode, next: () => PlayGroup | undefined): PlayGroup => {
  const L = code.labels;

  /** Without the full record: the revoke the attention names, ruled at once from the findings. */
  const named = (s: View, e: Attention, index: number): Result<Outcome> => {
    const { by, trick } = e.revoke!;
    const f = e.findings;
    // A revoke is a card played (61A): none before the play period, none on a passed-out board.
    if (s.declarer === null || s.tricks === undefined)
      return err("revoke-not-in-play", { phase: s.phase }, { event: index, key: "revoke" });
    // With the deal, a trick the record holds (the one in progress too) has its revokes found by the engine
    // (61A): a revoke named there would contradict the record; attention without a name rules on them.
    if (s.deal !== undefined && trick <= (s.tricks?.length ?? 0))
      return err("revoke-named-in-record", { trick: String(trick) }, { event: index, key: "revoke" });
    if (f.exception !== undefined && !code.exceptions.includes(f.exception))
      return err("revoke-exception-unknown", { label: f.exception }, { event: index, key: "exception" });
    if (f.established === undefined) return ok(done([askFinding("established", index, by, L.byPlay)]));
    const revoke: Revoke = { by, trick, established: f.established, noticed: true };
    if (!f.established)
      // Not established and not in the record: corrected at the table, nothing for the engine to move.
      return ok(
        done([
          {
            kind: "set",
            key: "revokes",
            value: [...(s.revokes ?? []), { ...revoke, corrected: true, law: L.correct }],
          },
        ]),
      );
    const d = decide(code, s, revoke, f);
    if ("need" in d) return ok(done([askFinding(d.need, index, by, "64A")]));
    const revokes = bothSides(code, [...(s.revokes ?? []), withDecision(revoke, d)]);
    const fx: Effect[] = [{ kind: "set", key: "revokes", value: revokes }, flag(by, L.equity)];
    if (s.dummy === e.by && s.period === "play") fx.push(flag(e.by, L.dummyAttention));
    return ok(done([...fx, ...rescore(s, fx)]));
  };

  /** 67B1: a card missing from a trick, found after both sides played to the next one. */
  const defective = (s: View, e: Attention, index: number): Result<Outcome> => {
    const f = e.findings;
    const d = f.defectiveTrick!;
    if (d.kind !== "no-card")
      return err("defective-trick-not-ruled", { kind: d.kind }, { event: index, key: "defectiveTrick" });
    if (f.trickWonBy === undefined) return ok(done([askFinding("trickWonBy", index, d.by, L.defective)]));
    if (f.laterTricks === undefined) return ok(done([askFinding("laterTricks", index, d.by, L.defective)]));
    const lost = code.defective({
      sideWonTrick: sideOf(f.trickWonBy) === sideOf(d.by),
      later: f.laterTricks,
      ...(f.heldSuitLed !== undefined ? { heldSuitLed: f.heldSuitLed } : {}),
    });
    if (lost === "held") return ok(done([askFinding("heldSuitLed", index, d.by, L.defective)]));
    const revoke: Revoke = { by: d.by, trick: d.trick, established: true, noticed: true, law: L.defective };
    if (lost > 0) revoke.transfer = lost;
    const fx: Effect[] = [{ kind: "set", key: "revokes", value: [...(s.revokes ?? []), revoke] }];
    return ok(done([...fx, ...rescore(s, fx)]));
  };

  /** With the full record: the revokes nobody had noticed, corrected (62) or ruled (63B, 64). */
  const recorded = (s: View, e: Attention | Withdraw, index: number): Result<Outcome> | null => {
    const all = s.revokes ?? [];
    const open_ = all.filter((r) => !r.noticed && !r.corrected);
    if (open_.length === 0) return null;
    const fx: Effect[] = [];
    if (s.dummy === e.by && s.period === "play") fx.push(flag(e.by, L.dummyAttention));
    let tricks = [...(s.tricks ?? [])];
    const correcting: Revoke[] = [];
    let law: string | null = null;
    // 2017 62C3: both sides revoked on one trick and only one side has played to the next: both corrected.
    if (L.bothOnOneTrick !== null) {
      const t = open_.find((r) => open_.some((o) => o.trick === r.trick && sideOf(o.by) !== sideOf(r.by)));
      const nextTrick = t && tricks[t.trick];
      const sides = new Set((nextTrick?.cards ?? []).map((c) => sideOf(c.by)));
      if (t && sides.size <= 1 && tricks.length <= t.trick + 1) {
        law = L.bothOnOneTrick;
        correcting.push(...open_.filter((r) => r.trick === t.trick));
        tricks = tricks.slice(0, t.trick);
      }
    }
    if (law === null) correcting.push(...open_.filter((r) => !r.established && r.card !== undefined));
    // 62D1: a trick-12 revoke found after the play, established or not, is corrected by the director.
    const twelve =
      s.period === "done" ? open_.find((r) => r.trick === 12 && r.card !== undefined) : undefined;
    const revokes = all.map((r): Revoke => {
      if (correcting.includes(r))
        return {
          ...r,
          noticed: true,
          corrected: true,
          law: law ?? (r.by === s.declarer || r.by === s.dummy ? L.otherCard : L.defenderCard),
        };
      if (r === twelve) {
        const { transfer: _t, ...rest } = r;
        return { ...rest, noticed: true, corrected: true, law: L.trick12 };
      }
      if (!open_.includes(r)) return r;
      // 63B: established, it is not corrected; 64 decides what it costs (now, or at the end of the play).
      const d = decide(code, s, r, e.findings);
      fx.push(flag(r.by, L.equity));
      return "need" in d ? { ...r, noticed: true } : withDecision({ ...r, noticed: true }, d);
    });
    fx.unshift({ kind: "set", key: "revokes", value: bothSides(code, revokes) });
    if (twelve !== undefined) {
      fx.push(open({ ...base(s, twelve, index, L.trick12), proc: "revokes", step: "62D1" }));
      return ok(done(fx));
    }
    if (correcting.length > 0) {
      if (tricks.length !== (s.tricks ?? []).length) fx.push(...setTricks(tricks));
      const trick = correcting[0]!.trick;
      const cards = tricks[trick - 1]?.cards ?? [];
      const firstAt = Math.min(...correcting.map((r) => cards.findIndex((c) => c.by === r.by)));
      const correction: RevokeCorrection = {
        revokers: correcting.map((r) => ({ by: r.by, card: r.card! })),
        trick,
        slots: [],
        after: cards
          .slice(firstAt + 1)
          .map((c) => c.by)
          .filter((b) => !correcting.some((r) => r.by === b)),
      };
      fx.push(
        open({
          ...base(s, correcting[0]!, index, law ?? L.correct),
          proc: "revokes",
          step: "62",
          correction,
        }),
      );
      return ok(done(fx));
    }
    return ok(done([...fx, ...rescore(s, fx)]));
  };

  const attention = (s: View, e: Attention, index: number): Result<Outcome> | null => {
    if (e.findings.defectiveTrick !== undefined) return defective(s, e, index);
    if (e.revoke !== undefined) return named(s, e, index);
    return recorded(s, e, index);
  };

  // -------------------------------------------------------------------------------------------------
  // 62A-62C: the correction, card by card

  /**
   * The correction (or the ruling) ends and the event is dispatched again; the turn is the record's again
   * (44G after the last complete trick, else the next hand), as the correction may have moved it.
   */
  const close = (e: TableEvent, index: number, s?: View): Result<Outcome> => {
    const turn = s === undefined ? null : turnAfter(s.tricks ?? []);
    return ok(
      done(
        [...(turn === null ? [] : [{ kind: "turn", seat: turn } as Effect]), { kind: "close" }],
        [{ kind: "event", event: e, index }],
      ),
    );
  };

  const correcting = (s: View, e: TableEvent, index: number, p: RevokesStep & { step: "62" }) => {
    const c = p.correction;
    const tricks = s.tricks ?? [];
    const trick = tricks[c.trick - 1];
    if (trick === undefined) return close(e, index);
    const update = (correction: RevokeCorrection): Effect => ({
      kind: "pending",
      pending: { ...p, correction },
    });
    if (e.type === "withdraw") {
      const card = `${e.card.suit}${e.card.rank}`;
      const inTrick = trick.cards.find((x) => x.by === e.by && x.card === card);
      // A card taken back waits for its replacement (62A): another withdrawal cannot end the correction.
      if (inTrick === undefined && c.slots.length > 0)
        return err("revoke-correction-awaited", { seat: c.slots[0]!.seat }, { event: index, key: e.type });
      if (inTrick === undefined) return close(e, index, s);
      const revoker = c.revokers.find((r) => r.by === e.by && r.card === card);
      const nonOffender = c.revokers.every((r) => sideOf(r.by) !== sideOf(e.by));
      if (revoker === undefined) {
        // 62C1: a non-offender who played after the revoke; 62C2: then the offending side's next player.
        if (!c.after.includes(e.by) || (!nonOffender && !c.nonOffenderWithdrew)) {
          // A card still awaited (the revoker's first, 62A): this withdrawal cannot end the correction.
          if (c.slots.length > 0)
            return err(
              "revoke-correction-awaited",
              { seat: c.slots[0]!.seat },
              { event: index, key: e.type },
            );
          return close(e, index, s);
        }
      }
      const fx: Effect[] = [...setTricks(withoutCard(tricks, c.trick, e.by)), { kind: "turn", seat: e.by }];
      // 62B1, 62C2, 62C3: a defender's card taken back becomes a major penalty card; 62B2 and 62C1: no penalty.
      if (isDefender(s, e.by) && (revoker !== undefined || !nonOffender))
        fx.push(...makePenaltyCard(s, e.by, card, "major", "50D"));
      const next: RevokeCorrection = {
        ...c,
        slots: [...c.slots, { seat: e.by, trick: c.trick }],
        after: c.after.filter((b) => b !== e.by),
      };
      if (revoker === undefined && nonOffender) next.nonOffenderWithdrew = true;
      fx.push(update(next));
      return ok(done(fx));
    }
    if (e.type === "play" && c.slots.some((x) => x.seat === e.by)) {
      const card = `${e.card.suit}${e.card.rank}`;
      const holder = holderOf(s, e.card);
      if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
        return err("card-not-held", { seat: e.by, card }, { event: index, key: "play" });
      const led = trick.cards.find((x) => x.by === trick.leader)?.card[0] as Suit | undefined;
      const hands = remaining(s);
      if (led !== undefined && e.card.suit !== led && hands !== null && hands[e.by][led].length > 0)
        return err("revoke-correction-must-follow", { seat: e.by, suit: led }, { event: index, key: "play" });
      const now = withCard(tricks, c.trick, e.by, card, trumpOf(s.contract));
      const next: RevokeCorrection = { ...c, slots: c.slots.filter((x) => x.seat !== e.by) };
      const fx: Effect[] = [...setTricks(now)];
      // A penalty card played as the replacement is spent, with its obligations (50).
      if ((s.penaltyCards ?? []).some((x) => x.seat === e.by && x.card === card))
        fx.push(
          {
            kind: "set",
            key: "penaltyCards",
            value: (s.penaltyCards ?? []).filter((x) => !(x.seat === e.by && x.card === card)),
          },
          {
            kind: "set",
            key: "obligations",
            value: s.obligations.filter(
              (o) =>
                !(
                  o.seat === e.by &&
                  (("mustPlay" in o && o.mustPlay === card) ||
                    ("mayNotPlay" in o &&
                      o.mayNotPlay.suit === card[0] &&
                      !(s.penaltyCards ?? []).some(
                        (x) =>
                          x.seat === e.by && x.card !== card && x.card[0] === card[0] && x.kind === "minor",
                      )))
                ),
            ),
          },
        );
      const stillMay = next.after.some(
        (b) => c.revokers.every((r) => sideOf(r.by) !== sideOf(b)) || next.nonOffenderWithdrew,
      );
      // Every revoke card is taken back (two under 62C3) before the correction can end.
      const standing = c.revokers.find((r) =>
        now[c.trick - 1]?.cards.some((x) => x.by === r.by && x.card === r.card),
      );
      const revokeStands = standing !== undefined;
      if (next.slots.length === 0) fx.push({ kind: "turn", seat: standing?.by ?? turnAfter(now) });
      if (next.slots.length === 0 && !stillMay && !revokeStands) fx.push({ kind: "close" });
      else fx.push(update(next));
      return ok(done(fx));
    }
    if (c.slots.length > 0)
      return err("revoke-correction-awaited", { seat: c.slots[0]!.seat }, { event: index, key: e.type });
    // The correction ends with no card to replace: the turn is the record's again (44G after the last trick).
    return close(e, index, s);
  };

  /** 62D1: the director's count of the two last tricks as replayed. */
  const trick12 = (s: View, e: TableEvent, index: number): Result<Outcome> => {
    const count = e.type === "director" ? e.findings?.tricks12and13 : undefined;
    if (count === undefined || s.declarer === null)
      return err("revoke-finding-awaited", { question: "tricks12and13" }, { event: index, key: e.type });
    const side = sideOf(s.declarer);
    const first11 = (s.tricks ?? []).slice(0, 11).filter((t) => t.winner && sideOf(t.winner) === side).length;
    const byPlay = first11 + count[side];
    return ok(done([{ kind: "close" }, ...scoreBoard(s, byPlay, transfersOf(s))]));
  };

  /** 64A after the play: the director gives what the record does not show. */
  const finding64 = (s: View, e: TableEvent, index: number, p: RevokesStep & { step: "64A" }) => {
    const f = e.type === "director" ? (e.findings ?? {}) : undefined;
    const r = s.revokes?.[p.revoke];
    if (f === undefined || r === undefined || f[p.question] === undefined)
      return err("revoke-finding-awaited", { question: p.question }, { event: index, key: e.type });
    const d = decide(code, s, r, f);
    if ("need" in d) return ok(done([open({ ...p, question: d.need })]));
    const revokes = bothSides(
      code,
      (s.revokes ?? []).map((x, i) => (i === p.revoke ? withDecision(x, d) : x)),
    );
    const fx: Effect[] = [{ kind: "set", key: "revokes", value: revokes }, { kind: "close" }];
    return ok(done([...fx, ...rescore(s, fx)]));
  };

  return {
    proc: "revokes",
    events: {
      attention: (s, e, index) => attention(s, e, index),
      withdraw: (s, e, index) => {
        // A revoke card taken back before anyone drew attention: the same correction (62A).
        const card = `${e.card.suit}${e.card.rank}`;
        const r = (s.revokes ?? []).find(
          (x) => x.by === e.by && x.card === card && !x.noticed && !x.corrected && !x.established,
        );
        if (r === undefined) return null;
        const o = recorded(s, e, index);
        if (o === null || !o.ok) return o;
        return ok(done(o.value.fx, [{ kind: "event", event: e, index }]));
      },
      claim: (s, e, index) => {
        const fx = establishByClaim(s, e.by);
        const handler = next()?.events?.claim;
        const r = handler?.(after(s, fx), e, index) ?? null;
        if (r === null || !r.ok || fx.length === 0) return r;
        return ok(done([...fx, ...r.value.fx], r.value.next));
      },
    },
    during: (s, e, index) => {
      const p = s.pending;
      if (p?.proc !== "revokes") return close(e, index);
      if (p.step === "62") return correcting(s, e, index, p);
      if (p.step === "62D1") return trick12(s, e, index);
      return finding64(s, e, index, p);
    },
    afterCard: (s, trick, by) => {
      const fx = requiredSuitRevoke(s, trick, by);
      return [...fx, ...establishByPlay(after(s, fx), by)];
    },
    atEndOfPlay: (s) => {
      // 64: the revokes noticed during the play whose transfer waited for the end.
      const all = s.revokes ?? [];
      const fx: Effect[] = [];
      let revokes = all;
      for (let i = 0; i < all.length; i++) {
        const r = revokes[i]!;
        if (!r.noticed || !r.established || r.corrected || r.law !== undefined) continue;
        const d = decide(code, s, r, {});
        if ("need" in d) {
          fx.push({ kind: "set", key: "revokes", value: revokes });
          fx.push(
            open({
              ...base(s, r, s.events - 1, "64A"),
              proc: "revokes",
              step: "64A",
              question: d.need,
              revoke: i,
            }),
          );
          return fx;
        }
        revokes = revokes.map((x, j) => (j === i ? withDecision(x, d) : x));
      }
      if (revokes === all) return [];
      return [{ kind: "set", key: "revokes", value: bothSides(code, revokes) }];
    },
  };
};
