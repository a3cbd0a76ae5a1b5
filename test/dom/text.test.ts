import { loadPage } from '../../src/dom/page';
import { blocksToText } from '../../src/dom/text';

describe('blocksToText (docs/methods/web2text.md §10 CleanTextOutput)', () => {
  const page = loadPage(
    '<h1>Title</h1><p>Para one <a href="#">link</a> end.</p><div>nav</div><ul><li>menu</li></ul><p>Second  para</p>',
  );

  it('has the blocks the example expects', () => {
    expect(page.blocks.map((b) => b.text)).toEqual(['Title', 'Para one ', 'link', ' end.', 'nav', 'menu', 'Second para']);
  });

  it('joins content leaves, with a blank line at block breaks and none inside a paragraph', () => {
    const text = blocksToText(page.blocks, [1, 1, 1, 1, 0, 0, 1]);
    expect(text).toBe('Title\n\nPara one link end.\n\nSecond para');
  });

  it('emits a single break for a run of boilerplate blocks and nothing for none selected', () => {
    expect(blocksToText(page.blocks, [1, 0, 0, 0, 0, 0, 1])).toBe('Title\n\nSecond para');
    expect(blocksToText(page.blocks, [0, 0, 0, 0, 0, 0, 0])).toBe('');
  });

  it('trims lines (NBSP too) and keeps one blank line between paragraphs', () => {
    const nbsp = loadPage('<p>\u00a0 a \u00a0</p><p> </p><p>b</p>');
    expect(blocksToText(nbsp.blocks, [1, 1])).toBe('a\n\nb');
  });

  it('starts a line where a block element follows inline text, as a browser shows it', () => {
    // A byline in a <span> before the first <p>, a list number before a <div>: the reference's lines end only at
    // bbA, so they were glued to the paragraph ("By Ana Berg On Tuesday…", "1.What").
    const byline = loadPage('<div><span>By Ana Berg</span> <p>On Tuesday the mill opened.</p><p>It sells bread.</p></div>');
    const all = byline.blocks.map(() => 1);
    expect(blocksToText(byline.blocks, all)).toBe('By Ana Berg\n\nOn Tuesday the mill opened.\n\nIt sells bread.');
    const numbered = loadPage('<ol><li><b>1.</b><div>What is it?</div></li></ol>');
    expect(blocksToText(numbered.blocks, numbered.blocks.map(() => 1))).toBe('1.\n\nWhat is it?');
  });

  const allText = (html: string) => {
    const page = loadPage(html);
    return blocksToText(page.blocks, page.blocks.map(() => 1));
  };

  it('ends a line at a <br> without a blank line, as innerText does; two <br>s leave a blank line', () => {
    expect(allText('<p>Roses are red,<br>violets are blue.<br/>Sugar is sweet.</p><p>Next verse.</p>')).toBe(
      'Roses are red,\nviolets are blue.\nSugar is sweet.\n\nNext verse.',
    );
    expect(allText('<div>Dear Ana,<br><br>thank you for the bread.</div>')).toBe('Dear Ana,\n\nthank you for the bread.');
    expect(allText('<p>Call <b>us<br></b> <i>today</i></p>')).toBe('Call us\ntoday');
  });

  it("writes a list's items one per line, a nested list's too, and sets the list apart from the paragraphs around it", () => {
    const list = '<p>Pack these:</p><ul><li>A map</li><li>A <b>warm</b> layer<ul><li>fleece</li><li>or wool</li></ul></li><li>Snacks</li></ul><p>Leave early.</p>';
    expect(allText(list)).toBe('Pack these:\n\nA map\nA warm layer\nfleece\nor wool\nSnacks\n\nLeave early.');
    expect(allText('<dl><dt>Distance</dt><dd>12 km</dd><dt>Climb</dt><dd>800 m</dd></dl>')).toBe('Distance\n12 km\nClimb\n800 m');
    // An item of paragraphs keeps them paragraphs.
    expect(allText('<ol><li><p>First step.</p><p>Its note.</p></li><li>Second step.</li></ol>')).toBe('First step.\n\nIts note.\n\nSecond step.');
  });

  it('keeps the text around a form control on its line', () => {
    expect(allText('<p>Quantity: <input type="number" value="1"> pieces, size <select><option>M</option></select> please.</p>')).toBe(
      'Quantity: pieces, size please.',
    );
  });

  it('writes a table row as one line of cells a tab apart, header cells as data cells', () => {
    const table =
      '<p>Prices:</p><table><caption>Fruit</caption><thead><tr><th>Fruit</th><th>Price</th></tr></thead>' +
      '<tbody><tr><td>Apple</td><td>1 <b>EUR</b></td></tr><tr><th>Pear</th><td>2 EUR</td></tr></tbody></table><p>Fresh daily.</p>';
    expect(allText(table)).toBe('Prices:\n\nFruit\nFruit\tPrice\nApple\t1 EUR\nPear\t2 EUR\n\nFresh daily.');
    // An empty cell is a tab more, as innerText writes it, so the columns stay in line.
    expect(allText('<table><tr><th>Item</th><th>Q1</th><th>Q2</th></tr><tr><td>Tea</td><td></td><td>12</td></tr></table>')).toBe('Item\tQ1\tQ2\nTea\t\t12');
    // A cell that holds paragraphs lays out a page, not a row of data: its paragraphs stay paragraphs.
    expect(allText('<table><tr><td>Menu</td><td><p>First.</p><p>Second.</p></td></tr></table>')).toBe('Menu\n\nFirst.\n\nSecond.');
  });

  it('lays out the lines around left-out blocks by the elements between the kept ones', () => {
    const page = loadPage('<p>Line one<br><a href="/x">Advert</a><br>Line two</p><table><tr><td>a</td><td>left out</td><td>b</td></tr></table>');
    expect(page.blocks.map((block) => block.text)).toEqual(['Line one', 'Advert', 'Line two', 'a', 'left out', 'b']);
    // The left-out cell keeps its column, as the Markdown's table keeps its empty cells.
    expect(blocksToText(page.blocks, [1, 0, 1, 1, 0, 1])).toBe('Line one\n\nLine two\n\na\t\tb');
  });

  it('keeps the reference\'s lines for CleanEval pages and with asShown false', () => {
    const html = '<div><span>By Ana Berg</span> <p>On Tuesday the mill opened.</p></div>';
    const page = loadPage(html);
    expect(blocksToText(page.blocks, [1, 1], { asShown: false })).toBe('By Ana Berg On Tuesday the mill opened.');
    const lines = loadPage('<p>One<br>two</p><table><tr><th>a</th><th>b</th></tr><tr><td>c</td><td>d</td></tr></table>');
    expect(blocksToText(lines.blocks, lines.blocks.map(() => 1), { asShown: false })).toBe('One\n\ntwo\n\na b\n\nc\n\nd');
    const cleaneval = loadPage(`<text id="x">\n${html}\n</text>`, { cleaneval: true });
    expect(cleaneval.textAsShown).toBe(false);
  });
});
