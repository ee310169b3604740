/**
 * The legal auction (Laws 17-22): whose turn, sufficiency, admissible doubles and redoubles, the end of
 * the auction, the final contract, declarer, dummy and the opening leader. Works on the calls that stand.
 */
import { type Bid, type Call, supersedes } from "../core/call.js";
import { lho, partner, type Seat, sameSide } from "../core/seat.js";
import type { Strain } from "../core/strain.js";

/** A call that stands in the auction. */
export interface Entry {
  by: Seat;
  call: Call;
}

/** 17B-17C: the dealer calls first, then each player clockwise. */
export const nextToCall = (dealer: Seat, auction: readonly Entry[]): Seat => {
  const last = auction[auction.length - 1];
  return last === undefined ? dealer : lho(last.by);
};

/** The index of the last bid, or -1 when nobody has bid. */
const lastBidAt = (auction: readonly Entry[]): number => {
  let i = auction.length - 1;
  while (i >= 0 && auction[i]!.call.type !== "bid") i--;
  return i;
};

/** The last bid with its maker, or null when nobody has bid. */
export const lastBid = (auction: readonly Entry[]): { by: Seat; call: Bid; index: number } | null => {
  const i = lastBidAt(auction);
  if (i < 0) return null;
  const e = auction[i]!;
  return { by: e.by, call: e.call as Bid, index: i };
};

/** 18C/18D: a bid is sufficient when it supersedes the last bid; the first bid always is. */
export const isSufficient = (b: Bid, auction: readonly Entry[]): boolean => {
  const i = lastBidAt(auction);
  return supersedes(b, i < 0 ? null : (auction[i]!.call as Bid));
};

/** The doubling state of the last bid: "" undoubled, "X" doubled, "XX" redoubled (19C: a new bid resets it). */
export const doublingOf = (auction: readonly Entry[]): { level: "" | "X" | "XX"; by: Seat | null } => {
  for (let i = auction.length - 1; i >= 0; i--) {
    const e = auction[i]!;
    if (e.call.type === "bid") return { level: "", by: null };
    if (e.call.type === "double") return { level: "X", by: e.by };
    if (e.call.type === "redouble") return { level: "XX", by: e.by };
  }
  return { level: "", by: null };
};

/**
 * 19A1: a double is admissible only of the last bid, made by an opponent, with nothing but passes since.
 * 19B1: a redouble only of the last double, made by an opponent, with nothing but passes since.
 * Returns why not, or null when admissible.
 */
export const inadmissibility = (
  seat: Seat,
  call: Call,
  auction: readonly Entry[],
): null | "no-bid" | "own-side" | "already-doubled" | "not-doubled" | "redoubled" => {
  if (call.type !== "double" && call.type !== "redouble") return null;
  const last = lastBid(auction);
  if (last === null) return call.type === "double" ? "no-bid" : "not-doubled";
  const d = doublingOf(auction);
  if (call.type === "double") {
    if (sameSide(seat, last.by)) return "own-side";
    if (d.level !== "") return d.level === "X" ? "already-doubled" : "redoubled";
    return null;
  }
  if (d.level === "") return "not-doubled";
  if (d.level === "XX") return "redoubled";
  if (d.by !== null && sameSide(seat, d.by)) return "own-side";
  return null;
};

/** Is this call legal for `seat` at its turn over `auction` (sufficient, admissible, at most seven)? */
export const isLegalCall = (seat: Seat, call: Call, auction: readonly Entry[]): boolean => {
  if (call.type === "bid") return call.level <= 7 && isSufficient(call, auction);
  return inadmissibility(seat, call, auction) === null;
};

/**
 * 22A: after a bid, three passes in rotation end the auction; 22B: four passes and nobody has bid.
 * `auction` must be the calls that stand in rotation.
 */
export const isAuctionOver = (auction: readonly Entry[]): boolean => {
  const n = auction.length;
  if (n < 4) return false;
  const hasBid = lastBidAt(auction) >= 0;
  const tail = hasBid ? 3 : 4;
  for (let i = n - tail; i < n; i++) if (auction[i]!.call.type !== "pass") return false;
  return true;
};

export interface FinalContract {
  level: number;
  strain: Strain;
  doubling: "" | "X" | "XX";
  declarer: Seat;
  dummy: Seat;
  /** The defender on declarer's left, who makes the opening lead (Law 41A). */
  leader: Seat;
}

/**
 * The contract of a finished auction, or null when it was passed out. Declarer is the player of the
 * declaring side who first named the strain of the final contract (Law 22A with the definition of declarer).
 */
export const finalContract = (auction: readonly Entry[]): FinalContract | null => {
  const last = lastBid(auction);
  if (last === null) return null;
  const side = last.by;
  let declarer: Seat = side;
  for (const e of auction) {
    if (e.call.type === "bid" && e.call.strain === last.call.strain && sameSide(e.by, side)) {
      declarer = e.by;
      break;
    }
  }
  return {
    level: last.call.level,
    strain: last.call.strain,
    doubling: doublingOf(auction).level,
    declarer,
    dummy: partner(declarer),
    leader: lho(declarer),
  };
};

/** Has `seat` made a call that stands in this auction? */
export const hasCalled = (seat: Seat, auction: readonly Entry[]): boolean =>
  auction.some((e) => e.by === seat);

/** The canonical text of a contract: `4HX`, `3NT`. */
export const contractText = (c: FinalContract): string => `${c.level}${c.strain}${c.doubling}`;
