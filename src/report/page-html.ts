// One input page of the report: its scores per method, its blocks in reading order with a lane per method (and
// gold), and the original page, inert, in a sandboxed iframe with the blocks of a chosen lane outlined.
import { keptShares } from '../eval/label-pages';
import type { PageScoredDetail } from '../eval/score-pages';
import { reportAssets } from './assets';
import { escapeAttribute, escapeText, fixed, htmlDocument, jsonScript } from './html';
import { inertPageHtml } from './inert-html';
import { disagrees, keptBy, pageLanes, type Lane } from './lanes';

/** The report's limit per page file is 2 MB; the original page gets what the lanes leave of it. */
const PAGE_FILE_BUDGET = 2_000_000;
/** Block text shown in a lane row; the whole text is in the iframe. */
const BLOCK_TEXT_CHARS = 240;
/** The id of the data element holding the inert original (browser/page.js reads it). */
const ORIGINAL_ID = 'original-html';

export interface PageView {
  /** 1-based position among the report's pages. */
  n: number;
  isLast: boolean;
  reportTitle: string;
  detail: PageScoredDetail;
}

export const pageFileName = (n: number): string => `${String(n).padStart(4, '0')}.html`;

function blockText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > BLOCK_TEXT_CHARS ? `${trimmed.slice(0, BLOCK_TEXT_CHARS)}…` : trimmed;
}

function laneCell(lane: Lane, block: number): string {
  const label = lane.labels[block];
  const shade = lane.shade ? ` style="--p:${lane.shade[block].toFixed(2)}" title="pContent ${lane.shade[block].toFixed(3)}"` : '';
  return `<td class="cell c${label}${lane.shade ? ' shaded' : ''}" data-lane="${lane.name}"${shade}></td>`;
}

function lanesTable(detail: PageScoredDetail, lanes: readonly Lane[]): string {
  const head = lanes.map((lane) => `<th class="lane-name" data-lane="${lane.name}" title="outline ${lane.name}"><span>${lane.name}</span></th>`).join('');
  const rows = detail.page.blocks.map((block, i) => {
    const cls = disagrees(lanes, i) ? ' class="disagree"' : '';
    return `<tr data-b="${i}"${cls}>${lanes.map((lane) => laneCell(lane, i)).join('')}<td class="text">${escapeText(blockText(block.text))}</td></tr>`;
  });
  return `<table class="lanes" data-blocks="${detail.page.blocks.length}"><thead><tr>${head}<th class="text">block</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Word and block F1 where the page has gold ('—' where not), and the share of words each method keeps. */
function scoresTable({ page, methods }: PageScoredDetail): string {
  const rows = Object.entries(methods).map(
    ([name, m]) =>
      `<tr><td>${name}</td><td>${fixed(m.wordF1, 3)}</td><td>${fixed(m.blockF1, 3)}</td><td>${fixed(keptShares(page, m.labels).words, 3)}</td>` +
      `<td>${fixed(m.ms, 1)}</td><td>${m.failure === undefined ? '' : escapeText(m.failure)}</td></tr>`,
  );
  return `<table class="scores"><thead><tr><th>method</th><th>word F1</th><th>block F1</th><th>words kept</th><th>ms</th><th>failure</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The inert original as embedded data, within the budget the rest of the file leaves: without styles if need be. */
function originalWithin(detail: PageScoredDetail, lanes: readonly Lane[], budget: number): { script: string; note: string } {
  const lanesOf = (block: number) => keptBy(lanes, block);
  const full = jsonScript(ORIGINAL_ID, inertPageHtml(detail.page, lanesOf));
  if (Buffer.byteLength(full) <= budget) return { script: full, note: '' };
  const plain = jsonScript(ORIGINAL_ID, inertPageHtml(detail.page, lanesOf, false));
  if (Buffer.byteLength(plain) <= budget) return { script: plain, note: 'shown without its styles to keep this file under 2 MB' };
  return { script: jsonScript(ORIGINAL_ID, '<!DOCTYPE html><p>This page is too large to show here.</p>'), note: 'too large to show within 2 MB' };
}

export function pageHtml({ n, isLast, reportTitle, detail }: PageView): string {
  const { css, pageScript } = reportAssets();
  const lanes = pageLanes(detail);
  const { scored } = detail;
  const nav =
    `<nav><a href="../index.html" id="to-index">index</a>` +
    (n > 1 ? ` <a href="${pageFileName(n - 1)}" id="previous">← previous</a>` : '') +
    (isLast ? '' : ` <a href="${pageFileName(n + 1)}" id="next">next →</a>`) +
    ` <span class="keys">keys: ← → pages, m method, i index</span></nav>`;
  const facts = [
    `${scored.blocks} blocks`,
    scored.pageType === undefined ? '' : `type ${escapeText(scored.pageType)}`,
    scored.notInBlockMetrics === undefined ? '' : `not in the block metrics: ${escapeText(scored.notInBlockMetrics)}`,
  ].filter(Boolean);
  const options = lanes.map((lane) => `<option value="${lane.name}">${lane.name}</option>`).join('');
  const head =
    `<header>${nav}<h1>page ${escapeText(scored.id)}</h1><p>${facts.join(' · ')}</p>${scoresTable(detail)}</header>`;
  const lanesHtml = lanesTable(detail, lanes);
  const body = (original: { script: string; note: string }) =>
    `${head}<main class="page-view"><section class="blocks">${lanesHtml}</section>` +
    `<section class="original"><label>outline blocks kept by <select id="outline-lane">${options}</select></label>` +
    (original.note ? ` <span class="note">original ${original.note}</span>` : '') +
    `<iframe id="original" sandbox="" title="the original page, inert"></iframe>${original.script}</section></main>`;
  const title = `${scored.id} — ${reportTitle}`;
  // Bytes, not UTF-16 units: the budget is the file's size. The note's text fits in the margin.
  const rest = Buffer.byteLength(htmlDocument({ title, css, body: body({ script: '', note: '' }), scripts: [pageScript] }));
  return htmlDocument({ title, css, body: body(originalWithin(detail, lanes, PAGE_FILE_BUDGET - rest - 200)), scripts: [pageScript] });
}
