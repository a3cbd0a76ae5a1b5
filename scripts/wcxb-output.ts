// The output of issue 19 measured on a WCXB part: metadata (title, author, date) against the gold, per page type
// (titleFolded: the title share when typographic quotes and dashes are folded too, reported beside the strict one);
// the word F1 of the Markdown's text next to that of the plain text; and the share of the gold Markdown's headings
// and list items that ours has as headings and list items. Prints a JSON summary; --out writes one line per page.
//
//   npm run wcxb:output -- [--part validation] [--method web2text] [--data ../shared/wcxb] [--ids 0001,0002] [--out pages.jsonl]
import { writeFileSync } from 'fs';
import { marked, type Token, type Tokens } from 'marked';
import { decodeHTML } from 'entities';
import { isSkipped } from '../dist/corpora/corpus-entry';
import { DEFAULT_WCXB_FOLDER } from './data-folders';
import { readWcxbPages } from '../dist/corpora/wcxb-files';
import { readWcxbSplit } from '../dist/corpora/wcxb-split';
import { readWcxbOutputGold } from '../dist/corpora/wcxb-output-gold';
import { loadPage } from '../dist/dom/page';
import { authorMatches, dateMatches, titleMatches, titleMatchesFolded } from '../dist/eval/metadata-match';
import { wordScores } from '../dist/eval/word-f1';
import { extractPage } from '../dist/inference/extract';
import { createExtractor } from '../dist/inference/registry';
import { wordKey } from '../dist/metadata/words';
import { argValue } from './bench-common';

/** Markdown as the text a reader sees: rendered, tags dropped, entities decoded. */
function markdownText(markdown: string): string {
  const html = marked.parse(markdown, { async: false }) as string;
  return decodeHTML(html.replace(/<[^>]*>/g, ' '));
}

function inlineText(markdown: string): string {
  return wordKey(decodeHTML((marked.parseInline(markdown, { async: false }) as string).replace(/<[^>]*>/g, ' ')));
}

interface Structure {
  headings: string[];
  listItems: string[];
}

/** The headings and list items (each item's own text, without its nested lists) of a Markdown text, as word keys. */
function structureOf(markdown: string): Structure {
  const structure: Structure = { headings: [], listItems: [] };
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'heading') structure.headings.push(inlineText((token as Tokens.Heading).text));
      if (token.type === 'list') {
        for (const item of (token as Tokens.List).items) {
          const own = item.tokens.filter((t) => t.type !== 'list').map((t) => ('text' in t ? String(t.text) : '')).join(' ');
          structure.listItems.push(inlineText(own));
        }
      }
      const children = (token as { tokens?: Token[]; items?: Tokens.ListItem[] }).tokens ?? (token as Tokens.List).items;
      if (children) walk(children as Token[]);
    }
  };
  walk(marked.lexer(markdown));
  structure.headings = structure.headings.filter((key) => key !== '');
  structure.listItems = structure.listItems.filter((key) => key !== '');
  return structure;
}

/** Gold items found in ours as the same kind of item; and of those whose words our text has at all. */
function found(gold: readonly string[], ours: readonly string[], ourText: string): { gold: number; asSuch: number; inText: number; asSuchOfInText: number } {
  const set = new Set(ours);
  const text = ` ${wordKey(ourText)} `;
  let asSuch = 0;
  let inText = 0;
  let asSuchOfInText = 0;
  for (const key of gold) {
    const present = text.includes(` ${key} `);
    if (present) inText++;
    if (set.has(key)) {
      asSuch++;
      if (present) asSuchOfInText++;
    }
  }
  return { gold: gold.length, asSuch, inText, asSuchOfInText };
}

interface PageResult {
  id: string;
  pageType: string;
  title?: { gold: string; ours?: string; match: boolean; matchFolded: boolean };
  author?: { gold: string; ours?: string; match: boolean };
  date?: { gold: string; ours?: string; match: boolean };
  textF1?: number;
  markdownF1?: number;
  headings?: ReturnType<typeof found>;
  listItems?: ReturnType<typeof found>;
}

