/**
 * The legal play (Laws 44, 45A, 65A, 66): whose turn, following suit, the winner of a trick, the cards
 * each hand still holds. Pure functions over the state; the reducer and the play laws read them.
 */
import { type Card, type Deal, formatCard, parseCard, parseDeal, RANKS, type Rank } from "../core/card.js";
import { lho, partner, type Seat, sideOf } from "../core/seat.js";
import type { Strain, Suit } from "../core/strain.js";
import type { LeadChoice } from "../model/events.js";
import type { CardClass, Trick } from "../model/play.js";
import type { LeadRestriction, TableState } from "../model/state.js";

/** The trump suit of the contract, or null at no trump (or before there is a contract). */
export const trumpOf = (contract: string | null): Suit | null => {
  if (contract === null || contract === "passed-out") return null;
  const m = /^\d(C|D|H|S|NT)/.exec(contract);
  const strain = (m?.[1] ?? "NT") as Strain;
  return strain === "NT" ? null : strain;
};

const rankIndex = (c: Card): number => RANKS.indexOf(c.rank);

/** 44C-44E: the winner of a complete trick: the highest trump, else the highest card of the suit led. */
export const trickWinner = (trick: Trick, trump: Suit | null): Seat => {
  const cards = trick.cards.map((x) => ({
    by: x.by,
    card: (parseCard(x.card) as { ok: true; value: Card }).value,
  }));
  let best = cards[0]!;
  for (const x of cards.slice(1)) {
    // The best card so far is of the suit led or a trump: a card beats it by rank in its suit, or by
    // being the first trump.
    if (x.card.suit === best.card.suit) {
      if (rankIndex(x.card) < rankIndex(best.card)) best = x;
    } else if (trump !== null && x.card.suit === trump) best = x;
  }
  return best.by;
};

/** The trick in progress (started and not complete), if any. */
export const trickInProgress = (s: Pick<TableState, "tricks">): Trick | null => {
  const last = s.tricks?.[s.tricks.length - 1];
  return last !== undefined && last.winner === undefined ? last : null;
};

/** The number of the latest trick a card stands in (0 before any; after a `position`, counting the unrecorded tricks). */
export const latestTrickNumber = (s: Pick<TableState, "tricks" | "unrecorded">): number =>
  (s.tricks?.length ?? 0) + (s.unrecorded?.tricks ?? 0);

/** The number of the trick a card now goes to (1-based; after a `position`, counting the unrecorded tricks). */
export const currentTrickNumber = (s: Pick<TableState, "tricks" | "unrecorded">): number => {
  const n = latestTrickNumber(s);
  return trickInProgress(s) === null ? n + 1 : n;
};

/** Tricks over (complete), the unrecorded ones of a `position` included. */
export const completedTricks = (s: Pick<TableState, "tricks" | "unrecorded">): number =>
  (s.unrecorded?.tricks ?? 0) + (s.tricks ?? []).filter((t) => t.winner !== undefined).length;

/** The index in `tricks` of the trick with this number (1-based; negative for one before a `position`). */
export const trickIndex = (s: Pick<TableState, "unrecorded">, n: number): number =>
  n - 1 - (s.unrecorded?.tricks ?? 0);

/** The recorded trick with this number (1-based), if the record has it (not one before a `position`). */
export const trickAt = (s: Pick<TableState, "tricks" | "unrecorded">, n: number): Trick | undefined =>
  s.tricks?.[trickIndex(s, n)];

/** The suit led to the trick in progress, if a card has been led to it. */
export const suitLed = (s: Pick<TableState, "tricks">): Suit | null => {
  const t = trickInProgress(s);
  const first = t?.cards[0];
  return first === undefined ? null : (first.card[0] as Suit);
};

/**
 * The deal of a board as read (null when it does not read). The play reads it at every card, so the deals
 * read last are kept: never written (readers copy what they change).
 */
const DEALS = new Map<string, Hands | null>();
const dealOf = (text: string): Hands | null => {
  let d = DEALS.get(text);
  if (d === undefined) {
    const r = parseDeal(text);
    d = r.ok ? r.value : null;
    if (DEALS.size >= 64) DEALS.clear();
    DEALS.set(text, d);
  }
  return d;
};

