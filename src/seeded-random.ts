// Seeded pseudo-random numbers (seedrandom's ARC4 generator), typed by what the code uses of them: the package's type
// declarations then name no seedrandom type, whose @types package a user's install does not have.
import type seedrandomOf from 'seedrandom';

export interface SeededRandom {
  /** A number in [0, 1). */
  (): number;
  /** A 32-bit signed integer. */
  int32(): number;
}

export function seededRandom(seed: string): SeededRandom {
  // Loaded on first use: training draws numbers, a page's extraction does not (seedrandom's 8 modules, ≈ 10 ms).
  const seedrandom = require('seedrandom') as typeof seedrandomOf;
  return seedrandom(seed);
}
