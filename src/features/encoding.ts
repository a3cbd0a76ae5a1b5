// Value encodings of the reference extractors (spec notation): ±1 booleans, z-scores, clip and integer division.

/** B(x) = +1 if x else −1 (spec notation). */
export function pm1(x: boolean): number {
  return x ? 1 : -1;
}

/** z(v, m, s) = (v − m) / s with the reference's hard-coded mean and std (spec notation). */
export function z(v: number, mean: number, std: number): number {
  return (v - mean) / std;
}

/** clip(v, lo, hi) = lo if !(v > lo), hi if !(v < hi), else v — NaN and −∞ become lo (spec notation). */
export function clip(v: number, lo: number, hi: number): number {
  if (!(v > lo)) return lo;
  if (!(v < hi)) return hi;
  return v;
}

/** A division rule: the reference's Scala Int/Int truncation (⚠) or true division. */
export type Divide = (a: number, b: number) => number;

/** Scala `Int / Int` truncates; a zero divisor (a Scala exception) gives 0 here so every value stays finite. */
export const integerDivide: Divide = (a, b) => (b === 0 ? 0 : Math.trunc(a / b));
export const realDivide: Divide = (a, b) => (b === 0 ? 0 : a / b);
