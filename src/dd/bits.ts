/**
 * Bit helpers for the double-dummy solver. A suit holding is a 13-bit mask: bit 0 is the two, bit 12
 * the ace. Seats are 0 N, 1 E, 2 S, 3 W; suits 0 S, 1 H, 2 D, 3 C (DDS's order); strain 4 is no trump.
 */

export const NT = 4;
export const SUIT_LETTERS = "SHDC";
export const SEAT_LETTERS = "NESW";
export const RANK_LETTERS = "23456789TJQKA";

/** Number of cards in each 13-bit holding. */
export const POP = new Uint8Array(8192);
for (let i = 1; i < 8192; i++) POP[i] = POP[i >> 1]! + (i & 1);

/** The highest card (bit index) of a non-empty holding. */
export const top = (mask: number): number => 31 - Math.clz32(mask);

/** The lowest card (bit index) of a non-empty holding. */
export const low = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * How many of the highest cards of `all` (the cards still live in a suit) are in `mine`, counted from
 * the top down until the first card that is not.
 */
export const topRun = (mine: number, all: number): number => {
  let n = 0;
  let rest = all;
  while (rest !== 0) {
    const b = 1 << top(rest);
    if ((mine & b) === 0) break;
    n++;
    rest ^= b;
  }
  return n;
};
