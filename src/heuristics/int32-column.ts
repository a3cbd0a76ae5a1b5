// A column of 32-bit integers filled in order whose final length is not known in advance: written straight into an
// Int32Array, doubled when full, rather than pushed onto a JavaScript array and copied into one at the end.

export class Int32Column {
  private array: Int32Array;
  private length = 0;

  constructor(capacity: number) {
    this.array = new Int32Array(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Int32Array(2 * this.array.length);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  /** The value pushed `index`-th (0-based; below the number pushed). */
  at(index: number): number {
    return this.array[index];
  }

  /** The values pushed so far (a view of the column's array). */
  values(): Int32Array {
    return this.array.subarray(0, this.length);
  }
}
