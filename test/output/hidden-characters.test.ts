// Soft hyphens, zero-width spaces and word joiners are not drawn by a browser: the outputs leave them out.
import { extract } from '../../src/index';

const HIDDEN = /[\u00AD\u200B\u2060]/;
const PAGE =
  '<html><head><title>Extra&shy;ordinary</title><meta name="description" content="A re&shy;view"></head><body>' +
  '<p>An extra&shy;ordinary river runs through the old&#8203;town, past the market and under the first stone bridge.</p>' +
  '<p>&#8203;</p><p>Its water is cold in the spring, when the snow on the hills above the valley melts away.</p></body></html>';

describe('characters a browser does not draw', () => {
  it('are not in the text, the block texts, the Markdown, the HTML or the metadata', async () => {
    const { text, blocks, markdown, html, metadata } = await extract(PAGE, { markdown: true, html: true });
    expect(text).toBe(
      'An extraordinary river runs through the oldtown, past the market and under the first stone bridge.\n\n' +
        'Its water is cold in the spring, when the snow on the hills above the valley melts away.',
    );
    expect(markdown).toContain('An extraordinary river');
    expect(html).toContain('An extraordinary river');
    expect(metadata?.description).toBe('A review');
    for (const output of [text, markdown, html, metadata?.description, ...blocks.map((block) => block.text)]) expect(output).not.toMatch(HIDDEN);
  });

  it('keep the zero-width joiners that shape Persian words and emoji', async () => {
    const { text } = await extract('<body><p>می\u200Cخواهم یک خانواده 👩\u200D👧 در شهر قدیمی کنار رودخانه بزرگ زندگی کنند و شاد باشند.</p></body>', { method: 'cetd' });
    expect(text).toContain('می\u200Cخواهم');
    expect(text).toContain('👩\u200D👧');
  });
});
