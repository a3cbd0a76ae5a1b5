// @stdlib/stats-wilcoxon ships no TypeScript declarations for its CommonJS entry.
declare module '@stdlib/stats-wilcoxon' {
  function wilcoxon(x: number[], y: number[]): { pValue: number; statistic: number };
  export = wilcoxon;
}
