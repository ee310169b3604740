/**
 * Law 78A: matchpoints. On a board each contestant gets 2 for every compared score it beats, 1 for every
 * score it ties and 0 for every score that beats it; the top is twice the number of other scores.
 *
 * A result may take part as fractions (a weighted score, 12C1(c)): it is a list of entries, each a value
 * with a weight, the weights of one result summing to 1. Every other result then scores against each
 * entry for that entry's fraction, and the weighted result gets the weighted sum of its entries'
 * matchpoints. Plain results are one entry of weight 1. Everything is exact.
 */
import { type Frac, frac, round, toNumber } from "./frac.js";

/** One entry of a result in a comparison: a score seen from the direction being scored (higher is better). */
export interface Entry {
  weight: Frac;
  value: number;
}

const gcdN = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcdN(b, a % b));
const lcm = (a: bigint, b: bigint): bigint => (a / gcdN(a, b)) * b;

/** Sorted values with prefix sums of their units, to count what lies below or at a value. */
export class Field {
  readonly values: number[] = [];
  /** prefix[i] = units of values[0..i-1]. */
  readonly prefix: number[] = [0];
  /** Each result's weights are whole multiples of 1/unit. */
  readonly unit: bigint;

  constructor(readonly results: readonly (readonly Entry[])[]) {
    let unit = 1n;
    for (const r of results) for (const e of r) if (e.weight.d !== 1n) unit = lcm(unit, e.weight.d);
    this.unit = unit;
    const all: [number, number][] = [];
    for (const r of results) for (const e of r) all.push([e.value, this.units(e)]);
    all.sort((a, b) => a[0] - b[0]);
    for (const [v, u] of all) {
      this.values.push(v);
      this.prefix.push(this.prefix[this.prefix.length - 1]! + u);
    }
  }

  /** An entry's weight in units of 1/unit. */
  units(e: Entry): number {
    return Number((e.weight.n * this.unit) / e.weight.d);
  }

  /** Index of the first value >= v. */
  lower(v: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.values[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first value > v. */
  upper(v: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.values[mid]! <= v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Units of the field strictly below v, and equal to v. */
  below(v: number): number {
    return this.prefix[this.lower(v)]!;
  }
  equal(v: number): number {
    return this.prefix[this.upper(v)]! - this.prefix[this.lower(v)]!;
  }
}

/**
 * Matchpoints of `own` (one result's entries) against every result of `field`, leaving out `self` (the
 * index of `own` in the field, when it is one of them). Exact.
 */
export const matchpointsAgainst = (field: Field, own: readonly Entry[], self?: number): Frac => {
  // Everything in units: a weight w is w*unit units; MP * unit^2 is a whole number.
  let total = 0n;
  const mine = self === undefined ? null : field.results[self]!;
  const unit = field.unit;
  for (const p of own) {
    const up = BigInt(Number((p.weight.n * unit) / p.weight.d));
    let against = 2 * field.below(p.value) + field.equal(p.value);
    if (mine)
      for (const q of mine) {
        const uq = field.units(q);
        against -= uq * (p.value > q.value ? 2 : p.value === q.value ? 1 : 0);
      }
    total += up * BigInt(against);
  }
  return frac(total, unit * unit);
};

/** Matchpoints of every result of a board against all the others (Law 78A), exact. */
export const matchpoints = (results: readonly (readonly Entry[])[]): Frac[] => {
  const field = new Field(results);
  return results.map((r, i) => matchpointsAgainst(field, r, i));
};

/** A plain result: one entry of weight 1. */
export const plain = (value: number): Entry[] => [{ weight: { n: 1n, d: 1n }, value }];

/** Matchpoints as a percentage of the top, to two decimals. */
export const percentOf = (mp: Frac, top: number): number =>
  top > 0 ? round((toNumber(mp) / top) * 100, 2) : 50;
