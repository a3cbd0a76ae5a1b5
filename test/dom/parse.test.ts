import { parse, serialize } from 'parse5';
import { findBody, isElement, parseHtml } from '../../src/dom/parse';

describe('parseHtml (parse5 with offsets and a fast scope check)', () => {
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
    ];
    for (const html of cases) expect(serialize(parseHtml(html))).toBe(serialize(parse(html)));
  });

  it('records text-node offsets that cover the raw text', () => {
    const source = '<p>a &amp; b</p><p>c</p>';
    const body = findBody(parseHtml(source));
    const firstP = body?.childNodes[0];
    const text = firstP !== undefined && isElement(firstP) ? firstP.childNodes[0] : undefined;
    const loc = text?.sourceCodeLocation;
    expect(loc).toBeDefined();
    expect(source.slice(loc?.startOffset, loc?.endOffset)).toBe('a &amp; b');
  });
});
