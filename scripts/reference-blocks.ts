// Compare our block segmentation with the Web2Text reference's (../shared/cleaneval/reference-blocks.jsonl, produced by
// the reference's jsoup fork): block totals, pages with the same count, anchor pages (docs/methods/web2text.md §7), and
// the worst pages with their first differing block text.
//
//   npm run reference-blocks -- [--data ../shared/cleaneval] [--worst 15] [--page ID]
// Runs twice: with our default decoding and with the reference's (UTF-8, bad bytes dropped; §1), which
// isolates the parser/CDOM differences from the decoding ones.
import { readFileSync } from 'fs';
import { join } from 'path';
import { javaTrim } from '../src/dom/java-text';
import { argValue } from './bench-common';
import { DEFAULT_CLEANEVAL_FOLDER } from './data-folders';
import { loadPage } from '../src/dom/page';

interface ReferencePage {
  id: number;
  n: number;
  texts: string[];
}

/** Reference totals over the 737 labelled pages and its anchor pages (§7 "Derived anchors"). */
const REFERENCE_TOTAL_BLOCKS = 142_683;
const ANCHOR_PAGES: ReadonlyArray<[number, number]> = [
  [1, 157],
  [64, 28],
  [300, 118],
];
/** The reference-blocks.jsonl texts are cut to this many UTF-16 units. */
const TEXT_CUT = 200;

function firstDifference(ours: string[], theirs: string[]): { index: number; ours: string; theirs: string } | null {
  const n = Math.max(ours.length, theirs.length);
  for (let i = 0; i < n; i++) {
    if (ours[i] !== theirs[i]) return { index: i, ours: ours[i] ?? '<none>', theirs: theirs[i] ?? '<none>' };
  }
  return null;
}

interface PageDifference {
  id: number;
  ours: number;
  theirs: number;
  diff: ReturnType<typeof firstDifference>;
}

/** Compare every reference page under one decoding; the summary plus the pages whose block count differs. */
function compare(reference: ReferencePage[], dataDir: string, referenceDecoding: boolean) {
  let total = 0;
  let referenceTotal = 0;
  let sameCount = 0;
  let sameTexts = 0;
  const counts = new Map<number, number>();
  const diffs: PageDifference[] = [];
  for (const ref of reference) {
    const page = loadPage(readFileSync(join(dataDir, 'orig', `${ref.id}.html`)), { cleaneval: true, referenceDecoding });
    const texts = page.blocks.map((b) => javaTrim(b.text).slice(0, TEXT_CUT));
    total += texts.length;
    referenceTotal += ref.n;
    counts.set(ref.id, texts.length);
    if (texts.length === ref.n) sameCount++;
    const diff = firstDifference(texts, ref.texts);
    if (diff === null) sameTexts++;
    if (texts.length !== ref.n || reference.length === 1) diffs.push({ id: ref.id, ours: texts.length, theirs: ref.n, diff });
  }
  diffs.sort((a, b) => Math.abs(b.ours - b.theirs) - Math.abs(a.ours - a.theirs));
  const summary = {
    decoding: referenceDecoding ? 'reference (UTF-8, bad bytes dropped)' : 'default (BOM, <meta>, UTF-8, windows-1252)',
    pages: reference.length,
    blocks: total,
    referenceBlocks: referenceTotal,
    relativeDifference: (total - referenceTotal) / referenceTotal,
    sameCountShare: sameCount / reference.length,
    sameTextsShare: sameTexts / reference.length,
    anchors: ANCHOR_PAGES.filter(([id]) => counts.has(id)).map(([id, n]) => `${id}: ${counts.get(id)} (reference ${n})`),
  };
  return { summary, diffs };
}

function main(): void {
  const dataDir = argValue('--data', DEFAULT_CLEANEVAL_FOLDER);
  const worst = Number(argValue('--worst', '15'));
  const onlyPage = Number(argValue('--page', '0'));
  const all: ReferencePage[] = readFileSync(join(dataDir, 'reference-blocks.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as ReferencePage);
  const reference = onlyPage ? all.filter((r) => r.id === onlyPage) : all;
  if (!onlyPage && all.reduce((sum, r) => sum + r.n, 0) !== REFERENCE_TOTAL_BLOCKS) {
    console.warn(`reference-blocks.jsonl does not total ${REFERENCE_TOTAL_BLOCKS} blocks`);
  }
  for (const referenceDecoding of [false, true]) {
    const { summary, diffs } = compare(reference, dataDir, referenceDecoding);
    console.log(JSON.stringify(summary, null, 1));
    for (const d of diffs.slice(0, worst)) console.log(JSON.stringify(d));
  }
}

main();
