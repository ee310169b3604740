/**
 * Cross-IMPs (IMP pairs): each result is IMPed against every other comparable result on the board and
 * the IMPs are averaged. A weighted result takes part as fractions, as in matchpoints.
 *
 * How scorers differ is an option: the divisor (`comparisons`: the comparisons actually made, the
 * default; `results`: every other result on the board, artificial ones included, which then count 0),
 * and whether the average or the plain sum is the result (`crossImpsTotal`).
 */
import { type Frac, frac } from "./frac.js";
import { IMP_THRESHOLDS, imps } from "./imps.js";
import { type Entry, Field } from "./matchpoints.js";

/**
 * The sum of IMPs of `own` against every result of `field` except `self` (exact: weights make fractions).
 * Uses the IMP scale's steps: IMPs(d) is the number of thresholds d reaches, minus those -d reaches.
 */
export const impsAgainst = (field: Field, own: readonly Entry[], self?: number): Frac => {
  const unit = field.unit;
  const mine = self === undefined ? null : field.results[self]!;
  const n = field.values.length;
  let total = 0n;
  for (const p of own) {
    const up = BigInt(Number((p.weight.n * unit) / p.weight.d));
    let sum = 0;
    for (const t of IMP_THRESHOLDS) {
      // results at or below p - t give +1 each; results at or above p + t give -1 each.
      sum += field.prefix[field.upper(p.value - t)]!;
      sum -= field.prefix[n]! - field.prefix[field.lower(p.value + t)]!;
    }
    if (mine) for (const q of mine) sum -= field.units(q) * imps(p.value - q.value);
    total += up * BigInt(sum);
  }
  return frac(total, unit * unit);
};

/** Cross-IMPs of every result of a board, each the average over `divisor` comparisons (default: n - 1). */
export const crossImps = (results: readonly (readonly Entry[])[], divisor = results.length - 1): Frac[] => {
  const field = new Field(results);
  return results.map((r, i) => {
    const s = impsAgainst(field, r, i);
    return divisor > 0 ? frac(s.n, s.d * BigInt(divisor)) : frac(0);
  });
};
