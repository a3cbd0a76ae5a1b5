// ES2024 String methods, in Node since 20 (the engines floor) but not in TypeScript's ES2022 lib used here.
interface String {
  /** True when the string has no lone surrogate. */
  isWellFormed(): boolean;
  /** The string with every lone surrogate replaced by U+FFFD. */
  toWellFormed(): string;
}
