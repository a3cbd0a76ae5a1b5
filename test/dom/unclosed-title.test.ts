import { loadPage } from '../../src/dom/page';
import { extract } from '../../src/inference/extract';

const STORY = [
  'Harbour reopens after the storm',
  'The harbour reopened on Monday morning after three days in which no ship could leave or enter the port.',
  'Divers checked the quay walls overnight and found the damage smaller than the engineers had feared.',
  'The ferry to the islands sails again from noon, the port authority said in a statement.',
  'Fishermen who had tied up their boats in the river mouth began to bring them back before dawn.',
];

/**
 * A news page as a crawler stored it with a piece of its head cut out: the <title> runs straight into the middle of an
 * ad script, and its `</title>` went with the cut.
 */
const SPLICED_PAGE = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><title>${STORY[0]} - The Coast Gazette' + ad_query + '"><\\/SCRIPT>');
//-->
</SCRIPT>
</head><body>
<div class="masthead"><a href="/">The Coast Gazette</a> <a href="/news">News</a> <a href="/sport">Sport</a></div>
<div class="story"><h1>${STORY[0]}</h1>
${STORY.slice(1).map((text) => `<p>${text}</p>`).join('\n')}
</div>
<div class="footer">Copyright 2008 The Coast Gazette</div>
</body></html>`;

describe('pages whose <title> is never closed', () => {
  it('reads the body that an unclosed <title> swallowed, ending the title at its first tag', () => {
    const texts = loadPage(SPLICED_PAGE).blocks.map((block) => block.text.trim());
    for (const paragraph of STORY.slice(1)) expect(texts).toContain(paragraph);
    expect(texts).toContain('Copyright 2008 The Coast Gazette');
    expect(texts.join(' ')).not.toMatch(/<\/?(div|p|h1|body)\b/);
  });

  it('extracts the story of such a page with the default model', async () => {
    const { text } = await extract(SPLICED_PAGE);
    for (const paragraph of STORY.slice(1)) expect(text).toContain(paragraph);
    expect(text).not.toContain('Copyright 2008');
  });

  it('closes a <textarea> that swallowed the page the same way', () => {
    const page = loadPage(`<html><body><form><textarea name="comment">Your comment
<div class="story">${STORY.slice(1).map((text) => `<p>${text}</p>`).join('')}</div></body></html>`);
    expect(page.blocks.map((block) => block.text.trim())).toEqual(expect.arrayContaining(STORY.slice(1)));
  });

  it('leaves a page alone whose unclosed title holds no markup, and a page whose body has text', () => {
    expect(loadPage('<html><head><title>Only a title, and nothing after it').blocks).toEqual([]);
    const texts = loadPage('<html><head><title>A title</title></head><body><p>One paragraph.</p><textarea>Type here <b>bold</b>').blocks.map((block) => block.text.trim());
    expect(texts).toEqual(['One paragraph.']);
  });

  it('reads CleanEval files as the reference does (the title keeps the page)', () => {
    const html = `<text id="1">\n${SPLICED_PAGE}\n</text>\n`;
    expect(loadPage(html, { cleaneval: true }).blocks).toEqual([]);
  });
});