/** Hands that are never written: a change makes a new object for the hand and the suit it changes. */
export type Hands = Readonly<Record<Seat, Readonly<Record<Suit, readonly Rank[]>>>>;

/**
 * The hands last worked out, with what they were worked out from: the deal, the list of tricks, how many
 * tricks it held, how many cards its last one had and the last of those cards. The reducer changes a list
 * of tricks in place only at its end (a card added to the last trick, which it copies with the cards it had,
 * or a new trick); the laws replace a list whole. So the hands of a list seen before, grown since, are
 * those hands less the cards added; anything else is worked out afresh.
 */
let known: {
  deal: string;
  tricks: readonly Trick[] | undefined;
  n: number;
  cards: number;
  lastCard: Trick["cards"][number] | undefined;
  hands: Hands;
} | null = null;

type HandOf = Hands[Seat];
const withSuit = (h: HandOf, suit: Suit, ranks: readonly Rank[]): HandOf => ({
  S: suit === "S" ? ranks : h.S,
  H: suit === "H" ? ranks : h.H,
  D: suit === "D" ? ranks : h.D,
  C: suit === "C" ? ranks : h.C,
});
const withHand = (hands: Hands, seat: Seat, h: HandOf): Hands => ({
  N: seat === "N" ? h : hands.N,
  E: seat === "E" ? h : hands.E,
  S: seat === "S" ? h : hands.S,
  W: seat === "W" ? h : hands.W,
});

/** `hands` less the cards of `tricks` from trick `from` (its card `card` on), each out of the hand that holds it. */
const takeOut = (hands: Hands, tricks: readonly Trick[], from: number, card: number): Hands => {
  let out = hands;
  for (let t = from; t < tricks.length; t++) {
    const cards = tricks[t]!.cards;
    for (let i = t === from ? card : 0; i < cards.length; i++) {
      const x = cards[i]!;
      const c = parseCard(x.card);
      if (!c.ok) continue;
      const { suit, rank } = c.value;
      const h = out[x.by][suit];
      const k = h.indexOf(rank);
      if (k < 0) continue;
      const rest = [...h];
      rest.splice(k, 1);
      out = withHand(out, x.by, withSuit(out[x.by], suit, rest));
    }
  }
  return out;
};

/** Does `tricks` still hold, as trick `n`, the trick seen with `cards` cards ending in `lastCard` (or more)? */
const grown = (
  tricks: readonly Trick[],
  n: number,
  cards: number,
  lastCard: Trick["cards"][number] | undefined,
): boolean => {
  if (n === 0) return true;
  if (tricks.length < n) return false;
  const t = tricks[n - 1]!;
  return t.cards.length >= cards && (cards === 0 || t.cards[cards - 1] === lastCard);
};

/**
 * The cards each hand still holds, when the deal is known, as hands nobody writes (see `remaining`).
 * Unknown (null) after a `position`: the cards of the unrecorded tricks are not known.
 */
export const heldHands = (s: Pick<TableState, "deal" | "tricks" | "unrecorded">): Hands | null => {
  if (s.deal === undefined || s.unrecorded !== undefined) return null;
  const tricks = s.tricks;
  const k = known;
  let hands: Hands;
  if (
    k !== null &&
    k.deal === s.deal &&
    k.tricks === tricks &&
    (tricks === undefined || grown(tricks, k.n, k.cards, k.lastCard))
  )
    hands =
      tricks === undefined
        ? k.hands
        : takeOut(k.hands, tricks, Math.max(k.n - 1, 0), k.n === 0 ? 0 : k.cards);
  else {
    const d = dealOf(s.deal);
    if (d === null) return null;
    hands = tricks === undefined ? d : takeOut(d, tricks, 0, 0);
  }
  const n = tricks?.length ?? 0;
  const last = tricks?.[n - 1];
  const cards = last?.cards.length ?? 0;
  known = { deal: s.deal, tricks, n, cards, lastCard: last?.cards[cards - 1], hands };
  return hands;
};

