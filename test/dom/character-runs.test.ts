// The run-at-a-time tokenizer states must give exactly parse5's own tokens and offsets.
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { consumeCharacterRuns } from '../../src/dom/character-runs';

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
  '<title>T &amp; T\0</title><textarea>\n x</textarea>\f\f<p>end';

describe('consumeCharacterRuns', () => {
  it('gives parse5 tokens and offsets on text, entities, comments, attributes, raw text, NUL, CR and surrogates', () => {
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
