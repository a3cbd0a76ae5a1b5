// Issue 33 item 4 on the shipped default: a product page's rating-star icons and inline items in its text.
import { extract } from '../../src/inference/extract';
import { benchmarkWords } from '../../src/eval/word-f1';

const STARS = '<i class="material-icons">star</i>'.repeat(4) + '<i class="material-icons">star_half</i>';

const PRODUCT_PAGE = `<html><head><title>EVO Trail Shoe</title></head><body>
<nav><a href="/">Home</a><a href="/men">Men</a><a href="/women">Women</a><a href="/sale">Sale</a></nav>
<main><h1>EVO Trail Shoe</h1>
<div class="summary"><span class="stars">${STARS}</span><span class="description">The EVO trail shoe is built for long days
on rough ground. Its outsole grips wet rock and loose gravel, and its upper dries quickly after a river crossing. We
tested it over three hundred kilometres of mountain paths in rain and snow, and the sole held on every surface.</span></div>
<p><span class="score">4.7</span><span class="count">128 reviews</span></p>
<p>Weight: 280 g<br>Drop: 6 mm<br>Upper: recycled polyester mesh with a welded toe cap that keeps stones out</p>
<p>Made for: <a href="/t/trail">Trail running</a><a href="/t/hike">Hiking</a><a href="/t/fast">Fastpacking</a></p>
<p>Each pair is made in Portugal in a factory that runs on solar power and recycles the offcuts of its mesh into
insoles, so the shoe leaves less behind than most trail shoes do.</p></main>
<footer><a href="/terms">Terms</a><a href="/privacy">Privacy</a></footer></body></html>`;

describe('icon text and glued words on a product page (default model)', () => {
  it('keeps the description without the star icons’ names, its words apart from the icons and from each other', async () => {
    const { text } = await extract(PRODUCT_PAGE, { metadata: false });
    const words = benchmarkWords(text);
    expect(text).toContain('The EVO trail shoe is built for long days');
    expect(words.filter((word) => word.includes('star'))).toEqual([]);
    expect(words).toEqual(expect.arrayContaining(['4', '7', '128', 'reviews', 'weight', '280', 'drop', '6', 'mm', 'upper']));
    expect(words).not.toEqual(expect.arrayContaining(['7128']));
    expect(text).toMatch(/^Weight: 280 g$/m);
    expect(text).toMatch(/^Drop: 6 mm$/m);
  });

  it('keeps a line of adjacent links as separate words', async () => {
    const { text } = await extract(PRODUCT_PAGE, { metadata: false });
    expect(text).toContain('Made for: Trail running Hiking Fastpacking');
  });
});
