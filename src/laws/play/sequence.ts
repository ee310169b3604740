/**
 * The procedure of play both codes share that the other groups of play laws do not rule (Laws 43B, 45E,
 * 45F, 46, 47E2(b), 60B): a group of play laws (src/laws/play/group.ts) asked before the others, so that it
 * takes the cases it knows and passes the rest on. Each code supplies its labels and its reading of 64A
 * (`SequenceCode`, src/laws/<edition>/play/sequence.ts).
 */
import { type Card, formatCard, RANKS } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { Revoke, Trick } from "../../model/play.js";
import type { CardEvent, CardIrregular, View } from "../../model/rules.js";
import {
  holderOf,
  isDeclaringSide,
  isPlayed,
  latestTrickNumber,
  remaining,
  suitLed,
  trickInProgress,
  trickWinner,
  trumpOf,
} from "../../play/play.js";
import { after, done, flag } from "../procedure.js";
import type { PlayGroup, PlayVerbEvent } from "./group.js";
import { makePenaltyCard } from "./penaltyCards.js";
import type { TransferRule } from "./revokes.js";

export interface SequenceCode {
  labels: {
    /** 43A1: dummy draws attention to an irregularity during the play (watched). */
    dummyAttention: string;
    /** 43B2(b): dummy, having broken 43A2, asks about declarer's revoke: corrected, and 64 as if established. */
    dummyAsksDeclarer: string;
    /** 43B3: dummy, having broken 43A2, points out a defender's irregularity: no rectification, watched. */
    dummyPointsOutDefender: string;
    /** 45E: a fifth card to a trick. */
    fifthCard: string;
    /** 45F: dummy indicated a card; play goes on, watched. */
    dummyIndicates: string;
    /** 47E2(b): too late to take back a card played after a misexplanation; watched. */
    tooLateToRetract: string;
    /** 45D: dummy placed a card declarer did not name. */
    misplacedByDummy: string;
    /** 55B2: declarer must lead from the right hand (the leads group marks it in `playRestrictions`). */
    mustLeadFromRightHand: string;
  };
  /** 64A as this code reads it (for 43B2(b): "as if established"). */
  transfer: TransferRule;
  /** The group that rules a lead out of turn otherwise (the leads group). */
  next: () => PlayGroup | undefined;
  /** The revoke laws (for 43B2(b): the correction is theirs). */
  revokes: () => PlayGroup | undefined;
}

const isDefender = (s: View, seat: Seat): boolean => s.declarer !== null && !isDeclaringSide(s, seat);
const rankIndex = (rank: string): number => (RANKS as readonly string[]).indexOf(rank);
const isHonour = (card: string): boolean => "AKQJT".includes(card[1] ?? "");

/** A card from `seat`: bad input when the deal shows he does not hold it, or it was played already. */
const notHeld = (s: View, seat: Seat, card: Card, index: number, key: string): Result<never> | null => {
  const text = formatCard(card);
  const holder = holderOf(s, card);
  if (isPlayed(s, card) || (holder !== null && holder !== seat))
    return err("card-not-held", { seat, card: text }, { event: index, key });
  return null;
};

// ---------------------------------------------------------------------------------------------------
// A card after a complete trick that is no lead: 45E. A defender's card before declarer's lead: 60B.

/** The 55B2 mark: declarer was made to take back his lead from the wrong hand and has not led again. */
const mustLead = (s: View, code: SequenceCode) =>
  (s.playRestrictions ?? []).find((r) => r.law === code.labels.mustLeadFromRightHand);

/**
 * 45E: the director finds the card was a fifth card to the completed trick, not a lead: a defender's is a
 * penalty card (its kind by 50B: an honour, or a card exposed on purpose, is major; otherwise the state asks
 * `accidental`), declarer's (either hand) goes back with no rectification. Null when not that finding.
 */
