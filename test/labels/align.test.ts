import { alignCleanText, alignedString } from '../../src/labels/align';
import { maskSource } from '../../src/labels/mask';

/** The aligned view of a source: aligned chars kept, the rest GAP. */
function aligned(source: string, clean: string): string {
  return alignedString(source, alignCleanText(source, clean).aligned);
}

/** The aligned chars only (what ended up labelled as gold text). */
function alignedText(source: string, clean: string): string {
  return aligned(source, clean).replace(/□/g, '');
}

const PARA_A = 'The quick brown fox jumps over the lazy dog near the river bank.';
const PARA_B = 'Meanwhile seven wizards quietly brewed an extraordinary potion.';
const PARA_C = 'Nobody expected the annual parade to end with a marching band.';

function page(body: string): string {
  return `<html><head><title>T</title><style>p { color: red }</style></head>\n<body><div class="nav"><a href="/">Home</a> | <a href="/x">News</a></div>\n${body}\n<div class="footer">Copyright 2007 Example Corp</div></body></html>`;
}

describe('maskSource (docs/methods/web2text.md §6.2 step 1)', () => {
  it('masks head, script, style, comments, named entities and tags, keeping length and numeric entities', () => {
    const source = '<HEAD><title>x</title></HEAD><p class="a">Hi &amp; bye &#169;<!-- c --><script>var a = 1;</script>';
    const masked = maskSource(source);
    expect(masked).toHaveLength(source.length);
    expect(masked.replace(/□/g, '')).toBe('Hi  bye &#169;');
  });

  it('masks a whole <header> element, like the reference regex', () => {
    expect(maskSource('<header>Site name</header>Text').replace(/□/g, '')).toBe('Text');
  });
});

describe('alignCleanText (§6.2)', () => {
  it('aligns an exact copy of the content and nothing of the boilerplate', () => {
    const source = page(`<p>${PARA_A}</p>\n<p>${PARA_B}</p>`);
    // The newline between the paragraphs sits between masked tags: skipping it is cheaper than a gap + match.
    expect(alignedText(source, `${PARA_A}\n${PARA_B}`)).toBe(`${PARA_A}${PARA_B}`);
  });

  it('ignores clean-text words that are not in the page', () => {
    const source = page(`<p>${PARA_A}</p>\n<p>${PARA_B}</p>`);
    const clean = `${PARA_A}\nXYZZY inserted words qqq\n${PARA_B}`;
    const text = alignedText(source, clean);
    expect(text).toContain(PARA_A);
    expect(text).toContain(PARA_B);
    expect(text).not.toContain('Home');
    expect(text).not.toContain('Copyright');
  });

  it('drops a paragraph that the clean text moved before paragraphs preceding it in the page', () => {
    const source = page(`<p>${PARA_A}</p>\n<p>${PARA_B}</p>\n<p>${PARA_C}</p>`);
    // C's anchor comes first; A's anchor lies before it in the source, so the reference removes C's match.
    expect(alignedText(source, `${PARA_C}\n${PARA_A}\n${PARA_B}`)).toBe(`${PARA_A}${PARA_B}`);
  });

  it('does not align entity text or tags, and tolerates case and whitespace differences', () => {
    const source = page(`<p>Fish &amp; chips are served\n   daily at the SEASIDE cafe by the old pier.</p>`);
    const clean = 'Fish chips are served daily at the seaside cafe by the old pier.';
    const view = aligned(source, clean);
    expect(view).toContain('Fish□□□□□□ chips are served\n□□□daily at the SEASIDE cafe by the old pier.□□□□');
    expect(view.indexOf('&amp;')).toBe(-1);
  });

  it('aligns nothing when the clean text matches nothing, and everything stays in bounds', () => {
    const source = page(`<p>${PARA_A}</p>`);
    const result = alignCleanText(source, 'zzzz qqqq');
    expect(result.aligned).toHaveLength(source.length);
    expect(result.aligned.reduce((a, b) => a + b, 0)).toBeLessThan(4);
    expect(alignCleanText(source, '').aligned.every((bit) => bit === 0)).toBe(true);
  });

  it('segments tile the source in order', () => {
    const source = page(`<p>${PARA_A}</p>\n<p>${PARA_B}</p>`);
    const { segments } = alignCleanText(source, `${PARA_B}\n${PARA_A}`);
    let at = 0;
    for (const s of segments) {
      expect(s.srcStart).toBe(at);
      expect(s.cleanEnd).toBeGreaterThanOrEqual(s.cleanStart);
      at = s.srcEnd;
    }
    expect(at).toBe(source.length);
  });
});
