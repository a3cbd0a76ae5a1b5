import { readFileSync } from 'fs';
import path from 'path';
import { extract } from '../../src/inference/extract';

// The shipped default decides each column of a repeated group as one (its manifest's groupDecision).
const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'groups', name), 'utf8');
const labelsOf = (blocks: { text: string; label: number }[], pattern: RegExp) => blocks.filter((block) => pattern.test(block.text)).map((block) => block.label);

describe('the default decides repeated groups as wholes', () => {
  it('keeps a listing of 12 cards whole: every title, blurb, price and rating, and none of the buttons', async () => {
    const html = fixture('listing-12-cards.html');
    const { text, blocks } = await extract(html, { metadata: false });
    const titles = [...html.matchAll(/<h3 class="product-card__title">([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(titles).toHaveLength(12);
    for (const title of titles) expect(text).toContain(title);
    for (const price of ['$149.00', '$289.00', '$59.00', '$69.00']) expect(text).toContain(price);
    expect(text).toContain('Folds into its pocket.');
    expect(labelsOf(blocks, /out of 5 stars/)).toEqual(new Array(12).fill(1));
    expect(labelsOf(blocks, /^Add to cart$/)).toEqual(new Array(12).fill(0));
    expect(text).not.toContain('Privacy policy');
  });

  it('makes a product page\'s review list one choice, which the blocks alone split', async () => {
    const html = fixture('product-reviews.html');
    const reviewTexts = /^(I have worn|Really well made|Packs into|It keeps the rain|Five days of hiking|I bought the orange)/;
    const decided = await extract(html, { metadata: false });
    const decidedReviews = labelsOf(decided.blocks, reviewTexts);
    expect(decidedReviews).toHaveLength(6);
    expect(new Set(decidedReviews).size).toBe(1);
    // Block by block, the same nets keep some reviews and leave others out.
    const alone = await extract(html, { metadata: false, groupDecision: false });
    expect(new Set(labelsOf(alone.blocks, reviewTexts)).size).toBe(2);
    // The product's own description is kept either way.
    expect(decided.text).toContain('The Trail Runner 3 is a light, packable shell for wet runs.');
  });
});
