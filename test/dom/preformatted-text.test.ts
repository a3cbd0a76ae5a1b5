import { loadPage } from '../../src/dom/page';
import { blocksToText } from '../../src/dom/text';
import { benchmarkWords } from '../../src/eval/word-f1';
import { extract } from '../../src/inference/extract';

const allContent = (page: ReturnType<typeof loadPage>) => page.blocks.map(() => 1);
const textOf = (html: string) => {
  const page = loadPage(html);
  return blocksToText(page.blocks, allContent(page));
};

const TUTORIAL = `<body><p>Write this:</p><pre><code class="language-python"><span class="k">def</span> <span class="nf">add</span>(a, b):
    <span class="k">return</span> a + b

print(add(1, 2))
</code></pre><p>Done.</p></body>`;

describe('the text output of preformatted text', () => {
  it('keeps the line breaks and indentation of highlighted code, between the paragraphs around it', () => {
    expect(textOf(TUTORIAL)).toBe('Write this:\n\ndef add(a, b):\n    return a + b\n\nprint(add(1, 2))\n\nDone.');
  });

  it('keeps a poem\'s lines and drops the blank lines around them and the spaces at their ends', () => {
    expect(textOf('<pre>\n\n  Roses are red,   \n    violets are blue.\n\n</pre>')).toBe('  Roses are red,\n    violets are blue.');
  });

  it('keeps the columns of a table in <pre>, tabs too', () => {
    expect(textOf('<pre>name\tage\nAda \t36\n</pre>')).toBe('name\tage\nAda \t36');
  });

  it('leaves out a boilerplate text inside the pre and keeps two words around it apart', () => {
    const page = loadPage('<pre>first line\n<a href="/">copy</a><span>second</span>\nthird</pre>');
    expect(page.blocks.map((block) => block.text)).toEqual(['first line ', 'copy', 'second', ' third']);
    expect(blocksToText(page.blocks, [1, 0, 1, 1])).toBe('first line\nsecond\nthird');
  });

  it('has the words of the collapsed text, so word and shingle scores stay as they were', () => {
    const page = loadPage(TUTORIAL);
    const kept = blocksToText(page.blocks, allContent(page));
    const collapsed = blocksToText(page.blocks, allContent(page), { asShown: false });
    expect(collapsed).toBe('Write this:\n\ndef add(a, b): return a + b print(add(1, 2))\n\nDone.');
    expect(benchmarkWords(kept)).toEqual(benchmarkWords(collapsed));
  });

  it('is the reference\'s collapsed text on CleanEval pages', async () => {
    const orig = `<text id="1">\n${TUTORIAL}\n</text>`;
    const { text } = await extract(orig, { cleaneval: true, method: 'bte' });
    expect(text).toContain('(a, b): return a + b print(add(1, 2))');
    expect((await extract(TUTORIAL, { method: 'bte' })).text).toContain('(a, b):\n    return a + b\n\nprint(add(1, 2))');
  });

  it('writes a line for each <br> and each element the page sets a line of code in, within one paragraph', () => {
    expect(textOf('<pre>first line<br>  second line<br>\nafter a blank line</pre><p>Next.</p>')).toBe('first line\n  second line\n\nafter a blank line\n\nNext.');
    expect(textOf('<pre><div class="line">if (x) {</div><div class="line">  y();</div><div class="line">}</div></pre>')).toBe('if (x) {\n  y();\n}');
  });

  it('reads a <pre> of many lines once, not once per line', () => {
    const lines = 20_000;
    const page = loadPage(`<pre>${Array.from({ length: lines }, (_, i) => `line ${i}`).join('<br>')}</pre>`);
    const started = performance.now();
    const text = blocksToText(page.blocks, allContent(page));
    expect(text.split('\n')).toHaveLength(lines);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
