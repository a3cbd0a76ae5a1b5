// The report's index: the methods' scores as compare computes them (block and text metrics, ms/page, the paired
// tests against web2text), charts of them drawn by Chart.js, and every page with its per-method F1.
import { pText } from '../eval/report';
import type { Comparison } from '../eval/compare';
import { reportAssets } from './assets';
import { escapeText, fixed, htmlDocument, jsonScript } from './html';

/** What the index lists of a page (browser/index.js renders, sorts and charts these). */
export interface IndexedPage {
  /** 1-based position: the page's file is pages/pageFileName(n). */
  n: number;
  file: string;
  id: string;
  pageType?: string;
  blocks: number;
  notInBlockMetrics?: string;
  /** Share of the page's blocks on which the methods do not all agree. */
  disagreement: number;
  /**
   * wordF1 where the page has gold; kept: the share of the page's words the method keeps; confidence where the
   * method estimates its word F1 (the default model, in the report of pages without gold), doubtful below
   * DOUBTFUL_BELOW.
   */
  methods: Record<string, { wordF1?: number; blockF1?: number; kept: number; ms: number; failure?: string; confidence?: number; doubtful?: boolean }>;
}

/**
 * What the index's charts and page list show per method (browser/index.js): `key` of the summary and of each
 * page's method entry, `byType` the summary's per-page-type values, the page list's first sort.
 */
export interface IndexMetric {
  key: 'wordF1' | 'kept';
  label: string;
  byType: string;
  sortBy: 'mean' | 'disagreement';
  descending: boolean;
}

const WORD_F1: IndexMetric = { key: 'wordF1', label: 'word F1', byType: 'wordF1ByType', sortBy: 'mean', descending: false };

export interface IndexView {
  title: string;
  comparison: Comparison;
  pages: readonly IndexedPage[];
}

function summaryTable({ methods }: Comparison): string {
  const header = ['method', 'block P', 'block R', 'block F1', 'accuracy', 'word P', 'word R', 'word F1', 'shingle F1', 'ms/page', 'p block F1 vs web2text', 'p word F1 vs web2text', 'failed pages'];
  const rows = Object.entries(methods).map(([name, s]) => {
    const words = s.wordF1.overall;
    const cells = [
      fixed(s.precision, 4), fixed(s.recall, 4), fixed(s.f1, 4), fixed(s.accuracy, 4),
      fixed(words.precision, 4), fixed(words.recall, 4), fixed(words.f1, 4), fixed(s.shingleF1, 4),
      fixed(s.msPerPage, 2), pText(s.pValueVsWeb2text), pText(s.wordF1PValueVsWeb2text), String(s.failures.length),
    ];
    return `<tr data-method="${name}"><td>${name}</td>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  });
  return `<table class="summary"><thead><tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The summaries the charts draw, taken from compare's own results. */
function chartData({ methods }: Comparison) {
  return Object.entries(methods).map(([name, s]) => ({
    name,
    blockF1: s.f1,
    wordF1: s.wordF1.overall.f1,
    msPerPage: s.msPerPage,
    wordF1ByType: Object.fromEntries(Object.entries(s.wordF1.byPageType).map(([type, m]) => [type, { f1: m.f1, pages: m.pages }])),
  }));
}

export interface IndexParts {
  title: string;
  /** The paragraph under the title: what the numbers are. */
  about: string;
  table: string;
  captions: { byType: string; distribution: string; speed: string };
  skipped: readonly { id: string; reason: string }[];
  /** The paragraph above the page list. */
  pagesAbout: string;
  metric: IndexMetric;
  summary: unknown;
  pages: readonly IndexedPage[];
}

/** The index's document: a table, three charts, the pages left out, the page list (drawn by browser/index.js). */
export function indexDocument(parts: IndexParts): string {
  const { css, chartScript, indexScript } = reportAssets();
  const skipped = parts.skipped.map(({ id, reason }) => `<li>${escapeText(id)}: ${escapeText(reason)}</li>`).join('');
  const body =
    `<header><h1>${escapeText(parts.title)}</h1><p>${parts.about}</p></header>` +
    `<section>${parts.table}</section>` +
    `<section class="charts">` +
    `<figure><canvas id="chart-by-type"></canvas><figcaption>${parts.captions.byType}</figcaption></figure>` +
    `<figure><canvas id="chart-distribution"></canvas><figcaption>${parts.captions.distribution}</figcaption></figure>` +
    `<figure><canvas id="chart-speed"></canvas><figcaption>${parts.captions.speed}</figcaption></figure>` +
    `</section>` +
    (skipped ? `<section><h2>Left out of every metric</h2><ul>${skipped}</ul></section>` : '') +
    `<section><h2>Pages</h2><p>${parts.pagesAbout}</p><table id="pages" class="pages"></table></section>` +
    jsonScript('metric-data', parts.metric) +
    jsonScript('summary-data', parts.summary) +
    jsonScript('pages-data', parts.pages);
  return htmlDocument({ title: parts.title, css, body, scripts: [chartScript, indexScript] });
}

export function indexHtml({ title, comparison, pages }: IndexView): string {
  return indexDocument({
    title,
    about:
      `Scores as <code>web2text compare</code> computes them: block metrics over ${comparison.blocks} blocks of the pages ` +
      `whose gold aligns to their blocks, word F1 (the WCXB benchmark's metric) over every page. ms/page: median, parse included.`,
    table: summaryTable(comparison),
    captions: {
      byType: 'word F1 per method and page type (mean over pages)',
      distribution: 'per-page word F1: pages per bin',
      speed: 'speed (median ms/page, log scale) vs word F1',
    },
    skipped: comparison.skipped,
    pagesAbout: 'Word F1 per method (block F1 on hover); click a column to sort; worst first.',
    metric: WORD_F1,
    summary: chartData(comparison),
    pages,
  });
}
