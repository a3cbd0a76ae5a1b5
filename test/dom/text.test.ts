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

  it('keeps the reference\'s lines for CleanEval pages and with asShown false', () => {
    const html = '<div><span>By Ana Berg</span> <p>On Tuesday the mill opened.</p></div>';
    const page = loadPage(html);
    expect(blocksToText(page.blocks, [1, 1], { asShown: false })).toBe('By Ana Berg On Tuesday the mill opened.');
    const cleaneval = loadPage(`<text id="x">\n${html}\n</text>`, { cleaneval: true });
    expect(cleaneval.textAsShown).toBe(false);
  });
});
