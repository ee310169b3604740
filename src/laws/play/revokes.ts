/**
 * The revoke laws both codes share (61-64, 67; 43A1 for dummy's attention): establishment after each card
 * (63A1) and by a claim (63A3), attention drawn (61, 62A, 63B, 64), the correction of a revoke (62A-62C)
 * and of a trick-12 revoke (62D1), the transfer decided on the revoke (64A/64B, written as `transfer` and
 * `law` so that the end of the board counts it), the 64C watch, and the defective trick (67B1). Each code
 * supplies its labels and its reading of 64A and 67B1 (`RevokeCode`, in its lawNN.ts modules).
 */
import type { Rank } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PlayFindingName, PlayFindings, TableEvent } from "../../model/events.js";
import type { RevokeCorrection } from "../../model/play/revokes.js";
import type { Revoke, Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction, Pending, PendingBase, PendingOf } from "../../model/state.js";
import {
  completedTricks,
  heldHands,
  holderOf,
  isPlayed,
  latestTrickNumber,
  remaining,
  trickAt,
  trickIndex,
} from "../../play/play.js";
import { after, done, flag } from "../procedure.js";
import { scoreBoard, transfersOf } from "./end.js";
import type { PlayGroup } from "./group.js";
import { leadOptionsDue } from "./penalty.js";
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
    /** 62D2: a defender's trick-12 revoke before his partner's turn: 16C for the partner (watched); null: none. */
    trick12Partner: string | null;
    /** 1987 63B (the 1997 lettering): attention drawn illegally (61B): corrected, 64 as if established; null: none. */
    illegalInquiry: string | null;
    /** 63A1, 63A3. */
    byPlay: string;
    byClaim: string;
    /** 64B labels the engine computes: B1 (nothing won), B2, B3 (dummy / penalty card), B6, B7 (2017). */
    nothingWon: string;
    sameSuitAgain: string;
    faced: string;
    trickTwelve: string;
    bothSides: string | null;
    /** 64C (2017 64C1): the director's equity review, for every established revoke attention was drawn to. */
    equity: string;
    /** 2017 64C2(a), 64C2(b): the review after a 64B2 or a 64B7 revoke, watched besides; null: one 64C (1987). */
    equitySameSuit: string | null;
    equityBothSides: string | null;
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
const establishByPlay = (s: View, by: Seat, n = latestTrickNumber(s)): Effect[] => {
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => !r.established && !r.corrected && sideOf(r.by) === sideOf(by) && n > r.trick))
    return [];
  return [{ kind: "establish", side: sideOf(by), before: n }];
};

/**
 * 63A1: a card led or played out of turn (53-57) by the offender or his partner to a later trick establishes
 * the revoke as a legal one would (any such play, legal or illegal); the card is then ruled as such.
 */
export const establishByIrregularCard = (s: View, by: Seat): Effect[] => {
  const trick = (s.tricks ?? [])[(s.tricks ?? []).length - 1];
  const leads = trick === undefined || trick.winner !== undefined;
  return establishByPlay(s, by, latestTrickNumber(s) + (leads && trick !== undefined ? 1 : 0));
};

/**
 * 61A: a lead that fails, when able, to follow a suit an opponent required (or avoid one he forbade): the
 * play's restrictions (with `until`) at any lead; the auction's (26, none `until`) at the opening lead only.
 * A leader who cannot comply leads any card (59); without the deal the lead stands (a revoke is named).
 */
const requiredSuitRevoke = (s: View, trick: Trick, by: Seat): Effect[] => {
  if (trick.cards.length !== 1 || trick.leader !== by) return [];
  const opening = s.unrecorded === undefined && s.tricks?.length === 1;
  const binds = (r: LeadRestriction) => r.leader === by && (r.until !== undefined || opening);
  if (!s.leadRestrictions.some(binds)) return [];
  const led = trick.cards[0]!.card;
  const suit = led[0] as Suit;
  const hands = heldHands(s);
  if (hands === null) return [];
  const holds = (x: Suit) => hands[by][x].length > 0;
  const broken = s.leadRestrictions.some((r) => {
    if (!binds(r) || r.chosen === undefined) return false;
    const c = r.chosen;
    if ("require" in c) return suit !== c.require && holds(c.require);
    if ("prohibit" in c)
      return suit === c.prohibit && (["S", "H", "D", "C"] as const).some((x) => x !== c.prohibit && holds(x));
    return false;
  });
  if (!broken) return [];
  const revoke: Revoke = { by, trick: s.tricks!.length, card: led, established: false, noticed: false };
  return [{ kind: "recordRevoke", revoke }];
};

