/**
 * Exact fractions for matchpoints. Weighted scores (12C1(c)) and Neuberg's factoring give fractions of
 * a matchpoint; they are kept exact and only rounded when shown.
 */

/** A reduced fraction n/d with d > 0. */
export interface Frac {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
};

export const frac = (n: bigint | number, d: bigint | number = 1n): Frac => {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError("fraction with denominator 0");
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcd(nn, dd);
  return g > 1n ? { n: nn / g, d: dd / g } : { n: nn, d: dd };
};

export const ZERO: Frac = { n: 0n, d: 1n };
export const ONE: Frac = { n: 1n, d: 1n };

export const add = (a: Frac, b: Frac): Frac =>
  a.d === b.d ? frac(a.n + b.n, a.d) : frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Frac, b: Frac): Frac => add(a, { n: -b.n, d: b.d });
export const mul = (a: Frac, b: Frac): Frac => frac(a.n * b.n, a.d * b.d);
export const div = (a: Frac, b: Frac): Frac => frac(a.n * b.d, a.d * b.n);
export const eq = (a: Frac, b: Frac): boolean => a.n === b.n && a.d === b.d;
export const cmp = (a: Frac, b: Frac): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const toNumber = (a: Frac): number => Number(a.n) / Number(a.d);
export const isInteger = (a: Frac): boolean => a.d === 1n;
/** `7`, `-3`, or `199/10`. */
export const fracText = (a: Frac): string => (a.d === 1n ? String(a.n) : `${a.n}/${a.d}`);

/** Rounds to `places` decimals, half away from zero (for display only). */
export const round = (x: number, places = 2): number => {
  const f = 10 ** places;
  const r = Math.round(Math.abs(x) * f + 1e-9) / f;
  return x < 0 ? -r : r;
};

/**
 * Reads a weight: a JSON number written in decimal (0.6, 0.25) taken at its decimal value, or a string
 * "a/b" (for thirds and the like). Returns null when it is not a number in (0, 1].
 */
export const parseWeight = (v: unknown): Frac | null => {
  let f: Frac | null = null;
  if (typeof v === "number" && Number.isFinite(v)) {
    const text = String(v);
    const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) return null;
    const decimals = m[2] ?? "";
    f = frac(BigInt(m[1]! + decimals), 10n ** BigInt(decimals.length));
  } else if (typeof v === "string") {
    const m = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(v);
    if (!m || Number(m[2]) === 0) return null;
    f = frac(BigInt(m[1]!), BigInt(m[2]!));
  }
  if (f === null || f.n <= 0n || cmp(f, ONE) > 0) return null;
  return f;
};
