// Writes a report site as compare scores pages: each page's file as soon as the next page is known (so only one
// page is held at a time), the index when the comparison is done. DIR/index.html, DIR/pages/NNNN.html.
import { readdirSync, rmSync } from 'fs';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { checkArgument } from '../arguments';
import { isDoubtful } from '../confidence/doubtful';
import { OutputError } from '../errors';
import type { Comparison } from '../eval/compare';
import { disagreementOf, keptShares, type Labelling } from '../eval/label-pages';
import type { OnPageScored, PageScoredDetail } from '../eval/score-pages';
import { makeFolders, writeOutputFile } from '../files/output-files';
import { fileErrorReason } from '../files/error-reason';
import { indexHtml, type IndexedPage } from './index-html';
import { unlabelledIndexHtml } from './unlabelled-index-html';
import { pageFileName, pageHtml } from './page-html';

const PAGES_DIR = 'pages';
const PAGE_FILE = /^\d{4,}\.html$/;

export interface ReportSummary {
  dir: string;
  pages: number;
  /** The largest page file, in bytes, and its page id. */
  largestPage: { id: string; bytes: number } | null;
  /** Time spent rendering and writing the site, in ms (the rest of a run is compare's). */
  writeMs: number;
}

export interface ReportWriter {
  /** Pass to compare(): writes the page before this one. */
  onPageScored: OnPageScored;
  /** Writes the last page and the index of compare's scores. */
  finish(comparison: Comparison): ReportSummary;
  /** Writes the last page and the index of pages without gold (labelPages' shares and agreement, no F1). */
  finishUnlabelled(labelling: Labelling): ReportSummary;
}

function indexedPage(n: number, { scored, page, methods }: PageScoredDetail): IndexedPage {
  const scores: IndexedPage['methods'] = {};
  for (const [name, m] of Object.entries(methods)) {
    const { wordF1, blockF1, ms, failure, confidence } = m;
    const estimate = confidence === undefined ? {} : { confidence, doubtful: isDoubtful(confidence) };
    scores[name] = { wordF1, blockF1, kept: keptShares(page, m.labels).words, ms, failure, ...estimate };
  }
  return { n, file: `${PAGES_DIR}/${pageFileName(n)}`, ...scored, disagreement: disagreementOf(page, methods), methods: scores };
}

/** Makes DIR/pages, removing page files of an earlier report there (they would be linked from nowhere). */
function preparePagesDir(dir: string): string {
  const pagesDir = path.join(dir, PAGES_DIR);
  try {
    makeFolders(pagesDir);
    for (const file of readdirSync(pagesDir)) if (PAGE_FILE.test(file)) rmSync(path.join(pagesDir, file));
  } catch (err) {
    throw new OutputError(`cannot write the report to ${dir}: ${fileErrorReason(err)}`);
  }
  return pagesDir;
}

export function createReportWriter(dir: string, title: string): ReportWriter {
  checkArgument(typeof dir === 'string' && dir !== '', dir, "createReportWriter takes the report's folder (a path) first");
  checkArgument(typeof title === 'string', title, "createReportWriter takes the report's title (a string) after its folder");
  const pagesDir = preparePagesDir(dir);
  const indexed: IndexedPage[] = [];
  let pending: PageScoredDetail | null = null;
  let largestPage: ReportSummary['largestPage'] = null;
  let writeMs = 0;
  const write = (detail: PageScoredDetail, isLast: boolean) => {
    const t0 = performance.now();
    const n = indexed.length + 1;
    const html = pageHtml({ n, isLast, reportTitle: title, detail });
    writeOutputFile(path.join(pagesDir, pageFileName(n)), html);
    const bytes = Buffer.byteLength(html);
    if (largestPage === null || bytes > largestPage.bytes) largestPage = { id: detail.scored.id, bytes };
    indexed.push(indexedPage(n, detail));
    writeMs += performance.now() - t0;
  };
  const close = (index: () => string): ReportSummary => {
    if (pending !== null) write(pending, true);
    pending = null;
    const t0 = performance.now();
    writeOutputFile(path.join(dir, 'index.html'), index());
    writeMs += performance.now() - t0;
    return { dir, pages: indexed.length, largestPage, writeMs };
  };
  return {
    onPageScored(detail) {
      if (pending !== null) write(pending, false);
      pending = detail;
    },
    finish: (comparison) => close(() => indexHtml({ title, comparison, pages: indexed })),
    finishUnlabelled: (labelling) => close(() => unlabelledIndexHtml({ title, labelling, pages: indexed })),
  };
}
