/**
 * Butler: each result is IMPed against a datum, the mean of the board's comparable scores after the
 * best and the worst are dropped, rounded to the nearest 10 (half away from zero, so the datum of one
 * direction is exactly minus the other's).
 *
 * How many are dropped is a regulation's choice and an option (`butlerDrop`): a number of results at
 * each end (default 1), or a per cent of them ({ percent: 10 }); never so many that nothing is left.
 * A weighted result takes part as fractions of a result: dropping removes whole results' worth of
 * weight from each end of the sorted entries.
 */
import { type Frac, frac, toNumber } from "./frac.js";
import { imps } from "./imps.js";
import type { Entry } from "./matchpoints.js";

/** How many results are dropped at each end of `count` results. */
export const dropCount = (count: number, drop: number | { percent: number }): number => {
  const k = typeof drop === "number" ? drop : Math.floor((count * drop.percent) / 100);
  return Math.max(0, Math.min(k, Math.floor((count - 1) / 2)));
};

/** Rounds to the nearest 10, half away from zero. */
export const roundTo10 = (x: number): number => {
  const r = Math.floor(Math.abs(x) / 10 + 0.5 + 1e-9) * 10;
  return x < 0 ? -r : r === 0 ? 0 : r;
};

/** The datum of a board: null when it has no comparable result. */
export const datum = (
  results: readonly (readonly Entry[])[],
  drop: number | { percent: number },
): number | null => {
  if (results.length === 0) return null;
  const k = dropCount(results.length, drop);
  const entries = results.flat().map((e) => ({ value: e.value, w: toNumber(e.weight) }));
  entries.sort((a, b) => a.value - b.value);
  // Remove k results' worth of weight from each end.
  const trim = (list: { value: number; w: number }[]) => {
    let left = k;
    while (left > 1e-12 && list.length) {
      const e = list[0]!;
      if (e.w <= left + 1e-12) {
        left -= e.w;
        list.shift();
      } else {
        e.w -= left;
        left = 0;
      }
    }
  };
  trim(entries);
  entries.reverse();
  trim(entries);
  let sum = 0;
  let w = 0;
  for (const e of entries) {
    sum += e.value * e.w;
    w += e.w;
  }
  return roundTo10(sum / w);
};

/** Butler IMPs of one result against the datum: the weighted sum of its entries' IMPs. */
export const butlerImps = (own: readonly Entry[], datumValue: number): Frac => {
  let n = 0n;
  let d = 1n;
  for (const e of own) {
    // n/d + w * imps
    const i = BigInt(imps(e.value - datumValue));
    n = n * e.weight.d + i * e.weight.n * d;
    d *= e.weight.d;
  }
  return frac(n, d);
};
