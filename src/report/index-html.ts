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
  methods: Record<string, { wordF1: number; blockF1?: number; ms: number; failure?: string }>;
}

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

export function indexHtml({ title, comparison, pages }: IndexView): string {
  const { css, chartScript, indexScript } = reportAssets();
  const skipped = comparison.skipped.map(({ id, reason }) => `<li>${escapeText(id)}: ${escapeText(reason)}</li>`).join('');
  const body =
    `<header><h1>${escapeText(title)}</h1><p>Scores as <code>web2text compare</code> computes them: block metrics over ` +
    `${comparison.blocks} blocks of the pages whose gold aligns to their blocks, word F1 (the WCXB benchmark's metric) ` +
    `over every page. ms/page: median, parse included.</p></header>` +
    `<section>${summaryTable(comparison)}</section>` +
    `<section class="charts">` +
    `<figure><canvas id="chart-by-type"></canvas><figcaption>word F1 per method and page type (mean over pages)</figcaption></figure>` +
    `<figure><canvas id="chart-distribution"></canvas><figcaption>per-page word F1: pages per bin</figcaption></figure>` +
    `<figure><canvas id="chart-speed"></canvas><figcaption>speed (median ms/page, log scale) vs word F1</figcaption></figure>` +
    `</section>` +
    (skipped ? `<section><h2>Left out of every metric</h2><ul>${skipped}</ul></section>` : '') +
    `<section><h2>Pages</h2><p>Word F1 per method (block F1 on hover); click a column to sort; worst first.</p>` +
    `<table id="pages" class="pages"></table></section>` +
    jsonScript('summary-data', chartData(comparison)) +
    jsonScript('pages-data', pages);
  return htmlDocument({ title, css, body, scripts: [chartScript, indexScript] });
}
