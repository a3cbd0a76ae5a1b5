// Exact occurrence counts of many equal-length needles in a long text of char codes: an open-addressing hash table
// of the needles (typed arrays, no per-window strings), every hash hit confirmed char by char.

const EMPTY = -1;

function hashWindow(codes: ArrayLike<number>, start: number, length: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < length; k++) h = Math.imul(h ^ codes[start + k], 0x01000193);
  h ^= h >>> 16;
  return Math.imul(h, 0x85ebca6b) ^ (h >>> 13);
}

export class WindowCounter {
  private readonly needleCodes: Uint16Array;
  private readonly hashes: Int32Array;
  private readonly counts: Int32Array;
  private readonly firsts: Int32Array;
  private readonly slots: Int32Array;
  private readonly slotMask: number;
  private size = 0;

  /** Needles of `length` chars, at most `capacity` distinct ones. */
  constructor(
    readonly length: number,
    capacity: number,
  ) {
    this.needleCodes = new Uint16Array(capacity * length);
    this.hashes = new Int32Array(capacity);
    this.counts = new Int32Array(capacity);
    this.firsts = new Int32Array(capacity).fill(EMPTY);
    let slots = 2;
    while (slots < 2 * capacity) slots *= 2;
    this.slots = new Int32Array(slots).fill(EMPTY);
    this.slotMask = slots - 1;
  }

  private sameAsNeedle(codes: ArrayLike<number>, start: number, id: number): boolean {
    const base = id * this.length;
    for (let k = 0; k < this.length; k++) if (codes[start + k] !== this.needleCodes[base + k]) return false;
    return true;
  }

  /** The needle id of codes[start, start + length) (equal needles share one id). */
  add(codes: ArrayLike<number>, start: number): number {
    const h = hashWindow(codes, start, this.length);
    let slot = h & this.slotMask;
    for (let id = this.slots[slot]; id !== EMPTY; id = this.slots[slot]) {
      if (this.hashes[id] === h && this.sameAsNeedle(codes, start, id)) return id;
      slot = (slot + 1) & this.slotMask;
    }
    if (this.size === this.hashes.length) throw new Error(`WindowCounter: more than ${this.hashes.length} needles`);
    const id = this.size++;
    for (let k = 0; k < this.length; k++) this.needleCodes[id * this.length + k] = codes[start + k];
    this.hashes[id] = h;
    this.slots[slot] = id;
    return id;
  }

  /** Count every (overlapping) occurrence of the needles in `text`. */
  countIn(text: Uint16Array): void {
    for (let p = 0; p + this.length <= text.length; p++) {
      const h = hashWindow(text, p, this.length);
      let slot = h & this.slotMask;
      for (let id = this.slots[slot]; id !== EMPTY; id = this.slots[slot]) {
        if (this.hashes[id] === h && this.sameAsNeedle(text, p, id)) {
          if (this.counts[id]++ === 0) this.firsts[id] = p;
          break;
        }
        slot = (slot + 1) & this.slotMask;
      }
    }
  }

  count(id: number): number {
    return this.counts[id];
  }

  /** Start of the first occurrence, −1 if none. */
  first(id: number): number {
    return this.firsts[id];
  }
}
