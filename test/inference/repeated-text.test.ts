import { BLOCK_MATCH_TEXTS } from '../../src/dom/block-match-texts';
import { loadPage } from '../../src/dom/page';
import { BLOCK_WORDS } from '../../src/features/block-ancestry';
import { evaluate } from '../../src/eval/evaluate';
import { extract } from '../../src/inference/extract';
import { REPEATED_TEXT_MIN_WORDS, withoutRepeatedText } from '../../src/inference/repeated-text';

const SECTION = 'Capture crystal-clear close-ups of birds with our next-generation camera and its wider view.';

// A product page as today's templates write it: the same section for phones and for desktops, one copy hidden
// by a class the stylesheet hides; each card ends in the same short button text.
const PRODUCT = `<html><head><title>Smart feeder</title></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/help">Help</a></nav>
<main><h1>Smart bird feeder</h1>
<div class="only-mobile"><h2>Stunning photos and videos</h2><p>${SECTION}</p></div>
<div class="only-desktop"><h2>Stunning photos and videos</h2><p>${SECTION}</p></div>
<p>The feeder holds two litres of seed and tells you on your phone when it runs low, so the birds never find it empty.</p>
<p>It is made of recycled plastic that stands sun, frost and rain for years without fading or cracking at the seams.</p>
</main>
<footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>
</body></html>`;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('a passage is kept once', () => {
  const page = loadPage(PRODUCT);
  const words = page.get(BLOCK_WORDS);
  const indexOf = (text: string, from = 0) => page.blocks.findIndex((block, i) => i >= from && block.text.trim() === text);
  const first = indexOf(SECTION);
  const second = indexOf(SECTION, first + 1);
  const heading = indexOf('Stunning photos and videos');
  const headingAgain = indexOf('Stunning photos and videos', heading + 1);

  it('drops the later copy of a long passage the content already holds, and keeps short repeats', () => {
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
    expect(words[heading]).toBeLessThan(REPEATED_TEXT_MIN_WORDS);
    const [labels] = withoutRepeatedText([new Uint8Array(page.blocks.length).fill(1)], page.get(BLOCK_MATCH_TEXTS), words);
    expect(labels[first]).toBe(1);
    expect(labels[second]).toBe(0);
    expect(labels[heading]).toBe(1);
    expect(labels[headingAgain]).toBe(1);
    // Every other block is left as it was.
    expect(labels.reduce((sum, label) => sum + label, 0)).toBe(page.blocks.length - 1);
  });

  it('keeps a copy whose earlier twin is boilerplate', () => {
    const labels = new Uint8Array(page.blocks.length).fill(1);
    labels[first] = 0;
    expect(withoutRepeatedText([labels], page.get(BLOCK_MATCH_TEXTS), words)[0][second]).toBe(1);
  });

  it('reads a labelling given twice once, and gives both what each would get alone', () => {
    const labels = new Uint8Array(page.blocks.length).fill(1);
    const other = new Uint8Array(page.blocks.length).fill(1);
    other[first] = 0;
    const [alone] = withoutRepeatedText([labels], page.get(BLOCK_MATCH_TEXTS), words);
    const [once, otherResult, twice] = withoutRepeatedText([labels, other, labels], page.get(BLOCK_MATCH_TEXTS), words);
    expect(Array.from(once)).toEqual(Array.from(alone));
    expect(twice).toBe(once);
    expect(otherResult[second]).toBe(1);
    expect(once[second]).toBe(0);
  });

  it('does not change its input', () => {
    const labels = new Uint8Array(page.blocks.length).fill(1);
    withoutRepeatedText([labels], page.get(BLOCK_MATCH_TEXTS), words);
    expect(labels.every((label) => label === 1)).toBe(true);
  });

  it('the shipped default says the section once; asked to keep repeats, twice', async () => {
    const dropped = await extract(PRODUCT);
    const kept = await extract(PRODUCT, { dropRepeatedText: false });
    expect(occurrences(kept.text, SECTION)).toBe(2);
    expect(occurrences(dropped.text, SECTION)).toBe(1);
    expect(dropped.text).toContain('two litres of seed');
  });

  it('an evaluation records the decoding rules it ran with, and scores the gold that says the passage once higher', async () => {
    const gold = `Smart bird feeder\n\nStunning photos and videos\n\n${SECTION}\n\nThe feeder holds two litres of seed and tells you on your phone when it runs low, so the birds never find it empty.\n\nIt is made of recycled plastic that stands sun, frost and rain for years without fading or cracking at the seams.`;
    const pages = [{ corpus: 'jsonl' as const, id: 'feeder', html: PRODUCT, gold }];
    const dropped = await evaluate({ pages });
    const kept = await evaluate({ pages, model: { dropRepeatedText: false } });
    expect(dropped).toMatchObject({ contentFloor: true, dropRepeatedText: true });
    expect(kept).toMatchObject({ contentFloor: true, dropRepeatedText: false });
    expect(dropped.viterbi.wordF1.overall.precision).toBeGreaterThan(kept.viterbi.wordF1.overall.precision);
  });
});
