/**
 * What the penalty-card procedures share (src/laws/play/penalty.ts, premature.ts, penaltyPlay.ts): the
 * codes' differences (`PenaltyCode`), the pending ruling's base, the penalty card made (50B, 50C), the 50D1
 * playability of a penalty card, and the lead options its owner's partner's lead opens (50D2, 51B).
 */
import { type Card, formatCard, parseCard } from "../../core/card.js";
import { err, type Result } from "../../core/result.js";
import { partner, type Seat } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PlayFindings } from "../../model/events.js";
import type { PenaltyPending } from "../../model/play/penalty.js";
import type { PlayRestriction, Trick } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction, PendingBase } from "../../model/state.js";
import {
  type Hands,
  holderOf,
  isDeclaringSide,
  isPlayed,
  remaining,
  trickInProgress,
} from "../../play/play.js";
import { after } from "../procedure.js";
import { leadOptionsFor, makePenaltyCard as makeOne } from "./penaltyCards.js";

/** What differs between the codes: the 57A options, 57D, the reach of 45C4(b), the auction's watch law. */
export interface PenaltyCode {
  /** The 57A restrictions declarer may choose (2017: four; 1987, reconstructed from 1997: three). */
  options57A: readonly ("highest" | "lowest" | "require" | "prohibit")[];
  /** 2017 57D: a defender's legal card played at his RHO's turn is played at his own turn. */
  has57D: boolean;
  /**
   * 45C4(b): who may correct an unintended designation and until when. 2017: declarer, a card from dummy,
   * until he plays again from either hand; 1987 (97): any player, at once (the card is the last played).
   */
  slip: "declarer-from-dummy" | "any-player-at-once";
  /**
   * 2017 58B3: after a player takes back one of two cards played at once, an opponent who played to the trick
   * after them may take his card back and play another, without rectification; null: not applied (1987).
   */
  changeAfterSimultaneous: string | null;
  /** The law under which damage from a card exposed in the auction is reviewed (2017 72C, 1987 23). */
  watch24: string;
  /**
   * 2017 50E3: the director reviews damage from the information a penalty card gave (watched for the owner's
   * side once one of its cards has been a penalty card in the play); null: no such paragraph (1987).
   */
  watch50E: string | null;
}

/** Honours: ace, king, queen, jack, ten (50B). */
export const isHonour = (card: string): boolean => "AKQJT".includes(card[1] ?? "");

/**
 * `card` of `seat` becomes a penalty card (through the shared src/laws/play/penaltyCards.ts). 50B: when the
 * defender then has two or more, every one of them is major (a minor one already on the table becomes
 * major). 50C: a minor card bars the cards of its suit below honour rank (`below: "T"`).
 */
export const makePenaltyCard = (
  s: View,
  seat: Seat,
  card: string,
  kind: "major" | "minor",
  _law?: string,
): Effect[] => {
  const others = (s.penaltyCards ?? []).filter((p) => p.seat === seat && p.card !== card);
  const fx: Effect[] = [];
  for (const o of others.filter((p) => p.kind === "minor")) {
    const v = after(s, fx);
    fx.push(
      { kind: "pickUpPenaltyCards", cards: [o] },
      {
        kind: "set",
        key: "obligations",
        value: v.obligations.filter(
          (x) => !(x.seat === seat && "mayNotPlay" in x && x.mayNotPlay.suit === o.card[0]),
        ),
      },
    );
    fx.push(...makeOne(after(s, fx), seat, o.card, "major"));
  }
  const own = makeOne(after(s, fx), seat, card, others.length ? "major" : kind);
  return [
    ...fx,
    ...own.map(
      (f): Effect =>
        f.kind === "obligate" && "mayNotPlay" in f.obligation
          ? {
              kind: "obligate",
              obligation: { ...f.obligation, mayNotPlay: { ...f.obligation.mayNotPlay, below: "T" } },
            }
          : f,
    ),
  ];
};

/** 50D2(a) for one major penalty card; 51B1 (one suit) or 51B2 (several) for two or more. */
export const leadOptions = (s: View, owner: Seat): Effect[] => {
  const majors = (s.penaltyCards ?? []).filter((p) => p.seat === owner && p.kind === "major");
  if (majors.length === 0) return [];
  if (majors.length === 1) return leadOptionsFor(s, owner, majors[0]!.card, "50D2(a)");
  const leader = partner(owner);
  const suits = [...new Set(majors.map((p) => p.card[0] as Suit))];
  const entry: LeadRestriction = {
    leader,
    declarerMay: "require-or-prohibit",
    suits,
    law: suits.length === 1 ? "51B1" : "51B2",
  };
  const rest = s.leadRestrictions.filter(
    (r) => !(r.leader === leader && r.chosen === undefined && /^5[01]/.test(r.law)),
  );
  return [{ kind: "set", key: "leadRestrictions", value: [...rest, entry] }];
};

