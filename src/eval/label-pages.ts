// The methods on pages without gold (a folder, a JSONL file, a WARC, read by the batch sources): each page's
// labels from every method as compare runs them (method-outputs.ts), and, instead of F1, what can be said without
// gold: the share of blocks and words each method keeps, its ms/page, how often two methods agree on a block, and
// where a method estimates its own word F1 (the default model's confidence), that estimate.
// A JSONL line that carries gold (a string "gold") gets its gold labels and word F1 on that page.
import { checkArgument } from '../arguments';
import { jsonlItem } from '../batch/jsonl-source';
import { isSkipped, type BatchItem, type SourceEntry } from '../batch/source';
import { isDoubtful } from '../confidence/doubtful';
import type { Page } from '../dom/types';
import type { Extractor } from '../extractor';
import { outputConfidence } from '../inference/extract';
import { readablePage } from './readable-page';
import { methodOutputs, releaseClosedWindows } from './method-outputs';
import { goldLabels, median, type MethodPageOutput, type OnPageScored, type ScoredPage } from './score-pages';
import { benchmarkWords, wordScores } from './word-f1';

export interface KeptShares {
  /** Share of the page's blocks labelled content. */
  blocks: number;
  /** Share of the page's words (the benchmark's words of its blocks) in blocks labelled content. */
  words: number;
}

export interface UnlabelledMethodSummary {
  /** Over every block and every word of the labelled pages. */
  kept: KeptShares;
  msPerPage: number;
  failures: { id: string; reason: string }[];
  /** Where the method estimates its word F1 (the default model): on how many pages, and how many are doubtful. */
  confidence?: { pages: number; doubtful: number };
}

export interface Labelling {
  pages: ScoredPage[];
  blocks: number;
  words: number;
  /** Pages of the input that could not be read or parsed, with the reason. */
  skipped: { id: string; reason: string }[];
  /** Records of the input that are not pages (a WARC's requests, metadata, non-HTML responses). */
  notPages: number;
  methods: Record<string, UnlabelledMethodSummary>;
  /** agreement[a][b]: share of all blocks on which methods a and b give the same label. */
  agreement: Record<string, Record<string, number>>;
}

const wordsOfBlocks = (page: Page): number[] => page.blocks.map((block) => benchmarkWords(block.text).length);

/** The share of a page's blocks and words that labels keep. */
export function keptShares(page: Page, labels: ArrayLike<number>): KeptShares {
  const words = wordsOfBlocks(page);
  let blocks = 0;
  let keptWords = 0;
  for (let i = 0; i < words.length; i++) {
    if (labels[i] !== 1) continue;
    blocks++;
    keptWords += words[i];
  }
  const allWords = words.reduce((a, b) => a + b, 0);
  return { blocks: words.length === 0 ? 0 : blocks / words.length, words: allWords === 0 ? 0 : keptWords / allWords };
}

/** Share of blocks on which the methods' labels are not all the same. */
export function disagreementOf(page: Page, methods: Record<string, { labels: Uint8Array }>): number {
  const lanes = Object.values(methods).map((m) => m.labels);
  if (page.blocks.length === 0 || lanes.length === 0) return 0;
  let differing = 0;
  for (let i = 0; i < page.blocks.length; i++) if (lanes.some((labels) => labels[i] !== lanes[0][i])) differing++;
  return differing / page.blocks.length;
}

interface Totals {
  keptBlocks: number;
  keptWords: number;
  pageMs: number[];
  failures: { id: string; reason: string }[];
  sameLabel: Record<string, number>;
  confident: number;
  doubtful: number;
}

/** The page of an input item, or why there is none. */
function parsedItem(item: BatchItem): { page: Page; parseMs: number } | { reason: string } {
  if (item.error !== undefined || item.html === undefined) return { reason: item.error ?? 'no html' };
  return readablePage(item.html, { url: item.url }, item.charset);
}