/** 63A3: a member of the offending side claims or concedes: its revokes stand established. */
export const establishByClaim = (s: View, by: Seat): Effect[] => {
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => !r.established && !r.corrected && sideOf(r.by) === sideOf(by))) return [];
  return [{ kind: "establish", side: sideOf(by) }];
};

// ---------------------------------------------------------------------------------------------------
// 64: the transfer

/** Tricks the offending side won after the revoke trick, when the record shows them (the play or a claim). */
const laterFromRecord = (s: View, r: Revoke): number | undefined => {
  const tricks = s.tricks ?? [];
  const before = s.unrecorded?.tricks ?? 0;
  // The tricks after the revoke trick are in the record only when it starts by then.
  if (r.trick < before) return undefined;
  const side = sideOf(r.by);
  const inPlay = tricks
    .slice(r.trick - before)
    .filter((t) => t.winner !== undefined && sideOf(t.winner) === side).length;
  const complete = completedTricks(s);
  if (complete === 13) return inPlay;
  const c = s.claim;
  if (c !== undefined && c.status === "agreed" && tricks.every((t) => t.winner !== undefined)) {
    const rest = 13 - complete;
    return inPlay + (sideOf(c.by) === side ? c.tricks : rest - c.tricks);
  }
  return undefined;
};

const wonFromRecord = (s: View, r: Revoke): Seat | undefined => trickAt(s, r.trick)?.winner;

const suitLedTo = (s: View, trick: number): Suit | undefined =>
  trickAt(s, trick)?.cards[0]?.card[0] as Suit | undefined;

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
  // 64B3: a card of dummy (or, 1987, of any hand faced on the table) or a penalty card not played. The
  // engine knows who dummy is: a revoke by dummy's seat is 64B3 with or without the `dummyRevoke` finding.
  const dummy = s.dummy ?? (s.declarer === null ? undefined : partner(s.declarer));
  if (f.dummyRevoke || f.penaltyCardRevoke || r.penaltyCard !== undefined || r.by === dummy)
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

/** A trick-12 revoke established, then corrected under 62D1: still a revoke of its side (64B7). */
const correctedTwelve = (code: RevokeCode, r: Revoke): boolean =>
  r.established && r.noticed && r.corrected === true && r.law === code.labels.trick12;

/**
 * 64B7 (2017): both sides have established revokes (one of them perhaps a trick-12 revoke corrected under
 * 62D1): no automatic transfer for either.
 */