const fifthCard = (s: View, e: CardEvent, index: number, code: SequenceCode): Result<Outcome> | null => {
  if (e.type !== "play" || e.findings.fifthCard !== true) return null;
  const bad = notHeld(s, e.by, e.card, index, "play");
  if (bad) return bad;
  if (!isDefender(s, e.by)) return ok(done([]));
  const card = formatCard(e.card);
  if ((s.penaltyCards ?? []).some((p) => p.seat === e.by && p.card === card)) return ok(done([]));
  const others = (s.penaltyCards ?? []).some((p) => p.seat === e.by);
  const accidental = e.findings.accidental;
  if (!isHonour(card) && !others && accidental === undefined)
    return ok(
      done([
        {
          kind: "ask",
          question: "accidental",
          about: index,
          context: { irregularity: "card-exposed", offender: e.by, call: card, law: code.labels.fifthCard },
        },
      ]),
    );
  const kind = isHonour(card) || others || accidental === false ? "major" : "minor";
  // 50B: with two or more penalty cards every one is major (a minor one on the table becomes major).
  const fx: Effect[] = [];
  for (const o of (s.penaltyCards ?? []).filter((p) => p.seat === e.by && p.kind === "minor")) {
    const v = after(s, fx);
    fx.push(
      {
        kind: "set",
        key: "obligations",
        value: v.obligations.filter(
          (x) => !(x.seat === e.by && "mayNotPlay" in x && x.mayNotPlay.suit === o.card[0]),
        ),
      },
      ...makePenaltyCard(v, e.by, o.card, "major"),
    );
  }
  return ok(done([...fx, ...makePenaltyCard(after(s, fx), e.by, card, kind)]));
};

/**
 * 60B: while declarer must lead from the right hand (55B2), a defender's card is a major penalty card (50);
 * declarer then leads as he must. Otherwise null.
 */
const beforeDeclarersLead = (
  s: View,
  e: CardEvent,
  index: number,
  code: SequenceCode,
): Result<Outcome> | null => {
  if (mustLead(s, code) === undefined || isDeclaringSide(s, e.by)) return null;
  const bad = notHeld(s, e.by, e.card, index, e.type);
  if (bad) return bad;
  const card = formatCard(e.card);
  if ((s.penaltyCards ?? []).some((p) => p.seat === e.by && p.card === card)) return ok(done([]));
  return ok(done(makePenaltyCard(s, e.by, card, "major", "50D")));
};

/** A lead out of turn, unless one of the cases above: the next group's (the leads group's). */
const leadOutOfTurn =
  (code: SequenceCode, which: "lead-out-of-turn" | "declarer-lead-out-of-turn") =>
  (s: View, e: CardEvent, index: number, c: CardIrregular): Result<Outcome> => {
    const own =
      fifthCard(s, e, index, code) ??
      (which === "lead-out-of-turn" ? beforeDeclarersLead(s, e, index, code) : null);
    if (own) return own;
    const f = code.next()?.irregularCard?.[which];
    return f
      ? f(s, e, index, c)
      : err("card-out-of-turn", { seat: e.by, leader: c.turnWas }, { event: index, key: e.type });
  };

/** A card now stands in a trick: the 55B2 mark is spent (declarer has led, or a lead was accepted). */
const markSpent = (code: SequenceCode, s: View): Effect[] => {
  const marks = s.playRestrictions ?? [];
  const label = code.labels.mustLeadFromRightHand;
  return marks.some((r) => r.law === label)
    ? [{ kind: "set", key: "playRestrictions", value: marks.filter((r) => r.law !== label) }]
    : [];
};

// ---------------------------------------------------------------------------------------------------
// 46B: an incomplete designation of dummy's card

/** The cards of `suit` dummy still holds, highest first (as card texts). */
const dummyCards = (s: View, suit: Suit): string[] | null => {
  const hands = remaining(s);
  if (hands === null || s.dummy === undefined) return null;
  return [...hands[s.dummy][suit]].sort((a, b) => rankIndex(a) - rankIndex(b)).map((r) => `${suit}${r}`);
};

