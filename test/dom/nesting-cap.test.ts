// The parser's nesting cap (src/dom/nesting-cap.ts): at most 512 elements open at once, as in Blink, and
// formatting elements re-opened within a budget, so that deep pages cost work in proportion to their length.
import { parse, serialize } from 'parse5';
import { loadPage } from '../../src/dom/page';
import { parseHtml, templateContent } from '../../src/dom/parse';
import { MAX_OPEN_ELEMENTS } from '../../src/dom/nesting-cap';
import type { DomNode } from '../../src/dom/types';

interface TreeShape {
  elements: number;
  /** Most elements on one path from the document down (template contents included). */
  depth: number;
  /** Number of text nodes, and their text joined. */
  texts: number;
  text: string;
}

/** Walks a tree with an explicit stack (parse5's serializer and jsdom recurse per level). */
function shape(html: string): TreeShape {
  const stack: [DomNode, number][] = [[parseHtml(html), 0]];
  const result: TreeShape = { elements: 0, depth: 0, texts: 0, text: '' };
  const texts: string[] = [];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if ('tagName' in node) result.elements++;
    if (node.nodeName === '#text') texts.push((node as { value: string }).value);
    result.depth = Math.max(result.depth, depth);
    const parent = (templateContent(node) ?? node) as { childNodes?: DomNode[] };
    const children = parent.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], 'tagName' in children[i] ? depth + 1 : depth]);
  }
  result.texts = texts.length;
  result.text = texts.join('');
  return result;
}

describe('nesting cap', () => {
  it('opens at most 512 elements at once: 1,000,000 nested <div>s keep every word, the rest of the page too', () => {
    const html = '<body>' + '<div>x'.repeat(1_000_000) + '</div>'.repeat(1_000_000) + '<p>after</p>';
    const tree = shape(html);
    expect(tree.depth).toBe(MAX_OPEN_ELEMENTS);
    expect(tree.text).toBe('x'.repeat(1_000_000) + 'after');
    // Each dropped <div> still parts the text, so each x stays a block of its own.
    expect(tree.texts).toBe(1_000_001);
  });

  it('keeps pages below the cap as they are: 500 nested <div>s stay 500', () => {
    const tree = shape('<body>' + '<div>x'.repeat(500));
    expect(tree.elements).toBe(503);
    expect(tree.depth).toBe(502);
  });

  it('keeps void elements past the cap: the <br>s of a deep page still break its lines', () => {
    const page = loadPage('<body>' + '<div>'.repeat(600) + 'one<br>two<img alt="">three');
    expect(page.blocks.map((b) => b.text)).toEqual(['one', 'two', 'three']);
  });

  it('parses 200,000 unclosed <template>s (40 s before the cap) keeping their text', () => {
    const tree = shape('<body><p>first</p>' + '<template>x'.repeat(200_000));
    expect(tree.depth).toBe(MAX_OPEN_ELEMENTS);
    expect(tree.text).toBe('first' + 'x'.repeat(200_000));
  });

  it('re-opens formatting elements within a budget: 4,000 <p><b id=N> paragraphs make at most two elements per start tag', () => {
    // Each <p> closes the <b>s before it and its text re-opens all of them (HTML §13.2.4.3): 8 million
    // elements and 21 s for this 56 KB page before the budget.
    const html = '<body>' + Array.from({ length: 4000 }, (_, i) => `<p><b id=${i}>x`).join('');
    const startTags = 1 + 2 * 4000;
    const tree = shape(html);
    // <html>, <head>, <body>; an element per start tag; at most one re-opened per start tag, plus 512.
    expect(tree.elements).toBeLessThanOrEqual(3 + startTags + (startTags + MAX_OPEN_ELEMENTS));
    expect(tree.text).toBe('x'.repeat(4000));
  });

  it('re-opens formatting elements as parse5 does on ordinary misnested markup', () => {
    const html = '<p><b>bold <i>both</p><p>still both</i> bold</b> plain</p><font><div>in font</font> after</div>';
    expect(serialize(parseHtml(html))).toBe(serialize(parse(html)));
    expect(serialize(parseHtml(html))).toContain('<p><b><i>still both</i> bold</b> plain</p>');
  });
});