/**
 * The cards each hand still holds, when the deal is known: the deal less every card that stands in a trick.
 * Unknown (null) after a `position`: the cards of the unrecorded tricks are not known. A fresh copy: the
 * caller may change it.
 */
export const remaining = (s: Pick<TableState, "deal" | "tricks" | "unrecorded">): Deal | null => {
  const h = heldHands(s);
  if (h === null) return null;
  const out = {} as Deal;
  for (const seat of ["N", "E", "S", "W"] as const)
    out[seat] = { S: [...h[seat].S], H: [...h[seat].H], D: [...h[seat].D], C: [...h[seat].C] };
  return out;
};

/** Who holds this card in the deal (whether still held or played), when the deal is known. */
export const holderOf = (s: Pick<TableState, "deal">, card: Card): Seat | null => {
  if (s.deal === undefined) return null;
  const d = dealOf(s.deal);
  if (d === null) return null;
  for (const seat of ["N", "E", "S", "W"] as const) if (d[seat][card.suit].includes(card.rank)) return seat;
  return null;
};

/** Has this card been played to a trick already? */
export const isPlayed = (s: Pick<TableState, "tricks">, card: Card): boolean => {
  const text = formatCard(card);
  return (s.tricks ?? []).some((t) => t.cards.some((x) => x.card === text));
};

/**
 * Before the opening lead every lead restriction of the opening leader bears on that one lead (26, 50D2,
 * 54...): declarer may not choose one that contradicts another he has already chosen for it (require a
 * suit and require another, or require and prohibit the same suit), which would leave no lead the Laws
 * allow. The restriction already chosen that `choice` contradicts, if any.
 */
export const contradictedRestriction = (
  s: Pick<TableState, "lead" | "leadRestrictions">,
  leader: Seat,
  choice: LeadChoice,
): LeadRestriction | undefined => {
  if (s.lead !== undefined || "waive" in choice) return undefined;
  return s.leadRestrictions.find((r) => {
    const c = r.chosen;
    if (r.leader !== leader || c === undefined || "waive" in c) return false;
    if ("require" in choice)
      return "require" in c ? c.require !== choice.require : c.prohibit === choice.require;
    return "require" in c && c.require === choice.prohibit;
  });
};

/** The declaring side's hands: declarer and dummy. */
export const isDeclaringSide = (s: Pick<TableState, "declarer">, seat: Seat): boolean =>
  s.declarer !== null && sideOf(seat) === sideOf(s.declarer);

/** The hand due to play next after `by` played to a trick (clockwise). */
export const nextHand = (by: Seat): Seat => lho(by);

/** Dummy's seat for a contract with this declarer. */
export const dummyOf = (declarer: Seat): Seat => partner(declarer);

/** How a card relates to the play as it stands (the classes are model nouns: src/model/play.ts `CardClass`). */
export const classifyCard = (
  s: Pick<TableState, "turn" | "tricks" | "deal" | "declarer" | "dummy" | "unrecorded">,
  by: Seat,
  card: Card,
  opening: { faceDown: boolean } | null,
): CardClass => {
  const lead = trickInProgress(s) === null;
  const turn = s.turn!;
  if (by === turn) {
    if (lead) return { kind: "legal", revoke: false, lead };
    const led = suitLed(s)!;
    const hands = heldHands(s);
    const revoke = card.suit !== led && hands !== null && hands[by][led].length > 0;
    return { kind: "legal", revoke, lead };
  }
  if (opening !== null)
    return {
      kind: "irregular",
      irregularity: opening.faceDown ? "face-down-lead-out-of-turn" : "opening-lead-out-of-turn",
      turnWas: turn,
      lead: true,
    };
  const declaring = isDeclaringSide(s, by);
  if (lead)
    return {
      kind: "irregular",
      irregularity: declaring ? "declarer-lead-out-of-turn" : "lead-out-of-turn",
      turnWas: turn,
      lead,
    };
  return {
    kind: "irregular",
    irregularity: declaring ? "play-out-of-turn" : "premature-play",
    turnWas: turn,
    lead,
  };
};