/** 46B1(b): the lowest card of dummy's that wins the trick, when dummy plays last; null when not known. */
const lowestWinner = (s: View, trick: Trick): string | null => {
  if (trick.cards.length !== 3) return null;
  const trump = trumpOf(s.contract);
  const led = trick.cards[0]!.card[0] as Suit;
  const own = dummyCards(s, led);
  const candidates =
    own !== null && own.length > 0 ? own : trump !== null ? (dummyCards(s, trump) ?? []) : [];
  const winners = candidates.filter(
    (card) => trickWinner({ ...trick, cards: [...trick.cards, { by: s.dummy!, card }] }, trump) === s.dummy,
  );
  return winners.length ? winners[winners.length - 1]! : null;
};

/** The card 46B deems declarer to have called, or null when the rule leaves the choice open or cannot tell. */
const deemedCard = (s: View, e: CardEvent): string | null => {
  const trick = trickInProgress(s);
  const led = suitLed(s);
  switch (e.findings?.designation) {
    case "high":
    case "low": {
      // 46B1(a), 46B1(c): the highest (lowest) card of the suit led.
      if (led === null) return null;
      const cards = dummyCards(s, led);
      if (cards === null || cards.length === 0) return null;
      return e.findings.designation === "high" ? cards[0]! : cards[cards.length - 1]!;
    }
    case "win":
      return trick === null ? null : lowestWinner(s, trick);
    case "suit": {
      // 46B2: the lowest card of the suit named (the suit of the card logged).
      const cards = dummyCards(s, e.card.suit);
      return cards === null || cards.length === 0 ? null : cards[cards.length - 1]!;
    }
    case "rank": {
      // 46B3(a): leading, the suit in which dummy won the last trick, if dummy holds that rank in it;
      // 46B3(b): otherwise the legal card of that rank (declarer says which of two) — the rank logged.
      if (trick !== null) return null;
      const last = s.tricks?.[s.tricks.length - 1];
      if (last?.winner !== s.dummy) return null;
      const won = last?.cards.find((x) => x.by === s.dummy)?.card;
      if (won === undefined) return null;
      const card = `${won[0]}${e.card.rank}`;
      return (dummyCards(s, won[0] as Suit) ?? []).includes(card) ? card : null;
    }
    default:
      return null;
  }
};

/** 46B: the card dummy played must be the one declarer's words designate (unless the director finds otherwise). */
const checkDesignation = (s: View, e: CardEvent, index: number): Result<never> | null => {
  const designation = e.findings?.designation;
  if (designation === undefined) return null;
  if (e.by !== s.dummy)
    return err("designation-not-dummy", { seat: e.by }, { event: index, key: "designation" });
  const deemed = deemedCard(s, e);
  const card = formatCard(e.card);
  if (deemed !== null && deemed !== card)
    return err(
      "designation-contradicts-card",
      { card, deemed, designation },
      { event: index, key: "designation" },
    );
  return null;
};

// ---------------------------------------------------------------------------------------------------
// Attention drawn: 45F, 43B2(b), 43B3

type Attention = PlayVerbEvent<"attention">;

/** The revokes the record shows and nobody has noticed yet. */
const unnoticed = (s: View): Revoke[] => (s.revokes ?? []).filter((r) => !r.noticed && !r.corrected);

/**
 * 43B3: dummy, having broken 43A2, is the first to point out a defender's revoke: no rectification, the
 * play goes on as if nothing had happened (the revoke is neither corrected nor transferred), and the
 * defenders' gain from it is taken away at the end (watched, their side). Without the full record the
 * revoke is the one the attention names.
 */
