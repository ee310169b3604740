/**
 * Factoring matchpoints to the full top when a board has fewer comparable results than expected: played
 * fewer times than the most on any board, or with artificial scores that take no part in the comparisons.
 *
 * Neuberg's formula (as the EBU's Max Bavin explains it): each of the `actual` results is taken to have
 * occurred expected/actual times, so a result with M matchpoints out of a top of 2(actual-1) gets
 * (M + 1) * expected / actual - 1 out of 2(expected-1). The plain ratio method scales M by the ratio of
 * the tops instead. Both are named options (`factoring`), Neuberg the default.
 */
import { add, type Frac, frac, mul, ONE, sub } from "./frac.js";

/** Neuberg: (M + 1) * E / A - 1. With no missing results (A = E) it changes nothing. */
export const neuberg = (mp: Frac, actual: number, expected: number): Frac => {
  if (actual === expected) return mp;
  return sub(mul(add(mp, ONE), frac(expected, actual)), ONE);
};

/** The ratio method: M * (E - 1) / (A - 1); a board with one result gets the average. */
export const ratio = (mp: Frac, actual: number, expected: number): Frac => {
  if (actual === expected) return mp;
  if (actual <= 1) return frac(expected - 1);
  return mul(mp, frac(expected - 1, actual - 1));
};
