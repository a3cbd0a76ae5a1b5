// Markdown tables of evaluation results (the JSON is the machine-readable form).
import type { BlockScores } from './metrics';

/**
 * @stdlib's Wilcoxon test computes the normal-approximation p-value as 2·(1 − Φ(|z|)), which is exactly 0 in
 * float64 once p falls below ≈ 1e-16 (|z| > 8.3): a 0 means "below 1e-16", not a p-value of 0.
 */
const P_UNDERFLOW_TEXT = '< 1e-16';

export interface TableRow {
  name: string;
  scores: BlockScores & { shingleF1?: number; msPerPage?: number; pValueVsWeb2text?: number | null };
}

const fixed = (v: number | undefined | null, digits: number): string =>
  v === undefined || v === null ? '—' : v.toFixed(digits);

export function markdownTable(title: string, rows: readonly TableRow[]): string {
  const header = '| method | accuracy | precision | recall | F1 | shingle F1 | ms/page | p vs web2text |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(({ name, scores: s }) => {
    const p = s.pValueVsWeb2text;
    const pText = p === undefined || p === null ? '—' : p === 0 ? P_UNDERFLOW_TEXT : p < 1e-4 ? p.toExponential(1) : p.toFixed(4);
    return `| ${name} | ${fixed(s.accuracy, 4)} | ${fixed(s.precision, 4)} | ${fixed(s.recall, 4)} | ${fixed(s.f1, 4)} | ${fixed(s.shingleF1, 4)} | ${fixed(s.msPerPage, 2)} | ${pText} |`;
  });
  return [`### ${title}`, '', header, rule, ...lines, ''].join('\n');
}