const dummyPointsOutDefender = (s: View, e: Attention, code: SequenceCode): Outcome | null => {
  const law = code.labels.dummyPointsOutDefender;
  if (e.revoke !== undefined) {
    if (!isDefender(s, e.revoke.by)) return null;
    const entry: Revoke = {
      by: e.revoke.by,
      trick: e.revoke.trick,
      established: e.findings.established ?? false,
      noticed: true,
      law,
    };
    return done([{ kind: "recordRevoke", revoke: entry }, flag(e.revoke.by, law)]);
  }
  const theirs = unnoticed(s).filter((r) => isDefender(s, r.by));
  if (theirs.length === 0 || unnoticed(s).length !== theirs.length) return null;
  const revokes = (s.revokes ?? []).map((r) => (theirs.includes(r) ? { ...r, noticed: true, law } : r));
  return done([{ kind: "ruleRevokes", revokes }, flag(theirs[0]!.by, law)]);
};

/**
 * 43B2(b): dummy, having broken 43A2, is the first to ask about declarer's revoke: declarer corrects it as
 * usual (the revokes group, 62), and 64 applies as if it were established: the correction's entry is
 * relabelled 43B2(b) and the transfer is counted at the end of the play. Full record only.
 */
const dummyAsksDeclarer = (
  s: View,
  e: Attention,
  index: number,
  code: SequenceCode,
): Result<Outcome> | null => {
  if (e.revoke !== undefined) return null;
  const open = unnoticed(s);
  if (open.length === 0 || !open.every((r) => r.by === s.declarer && !r.established)) return null;
  const r = code.revokes()?.events?.attention?.(s, e, index) ?? null;
  if (r === null || !r.ok) return r;
  const label = code.labels.dummyAsksDeclarer;
  const relabel = (x: Revoke): Revoke =>
    open.some((o) => o.by === x.by && o.trick === x.trick) && x.corrected ? { ...x, law: label } : x;
  const fx = r.value.fx.map((f): Effect => {
    if (f.kind === "recordRevoke") return { ...f, revoke: relabel(f.revoke) };
    if (f.kind === "ruleRevokes") return { ...f, revokes: f.revokes.map(relabel) };
    return f;
  });
  return ok({ ...r.value, fx });
};

/**
 * The tricks the offending side won after the revoke trick: from the record when it has every trick, else
 * from the players' count (`result`: declarer's tricks by play) less what the side won up to that trick.
 */
const laterTricks = (s: View, r: Revoke): number => {
  const tricks = (s.tricks ?? []).filter((t) => t.winner !== undefined);
  const side = sideOf(r.by);
  const won = (ts: Trick[]) => ts.filter((t) => sideOf(t.winner!) === side).length;
  const recorded = won(tricks.slice(r.trick));
  if (tricks.length === 13 || s.result === undefined || s.declarer === null) return recorded;
  const sideTotal = side === sideOf(s.declarer) ? s.result.byPlay : 13 - s.result.byPlay;
  return Math.max(recorded, sideTotal - won(tricks.slice(0, r.trick)));
};

/** 43B2(b) at the end of the play: the tricks the corrected revoke transfers as if it had been established. */
const asIfEstablished = (s: View, code: SequenceCode): Effect[] => {
  const label = code.labels.dummyAsksDeclarer;
  const revokes = s.revokes ?? [];
  if (!revokes.some((r) => r.law === label && r.transfer === undefined)) return [];
  const tricks = s.tricks ?? [];
  const value = revokes.map((r) => {
    if (r.law !== label || r.transfer !== undefined) return r;
    const wonBy = tricks[r.trick - 1]?.winner ?? r.by;
    const later = laterTricks(s, r);
    const d = code.transfer({ offender: r.by, wonBy, later });
    return d === "later" ? r : { ...r, transfer: d.tricks };
  });
  return [{ kind: "ruleRevokes", revokes: value }];
};

