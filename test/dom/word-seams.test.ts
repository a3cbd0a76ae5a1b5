import { loadPage } from '../../src/dom/page';
import { blocksToText } from '../../src/dom/text';

/** The text of every block of a page. */
const allText = (html: string) => {
  const { blocks } = loadPage(html);
  return blocksToText(blocks, blocks.map(() => 1));
};

describe('blocks that meet without whitespace (src/dom/word-seams.ts)', () => {
  it('keeps the words of adjacent inline links, spans, buttons and header cells apart', () => {
    expect(allText('<nav><a href="/">Home</a><a href="/about">About</a><a href="/c">Contact</a></nav>')).toBe('Home About Contact');
    expect(allText('<div><span>Jane Doe</span><span>STUDENT</span></div>')).toBe('Jane Doe STUDENT');
    expect(allText('<div><button>Details</button><button>Enrol Now</button></div>')).toBe('Details Enrol Now');
    expect(allText('<table><tr><th>Company</th><th>City</th></tr></table>')).toBe('Company City');
    expect(allText('<p><span>4.7</span><span>128 reviews</span></p>')).toBe('4.7 128 reviews');
  });

  it('keeps <br>-separated lines apart', () => {
    expect(allText('<p>Weight: 280 g<br>Drop: 6 mm<br/>Made in Portugal</p>')).toBe('Weight: 280 g\n\nDrop: 6 mm\n\nMade in Portugal');
  });

  it('keeps a word whole across a superscript, a subscript and a drop cap', () => {
    expect(allText('<p>The 21<sup>st</sup> century</p>')).toBe('The 21st century');
    expect(allText('<p>Water is H<sub>2</sub>O.</p>')).toBe('Water is H2O.');
    expect(allText('<p><span class="dropcap">T</span>he first frost came early.</p>')).toBe('The first frost came early.');
  });

  it('adds no space before punctuation, after whitespace, or between characters of scripts written without spaces', () => {
    expect(allText('<p>See the <a href="/g">guide</a>. Then</p>')).toBe('See the guide. Then');
    expect(allText('<p><span>东京</span><span>大学</span></p>')).toBe('东京大学');
  });

  it('separates two kept blocks whose block between them is left out', () => {
    const { blocks } = loadPage('<p><span>Price</span><span>ad</span><span>EUR</span></p>');
    expect(blocksToText(blocks, [1, 0, 1])).toBe('Price EUR');
  });

  it('reads a one-letter link before a capitalised word as two words, not as a drop cap', () => {
    expect(allText('<div><a href="/x">X</a><a href="/y">YouTube</a></div>')).toBe('X YouTube');
  });
});
