/**
 * The transposition table, with rank-abstracted entries (the idea of DDS's table, our own layout).
 *
 * An entry is one proven fact about the position at a trick's start: "north-south take at least v" or
 * "at most v". It is filed under the exact shape of the position (each hand's length in each suit, the
 * leader, the trump) and holds, for each suit, only the top cards the proof relied on: how many of the
 * suit's live cards from the top (`k`) and who holds them. Every position of that shape whose top `k`
 * live cards of each suit are held by the same players has the same fact: the lower cards never won a
 * trick by rank in the proof, so they are interchangeable (search.ts collects the cards that did).
 *
 * Buckets (one per shape) are found by open addressing; each holds its entries in blocks of `BLOCK`,
 * newest first. Memory is laid out for the cache (the cost of a probe is the memory it touches): a
 * bucket's fields sit together in one array, an entry's fields together, and a bucket's entries in
 * contiguous blocks, so that a scan reads consecutive memory instead of following a list across the
 * table. A generation number empties the table in O(1); a full table empties itself and starts again.
 */

const LOWER = 16;
/** Entries scanned in one bucket at most (the newest). */
const SCAN = 100;
/** Entries per block, and words per entry: k, the four suits' holders, the value | best lead << 8. */
const BLOCK = 8;
const EW = 6;
/** Words per bucket: generation, the two length words, the leader and trump, the newest block. */
const BW = 5;
/** Words per block header: the previous block of its bucket, the entries used. */
const HW = 2;

export class TransTable {
  readonly bits: number;
  private readonly bMask: number;
  private readonly bk: Int32Array;
  private readonly blocks: number;
  private readonly head: Int32Array;
  private readonly ent: Int32Array;
  private usedBlocks = 0;
  private buckets = 0;
  private gen = 1;
  private bucket = -1;
  /** After a cut-off `probe`: the `k` of the entry that gave it. */
  hitK = 0;
  /** After `probe`: the best lead of a matching entry (suit * 16 + place from the top), or -1. */
  hint = -1;

  /** 2^bits entries of 24 bytes (in blocks of 8), and half as many buckets of 20 bytes. */
  constructor(bits: number) {
    this.bits = bits;
    const nb = 1 << Math.max(2, bits - 1);
    this.bMask = nb - 1;
    this.bk = new Int32Array(nb * BW);
    this.blocks = Math.max(1, (1 << bits) / BLOCK);
    this.head = new Int32Array(this.blocks * HW);
    this.ent = new Int32Array(this.blocks * BLOCK * EW);
  }

  /** Forgets every entry (a new deal). */
  clear(): void {
    this.gen++;
    this.usedBlocks = 0;
    this.buckets = 0;
    this.bucket = -1;
  }

  /** The bucket found last (for `use`), with the generation it belongs to. */
  mark(): number {
    return this.bucket < 0 ? -1 : this.bucket * 2 ** 20 + (this.gen & 0xfffff);
  }

  /** Goes back to a bucket from `mark` when the table was not emptied since; false otherwise. */
  use(mark: number): boolean {
    if (mark < 0 || (mark & 0xfffff) !== (this.gen & 0xfffff)) return false;
    this.bucket = Math.floor(mark / 2 ** 20);
    return true;
  }

  /** Finds (or, with `make`, opens) the bucket of a shape; false when there is none. */
  find(lenA: number, lenB: number, lead: number, make: boolean): boolean {
    let h = Math.imul(lenA ^ (lenA >>> 15), 0x9e3779b1) ^ Math.imul(lenB ^ (lenB >>> 13), 0x85ebca77);
    h ^= Math.imul(lead + 1, 0xc2b2ae3d);
    h ^= h >>> 16;
    const bk = this.bk;
    let i = h & this.bMask;
    for (;;) {
      const o = i * BW;
      if (bk[o] !== this.gen) break;
      if (bk[o + 1] === lenA && bk[o + 2] === lenB && bk[o + 3] === lead) {
        this.bucket = i;
        return true;
      }
      i = (i + 1) & this.bMask;
    }
    this.bucket = -1;
    if (!make) return false;
    if (this.buckets * 4 > this.bMask * 3) {
      this.clear();
      return this.find(lenA, lenB, lead, true);
    }
    this.buckets++;
    const o = i * BW;
    bk[o] = this.gen;
    bk[o + 1] = lenA;
    bk[o + 2] = lenB;
    bk[o + 3] = lead;
    bk[o + 4] = -1;
    this.bucket = i;
    return true;
  }

