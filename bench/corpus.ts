/** A seeded generator of legal auctions as table logs, for benchmarks and explorers. */

import { type Entry, isAuctionOver, isLegalCall, nextToCall } from "../src/auction/auction.js";
import { bid, type Call, DOUBLE, formatCall, PASS, REDOUBLE } from "../src/core/call.js";
import { SEATS, type Seat } from "../src/core/seat.js";
import { STRAINS } from "../src/core/strain.js";

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
