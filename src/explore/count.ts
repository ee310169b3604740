/**
 * Counting the complete legal auctions by their number of bids (`npm run explore -- --count-auctions N`;
 * docs/explorer.md). The transitions are the engine's legal-auction rules (src/auction, Laws 17-22) and
 * nothing else: at each auction every one of the 38 calls is offered to the player whose turn it is
 * (`nextToCall`), kept when `isLegalCall` admits it, and the auction is complete when `isAuctionOver`
 * says so. No formula: the published figures (980 with one bid, 349,860 with two, 80,817,660 with three)
 * are what a test compares the counts with.
 *
 * Counting tens of millions of auctions one by one is out of reach of a test, so the count is memoised
 * over the auction from its last bid on (or the passes, before any bid): the rules read nothing before
 * the last bid but that there was one (19A1/19B1 doubles and redoubles of the last bid, 18 sufficiency
 * over it, 22A/22B the passes at the end, 17C the turn from the last call). With `memo: false` every
 * auction is walked whole, which the tests use to check that the memoised count agrees.
 */
import {
  bid,
  type Call,
  DOUBLE,
  type Entry,
  isAuctionOver,
  isLegalCall,
  nextToCall,
  PASS,
  REDOUBLE,
  type Seat,
  STRAINS,
} from "./engine.js";

/** Every call a player can make: pass, double, redouble and the 35 bids from 1C to 7NT. */
const ALL_CALLS: readonly Call[] = [
  PASS,
  DOUBLE,
  REDOUBLE,
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((level) => STRAINS.map((s) => bid(level, s))),
];

const keyOf = (auction: readonly Entry[]): string =>
  auction
    .map((e) => `${e.by}${e.call.type === "bid" ? `${e.call.level}${e.call.strain}` : e.call.type}`)
    .join();

/** Adds `counts` into `out`, `shift` places up (a bid shifts the completions' counts by one). */
const addInto = (out: bigint[], counts: readonly bigint[], shift: number): void => {
  counts.forEach((n, i) => {
    out[i + shift]! += n;
  });
};

/**
 * The numbers of complete legal auctions with exactly 0, 1, ... `maxBids` bids (index = bids), dealer
 * `dealer`. Exact (BigInt). `memo: false` walks every auction from the first call (slow beyond one bid).
 */
export const countAuctions = (maxBids: number, options: { dealer?: Seat; memo?: boolean } = {}): bigint[] => {
  const dealer = options.dealer ?? "N";
  const memo = options.memo ?? true;
  const cache = new Map<string, bigint[]>();
  /** The completions of `auction` by the number of bids still to come (at most `left`). */
  const from = (auction: readonly Entry[], left: number): bigint[] => {
    const key = memo ? `${left}|${keyOf(auction)}` : "";
    const hit = memo ? cache.get(key) : undefined;
    if (hit) return hit;
    const out = Array.from({ length: left + 1 }, () => 0n);
    const by = nextToCall(dealer, auction);
    for (const call of ALL_CALLS) {
      if (!isLegalCall(by, call, auction)) continue;
      const entry = { by, call };
      if (call.type === "bid") {
        if (left === 0) continue;
        // a bid: what follows depends only on it (the memo's key); the walk keeps the whole auction
        const after = from(memo ? [entry] : [...auction, entry], left - 1);
        addInto(out, after, 1);
        continue;
      }
      const next = [...auction, entry];
      if (isAuctionOver(next)) out[0]! += 1n;
      else addInto(out, from(next, left), 0);
    }
    if (memo) cache.set(key, out);
    return out;
  };
  return from([], maxBids);
};