/**
 * 67B2: a hand found, after both sides played on, to have played too many cards to a trick: the director has
 * the extra cards put back in the hand; the card faced to the trick stays and the trick's owner does not
 * change, so nothing is transferred. A restored card counts as always held: a failure to play it earlier is a
 * revoke the director names with its own attention.
 */
const tooManyCards = (s: View, e: Attention): Outcome | null =>
  e.findings.defectiveTrick?.kind === "extra-card" && s.period !== "auction" ? done([]) : null;

const attention = (s: View, e: Attention, index: number, code: SequenceCode): Result<Outcome> | null => {
  const extra = tooManyCards(s, e);
  if (extra) return ok(extra);
  // 45F: dummy touched or pointed at a card unasked: play goes on; the director reviews it at the end.
  if (e.findings.dummyIndicated === true) {
    if (s.dummy === undefined)
      return err("play-not-due", { phase: s.phase }, { event: index, key: "attention" });
    return ok(done([flag(s.dummy, code.labels.dummyIndicates)]));
  }
  if (e.findings.dummyForfeited !== true) return null;
  if (e.by !== s.dummy)
    return err("dummy-forfeited-not-dummy", { seat: e.by }, { event: index, key: "dummyForfeited" });
  const b3 = dummyPointsOutDefender(s, e, code);
  if (b3) return ok(b3);
  return dummyAsksDeclarer(s, e, index, code);
};

// ---------------------------------------------------------------------------------------------------
// 47E2(b): too late to take back a card played after a misexplanation

/**
 * 47E2(b): a card played after an opponent's mistaken explanation, once another card has been played to the
 * trick (or the trick is complete), stays played; the director may adjust at the end (watched, the
 * misexplaining side). While it is the last card of the trick in progress, 47E2(a) (the leads group).
 */
const tooLate = (s: View, e: PlayVerbEvent<"withdraw">, code: SequenceCode): Result<Outcome> | null => {
  if (e.findings.misexplanation !== true) return null;
  const card = formatCard(e.card);
  const t = trickInProgress(s);
  const last = t?.cards[t.cards.length - 1];
  if (last !== undefined && last.by === e.by && last.card === card) return null;
  const played = (s.tricks ?? []).some((x) => x.cards.some((c) => c.by === e.by && c.card === card));
  // A card never played (still in the hand): nothing to take back, nothing changes.
  if (!played) return holderOf(s, e.card) === e.by ? ok(done([])) : null;
  return ok(done([flag(lho(e.by), code.labels.tooLateToRetract)]));
};

// ---------------------------------------------------------------------------------------------------
// 45D: dummy places a card declarer did not name

/** The last trick with `seat`'s card taken out (no winner while it lacks a card), and the tricks won. */
const withoutCard = (s: View, seat: Seat): Effect[] => [
  { kind: "withdrawCard", by: seat, at: (s.tricks ?? []).length - 1 },
  { kind: "turn", seat },
];

/**
 * 45D: dummy's card declarer did not name (finding `notNamed` on dummy's withdraw) goes back while it is
 * in the last trick (in progress, or complete with no card yet to the next): declarer then plays the card
 * he named; each defender who played after it may take his card back (a mark in `playRestrictions`, spent
 * once a card goes to the next trick). Later, the card stays played.
 */