const bothSides = (code: RevokeCode, revokes: Revoke[]): Revoke[] => {
  const label = code.labels.bothSides;
  const ruled = (r: Revoke) => r.established && r.noticed && !r.corrected && r.law !== undefined;
  if (label === null) return revokes;
  const sides = new Set(revokes.filter((r) => ruled(r) || correctedTwelve(code, r)).map((r) => sideOf(r.by)));
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

/** 2017 64C2(a)/(b): the review the 64B2 and 64B7 decisions call for, watched besides 64C1 (the reducer keeps one flag). */
const specificEquity = (code: RevokeCode, revokes: readonly Revoke[]): Effect[] => {
  const L = code.labels;
  const fx: Effect[] = [];
  const both = L.bothSides !== null && revokes.some((r) => r.law === L.bothSides);
  for (const r of revokes) {
    if (r.law === L.sameSuitAgain && L.equitySameSuit !== null) fx.push(flag(r.by, L.equitySameSuit));
    if (both && (r.law === L.bothSides || correctedTwelve(code, r)) && L.equityBothSides !== null)
      fx.push(flag(r.by, L.equityBothSides));
  }
  return fx;
};

/** The board is scored again once a decision comes after the play (the attention after the last trick). */
const rescore = (s: View): Effect[] => (s.result === undefined ? [] : scoreBoard(s, s.result.byPlay));

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
    // Once the auction is over with a contract the director may name one from what he is told, with no
    // card recorded (the spec's "what the director knows").
    if (s.declarer === null || (s.tricks === undefined && s.phase !== "lead"))
      return err("revoke-not-in-play", { phase: s.phase }, { event: index, key: "revoke" });
    // With the deal, a trick the record holds (the one in progress too) has its revokes found by the engine
    // (61A): a revoke named there would contradict the record; attention without a name rules on them.
    // After a `position` the hands are not known, so the engine finds none: the director names them.
    if (s.deal !== undefined && s.unrecorded === undefined && trick <= (s.tricks?.length ?? 0))
      return err("revoke-named-in-record", { trick: String(trick) }, { event: index, key: "revoke" });
    // 61A: a revoke is a card played: not on the trick in progress the record shows the offender has not
    // played to (a later trick is the play the record does not hold, as where only the opening lead is).
    const atTrick = trickAt(s, trick);
    if (atTrick !== undefined && atTrick.winner === undefined && !atTrick.cards.some((c) => c.by === by))
      return err(
        "revoke-trick-not-played",
        { seat: by, trick: String(trick) },
        { event: index, key: "revoke" },
      );
    if (f.exception !== undefined && !code.exceptions.includes(f.exception))
      return err("revoke-exception-unknown", { label: f.exception }, { event: index, key: "exception" });
    // 63A2: the offender or his partner named a card for a later trick: established, whatever else is found.
    const established =
      f.namedLater !== undefined && sideOf(f.namedLater) === sideOf(by) ? true : f.established;
    if (established === undefined) return ok(done([askFinding("established", index, by, L.byPlay)]));
    const revoke: Revoke = { by, trick, established, noticed: true };
    const card = e.revoke!.card;
    if (!established && card !== undefined) {
      const c = { suit: card[0] as Suit, rank: card[1] as Rank };
      const holder = holderOf(s, c);
      if (holder !== null && holder !== by)
        return err("card-not-held", { seat: by, card }, { event: index, key: "revoke.card" });
      const inTrick = trickAt(s, trick)?.cards.find((x) => x.by === by);
      // The revoke card stands in a trick of the record (no deal, or after a position): corrected card by card
      // as a revoke the record shows (62A: taken back, 62B1 a defender's a penalty card, then a card in its place).
      if (inTrick !== undefined) {
        if (inTrick.card !== card)
          return err("card-not-held", { seat: by, card }, { event: index, key: "revoke.card" });
        const unnoticed: Revoke = { by, trick, card, established: false, noticed: false };
        const fromRecord = recorded({ ...s, revokes: [...(s.revokes ?? []), unnoticed] }, e, index);
        if (fromRecord !== null) return fromRecord;
      }
      // Not in the record: corrected at the table; a defender's card becomes a major penalty card (62B1) with
      // its obligations and, when his partner is to lead, declarer's lead options (50D2); 62B2 otherwise.
      const defender = by !== s.declarer && by !== (s.dummy ?? partner(s.declarer));
      const fx: Effect[] = [
        {
          kind: "recordRevoke",
          revoke: { ...revoke, card, corrected: true, law: defender ? L.defenderCard : L.otherCard },
        },
      ];
      if (defender) {
        fx.push(...makePenaltyCard(s, by, card, "major", "50D"));
        fx.push(...leadOptionsDue(after(s, fx)));
      }
      return ok(done(fx));
    }
    if (!established)
      // Not established and not in the record: corrected at the table, nothing for the engine to move.
      return ok(done([{ kind: "recordRevoke", revoke: { ...revoke, corrected: true, law: L.correct } }]));
    const d = decide(code, s, revoke, f);
    if ("need" in d) return ok(done([askFinding(d.need, index, by, "64A")]));
    const revokes = bothSides(code, [...(s.revokes ?? []), withDecision(revoke, d)]);
    const fx: Effect[] = [
      { kind: "ruleRevokes", revokes },
      flag(by, L.equity),
      ...specificEquity(code, revokes),
    ];
    if (s.dummy === e.by && s.period === "play") fx.push(flag(e.by, L.dummyAttention));
    return ok(done([...fx, ...rescore(s)]));
  };

  /** 67B1: a card missing from a trick, found after both sides played to the next one. */
  const defective = (s: View, e: Attention, index: number): Result<Outcome> => {
    const f = e.findings;
    const d = f.defectiveTrick!;
    if (d.kind !== "no-card")
      return err("defective-trick-not-ruled", { kind: d.kind }, { event: index, key: "defectiveTrick" });
    // Ask only what changes the outcome: the code's rule is tried over the facts not yet found.
    const held = f.heldSuitLed !== undefined ? { heldSuitLed: f.heldSuitLed } : {};
    const rule = (sideWonTrick: boolean, later: number) => code.defective({ sideWonTrick, later, ...held });
    if (rule(false, 0) === "held") return ok(done([askFinding("heldSuitLed", index, d.by, L.defective)]));
    const sideWon = f.trickWonBy === undefined ? undefined : sideOf(f.trickWonBy) === sideOf(d.by);
    const outcomes = (sw: boolean[], later: number[]) =>
      new Set(sw.flatMap((x) => later.map((n) => rule(x, n))));
    const laterKnown = f.laterTricks === undefined ? [0, 1] : [f.laterTricks];
    if (sideWon === undefined && outcomes([false, true], laterKnown).size > 1)
      return ok(done([askFinding("trickWonBy", index, d.by, L.defective)]));
    const swKnown = sideWon === undefined ? [false] : [sideWon];
    if (f.laterTricks === undefined && outcomes(swKnown, [0, 1]).size > 1)
      return ok(done([askFinding("laterTricks", index, d.by, L.defective)]));
    const lost = rule(swKnown[0]!, laterKnown[0]!);
    if (lost === "held") return ok(done([askFinding("heldSuitLed", index, d.by, L.defective)]));
    const revoke: Revoke = { by: d.by, trick: d.trick, established: true, noticed: true, law: L.defective };
    if (lost > 0) revoke.transfer = lost;
    const fx: Effect[] = [{ kind: "recordRevoke", revoke }];
    return ok(done([...fx, ...rescore(s)]));
  };

  /**
   * 62D2: a defender revoked on trick 12 before his partner's turn: what the revoke card shows is unauthorized
   * to the partner (16C); the director, replaying the last two tricks, watches for it.
   */
  const partnerAfterTwelve = (s: View, twelve: Revoke): Effect[] => {
    const cards = (s.tricks ?? [])[11]?.cards ?? [];
    const at = cards.findIndex((c) => c.by === twelve.by);
    const partnerAt = cards.findIndex((c) => c.by !== twelve.by && sideOf(c.by) === sideOf(twelve.by));
    const defender = twelve.by !== s.declarer && twelve.by !== s.dummy;
    return L.trick12Partner !== null && defender && at >= 0 && partnerAt > at
      ? [flag(twelve.by, L.trick12Partner)]
      : [];
  };

  /** With the full record: the revokes nobody had noticed, corrected (62) or ruled (63B, 64). */
  const recorded = (s: View, e: Attention | Withdraw, index: number): Result<Outcome> | null => {
    // 63A2: the offender or his partner had named or designated a card for a later trick (the finding
    // `namedLater`): his side's revokes are established before the attention is ruled.
    const naming = e.type === "attention" ? e.findings.namedLater : undefined;
    const all = (s.revokes ?? []).map((r) =>
      naming !== undefined && !r.noticed && !r.corrected && !r.established && sideOf(r.by) === sideOf(naming)
        ? { ...r, established: true }
        : r,
    );
    // A penalty card not played and not yet established is 52's (its card stands once 52B1 accepts it).
    const open_ = all.filter(
      (r) => !r.noticed && !r.corrected && (r.established || r.penaltyCard === undefined),
    );
    if (open_.length === 0) return null;
    // 1987 63B: attention drawn by a question 61B does not allow: corrected as usual, 64 as if established.
    const illegal = e.type === "attention" && e.findings.illegalInquiry === true;
    if (illegal && L.illegalInquiry === null)
      return err("illegal-inquiry-not-in-code", {}, { event: index, key: "illegalInquiry" });
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
    // 62D1: an established trick-12 revoke found during trick 13 is corrected all the same; the cards played to
    // trick 13 go back to the hands (the offender's partner may change his), and trick 13 is played again.
    const last = tricks[12];
    const in13 =
      law === null && s.period === "play" && tricks.length === 13 && last?.winner === undefined
        ? open_.find((r) => r.trick === 12 && r.established && r.card !== undefined)
        : undefined;
    if (in13 !== undefined) {
      law = L.trick12;
      // 62D1 (62A for one not yet established): every revoke on trick 12 is corrected, not only the first found.
      correcting.push(...open_.filter((r) => r.trick === 12 && r.card !== undefined));
      tricks = tricks.slice(0, 12);
      fx.push(...partnerAfterTwelve(s, in13));
    }
    if (law === null) correcting.push(...open_.filter((r) => !r.established && r.card !== undefined));
    // 62D1: a trick-12 revoke found after the play, established or not, is corrected by the director.
    const twelve =
      s.period === "done" ? open_.find((r) => r.trick === 12 && r.card !== undefined) : undefined;
    // 62C3 returns the cards played to the next trick to the hands: a revoke among them (declarer's premature
    // card from dummy, 57C3, say) is no longer a card played, so its entry goes with the trick.
    const kept =
      tricks.length < (s.tricks ?? []).length
        ? all.filter((r) => r.card === undefined || r.trick <= tricks.length)
        : all;
    const revokes = kept.map((r): Revoke => {
      if (correcting.includes(r))
        return {
          ...r,
          noticed: true,
          corrected: true,
          law:
            law ??
            (illegal && L.illegalInquiry !== null
              ? L.illegalInquiry
              : r.by === s.declarer || r.by === s.dummy
                ? L.otherCard
                : L.defenderCard),
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
    const ruled = bothSides(code, revokes);
    fx.unshift({ kind: "ruleRevokes", revokes: ruled });
    fx.push(...specificEquity(code, ruled));
    if (twelve !== undefined) {
      fx.push(...partnerAfterTwelve(s, twelve));
      fx.push(open({ ...base(s, twelve, index, L.trick12), proc: "revokes", step: "62D1" }));
      return ok(done(fx));
    }
    if (correcting.length > 0) {
      if (tricks.length !== (s.tricks ?? []).length) fx.push({ kind: "returnTricks", keep: tricks.length });
      const trick = correcting[0]!.trick;
      const cards = tricks[trickIndex(s, trick)]?.cards ?? [];
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
      // 62A after the opponents' claim, before they agree (WBF Laws Committee, 12 January 2000): the revoke
      // is not established; it is corrected first, then the claim's ruling comes back (`resume`).
      const resume = s.pending?.proc === "claims" ? { resume: s.pending } : {};
      fx.push(
        open({
          ...base(s, correcting[0]!, index, law ?? L.correct),
          proc: "revokes",
          step: "62",
          correction,
          ...resume,
        }),
      );
      return ok(done(fx));
    }
    return ok(done([...fx, ...rescore(s)]));
  };

  const attention = (s: View, e: Attention, index: number): Result<Outcome> | null => {
    if (e.findings.defectiveTrick !== undefined) return defective(s, e, index);
    if (e.revoke !== undefined) return named(s, e, index);
    return recorded(s, e, index);
  };

  /**
   * Attention drawn when the record shows nothing to rule on (no unnoticed revoke, no finding naming an
   * irregularity): recorded, and it changes nothing. Whether something the log cannot show happened (a
   * hesitation, a remark) is the director's, under the laws the log has no event for (9B, 16, 73, 81C).
   */
  const nothingToRule = (): Result<Outcome> => ok(done([]));

  // -------------------------------------------------------------------------------------------------
  // 62A-62C: the correction, card by card

  /**
   * The correction (or the ruling) ends and the event is dispatched again; the turn is the record's again
   * (44G after the last complete trick, else the next hand), as the correction may have moved it.
   */
  const close = (e: TableEvent, index: number, s?: View): Result<Outcome> => {
    const turn = s === undefined ? null : turnAfter(s.tricks ?? []);
    const fx: Effect[] = turn === null ? [] : [{ kind: "turn", seat: turn }];
    return ok(done([...fx, ...ending(s, fx)], [{ kind: "event", event: e, index }]));
  };

  /** The correction ends; the claim's ruling it interrupted comes back on the corrected position. */
  const ending = (s: View | undefined, fx: Effect[]): Effect[] => {
    const p = s?.pending;
    if (s === undefined || p?.proc !== "revokes" || p.step !== "62" || p.resume === undefined)
      return [{ kind: "close" }];
    return [{ kind: "close" }, ...(next()?.resume?.(after(s, fx), p.resume) ?? [])];
  };

  const correcting = (s: View, e: TableEvent, index: number, p: RevokesStep & { step: "62" }) => {
    const c = p.correction;
    const tricks = s.tricks ?? [];
    const at = trickIndex(s, c.trick);
    const trick = tricks[at];
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
        // 62C1: a non-offender who played after the revoke; 62C2: then the offending side's next player. 63B:
        // a card that is itself an established revoke (not one this correction takes up) is not taken back.
        const established = (s.revokes ?? []).some(
          (r) => r.by === e.by && r.trick === c.trick && r.card === card && r.established && !r.corrected,
        );
        if (established || !c.after.includes(e.by) || (!nonOffender && !c.nonOffenderWithdrew)) {
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
      const fx: Effect[] = [
        { kind: "withdrawCard", by: e.by, at },
        { kind: "turn", seat: e.by },
      ];
      // 62B1, 62C2, 62C3: a defender's card taken back becomes a major penalty card; 62B2 and 62C1: no penalty.
      // 62D1 during trick 13: none (it is his one card left, as the director's replay after the play has none).
      if (isDefender(s, e.by) && (revoker !== undefined || !nonOffender) && p.law !== L.trick12)
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
      const placed: Effect = { kind: "placeCard", by: e.by, card, at };
      const now = after(s, [placed]).tricks ?? [];
      const next: RevokeCorrection = { ...c, slots: c.slots.filter((x) => x.seat !== e.by) };
      const fx: Effect[] = [placed];
      // A penalty card played as the replacement is spent, with its obligations (50).
      if ((s.penaltyCards ?? []).some((x) => x.seat === e.by && x.card === card))
        fx.push(
          { kind: "pickUpPenaltyCards", cards: [{ seat: e.by, card }] },
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
      const standing = c.revokers.find((r) => now[at]?.cards.some((x) => x.by === r.by && x.card === r.card));
      const revokeStands = standing !== undefined;
      if (next.slots.length === 0) {
        const turn = standing?.by ?? turnAfter(now);
        fx.push({ kind: "turn", seat: turn });
        // The corrected trick is complete and the partner of a major penalty card's owner is to lead: 50D2.
        if (!revokeStands) fx.push(...leadOptionsDue({ ...after(s, fx), turn }));
      }
      if (next.slots.length === 0 && !stillMay && !revokeStands) fx.push(...ending(s, fx));
      else fx.push(update(next));
      return ok(done(fx));
    }
    if (c.slots.length > 0)
      return err("revoke-correction-awaited", { seat: c.slots[0]!.seat }, { event: index, key: e.type });
    // 62A: the revoke must be corrected; until its card is taken back the correction has not happened.
    const standing = c.revokers.filter((r) => trick.cards.some((x) => x.by === r.by && x.card === r.card));
    if (standing.length > 0) {
      // The director rules now: he has the offender take the card back (62A), as the offender's `withdraw`
      // would (62B1: a defender's card becomes a major penalty card); the offender then plays in its place.
      if (e.type === "director")
        return ok(
          done(
            [],
            standing.map((r) => ({
              kind: "event" as const,
              event: {
                type: "withdraw" as const,
                by: r.by,
                card: { suit: r.card[0] as Suit, rank: r.card[1] as Rank },
                findings: {},
              },
              index,
            })),
          ),
        );
      return err("revoke-card-not-withdrawn", { seat: standing[0]!.by }, { event: index, key: e.type });
    }
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
    const fx: Effect[] = [
      { kind: "ruleRevokes", revokes },
      ...specificEquity(code, revokes),
      { kind: "close" },
    ];
    return ok(done([...fx, ...rescore(s)]));
  };

  return {
    proc: "revokes",
    beforeIrregularCard: establishByIrregularCard,
    events: {
      attention: (s, e, index) => attention(s, e, index) ?? nothingToRule(),
      withdraw: (s, e, index) => {
        // A revoke card taken back before anyone drew attention: the same correction (62A).
        const card = `${e.card.suit}${e.card.rank}`;
        const r = (s.revokes ?? []).find(
          (x) =>
            x.by === e.by &&
            x.card === card &&
            !x.noticed &&
            !x.corrected &&
            !x.established &&
            x.penaltyCard === undefined,
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
      // 1987 63B: a revoke corrected after an illegal inquiry transfers as if it had been established (the
      // exceptions of 64B included); the paragraph stays 63B on the entry.
      const asIf = (r: Revoke) =>
        r.law === L.illegalInquiry && r.corrected === true && r.transfer === undefined;
      if (L.illegalInquiry !== null && all.some(asIf))
        revokes = revokes.map((r) => {
          if (!asIf(r)) return r;
          // Law 64 as a whole: the equity review (64C) too.
          fx.push(flag(r.by, L.equity));
          const d = decide(code, s, { ...r, established: true }, {});
          return "need" in d || !d.transfer ? r : { ...r, transfer: d.transfer };
        });
      for (let i = 0; i < all.length; i++) {
        const r = revokes[i]!;
        if (!r.noticed || !r.established || r.corrected || r.law !== undefined) continue;
        const d = decide(code, s, r, {});
        if ("need" in d) {
          fx.push({ kind: "ruleRevokes", revokes });
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
      if (revokes === all) return fx;
      const ruled = bothSides(code, revokes);
      return [...fx, { kind: "ruleRevokes", revokes: ruled }, ...specificEquity(code, ruled)];
    },
  };
};
