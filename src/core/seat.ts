/** Seats, sides and rotation (Law 17C: the auction proceeds clockwise from the dealer). */

export const SEATS = ["N", "E", "S", "W"] as const;
export type Seat = (typeof SEATS)[number];
export type Side = "NS" | "EW";

export const isSeat = (x: unknown): x is Seat => x === "N" || x === "E" || x === "S" || x === "W";

const index = (s: Seat): number => SEATS.indexOf(s);

/** The seat `n` places clockwise from `s` (negative n goes anticlockwise). */
export const rotate = (s: Seat, n: number): Seat => SEATS[(((index(s) + n) % 4) + 4) % 4]!;
/** Left-hand opponent: the next player to call after `s`. */
export const lho = (s: Seat): Seat => rotate(s, 1);
export const partner = (s: Seat): Seat => rotate(s, 2);
/** Right-hand opponent: the player who called just before `s`. */
export const rho = (s: Seat): Seat => rotate(s, 3);
export const sideOf = (s: Seat): Side => (s === "N" || s === "S" ? "NS" : "EW");
export const otherSide = (side: Side): Side => (side === "NS" ? "EW" : "NS");
export const sameSide = (a: Seat, b: Seat): boolean => sideOf(a) === sideOf(b);
/** Clockwise distance from `from` to `to`: 0 same seat, 1 LHO, 2 partner, 3 RHO. */
export const distance = (from: Seat, to: Seat): number => (index(to) - index(from) + 4) % 4;
