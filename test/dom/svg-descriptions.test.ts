import { loadPage } from '../../src/dom/page';

const texts = (html: string, cleaneval = false) => loadPage(html, { cleaneval }).blocks.map((block) => block.text.trim());

// An icon sprite sheet as sites inline it at the top of <body>, each symbol with its title and description.
const SPRITES =
  '<svg width="0" height="0" style="position:absolute"><defs>' +
  '<symbol id="icon-arrow"><title>Icon - Arrow</title><desc>An icon we use to indicate a rightwards action.</desc><path d="M0 0h9"/></symbol>' +
  '<symbol id="icon-mail"><desc>The icon we use to represent an email action.</desc><metadata>Created with a tool</metadata></symbol>' +
  '</defs></svg>';

describe('SVG descriptions are not text (src/dom/svg-descriptions.ts)', () => {
  it("skips an SVG's <desc> and <metadata>, keeping the page's text and an SVG's drawn <text>", () => {
    const html = `<body>${SPRITES}<p>Rivers shaped the towns along them.</p><svg viewBox="0 0 90 20"><text x="0" y="15">Flow in 2024</text></svg></body>`;
    expect(texts(html)).toEqual(['Rivers shaped the towns along them.', 'Flow in 2024']);
  });

  it('keeps an HTML element named desc (a custom tag) as text', () => {
    expect(texts('<body><desc>Shown as any unknown element is</desc></body>')).toEqual(['Shown as any unknown element is']);
  });

  it('keeps SVG descriptions on CleanEval pages, read as the reference reads them', () => {
    const orig = `<text id="1">\n${SPRITES}<p>Rivers</p>\n</text>`;
    expect(texts(orig, true)).toEqual(['An icon we use to indicate a rightwards action.', 'The icon we use to represent an email action.', 'Created with a tool', 'Rivers']);
  });
});
