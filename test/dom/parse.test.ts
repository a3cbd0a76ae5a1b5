import { Parser, parse, serialize, type DefaultTreeAdapterMap, type ParserOptions } from 'parse5';
import { speedUpScopeChecks } from '../../src/dom/deep-nesting';
import { loadPage } from '../../src/dom/page';
import { findBody, isElement, parseHtml } from '../../src/dom/parse';
import type { DomText } from '../../src/dom/types';

/** parse5 with only the scope-check speed-up, to compare with plain parse5. */
class FastScopeParser extends Parser<DefaultTreeAdapterMap> {
  constructor(options?: ParserOptions<DefaultTreeAdapterMap>) {
    super(options);
    speedUpScopeChecks(this.openElements);
  }
}

describe('speedUpScopeChecks', () => {
  it('builds exactly the tree parse5 builds, on tricky tree-construction cases', () => {
    const cases = [
      '<p><div>x</div></p>',
      '<table><p>a<td>b</table>',
      '<b><p>x</b>y</p>',
      '<a><div><a>x</a></div></a>',
      '<ul><li>a<li>b<ul><li>c</ul></ul>',
      '<h1><h2>x</h1>y',
      '<svg><title><p>x</p></title></svg><p>y',
      '<select><option>a<p>b</select>',
      '<button><p>a</button>b',
      '<template><p>a</template><p>b',
      '<table><tr><td><p>a<td>b</table>',
      '<p>a<table><tr><td>b</td></tr></table>c<p>d',
      '<dl><dt>a<dd>b<dt>c</dl>',
      '<div><p>a<div><p>b</div></div>',
      '<b><i><p>x</b>y</i>z',
    ];
    for (const html of cases) {
      expect(serialize(FastScopeParser.parse<DefaultTreeAdapterMap>(html))).toBe(serialize(parse(html)));
    }
  });
});

describe('parseHtml (parse5 nudged toward the reference jsoup tree)', () => {
  it('records text-node offsets that cover the raw text', () => {
    const source = '<p>a &amp; b</p><p>c</p>';
    const firstP = findBody(parseHtml(source))?.childNodes[0];
    const text = firstP !== undefined && isElement(firstP) ? firstP.childNodes[0] : undefined;
    expect(text?.nodeName).toBe('#text');
    const { sourceStart, sourceEnd } = text as DomText;
    expect(source.slice(sourceStart, sourceEnd)).toBe('a &amp; b');
  });

  it('starts a new text node after an ignored tag, as jsoup does (a stray </a> splits the text)', () => {
    const page = loadPage('<li>A. C. Challinor</a> is also an author</li>');
    expect(page.blocks.map((b) => b.text)).toEqual(['A. C. Challinor', ' is also an author']);
    expect(page.blocks.map((b) => page.source.slice(b.start, b.end))).toEqual(['A. C. Challinor', ' is also an author']);
    // Entities and whitespace runs do not split text.
    expect(loadPage('<p>a &amp;\n b</p>').blocks).toHaveLength(1);
  });

  it('treats the self-closing syntax on non-void elements as an empty element, as jsoup does', () => {
    // The empty <a> is dropped, so the text is not inside a link (parse5 alone would give body,p,a,#text).
    expect(loadPage('<p><a name="top"/>Intro text</p>').blocks[0].tags).toEqual(['body', 'p', '#text']);
    const select = loadPage('<form><select name="s"/><option>Reviews</option><option>Articles</option></form>');
    expect(select.blocks.map((b) => b.text)).toEqual(['Reviews', 'Articles']);
    const script = loadPage('<div><script type="text/javascript" />InitWizard("x");</script></div>');
    expect(script.blocks.map((b) => b.text)).toEqual(['InitWizard("x");']);
    expect(loadPage('<p>a<br/>b</p>').blocks).toHaveLength(2);
  });

  it('keeps the newline after <pre> in the text span, as jsoup 1.8 does', () => {
    const page = loadPage('<pre>\nline one\n  line two</pre>');
    expect(page.blocks[0].text).toBe(' line one line two');
    expect(page.source.slice(page.blocks[0].start, page.blocks[0].end)).toBe('\nline one\n  line two');
  });

  it('parses <noscript> content in <body> as elements (jsoup runs no scripts) and in <head> as text', () => {
    // In <body>: the <form> inside <noscript> stays open, so </noscript> is ignored and the table stays inside the
    // (skipped) <noscript> until </div> closes them all.
    const body = loadPage('<div><noscript><form action="x"></noscript><table><tr><td>Name</td></tr></table></div><p>after</p>');
    expect(body.blocks.map((b) => b.text)).toEqual(['after']);
    const head = loadPage('<html><head><noscript><p>Enable JavaScript</p></noscript></head><body><p>main</p></body>');
    expect(head.blocks.map((b) => b.text)).toEqual(['main']);
  });
});