/** Labels every page of the input with every extractor; a page that cannot be read is recorded with its reason. */
export async function labelPages(
  entries: AsyncIterable<SourceEntry>,
  extractors: readonly Extractor[],
  onPage?: (done: number, id: string) => void,
  onLabelled?: OnPageScored,
): Promise<Labelling> {
  checkArgument(typeof (entries as Partial<AsyncIterable<SourceEntry>> | null)?.[Symbol.asyncIterator] === 'function', entries, "labelPages takes the batch source's entries (an async iterable) first");
  checkArgument(Array.isArray(extractors) && extractors.every((m) => typeof m?.label === 'function'), extractors, 'labelPages takes the extractors made by createExtractor(method) after the entries');
  const names = extractors.map((m) => m.name);
  const byName = new Map(extractors.map((m) => [m.name, m]));
  const totals: Record<string, Totals> = {};
  for (const name of names) totals[name] = { keptBlocks: 0, keptWords: 0, pageMs: [], failures: [], sameLabel: Object.fromEntries(names.map((other) => [other, 0])), confident: 0, doubtful: 0 };
  const result: Labelling = { pages: [], blocks: 0, words: 0, skipped: [], notPages: 0, methods: {}, agreement: {} };
  let done = 0;
  for await (const sourceEntry of entries) {
    if (isSkipped(sourceEntry)) {
      result.notPages++;
      continue;
    }
    const entry = jsonlItem(sourceEntry);
    const id = String(entry.id);
    const parsed = parsedItem(entry);
    onPage?.(++done, id);
    if ('reason' in parsed) {
      result.skipped.push({ id, reason: parsed.reason });
      continue;
    }
    const { page } = parsed;
    const words = wordsOfBlocks(page).reduce((a, b) => a + b, 0);
    const gold = entry.gold === undefined ? undefined : goldLabels({ id, gold: entry.gold }, page);
    const outputs: Record<string, MethodPageOutput> = {};
    for (const [name, { output, ms, failure }] of methodOutputs(page, extractors, parsed.parseMs)) {
      const t = totals[name];
      const kept = keptShares(page, output.labels);
      t.keptBlocks += kept.blocks * page.blocks.length;
      t.keptWords += kept.words * words;
      t.pageMs.push(ms);
      if (failure !== undefined) t.failures.push({ id, reason: failure });
      const wordF1 = entry.gold === undefined ? undefined : wordScores(output.text, entry.gold).f1;
      const confidence = failure === undefined ? outputConfidence(byName.get(name)!, page, output) : undefined;
      if (confidence !== undefined) {
        t.confident++;
        if (isDoubtful(confidence)) t.doubtful++;
      }
      outputs[name] = { labels: output.labels, pContent: output.pContent, ms, failure, wordF1, confidence };
    }
    for (const a of names) {
      for (const b of names) {
        for (let i = 0; i < page.blocks.length; i++) if (outputs[a].labels[i] === outputs[b].labels[i]) totals[a].sameLabel[b]++;
      }
    }
    const scored: ScoredPage = { id, blocks: page.blocks.length };
    if (gold !== undefined && 'reason' in gold) scored.notInBlockMetrics = `its gold does not align: ${gold.reason}`;
    result.pages.push(scored);
    result.blocks += page.blocks.length;
    result.words += words;
    onLabelled?.({ scored, page, goldLabels: gold !== undefined && 'labels' in gold ? gold.labels : undefined, methods: outputs });
    await releaseClosedWindows();
  }
  const share = (part: number, all: number) => (all === 0 ? 0 : part / all);
  for (const name of names) {
    const t = totals[name];
    result.methods[name] = { kept: { blocks: share(t.keptBlocks, result.blocks), words: share(t.keptWords, result.words) }, msPerPage: median(t.pageMs), failures: t.failures };
    if (t.confident > 0) result.methods[name].confidence = { pages: t.confident, doubtful: t.doubtful };
    result.agreement[name] = Object.fromEntries(names.map((other) => [other, share(t.sameLabel[other], result.blocks)]));
  }
  return result;
}
