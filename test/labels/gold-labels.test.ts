import type { GoldPage } from '../../src/corpora/corpus';
import { loadCleanText, loadOrigBytes } from '../../src/corpora/cleaneval-files';
import { DP_LIMITS } from '../../src/labels/gap-dp';
import { labelGoldPage, MIN_ALIGNED_SHARE } from '../../src/labels/gold-labels';
import { labelPage } from '../../src/labels/block-labels';
import { readWcxbPages } from '../../src/corpora/wcxb-files';
import { CLEANEVAL_DIR, WCXB_DIR } from '../support/shared-data';

function goldPage(html: string, gold: string): GoldPage {
  return { corpus: 'jsonl', id: 'p', html, gold };
}

const ARTICLE = `<html><body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/about">About us</a></nav>
<article><h1>Rivers of the north</h1>
<p>The northern rivers freeze early in the autumn and thaw late in the spring.</p>
<p>Fishermen cut holes in the ice and wait for hours in the cold.</p></article>
<footer>Copyright 2026 Example News. All rights reserved.</footer>
</body></html>`;

function wcxbPage(id: string): GoldPage {
  const [entry] = readWcxbPages(WCXB_DIR, [id]);
  if (!('page' in entry)) throw new Error(`WCXB page ${id} skipped`);
  return entry.page;
}

describe('labels of any GoldPage', () => {
  it('labels the blocks whose characters align to the gold as content (⌊2C/3⌋ rule)', () => {
    const gold = 'Rivers of the north\n\nThe northern rivers freeze early in the autumn and thaw late in the spring.\n\nFishermen cut holes in the ice and wait for hours in the cold.';
    const result = labelGoldPage(goldPage(ARTICLE, gold));
    const content = result.parsed.blocks.filter((_, i) => result.labels[i] === 1).map((block) => block.text.trim());
    expect(content).toEqual([
      'Rivers of the north',
      'The northern rivers freeze early in the autumn and thaw late in the spring.',
      'Fishermen cut holes in the ice and wait for hours in the cold.',
    ]);
    expect(result.labels.length).toBeGreaterThan(content.length); // the menu and footer blocks are boilerplate
    expect(result).toMatchObject({ alignedShare: 1, trainable: true });
    expect(result.reason).toBeUndefined();
  });

  it('gives a CleanEval page the same labels as the CleanEval labeller', () => {
    const page: GoldPage = { corpus: 'cleaneval', id: '64', html: loadOrigBytes(64, CLEANEVAL_DIR), cleanevalWrapper: true, gold: loadCleanText(64, CLEANEVAL_DIR) };
    expect(Array.from(labelGoldPage(page).labels)).toEqual(Array.from(labelPage(64, CLEANEVAL_DIR).labels));
  });

  it('reports a page whose gold lives only in a JSON-LD script with its aligned share, not for training', () => {
    const html = `<html><head><script type="application/ld+json">{"@type": "Product", "description":
      "A soft merino wool sweater, knitted in Scotland, warm in winter and light in spring."}</script></head>
      <body><nav>Shop Men Women Sale</nav><h1>Merino sweater</h1><button>Add to cart</button>
      <footer>Free returns within 30 days</footer></body></html>`;
    const result = labelGoldPage(goldPage(html, 'A soft merino wool sweater, knitted in Scotland, warm in winter and light in spring.'));
    expect(result.alignedShare).toBeLessThan(MIN_ALIGNED_SHARE);
    expect(result.trainable).toBe(false);
    expect(result.reason).toBe(`aligned share ${result.alignedShare.toFixed(3)} < ${MIN_ALIGNED_SHARE}: the content blocks hold too little of the gold`);
  });

  it('reports a real page whose gold is only in scripts (WCXB 0582, a Next.js page-data script)', () => {
    const result = labelGoldPage(wcxbPage('0582'));
    // Its shown blocks held 2 of its 117 gold words; its JSON-LD product description, read as candidate blocks
    // (dom/declared-body.ts), is the gold's first paragraph, 42 words, and these are what aligns now.
    expect(result.alignedShare).toBeCloseTo(42 / 117, 3);
    expect(result.trainable).toBe(false);
  });

  it('reports a page without text blocks (WCXB 4838: a forum thread whose posts are only in a script)', () => {
    const result = labelGoldPage(wcxbPage('4838'));
    expect(result).toMatchObject({ alignedShare: 0, trainable: false, reason: 'the page body has no text blocks' });
    expect(result.labels).toHaveLength(0);
  });

  it('labels a forum thread that sits in <noscript> (WCXB 0504), as a browser without JavaScript shows it', () => {
    const result = labelGoldPage(wcxbPage('0504'));
    expect(result.trainable).toBe(true);
    expect(result.alignedShare).toBeGreaterThan(0.95);
  });

  it('does not train on a gold without words', () => {
    const result = labelGoldPage(goldPage(ARTICLE, ''));
    expect(Array.from(result.labels).every((label) => label === 0)).toBe(true);
    expect(result).toMatchObject({ alignedShare: 1, trainable: false, reason: 'the gold has no words, so every block would be labelled boilerplate' });
  });

  it('reports a failed alignment with its reason, every block boilerplate', () => {
    const limits = { ...DP_LIMITS };
    Object.assign(DP_LIMITS, { maxFullTableCells: 10, maxCells: 10 }); // any gap between anchors is now too large
    try {
      const result = labelGoldPage(goldPage(ARTICLE, 'Rivers of the south'));
      expect(result).toMatchObject({ alignedShare: 0, trainable: false });
      expect(result.reason).toMatch(/^alignment failed: alignment gap too large: \d+ source × \d+ clean chars/);
      expect(Array.from(result.labels).every((label) => label === 0)).toBe(true);
    } finally {
      Object.assign(DP_LIMITS, limits);
    }
  });

  it('takes another threshold', () => {
    const gold = 'The northern rivers freeze early in the autumn and thaw late in the spring. Bears sleep all winter long.';
    const result = labelGoldPage(goldPage(ARTICLE, gold));
    expect(result.alignedShare).toBeCloseTo(14 / 19, 12); // the paragraph's 14 words of the gold's 19
    expect(result.trainable).toBe(false);
    expect(labelGoldPage(goldPage(ARTICLE, gold), { minAlignedShare: 0.7 }).trainable).toBe(true);
  });
});