/** Declarer's choice on an open 50D2/51B entry: the owner's penalty cards of that suit are picked up. */
export const pickUp = (s: View, owner: Seat, suit: Suit): Effect[] => [
  {
    kind: "pickUpPenaltyCards",
    cards: (s.penaltyCards ?? []).filter((p) => p.seat === owner && p.card[0] === suit),
  },
  {
    kind: "set",
    key: "obligations",
    value: s.obligations.filter(
      (o) =>
        !(
          o.seat === owner &&
          (("mustPlay" in o && o.mustPlay[0] === suit) || ("mayNotPlay" in o && o.mayNotPlay.suit === suit))
        ),
    ),
  },
];

export const PENALTY_MAJOR = "50D";
export const PENALTY_MINOR = "50C";

export type Pend<S extends PenaltyPending["step"]> = PendingBase & Extract<PenaltyPending, { step: S }>;

export const base = (
  s: View,
  offender: Seat,
  card: string,
  event: number,
  irregularity: PendingBase["irregularity"],
  law: string,
): PendingBase => ({
  irregularity,
  offender,
  call: card,
  event,
  findings: {},
  turnWas: s.turn ?? offender,
  law,
  ...(s.declarer === null ? {} : { chooser: s.declarer }),
});

export const isDefender = (s: View, seat: Seat): boolean => s.declarer !== null && !isDeclaringSide(s, seat);

/**
 * The 58B3 mark (*extension* entry of `playRestrictions`): `seat` took back `card`, one of two he played at
 * once to the trick `trick` (the record's count). It restricts nobody; it is spent once a card goes to a
 * later trick.
 */
export const SIMULTANEOUS_MARK = "58B3";
export const isSimultaneousMark = (r: PlayRestriction): boolean =>
  r.law === SIMULTANEOUS_MARK && r.card !== undefined;
export const restrictionsOf = (s: View, by: Seat): PlayRestriction[] =>
  (s.playRestrictions ?? []).filter((r) => r.seat === by && !isSimultaneousMark(r));

/** The hands as they were before the last card of `trick` (when the deal is known). */
export const handsBefore = (s: View, trick: Trick | null) => {
  const hands = remaining(s);
  if (hands === null || trick === null) return hands;
  const last = trick.cards[trick.cards.length - 1];
  if (last === undefined) return hands;
  const c = parseCard(last.card);
  if (c.ok) hands[last.by][c.value.suit].push(c.value.rank);
  return hands;
};

/**
 * 50D1(a)/(b): may `seat` legally play `card` now (a lead when `led` is null)? Following suit and the lead
 * restrictions in force come first; 59: a restriction he cannot comply with does not bind him.
 */
export const playable = (s: View, seat: Seat, card: string, led: Suit | null, hands: Hands | null) => {
  const suit = card[0] as Suit;
  if (led !== null) return suit === led || (hands !== null && hands[seat][led].length === 0);
  for (const r of s.leadRestrictions) {
    if (r.leader !== seat || r.chosen === undefined) continue;
    const c = r.chosen;
    if ("prohibit" in c && c.prohibit === suit) return false;
    if ("require" in c && c.require !== suit && (hands === null || hands[seat][c.require].length > 0))
      return false;
  }
  return true;
};

/** The mustPlay penalty cards `seat` may legally play now. */
export const playableMajors = (s: View, seat: Seat, led: Suit | null, hands: Hands | null) =>
  s.obligations.flatMap((o) =>
    o.seat === seat && "mustPlay" in o && playable(s, seat, o.mustPlay, led, hands) ? [o.mustPlay] : [],
  );

/**
 * 50B: the kind of a defender's penalty card: major for an honour or a card exposed deliberately, minor for
 * a single low card exposed unintentionally; null when that turns on the `accidental` finding, absent.
 */
export const kindOf = (s: View, seat: Seat, card: string, f: PlayFindings): "major" | "minor" | null => {
  const others = (s.penaltyCards ?? []).some((p) => p.seat === seat && p.card !== card);
  if (isHonour(card) || others) return "major";
  if (f.accidental === undefined) return null;
  return f.accidental ? "minor" : "major";
};

export const askAccidental = (offender: Seat, card: string, about: number, law: string): Effect => ({
  kind: "ask",
  question: "accidental",
  about,
  context: { irregularity: "card-exposed", offender, call: card, law },
});

/** A card from `seat`: bad input when the deal shows he does not hold it, or it was played already. */
export const notHeld = (
  s: View,
  seat: Seat,
  card: Card,
  index: number,
  key: string,
): Result<Outcome> | null => {
  if (isPlayed(s, card))
    return err("card-played-already", { seat, card: formatCard(card) }, { event: index, key });
  const holder = holderOf(s, card);
  if (holder !== null && holder !== seat)
    return err("card-not-held", { seat, card: formatCard(card) }, { event: index, key });
  return null;
};

/** The owner of a major penalty card whose partner is now to lead a new trick: 50D2 (51B) options. */
export const leadOptionsDue = (s: View): Effect[] => {
  if (s.turn === null || trickInProgress(s) !== null || s.period === "done") return [];
  const owner = partner(s.turn);
  if (!isDefender(s, owner)) return [];
  const majors = (s.penaltyCards ?? []).filter((p) => p.seat === owner && p.kind === "major");
  if (majors.length === 0) return [];
  if (s.leadRestrictions.some((r) => r.leader === s.turn && r.chosen === undefined && /^5[01]/.test(r.law)))
    return [];
  return leadOptions(s, owner);
};
