/** Seeded generators of legal auctions and of whole boards (auction and play) as table logs, for benchmarks. */

import { type Entry, finalContract, isAuctionOver, isLegalCall, nextToCall } from "../src/auction/auction.js";
import { bid, type Call, DOUBLE, formatCall, PASS, REDOUBLE } from "../src/core/call.js";
import { RANKS, type Rank } from "../src/core/card.js";
import { lho, SEATS, type Seat } from "../src/core/seat.js";
import { STRAINS, SUITS } from "../src/core/strain.js";

/** Mulberry32: a small deterministic PRNG. */
export const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const ALL_CALLS: Call[] = [PASS, DOUBLE, REDOUBLE];
for (let l = 1; l <= 7; l++) for (const s of STRAINS) ALL_CALLS.push(bid(l, s));

/** One random legal auction, run to its end: passes are frequent so auctions stay realistic. */
export const randomAuction = (next: () => number, dealer: Seat): Entry[] => {
  const auction: Entry[] = [];
  while (!isAuctionOver(auction)) {
    const by = nextToCall(dealer, auction);
    let call: Call = PASS;
    if (next() > 0.55) {
      const legal = ALL_CALLS.filter((c) => c.type !== "pass" && isLegalCall(by, c, auction));
      if (legal.length)
        call = legal[Math.min(legal.length - 1, Math.floor(next() * Math.min(legal.length, 8)))]!;
    }
    auction.push({ by, call });
  }
  return auction;
};

export const corpus = (n: number, seed = 1) => {
  const next = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const dealer = SEATS[i % 4]!;
    return {
      format: "table-log@1",
      edition: "2017",
      dealer,
      vulnerability: "None",
      events: randomAuction(next, dealer).map((e) => ({ by: e.by, call: formatCall(e.call) })),
    };
  });
};

const PBN_SUITS = ["S", "H", "D", "C"] as const;

/** A full deal drawn with `next`, in PBN form from north (`N:AKQ.JT9.876.5432 ...`). */
const randomDealText = (next: () => number): { text: string; hands: Record<Seat, string[]> } => {
  const cards: string[] = [];
  for (const s of SUITS) for (const r of RANKS) cards.push(s + r);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const hands = {} as Record<Seat, string[]>;
  const text = SEATS.map((seat, k) => {
    const hand = cards.slice(13 * k, 13 * k + 13);
    hands[seat] = hand;
    return PBN_SUITS.map((s) =>
      hand
        .filter((c) => c[0] === s)
        .map((c) => c[1]!)
        .sort((a, b) => RANKS.indexOf(a as Rank) - RANKS.indexOf(b as Rank))
        .join(""),
    ).join(".");
  }).join(" ");
  return { text: `N:${text}`, hands };
};

/**
 * Whole boards: a random deal, a random legal auction that is not passed out, and all 52 cards played
 * legally (each hand follows suit when it can, otherwise any card), dummy's cards by dummy's seat.
 */
export const playCorpus = (n: number, seed = 1, edition: "2017" | "1987" = "2017") => {
  const next = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const dealer = SEATS[i % 4]!;
    let auction = randomAuction(next, dealer);
    while (finalContract(auction) === null) auction = randomAuction(next, dealer);
    const contract = finalContract(auction)!;
    const trump = contract.strain === "NT" ? null : contract.strain;
    const deal = randomDealText(next);
    const hands = deal.hands;
    const events: Record<string, unknown>[] = auction.map((e) => ({ by: e.by, call: formatCall(e.call) }));
    let leader = contract.leader;
    for (let t = 0; t < 13; t++) {
      const trick: { by: Seat; card: string }[] = [];
      let by = leader;
      for (let k = 0; k < 4; k++) {
        const hand = hands[by];
        const led = trick[0]?.card[0];
        const follow = led === undefined ? hand : hand.filter((c) => c[0] === led);
        const pool = follow.length ? follow : hand;
        const card = pool[Math.floor(next() * pool.length)]!;
        hand.splice(hand.indexOf(card), 1);
        trick.push({ by, card });
        events.push(t === 0 && k === 0 ? { by, lead: card } : { by, play: card });
        by = lho(by);
      }
      const led = trick[0]!.card[0];
      const rank = (c: string) => RANKS.length - RANKS.indexOf(c[1] as Rank);
      const score = (c: string) => (c[0] === trump ? 100 : c[0] === led ? 0 : -100) + rank(c);
      leader = trick.reduce((w, x) => (score(x.card) > score(w.card) ? x : w)).by;
    }
    return { format: "table-log@1", edition, dealer, vulnerability: "None", deal: deal.text, events };
  });
};
