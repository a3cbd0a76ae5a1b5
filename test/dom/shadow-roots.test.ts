import { serialize } from 'parse5';
import { loadPage } from '../../src/dom/page';
import { findBody, parseHtml } from '../../src/dom/parse';
import { attachShadowRoots } from '../../src/dom/shadow-roots';
import type { DomElement } from '../../src/dom/types';
import { extract } from '../../src/inference/extract';
import { PageLimitError } from '../../src/errors';

const texts = (html: string, cleaneval = false) => loadPage(html, { cleaneval }).blocks.map((block) => block.text.trim());

const STORY = [
  'On Tuesday morning residents of the valley woke to find the river flowing uphill, a rare event caused by a tidal surge meeting a sudden wind from the sea.',
  'Hydrologists who studied the surge said such reversals happen perhaps once in a century on this stretch of the coast, when several conditions meet.',
  'Officials said the water would return to its usual course by the evening, and advised people to keep away from the banks until then.',
];

/** A server-rendered web component: its shadow tree holds the headline and two paragraphs, its light DOM the byline and a third. */
const COMPONENT_PAGE = `<!DOCTYPE html><html><head><title>The Valley News</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></nav>
<news-story>
<template shadowrootmode="open"><style>h1 { font-size: 2em }</style>
<h1>The river that ran backwards for a day</h1>
<div class="byline"><slot name="byline"></slot></div>
<p>${STORY[0]}</p>
<slot></slot>
<p>${STORY[2]}</p>
</template>
<span slot="byline">By Ana Lopez</span>
<p>${STORY[1]}</p>
</news-story>
<template><p>A row template that a script would copy, never shown.</p></template>
<footer>Copyright 2026 The Valley News</footer>
</body></html>`;

describe('declarative shadow DOM', () => {
  it('reads a shadow root in its host, each slot showing the host children assigned to it, as a browser lays them out', () => {
    expect(texts(COMPONENT_PAGE)).toEqual([
      'Home', 'News', 'About', 'The river that ran backwards for a day', 'By Ana Lopez', ...STORY, 'Copyright 2026 The Valley News',
    ]);
  });

  it('shows a slot\'s own children when nothing is assigned to it, and not the host children that no slot takes', () => {
    const html = `<body><x-card><template shadowrootmode="closed"><p>shadow</p><slot name="note"><b>fallback shown</b></slot>
      <slot><i>fallback hidden</i></slot></template><span>light default</span><span slot="elsewhere">taken by no slot</span></x-card></body>`;
    expect(texts(html)).toEqual(['shadow', 'fallback shown', 'light default']);
  });

  it('reads a shadow root inside a shadow root, the outer host\'s children passing through both slots', () => {
    const html = '<body><outer-box><template shadowrootmode="open"><h2>outer</h2><inner-box><template shadowrootmode="open">[<slot></slot>]</template><slot></slot></inner-box></template><p>light</p></outer-box></body>';
    expect(texts(html)).toEqual(['outer', '[', 'light', ']']);
  });

  it('leaves out what a browser does not attach: a plain <template>, an unknown mode, a second shadow root, a host that cannot have one', () => {
    expect(texts('<body><div><template><p>plain</p></template><template shadowrootmode="bogus"><p>bogus</p></template>light</div></body>')).toEqual(['light']);
    expect(texts('<body><div><template shadowrootmode="open"><p>first</p><slot></slot></template><template shadowrootmode="open"><p>second</p></template>light</div></body>')).toEqual(['first', 'light']);
    expect(texts('<body><a href="/"><template shadowrootmode="open"><p>in a link</p></template>link</a></body>')).toEqual(['link']);
  });

  it('shows a shadow tree of 60,000 slots in linear time (each slot replaced in place took 25 s and more)', () => {
    const document = parseHtml(`<body><x-list><template shadowrootmode="open">${'<slot></slot> item '.repeat(60_000)}</template><b>light</b></x-list></body>`, { maxBlocks: 100_000 });
    const t0 = performance.now();
    attachShadowRoots(document);
    expect((performance.now() - t0) / 1000).toBeLessThan(2);
    const host = findBody(document)!.childNodes[0] as DomElement;
    // The light child in the first slot, then the items' text as one run: the other slots show nothing.
    expect(host.childNodes).toHaveLength(2);
    expect(serialize(host).slice(0, 20)).toBe('<b>light</b> item  i');
  });

  it('reads the text on both sides of a slot that shows nothing as one block, one line as a browser shows it', () => {
    const html = '<body><price-tag><template shadowrootmode="open">Price: <slot name="amount"></slot>12 USD<slot name="unit"></slot><slot></slot>, tax included</template></price-tag><p>Next</p></body>';
    expect(texts(html)).toEqual(['Price: 12 USD, tax included', 'Next']);
    // A slot that shows something keeps its own node between the texts.
    expect(texts('<body><price-tag><template shadowrootmode="open">Price: <slot></slot> USD</template><b>12</b></price-tag></body>')).toEqual(['Price:', '12', 'USD']);
  });

  it('counts the blocks of a shown shadow root while the page is parsed, so that a page over the limit is refused then', () => {
    const paragraphs = '<p>one line</p>'.repeat(50);
    const shadowPage = `<body><x-list><template shadowrootmode="open">${paragraphs}</template></x-list></body>`;
    expect(() => parseHtml(shadowPage, { maxBlocks: 40, shadowRoots: true })).toThrow(PageLimitError);
    expect(() => loadPage(shadowPage, { maxBlocks: 40 })).toThrow(PageLimitError);
    // What no browser shows is not counted: a read without shadow roots (CleanEval), a second shadow root of a host,
    // a plain template, a host that cannot have one.
    expect(() => parseHtml(shadowPage, { maxBlocks: 40 })).not.toThrow();
    for (const inert of [
      `<body><x-list><template shadowrootmode="open">shown</template><template shadowrootmode="open">${paragraphs}</template></x-list></body>`,
      `<body><div><template>${paragraphs}</template></div></body>`,
      `<body><a href="/"><template shadowrootmode="open">${paragraphs}</template></a></body>`,
    ]) {
      expect(() => parseHtml(inert, { maxBlocks: 40, shadowRoots: true })).not.toThrow();
    }
  });

  it('reads CleanEval files as the reference does (no template content)', () => {
    expect(texts(`<text id="1">\n${COMPONENT_PAGE}\n</text>\n`, true)).toEqual(['Home', 'News', 'About', 'By Ana Lopez', STORY[1], 'Copyright 2026 The Valley News']);
  });

  it('keeps the shadow tree\'s text as content in the text, Markdown and HTML outputs, with the model and the heuristics', async () => {
    const learned = await extract(COMPONENT_PAGE, { markdown: true, html: true });
    // The headline and byline, in the shadow tree and its slot, are the page's title and author, not its content.
    expect(learned.text.split('\n\n')).toEqual(STORY);
    expect(learned.metadata).toMatchObject({ title: 'The river that ran backwards for a day', author: 'Ana Lopez' });
    for (const text of STORY) {
      expect(learned.markdown).toContain(text);
      expect(learned.html).toContain(`<p>${text}</p>`);
    }
    for (const method of ['cetd', 'wlr', 'bte'] as const) {
      const { text } = await extract(COMPONENT_PAGE, { method });
      for (const paragraph of STORY) expect(text).toContain(paragraph);
    }
    expect((await extract(COMPONENT_PAGE, { method: 'mce' })).text).toContain(STORY[0]);
  });
});
