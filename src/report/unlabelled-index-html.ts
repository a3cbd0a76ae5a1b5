// The report's index for pages without gold: no F1 can be computed, so per method the share of blocks and words
// it keeps, its ms/page and how often it agrees with each other method; the pages listed by how much the methods
// disagree on them, most first (the pages worth looking at), with the default model's confidence where it gives one.
import { DOUBTFUL_BELOW } from '../confidence/doubtful';
import type { Labelling } from '../eval/label-pages';
import { fixed } from './html';
import { indexDocument, type IndexedPage, type IndexMetric } from './index-html';

export interface UnlabelledIndexView {
  title: string;
  labelling: Labelling;
  pages: readonly IndexedPage[];
}

const KEPT: IndexMetric = { key: 'kept', label: 'share of words kept', byType: 'keptByType', sortBy: 'disagreement', descending: true };

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

function summaryTable({ methods, agreement }: Labelling): string {
  const names = Object.keys(methods);
  const header = ['method', 'blocks kept', 'words kept', 'ms/page', 'failed pages', ...names.map((name) => `agrees with ${name}`)];
  const rows = names.map((name) => {
    const s = methods[name];
    const cells = [percent(s.kept.blocks), percent(s.kept.words), fixed(s.msPerPage, 2), String(s.failures.length), ...names.map((other) => percent(agreement[name][other]))];
    return `<tr data-method="${name}"><td>${name}</td>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  });
  return `<table class="summary"><thead><tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** `web2text: 3 of 12 pages doubtful (confidence < 0.85).` for each method that estimates its word F1. */
function doubtfulSentence({ methods }: Labelling): string {
  return Object.entries(methods)
    .filter(([, s]) => s.confidence !== undefined)
    .map(([name, s]) => ` ${name}: ${s.confidence!.doubtful} of ${s.confidence!.pages} pages doubtful (its confidence, an estimate of its word F1, below ${DOUBTFUL_BELOW}; column "${name} confidence").`)
    .join('');
}

export function unlabelledIndexHtml({ title, labelling, pages }: UnlabelledIndexView): string {
  const withGold = pages.filter((page) => Object.values(page.methods).some((m) => m.wordF1 !== undefined)).length;
  const notPages = labelling.notPages === 0 ? '' : ` ${labelling.notPages} records of the input are not HTML pages and are not listed.`;
  return indexDocument({
    title,
    about:
      `<strong>These pages have no gold, so there is no F1 here.</strong> Instead, per method: the share of the ` +
      `${labelling.blocks} blocks and ${labelling.words} words of ${labelling.pages.length} pages it keeps as content, ` +
      `its median ms/page (parse included), and its agreement with each other method (the share of blocks both label ` +
      `the same). Where methods disagree, at least one is wrong: look there first.` +
      (withGold > 0 ? ` ${withGold} pages carry gold: their own page shows a gold lane and word F1.` : '') +
      doubtfulSentence(labelling) +
      notPages,
    table: summaryTable(labelling),
    captions: {
      byType: 'share of words kept per method (no gold: not a score)',
      distribution: 'per-page share of words kept: pages per bin',
      speed: 'speed (median ms/page, log scale) vs share of words kept',
    },
    skipped: labelling.skipped,
    pagesAbout:
      'Share of words kept per method (ms and any failure on hover); sorted by disagreement, the share of blocks on which the methods differ, most first; click a column to sort.' +
      (Object.values(labelling.methods).some((s) => s.confidence !== undefined) ? ' A confidence column gives the method\'s estimate of its word F1; doubtful pages are framed in red.' : ''),
    metric: KEPT,
    summary: Object.entries(labelling.methods).map(([name, s]) => ({ name, kept: s.kept.words, keptBlocks: s.kept.blocks, msPerPage: s.msPerPage, keptByType: {} })),
    pages,
  });
}
