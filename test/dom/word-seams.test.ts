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
    expect(allText('<table><tr><th>Company</th><th>City</th></tr></table>')).toBe('Company\tCity');
    expect(allText('<p><span>4.7</span><span>128 reviews</span></p>')).toBe('4.7 128 reviews');
  });

  it('keeps apart the words of two elements with white space, an image or an icon between them', () => {
    expect(allText('<p><b>Bold</b> <i>italic</i> text</p>')).toBe('Bold italic text');
    expect(allText('<p><span>Price</span>&nbsp;<span>EUR 5</span></p>')).toBe('Price EUR 5');
    expect(allText('<div><a href="/a">Apple</a><img src="a.png"><a href="/z">Azure</a></div>')).toBe('Apple Azure');
    expect(allText('<p><b>Cart</b><svg viewBox="0 0 9 9"><path d="M0 0h9"/></svg><b>Menu</b></p>')).toBe('Cart Menu');
    expect(allText('<p><b>4.5</b><i class="material-icons">star</i><b>Great</b></p>')).toBe('4.5 Great');
  });

  it('keeps the white space between two elements after punctuation, as a browser shows it', () => {
    // Only two word characters got a space before: "Tried this recipe?Mention us".
    expect(allText('<div><span>Tried this recipe?</span> <span>Mention us!</span></div>')).toBe('Tried this recipe? Mention us!');
    expect(allText('<p><b>Infrastructure as a service</b> <i>(IaaS)</i> helps</p>')).toBe('Infrastructure as a service (IaaS) helps');
    expect(allText('<p><span>东京</span> <span>大学</span></p>')).toBe('东京大学');
  });

  it("keeps apart a clause's end and the word after it in elements set apart, not a member or a path", () => {
    expect(allText('<div><span>Ruth A.</span><span>Dec 16, 2019</span></div>')).toBe('Ruth A. Dec 16, 2019');
    expect(allText('<p><span>Posted:</span><a href="/d">Monday</a></p>')).toBe('Posted: Monday');
    expect(allText('<p><span>Smith,</span><span>Jane</span></p>')).toBe('Smith, Jane');
    expect(allText('<dt><span>functools.</span><span>cache</span></dt>')).toBe('functools.cache');
    expect(allText('<dt><span>json.</span><span>JSONDecoder</span></dt>')).toBe('json.JSONDecoder');
    expect(allText('<p><span>01.</span><span>Can I pay later?</span></p>')).toBe('01. Can I pay later?');
    expect(allText('<p><span>task::</span><span>spawn</span></p>')).toBe('task::spawn');
    expect(allText('<p><span>Price:</span><span>$5</span></p>')).toBe('Price:$5');
  });

  it('keeps <br>-separated lines apart', () => {
    expect(allText('<p>Weight: 280 g<br>Drop: 6 mm<br/>Made in Portugal</p>')).toBe('Weight: 280 g\nDrop: 6 mm\nMade in Portugal');
  });

  it('keeps a word whole across text formatting, a superscript, a subscript and a drop cap', () => {
    expect(allText('<p>If we <b>r</b><b>ecycle</b> the box</p>')).toBe('If we recycle the box');
    expect(allText('<p><em>Sam</em><strong>urai</strong> Champloo</p>')).toBe('Samurai Champloo');
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
