import { readWcxbGold, readWcxbHtml } from '../../src/corpora/wcxb-files';
import { readWcxbOutputGold } from '../../src/corpora/wcxb-output-gold';
import { wordScores } from '../../src/eval/word-f1';
import { extractWith } from '../../src/inference/extract';
import { createExtractor } from '../../src/inference/registry';
import { wordKey } from '../../src/metadata/words';
import type { Extractor } from '../../src/extractor';
import { WCXB_DIR } from '../support/shared-data';

// Both the gold's Markdown and ours write ATX headings and `-`/`*`/`1.` list markers, one item per line (marked,
// which the measuring script uses, is an ES module that jest cannot load).
const HEADING = /^#{1,6}\s+(.*)$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;

/** The texts of the lines a pattern marks, as word keys (without link targets). */
function marked(markdown: string, pattern: RegExp): string[] {
  return markdown.split('\n').flatMap((line) => {
    const match = line.match(pattern);
    return match ? [wordKey(match[1].replace(/\]\([^)]*\)/g, ']'))] : [];
  });
}

/** Markdown's words without its syntax: emphasis, code, heading, quote and table marks become spaces. */
function markdownWords(markdown: string): string {
  return markdown.replace(/[_*`#>|\\]/g, ' ');
}

describe('Markdown of real WCXB articles with the shipped model', () => {
  let extractor: Extractor;
  beforeAll(async () => {
    extractor = await createExtractor('web2text');
  }, 60_000);

  // Validation articles with headings and lists in their gold Markdown.
  it.each(['0011', '0188'])('page %s: the gold headings are headings, most list items are list items, and no word is lost', (id) => {
    const gold = readWcxbOutputGold(id, WCXB_DIR);
    const result = extractWith(extractor, readWcxbHtml(id, WCXB_DIR), { markdown: true });
    const ours = result.markdown!;
    const ourHeadings = new Set(marked(ours, HEADING));
    const goldHeadings = marked(gold.markdown!, HEADING);
    expect(goldHeadings.length).toBeGreaterThan(5);
    expect(goldHeadings.filter((heading) => !ourHeadings.has(heading))).toEqual([]);
    const ourItems = new Set(marked(ours, LIST_ITEM));
    const goldItems = marked(gold.markdown!, LIST_ITEM);
    expect(goldItems.filter((item) => ourItems.has(item)).length / goldItems.length).toBeGreaterThan(0.6);
    // The Markdown holds the words of the text output: the same F1 against the gold main text.
    const mainText = readWcxbGold(id, WCXB_DIR)!;
    expect(wordScores(markdownWords(ours), mainText).f1).toBeCloseTo(wordScores(result.text, mainText).f1, 2);
  });
});
