// Markdown tables of evaluation results (the JSON is the machine-readable form): the methods' block and text
// scores, their word F1 per page type, and the pages left out of a metric with the reason.
import { pagesNotInBlockMetrics, type MethodSummary, type PageScores } from './score-pages';

/**
 * @stdlib's Wilcoxon test computes the normal-approximation p-value as 2·(1 − Φ(|z|)), which is exactly 0 in
 * float64 once p falls below ≈ 1e-16 (|z| > 8.3): a 0 means "below 1e-16", not a p-value of 0.
 */
const P_UNDERFLOW_TEXT = '< 1e-16';

export interface TableRow {
  name: string;
  scores: MethodSummary & { pValueVsWeb2text?: number | null; wordF1PValueVsWeb2text?: number | null };
}

const fixed = (v: number, digits: number): string => v.toFixed(digits);

/** A p-value as the tables show it. */
export function pText(p: number | undefined | null): string {
  if (p === undefined || p === null) return '—';
  return p === 0 ? P_UNDERFLOW_TEXT : p < 1e-4 ? p.toExponential(1) : p.toFixed(4);
}

export function markdownTable(title: string, rows: readonly TableRow[]): string {
  const header = '| method | accuracy | precision | recall | F1 | shingle F1 | word P | word R | word F1 | ms/page | p vs web2text | p word F1 vs web2text |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(({ name, scores: s }) => {
    const words = s.wordF1.overall;
    return (
      `| ${name} | ${fixed(s.accuracy, 4)} | ${fixed(s.precision, 4)} | ${fixed(s.recall, 4)} | ${fixed(s.f1, 4)} | ${fixed(s.shingleF1, 4)} ` +
      `| ${fixed(words.precision, 4)} | ${fixed(words.recall, 4)} | ${fixed(words.f1, 4)} | ${fixed(s.msPerPage, 2)} ` +
      `| ${pText(s.pValueVsWeb2text)} | ${pText(s.wordF1PValueVsWeb2text)} |`
    );
  });
  return [`### ${title}`, '', header, rule, ...lines, ''].join('\n');
}

/** Methods × page types of mean word F1, with every type's page count; '' when no page has a type. */
export function wordF1ByTypeTable(rows: readonly TableRow[]): string {
  if (rows.length === 0) return '';
  // Every method is scored on the same pages, so the first row's types and counts are every row's.
  const { byPageType, overall } = rows[0].scores.wordF1;
  const types = Object.keys(byPageType);
  if (types.length === 0) return '';
  const header = `| method | ${types.map((type) => `${type} (${byPageType[type].pages})`).join(' | ')} | all (${overall.pages}) |`;
  const rule = `|---|${types.map(() => '---:|').join('')}---:|`;
  const lines = rows.map(
    (row) => `| ${row.name} | ${types.map((type) => fixed(row.scores.wordF1.byPageType[type].f1, 4)).join(' | ')} | ${fixed(row.scores.wordF1.overall.f1, 4)} |`,
  );
  return ['#### word F1 per page type (mean over pages; pages in brackets)', '', header, rule, ...lines, ''].join('\n');
}

/** Methods' article metric (pages whose gold has parts), with comments and related teasers kept; '' without. */
export function articleTable(rows: readonly TableRow[]): string {
  const withArticle = rows.filter((row) => row.scores.article !== undefined);
  if (withArticle.length === 0) return '';
  const { pages, comments, related } = withArticle[0].scores.article!;
  const header = `| method | body shingle P | body shingle R | body shingle F1 | comments kept (of ${comments.pages} pages) | related kept (of ${related.pages} pages) |`;
  const rule = '|---|---:|---:|---:|---:|---:|';
  const lines = withArticle.map(({ name, scores }) => {
    const a = scores.article!;
    return `| ${name} | ${fixed(a.body.precision, 4)} | ${fixed(a.body.recall, 4)} | ${fixed(a.body.f1, 4)} | ${a.comments.kept} | ${a.related.kept} |`;
  });
  return [`#### article metric (${pages} pages: 4-gram shingles of the body; headline and supplemental neither required nor wrong)`, '', header, rule, ...lines, ''].join('\n');
}

function pageList(heading: string, pages: readonly { id: string; reason: string }[]): string[] {
  if (pages.length === 0) return [];
  return [`${heading}: ${pages.length} page${pages.length > 1 ? 's' : ''}.`, '', ...pages.map(({ id, reason }) => `- ${id}: ${reason}`), ''];
}

/**
 * The pages left out of a metric, and those a method failed on, with the reasons; '' when there are none.
 */
export function pageNotes(result: Pick<PageScores, 'pages' | 'skipped'>, rows: readonly TableRow[]): string {
  return [
    ...pageList('Left out of the block metrics, scored on their text only', pagesNotInBlockMetrics(result.pages)),
    ...pageList('Left out of every metric', result.skipped),
    ...rows.flatMap((row) => pageList(`${row.name} failed, scored as an empty output`, row.scores.failures)),
  ].join('\n');
}

/** The whole markdown of a result: the methods' table, their word F1 per page type, the notes on pages. */
export function markdownReport(title: string, rows: readonly TableRow[], result: Pick<PageScores, 'pages' | 'skipped'>): string {
  return [markdownTable(title, rows), wordF1ByTypeTable(rows), articleTable(rows), pageNotes(result, rows)].filter((part) => part !== '').join('\n');
}
