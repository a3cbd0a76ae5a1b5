import { defaultTreeAdapter, parse } from 'parse5';
import { buildCdom } from '../../src/dom/cdom';
import { createPage, loadPage } from '../../src/dom/page';
import { findBody } from '../../src/dom/parse';
import type { DomElement, Page } from '../../src/dom/types';
import { HEURISTICS, HEURISTIC_NAMES } from '../../src/heuristics';

const ODD_PAGES: Record<string, string> = {
  'empty document': '<!DOCTYPE html>',
  'no body (frameset)': '<html><frameset><frame src="a.html"></frameset></html>',
  'text directly in body': 'just some text directly in the body',
  'only scripts and styles': '<html><body><script>var x = "words words";</script><style>p{}</style></body></html>',
  'broken markup': '<div><p>unclosed <b>bold <i>both</div></span><table><td>cell</p> text',
};

/** 100,000 nested divs built through the tree adapter (parse5's own parser is quadratic in depth). */
function deeplyNestedPage(depth: number): Page {
  const document = parse('<html><body></body></html>');
  let parent: DomElement = findBody(document)!;
  for (let level = 0; level < depth; level++) {
    const div = defaultTreeAdapter.createElement('div', parent.namespaceURI, []);
    defaultTreeAdapter.appendChild(parent, div);
    parent = div;
    if (level % 1000 === 0) defaultTreeAdapter.insertText(parent, `text at level ${level}`);
  }
  defaultTreeAdapter.insertText(parent, 'the deepest text');
  return createPage('', document, buildCdom(findBody(document)!));
}

describe.each(HEURISTIC_NAMES)('%s on bad inputs', (name) => {
  const extractor = HEURISTICS[name];

  it.each(Object.entries(ODD_PAGES))('labels every block of an odd page (%s) without throwing', (_label, html) => {
    const page = loadPage(html);
    const result = extractor.label(page);
    expect(result.labels).toHaveLength(page.blocks.length);
    expect(result.labels.every((label) => label === 0 || label === 1)).toBe(true);
  });

  it('says why when there is no body text to judge', () => {
    expect(extractor.label(loadPage('<html><frameset></frameset></html>')).reason).toBeDefined();
  });

  it('walks 100,000 nested divs without overflowing the stack', () => {
    const page = deeplyNestedPage(100_000);
    const result = extractor.label(page);
    expect(result.labels).toHaveLength(page.blocks.length);
    expect(result.labels.some((label) => label === 1)).toBe(true);
  });
});

describe('a 10 MB page', () => {
  const paragraph = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod. '.repeat(40)}</p>`;
  const menu = '<ul><li><a href="/a">Home</a></li><li><a href="/b">News</a></li></ul>';
  const page = loadPage(`<html><body>${menu}<div>${paragraph.repeat(Math.ceil(10e6 / paragraph.length))}</div></body></html>`);

  it.each(HEURISTIC_NAMES)('%s labels it, keeping the text', (name) => {
    expect(page.source.length).toBeGreaterThan(10e6);
    const labels = HEURISTICS[name].label(page).labels;
    expect(labels).toHaveLength(page.blocks.length);
    expect(labels[page.blocks.length - 1]).toBe(1);
  });
});