const misplaced = (s: View, e: PlayVerbEvent<"withdraw">, index: number, code: SequenceCode) => {
  const label = code.labels.misplacedByDummy;
  const card = formatCard(e.card);
  const tricks = s.tricks ?? [];
  const last = tricks[tricks.length - 1];
  if (e.findings.notNamed === true) {
    if (e.by !== s.dummy)
      return err("not-named-not-dummy", { seat: e.by }, { event: index, key: "notNamed" });
    const at = last?.cards.findIndex((c) => c.by === e.by && c.card === card) ?? -1;
    if (last === undefined || at < 0) return ok(done([]));
    const marks = last.cards
      .slice(at + 1)
      .filter((c) => isDefender(s, c.by))
      .map((c) => ({ seat: c.by, law: label, trick: latestTrickNumber(s) }));
    return ok(
      done([
        ...withoutCard(s, e.by),
        { kind: "set", key: "playRestrictions", value: [...(s.playRestrictions ?? []), ...marks] },
      ]),
    );
  }
  // A defender who played after dummy's misplaced card takes his back (no rectification).
  const mark = (s.playRestrictions ?? []).find((r) => r.law === label && r.seat === e.by);
  if (
    mark === undefined ||
    mark.trick !== latestTrickNumber(s) ||
    !last?.cards.some((c) => c.by === e.by && c.card === card)
  )
    return null;
  return ok(
    done([
      ...withoutCard(s, e.by),
      { kind: "set", key: "playRestrictions", value: (s.playRestrictions ?? []).filter((r) => r !== mark) },
    ]),
  );
};

/** The 45D marks are spent once a card goes to a later trick. */
const marksSpent45D = (code: SequenceCode, s: View): Effect[] => {
  const marks = s.playRestrictions ?? [];
  const label = code.labels.misplacedByDummy;
  const n = latestTrickNumber(s);
  const stale = marks.filter((r) => r.law === label && (r.trick ?? 0) < n);
  return stale.length
    ? [{ kind: "set", key: "playRestrictions", value: marks.filter((r) => !stale.includes(r)) }]
    : [];
};

// ---------------------------------------------------------------------------------------------------
// 9A2, 9B: attention drawn while a ruling waits for its chooser

/**
 * Attention drawn (and the director called, 9A2, 9B) while a ruling another group opened waits for its
 * chooser (52B, 51A, 57A, 54, 55A, 56, 50D2): the irregularity is being ruled already, so the attention is
 * recorded and changes nothing, as the director's own event there. Dummy's attention still breaks 43A1 and
 * is watched, as when he draws attention elsewhere in the play; 45F's finding is watched as elsewhere. The
 * claim and revoke procedures answer attention themselves, and an attention that names a revoke or carries
 * another finding is left to the ruling's group (null).
 */
const attentionInRuling = (s: View, e: PlayVerbEvent<"attention">, code: SequenceCode): Outcome | null => {
  const p = s.pending;
  if (p === undefined || p.chooser === undefined || p.proc === "claims" || p.proc === "revokes") return null;
  if (e.revoke !== undefined || Object.keys(e.findings).some((k) => k !== "dummyIndicated")) return null;
  const fx: Effect[] = [];
  if (e.findings.dummyIndicated === true && s.dummy !== undefined)
    fx.push(flag(s.dummy, code.labels.dummyIndicates));
  if (e.by === s.dummy && s.period === "play") fx.push(flag(e.by, code.labels.dummyAttention));
  return done(fx);
};

export const sequenceGroup = (code: SequenceCode): PlayGroup => ({
  irregularCard: {
    "lead-out-of-turn": leadOutOfTurn(code, "lead-out-of-turn"),
    "declarer-lead-out-of-turn": leadOutOfTurn(code, "declarer-lead-out-of-turn"),
  },
  // 45E for a card in the leader's seat: the trick's winner dropping a fifth card on it, found no lead.
  beforeCard: (s, e, index) =>
    (trickInProgress(s) === null && (s.tricks?.length ?? 0) > 0 ? fifthCard(s, e, index, code) : null) ??
    checkDesignation(s, e, index),
  events: {
    attention: (s, e, index) => attention(s, e, index, code),
    withdraw: (s, e, index) => misplaced(s, e, index, code) ?? tooLate(s, e, code),
  },
  attentionInRuling: (s, e) => {
    const o = attentionInRuling(s, e, code);
    return o === null ? null : ok(o);
  },
  afterCard: (s) => {
    const fx = markSpent(code, s);
    return [...fx, ...marksSpent45D(code, after(s, fx))];
  },
  atEndOfPlay: (s) => asIfEstablished(s, code),
});