  /**
   * Looks for a fact that decides the window (a lower bound >= beta or an upper bound <= alpha) in the
   * bucket found last. `pat` is the position's holders per suit (all live cards), `live` their counts.
   * Returns the bound, or -1.
   */
  probe(pat: Int32Array, live: Int32Array, alpha: number, beta: number): number {
    this.hint = -1;
    if (this.bucket < 0) return -1;
    const ent = this.ent;
    const head = this.head;
    const p0 = pat[0]!;
    const p1 = pat[1]!;
    const p2 = pat[2]!;
    const p3 = pat[3]!;
    const l0 = 2 * live[0]!;
    const l1 = 2 * live[1]!;
    const l2 = 2 * live[2]!;
    const l3 = 2 * live[3]!;
    let scanned = 0;
    for (let blk = this.bk[this.bucket * BW + 4]!; blk >= 0 && scanned < SCAN; blk = head[blk * HW]!) {
      const base = blk * BLOCK * EW;
      for (let j = head[blk * HW + 1]! - 1; j >= 0; j--, scanned++) {
        const e = base + j * EW;
        const k = ent[e]!;
        if (p0 >>> (l0 - 2 * (k & 15)) !== ent[e + 1]) continue;
        if (p1 >>> (l1 - 2 * ((k >>> 4) & 15)) !== ent[e + 2]) continue;
        if (p2 >>> (l2 - 2 * ((k >>> 8) & 15)) !== ent[e + 3]) continue;
        if (p3 >>> (l3 - 2 * (k >>> 12)) !== ent[e + 4]) continue;
        const val = ent[e + 5]!;
        if (this.hint < 0) this.hint = val >> 8;
        const v = val & 15;
        if (val & LOWER ? v >= beta : v <= alpha) {
          this.hitK = k;
          return v;
        }
      }
    }
    return -1;
  }

  /**
   * Files a fact in the bucket found last (`find` with `make`): north-south take at least (`lower`) or at
   * most `v`, given the top `k` live cards of each suit as in `pat`.
   */
  store(pat: Int32Array, live: Int32Array, k: number, v: number, lower: boolean, best: number): void {
    if (this.bucket < 0) return;
    const bo = this.bucket * BW + 4;
    let blk = this.bk[bo]!;
    if (blk < 0 || this.head[blk * HW + 1] === BLOCK) {
      if (this.usedBlocks >= this.blocks) {
        this.clear();
        return;
      }
      const fresh = this.usedBlocks++;
      this.head[fresh * HW] = blk;
      this.head[fresh * HW + 1] = 0;
      this.bk[bo] = fresh;
      blk = fresh;
    }
    const n = this.head[blk * HW + 1]!;
    this.head[blk * HW + 1] = n + 1;
    const e = (blk * BLOCK + n) * EW;
    const ent = this.ent;
    ent[e] = k;
    ent[e + 1] = pat[0]! >>> (2 * (live[0]! - (k & 15)));
    ent[e + 2] = pat[1]! >>> (2 * (live[1]! - ((k >>> 4) & 15)));
    ent[e + 3] = pat[2]! >>> (2 * (live[2]! - ((k >>> 8) & 15)));
    ent[e + 4] = pat[3]! >>> (2 * (live[3]! - (k >>> 12)));
    ent[e + 5] = v | (lower ? LOWER : 0) | (best << 8);
  }
}
