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
 * Buckets (one per shape) are found by open addressing; each holds a list of entries, newest first. A
 * generation number empties the table in O(1); a full table empties itself and starts again.
 */

const LOWER = 16;
/** Entries scanned in one bucket at most (the newest). */
const SCAN = 100;

export class TransTable {
  readonly bits: number;
  private readonly bMask: number;
  private readonly bLenA: Int32Array;
  private readonly bLenB: Int32Array;
  private readonly bLead: Int32Array;
  private readonly bGen: Int32Array;
  private readonly bHead: Int32Array;
  private readonly cap: number;
  /** Per entry and suit: the holders of its top `k` live cards, 2 bits each, the highest first. */
  private readonly ePat: Int32Array;
  /** Per entry: `k` of each suit, 4 bits each (spades lowest). */
  private readonly eK: Int32Array;
  /** Per entry: the value | LOWER when it is a lower bound. */
  private readonly eVal: Uint8Array;
  private readonly eBest: Int8Array;
  private readonly eNext: Int32Array;
  private used = 0;
  private buckets = 0;
  private gen = 1;
  private bucket = -1;
  /** After a cut-off `probe`: the `k` of the entry that gave it. */
  hitK = 0;
  /** After `probe`: the best lead of a matching entry (suit * 16 + place from the top), or -1. */
  hint = -1;

  /** 2^bits entries of about 30 bytes, and half as many buckets. */
  constructor(bits: number) {
    this.bits = bits;
    const nb = 1 << Math.max(2, bits - 1);
    this.bMask = nb - 1;
    this.bLenA = new Int32Array(nb);
    this.bLenB = new Int32Array(nb);
    this.bLead = new Int32Array(nb);
    this.bGen = new Int32Array(nb);
    this.bHead = new Int32Array(nb);
    this.cap = 1 << bits;
    this.ePat = new Int32Array(this.cap * 4);
    this.eK = new Int32Array(this.cap);
    this.eVal = new Uint8Array(this.cap);
    this.eBest = new Int8Array(this.cap);
    this.eNext = new Int32Array(this.cap);
  }

  /** Forgets every entry (a new deal). */
  clear(): void {
    this.gen++;
    this.used = 0;
    this.buckets = 0;
  }

  /** Finds (or, with `make`, opens) the bucket of a shape; false when there is none. */
  find(lenA: number, lenB: number, lead: number, make: boolean): boolean {
    let h = Math.imul(lenA ^ (lenA >>> 15), 0x9e3779b1) ^ Math.imul(lenB ^ (lenB >>> 13), 0x85ebca77);
    h ^= Math.imul(lead + 1, 0xc2b2ae3d);
    h ^= h >>> 16;
    let i = h & this.bMask;
    for (;;) {
      if (this.bGen[i] !== this.gen) break;
      if (this.bLenA[i] === lenA && this.bLenB[i] === lenB && this.bLead[i] === lead) {
        this.bucket = i;
        return true;
      }
      i = (i + 1) & this.bMask;
    }
    this.bucket = -1;
    if (!make) return false;
    if (this.buckets * 4 > this.bMask * 3 || this.used >= this.cap) {
      this.clear();
      return this.find(lenA, lenB, lead, true);
    }
    this.buckets++;
    this.bGen[i] = this.gen;
    this.bLenA[i] = lenA;
    this.bLenB[i] = lenB;
    this.bLead[i] = lead;
    this.bHead[i] = -1;
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
    let e = this.bHead[this.bucket]!;
    for (let scanned = 0; e >= 0 && scanned < SCAN; scanned++, e = this.eNext[e]!) {
      const k = this.eK[e]!;
      const b = e * 4;
      if (pat[0]! >>> (2 * (live[0]! - (k & 15))) !== this.ePat[b]) continue;
      if (pat[1]! >>> (2 * (live[1]! - ((k >>> 4) & 15))) !== this.ePat[b + 1]) continue;
      if (pat[2]! >>> (2 * (live[2]! - ((k >>> 8) & 15))) !== this.ePat[b + 2]) continue;
      if (pat[3]! >>> (2 * (live[3]! - (k >>> 12))) !== this.ePat[b + 3]) continue;
      if (this.hint < 0) this.hint = this.eBest[e]!;
      const val = this.eVal[e]!;
      const v = val & 15;
      if (val & LOWER ? v >= beta : v <= alpha) {
        this.hitK = k;
        return v;
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
    const e = this.used++;
    const b = e * 4;
    this.ePat[b] = pat[0]! >>> (2 * (live[0]! - (k & 15)));
    this.ePat[b + 1] = pat[1]! >>> (2 * (live[1]! - ((k >>> 4) & 15)));
    this.ePat[b + 2] = pat[2]! >>> (2 * (live[2]! - ((k >>> 8) & 15)));
    this.ePat[b + 3] = pat[3]! >>> (2 * (live[3]! - (k >>> 12)));
    this.eK[e] = k;
    this.eVal[e] = v | (lower ? LOWER : 0);
    this.eBest[e] = best;
    this.eNext[e] = this.bHead[this.bucket]!;
    this.bHead[this.bucket] = e;
  }
}