async function main(): Promise<void> {
  const dataDir = argValue('--data', DEFAULT_WCXB_FOLDER);
  const part = argValue('--part', 'validation') as 'train' | 'validation' | 'test';
  const idsArg = argValue('--ids', '');
  const ids = idsArg ? idsArg.split(',') : readWcxbSplit()[part];
  const method = argValue('--method', 'web2text');
  const outFile = argValue('--out', '');
  const extractor = await createExtractor(method);
  const results: PageResult[] = [];
  // Every page with a gold field counts for that field, whether or not it has main_content.
  for (const id of ids) {
    const gold = readWcxbOutputGold(id, dataDir);
    const entry = [...readWcxbPages(dataDir, [id])][0];
    if (isSkipped(entry)) {
      process.stderr.write(`skipped ${id}: ${entry.skipped.reason}\n`);
      continue;
    }
    const { page } = entry;
    const loaded = loadPage(page.html);
    const result = extractPage(extractor, loaded, { markdown: true });
    const metadata = result.metadata ?? {};
    const r: PageResult = { id, pageType: page.pageType ?? 'unknown' };
    if (gold.title) r.title = { gold: gold.title, ours: metadata.title, match: titleMatches(metadata.title, gold.title), matchFolded: titleMatchesFolded(metadata.title, gold.title) };
    if (gold.author) r.author = { gold: gold.author, ours: metadata.author, match: authorMatches(metadata.author, gold.author) };
    if (gold.date) r.date = { gold: gold.date, ours: metadata.date, match: dateMatches(metadata.date, gold.date) };
    r.textF1 = wordScores(result.text, page.gold).f1;
    r.markdownF1 = wordScores(markdownText(result.markdown ?? ''), page.gold).f1;
    if (gold.markdown) {
      const theirs = structureOf(gold.markdown);
      const ours = structureOf(result.markdown ?? '');
      r.headings = found(theirs.headings, ours.headings, result.text);
      r.listItems = found(theirs.listItems, ours.listItems, result.text);
    }
    results.push(r);
    process.stderr.write(`${results.length}/${ids.length}\r`);
  }
  if (outFile) writeFileSync(outFile, results.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const types = ['all', ...[...new Set(results.map((r) => r.pageType))].sort()];
  const summary: Record<string, unknown> = {};
  for (const type of types) {
    const pages = results.filter((r) => type === 'all' || r.pageType === type);
    const share = (field: 'title' | 'author' | 'date') => {
      const withGold = pages.filter((r) => r[field] !== undefined);
      return { pages: withGold.length, matched: withGold.filter((r) => r[field]!.match).length, share: round(withGold.filter((r) => r[field]!.match).length / (withGold.length || 1)) };
    };
    const mean = (pick: (r: PageResult) => number | undefined) => round(pages.reduce((s, r) => s + (pick(r) ?? 0), 0) / (pages.length || 1));
    const pooled = (field: 'headings' | 'listItems') => {
      const sum = (key: keyof ReturnType<typeof found>) => pages.reduce((s, r) => s + (r[field]?.[key] ?? 0), 0);
      return { gold: sum('gold'), asSuch: round(sum('asSuch') / (sum('gold') || 1)), inText: round(sum('inText') / (sum('gold') || 1)), asSuchOfInText: round(sum('asSuchOfInText') / (sum('inText') || 1)) };
    };
    summary[type] = {
      pages: pages.length,
      title: share('title'),
      titleFolded: round(pages.filter((r) => r.title?.matchFolded).length / (pages.filter((r) => r.title !== undefined).length || 1)),
      author: share('author'),
      date: share('date'),
      textF1: mean((r) => r.textF1),
      markdownF1: mean((r) => r.markdownF1),
      headings: pooled('headings'),
      listItems: pooled('listItems'),
    };
  }
  process.stdout.write(JSON.stringify({ part, method, pages: results.length, summary }, null, 2) + '\n');
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

void main();
