// The run-at-a-time tokenizer states must give exactly parse5's own tokens and offsets.
import { parse, serialize, Tokenizer, TokenizerMode, type DefaultTreeAdapterMap, type Token, type TokenHandler } from 'parse5';
import { consumeCharacterRuns } from '../../src/dom/character-runs';
import { templateContent } from '../../src/dom/parse';
import { ReferenceParser } from '../../src/dom/reference-parser';
import type { DomText } from '../../src/dom/types';

type Recorded = (string | number | boolean)[];

/** Tokens of `chunks` as [kind, content…, startOffset, endOffset]; <script>/<style>/<title> switch states as a tree builder would. */
function tokensOf(chunks: string[], fast: boolean): Recorded[] {
  const out: Recorded[] = [];
  const span = (t: Token.Token) => [t.location?.startOffset ?? -1, t.location?.endOffset ?? -1];
  const rawStates: Record<string, Tokenizer['state']> = {
    script: TokenizerMode.SCRIPT_DATA,
    style: TokenizerMode.RAWTEXT,
    title: TokenizerMode.RCDATA,
    textarea: TokenizerMode.RCDATA,
  };
  let tokenizer: Tokenizer;
  const handler: TokenHandler = {
    onCharacter: (t) => out.push(['chars', t.chars, ...span(t)]),
    onWhitespaceCharacter: (t) => out.push(['whitespace', t.chars, ...span(t)]),
    onNullCharacter: (t) => out.push(['null', t.chars, ...span(t)]),
    onStartTag: (t) => {
      out.push(['start', t.tagName, JSON.stringify(t.attrs), t.selfClosing, ...span(t)]);
      if (t.tagName in rawStates) tokenizer.state = rawStates[t.tagName];
    },
    onEndTag: (t) => out.push(['end', t.tagName, ...span(t)]),
    onComment: (t) => out.push(['comment', t.data, ...span(t)]),
    onDoctype: (t) => out.push(['doctype', String(t.name), ...span(t)]),
    onEof: (t) => out.push(['eof', ...span(t)]),
  };
  tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  if (fast) consumeCharacterRuns(tokenizer);
  chunks.forEach((chunk, i) => tokenizer.write(chunk, i === chunks.length - 1));
  return out;
}

const TRICKY =
  '<!DOCTYPE html>Hello  world\n\tfoo <b class="x &amp; y" data-a=\'it&apos;s\' id=q>bold</b> &copy; 2006 ' +
  '<!-- a -- b - c <d> --> text\0null\r\nline2\r\rthree \uD83D\uDE00 emoji \uD800 lone <a href="\uD83D\uDE00\0x">' +
  '<script>if (a < b && c) { x = "</scr" + "ipt>"; }\0</script><style>p{}\n</style>' +
  '<script><!--\nif (a - b < c) { d--; x = "</p>"; } -\0- <!-- y\n// --><script>z</script> ' +
  '<title>T &amp; T\0</title><textarea>\n x</textarea>\f\f<p>end';

describe('consumeCharacterRuns', () => {
  it('gives parse5 tokens and offsets on text, entities, comments, attributes, raw text, escaped script, NUL, CR and surrogates', () => {
    const expected = tokensOf([TRICKY], false);
    expect(expected.length).toBeGreaterThan(40);
    expect(tokensOf([TRICKY], true)).toEqual(expected);
  });

  it('gives parse5 tokens on a page longer than parse5 keeps buffered (64 KiB)', () => {
    const paragraph = '<p class="c">Some text, with  spaces\nand <i>tags</i> &amp; entities.</p><!-- note -->\n';
    const page = paragraph.repeat(3000);
    expect(page.length).toBeGreaterThan(3 * 65536);
    expect(tokensOf([page], true)).toEqual(tokensOf([page], false));
  });

  it('leaves input written in chunks to parse5', () => {
    const chunks = [TRICKY.slice(0, 50), TRICKY.slice(50, 120), TRICKY.slice(120)];
    expect(tokensOf(chunks, true)).toEqual(tokensOf([TRICKY], false));
  });
});

describe('ReferenceParser with character runs', () => {
  // Insertion modes where whitespace and other text are handled differently (tables, frameset-ok, head, foreign
  // content, textarea's leading newline) next to ones where text is one token per run (body, cell, select).
  const pages = [
    '<html><head> <title> A  title </title> </head> <body>\n Some  text &amp; more\ttext <b>bold <i>both</b> after</i> end\n</body></html>',
    '<table> <tr> <td> cell  text </td> x y <td>\n</td></tr></table><p> after</p><table>\n<tr><td>a</td></tr>\t</table>',
    '<table><caption> cap tion </caption><colgroup> <col> </colgroup><tbody> \n <tr><th> h </th></tr></tbody></table>',
    '<body> <p>lead</p> \n <frameset><frame></frameset>',
    '<body>\n \n<frameset><frame></frameset>',
    '<select> <option> one </option> two <optgroup> x </optgroup></select><table><tr><td><select> <option>in table</option></select></td></tr></table>',
    '<textarea>\n\nkept newline</textarea><div>\n<svg> <text> svg  text </text> </svg> <math> <mi> x </mi> </math></div>',
    '<template> <p> in template </p> text </template><ul>\n <li> one\n <li> two </ul>',
    'no markup at all, just  text\nover lines',
    '<html><head><title>t</title> \n head text\n after head</html>',
    '<html><head></head>\n\tbody text <frameset></frameset></html>',
  ];

  it.each(pages)('builds parse5\'s tree and text spans for %s', (html) => {
    const ours = ReferenceParser.parse<DefaultTreeAdapterMap>(html);
    const theirs = parse(html, { sourceCodeLocationInfo: true });
    expect(serialize(ours)).toBe(serialize(theirs));
    const spans = (node: DefaultTreeAdapterMap['parentNode'], out: number[][], own: boolean) => {
      for (const child of node.childNodes) {
        if (child.nodeName === '#text') {
          const text = child as DomText;
          const location = child.sourceCodeLocation;
          out.push(own ? [text.sourceStart, text.sourceEnd] : [location!.startOffset, location!.endOffset]);
        } else if ('childNodes' in child) {
          spans(child, out, own);
          const content = templateContent(child);
          if (content !== undefined) spans(content, out, own);
        }
      }
      return out;
    };
    expect(spans(ours, [], true)).toEqual(spans(theirs, [], false));
  });
});
