/**
 * The transposition table: bounds on north-south's tricks from the start of a trick, keyed by the
 * remaining cards in relative ranks (for each suit, who holds its live cards from the top down) and the
 * player on lead. Two positions with the same key have the same double-dummy value whatever cards were
 * played before, so one entry serves every transposition. Open addressing in typed arrays, two slots
 * per bucket, the entry with fewer tricks left is replaced first; a generation number empties the table
 * in O(1) between unrelated searches.
 */

const EMPTY = -1;

export class TransTable {
  readonly bits: number;
  private readonly mask: number;
  private readonly keys: Int32Array;
  /** Per slot: leader (2 bits) | trump (3) | lower bound (4) | upper bound (4) | tricks left (4). */
  private readonly meta: Int32Array;
  private readonly gens: Int32Array;
  /** Per slot: the best lead found, as suit * 16 + its place among the suit's live cards from the top. */
  private readonly best: Int8Array;
  private gen = 1;
  /** The best lead of the last `get` that found its entry, or -1. */
  hint = -1;

  constructor(bits: number) {
    this.bits = bits;
    const size = 1 << bits;
    this.mask = size - 2;
    this.keys = new Int32Array(size * 4);
    this.meta = new Int32Array(size).fill(EMPTY);
    this.gens = new Int32Array(size);
    this.best = new Int8Array(size);
  }

  /** Forgets every entry (a new deal). */
  clear(): void {
    this.gen++;
  }

  static hash(k0: number, k1: number, k2: number, k3: number, lead: number): number {
    let h = Math.imul(k0, 0x9e3779b1) ^ Math.imul(k1 ^ (k1 >>> 13), 0x85ebca77);
    h ^= Math.imul(k2 ^ (k2 >>> 11), 0xc2b2ae3d) ^ Math.imul(k3 ^ (k3 >>> 7), 0x27d4eb2f);
    h ^= Math.imul(lead + 1, 0x165667b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    return h ^ (h >>> 12);
  }

  private slot(k: Int32Array, lead: number): number {
    const h = TransTable.hash(k[0]!, k[1]!, k[2]!, k[3]!, lead) & this.mask;
    for (let i = h; i <= h + 1; i++) {
      if (this.gens[i] !== this.gen) continue;
      const b = i * 4;
      const keys = this.keys;
      if (keys[b] === k[0] && keys[b + 1] === k[1] && keys[b + 2] === k[2] && keys[b + 3] === k[3]) {
        if ((this.meta[i]! & 0x1f) === lead) return i;
      }
    }
    return -1 - h;
  }

  /** The stored bounds as `lower * 16 + upper`, or -1. `lead` is leader | trump << 2. */
  get(k: Int32Array, lead: number): number {
    const i = this.slot(k, lead);
    if (i < 0) {
      this.hint = -1;
      return -1;
    }
    this.hint = this.best[i]!;
    return (this.meta[i]! >>> 5) & 0xff;
  }

  put(k: Int32Array, lead: number, lower: number, upper: number, left: number, best: number): void {
    let i = this.slot(k, lead);
    if (i >= 0) {
      if (best >= 0) this.best[i] = best;
      const m = this.meta[i]!;
      const lo = Math.max(lower, (m >>> 9) & 15);
      const hi = Math.min(upper, (m >>> 5) & 15);
      this.meta[i] = lead | (hi << 5) | (lo << 9) | (left << 13);
      return;
    }
    const h = -1 - i;
    i = this.pick(h);
    const b = i * 4;
    this.keys[b] = k[0]!;
    this.keys[b + 1] = k[1]!;
    this.keys[b + 2] = k[2]!;
    this.keys[b + 3] = k[3]!;
    this.gens[i] = this.gen;
    this.best[i] = best;
    this.meta[i] = lead | (upper << 5) | (lower << 9) | (left << 13);
  }

  /** The slot of a bucket to overwrite: an empty or stale one, else the one with fewer tricks left. */
  private pick(h: number): number {
    if (this.gens[h] !== this.gen) return h;
    if (this.gens[h + 1] !== this.gen) return h + 1;
    return this.meta[h]! >>> 13 <= this.meta[h + 1]! >>> 13 ? h : h + 1;
  }
}
