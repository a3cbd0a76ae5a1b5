import { loadPage } from '../../src/dom/page';
import { EmptyPageError } from '../../src/errors';

const blocksOf = (html: string) => loadPage(html).blocks;
const texts = (html: string) => blocksOf(html).map((b) => b.text);

describe('Collapsed DOM and blocks (docs/methods/web2text.md §2)', () => {
  it('collapses single-child chains: <li><a>Home</a></li> is one block li,a,#text', () => {
    const blocks = blocksOf('<ul><li><a href="/">Home</a></li><li class="x y">About</li></ul>');
    expect(blocks.map((b) => b.text)).toEqual(['Home', 'About']);
    expect(blocks[0].tags).toEqual(['li', 'a', '#text']);
    expect(blocks[1].tags).toEqual(['li', '#text']);
    expect(blocks[1].classNames).toEqual([['x', 'y'], []]);
    // The parent of both leaves is the <ul> internal node; <body> collapsed onto <ul>.
    expect(blocks[0].node.parent).toBe(blocks[1].node.parent);
    expect(blocks[0].node.parent?.tags).toEqual(['body', 'ul']);
  });

  it('drops skip tags with their content', () => {
    const html =
      '<p>a</p><script>var x = 1;</script><style>p{}</style><select><option>o</option></select>' +
      '<textarea>t</textarea><noscript>n</noscript><iframe>i</iframe><title>T</title><p>b</p>';
    expect(texts(html)).toEqual(['a', 'b']);
  });

  it('drops whitespace-only, NBSP-only and control-only text (Java trim + [\\p{Z}\\s])', () => {
    expect(texts('<p>  \n\t </p><p>&nbsp;&nbsp;</p><p>\u3000</p><p>\u0001</p><p>x</p>')).toEqual(['x']);
    // A non-space control char between NBSPs is not blank.
    expect(texts('<p>\u00a0\u0001\u00a0</p>')).toHaveLength(1);
  });

  it('keeps the text normalised but untrimmed, entities decoded (§1)', () => {
    const blocks = blocksOf('<p>  Fish &amp;\n\tchips &lt;b&gt; &eacute;&#233; &nbsp;x </p>');
    expect(blocks[0].text).toBe(' Fish & chips <b> éé \u00a0x ');
  });

  it('gives source offsets of the raw text, entities included', () => {
    const html = '<div><p>Hello &amp; bye</p></div>';
    const [block] = loadPage(html).blocks;
    expect(html.slice(block.start, block.end)).toBe('Hello &amp; bye');
    const page = loadPage('<p>one<!-- c -->two</p>');
    expect(page.blocks.map((b) => page.source.slice(b.start, b.end))).toEqual(['one', 'two']);
  });

  it('splits text at comments and <br>, and <br> gives block breaks', () => {
    const blocks = blocksOf('<div><span>a</span>b<br>c</div>');
    expect(blocks.map((b) => b.text)).toEqual(['a', 'b', 'c']);
    expect(blocks.map((b) => [b.blockBreakBefore, b.blockBreakAfter])).toEqual([
      [true, false], // first leaf of the <div>: propagated (§3d)
      [false, true], // next sibling is <br>
      [true, true], // previous sibling is <br>; last leaf of the <div>
    ]);
  });

  it('takes a chain’s block breaks from its outermost element only (§3b)', () => {
    // <span><div>inner</div></span>: the inner <div> is a block tag, but the outer <span> decides.
    const blocks = blocksOf('<div>a <span><div>inner</div></span> b</div>');
    expect(blocks.map((b) => b.text)).toEqual(['a ', 'inner', ' b']);
    expect(blocks[1].tags).toEqual(['span', 'div', '#text']);
    expect([blocks[1].blockBreakBefore, blocks[1].blockBreakAfter]).toEqual([false, false]);
  });

  it('propagates block breaks down the leftmost/rightmost chains (§3d)', () => {
    const blocks = blocksOf('<span>x</span><div><span>a</span><b>b</b></div><span>y</span>');
    expect(blocks.map((b) => b.text)).toEqual(['x', 'a', 'b', 'y']);
    const flags = blocks.map((b) => [b.blockBreakBefore, b.blockBreakAfter]);
    // x: first leaf of <body> (bbB) and next to the <div> (bbA); a/b: first/last of the <div>; y: after the <div>.
    expect(flags).toEqual([
      [true, true],
      [true, false],
      [false, true],
      [true, true],
    ]);
  });

  it('handles unclosed tags like a browser', () => {
    expect(texts('<div><p>a<p>b<table><tr><td>c<td>d')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns no blocks (root null) for pages without body text; an empty input and binary bytes are not HTML', () => {
    for (const input of ['<!DOCTYPE html>', '<html><head><title>T</title></head><body> \n </body></html>', '<frameset></frameset>']) {
      const page = loadPage(input);
      expect(page.root).toBeNull();
      expect(page.blocks).toEqual([]);
    }
    const binary = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    expect(() => loadPage(binary)).toThrow(/^not HTML: /);
    expect(() => loadPage('')).toThrow(EmptyPageError);
    expect(() => loadPage(Buffer.from(' \r\n'))).toThrow(EmptyPageError);
  });

  it('survives 100,000 nested <div>s without overflowing the stack', () => {
    const depth = 100_000;
    const page = loadPage('<div>'.repeat(depth) + 'deep' + '</div>'.repeat(depth));
    expect(page.blocks).toHaveLength(1);
    expect(page.blocks[0].text).toBe('deep');
    expect(page.blocks[0].tags[0]).toBe('body');
    expect(page.blocks[0].tags[page.blocks[0].tags.length - 1]).toBe('#text');
  });

  it('parses a 10 MB page (its 480,000 blocks allowed by maxBlocks: the default limit is 50,000)', () => {
    const paragraph = '<p>Some text here, with a <a href="#">link</a> and words.</p>\n';
    const copies = Math.ceil(10_000_000 / paragraph.length);
    const page = loadPage(paragraph.repeat(copies), { maxBlocks: 3 * copies });
    expect(page.blocks).toHaveLength(3 * copies);
  });
});
