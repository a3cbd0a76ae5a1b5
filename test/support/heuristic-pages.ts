// Hand-made pages whose right answer is obvious, shared by the heuristics tests.
import { loadPage } from '../../src/dom/page';
import type { Page } from '../../src/dom/types';

const SENTENCE = 'The committee met on Tuesday to discuss the new budget and its long term effects on the city. ';
const MENU_ITEMS = ['Home', 'News', 'Sport', 'Weather', 'Jobs', 'Shop', 'Blog', 'Help', 'Maps', 'Mail'];
const AD_ITEMS = ['Buy now', 'Cheap flights', 'Cars', 'Loans', 'Insurance', 'Dating', 'Games', 'Casino', 'Pills', 'Credit'];

export const linkList = (items: string[]): string =>
  `<ul>${items.map((item) => `<li><a href="/${encodeURIComponent(item)}">${item}</a></li>`).join('')}</ul>`;
const paragraph = (sentences: number): string => `<p>${SENTENCE.repeat(sentences)}</p>`;
const story = (id: string, title: string): string =>
  `<div id="${id}"><h2>${title}</h2>${[4, 3, 2, 3, 4, 2, 3].map(paragraph).join('')}</div>`;
const FOOTER = '<div id="footer"><a href="/privacy">Privacy</a> | <a href="/terms">Terms</a> <span>Copyright 2020 Example Inc</span></div>';

export const ARTICLE_PAGE = `<html><head><title>t</title></head><body><div id="page">
<div id="menu">${linkList(MENU_ITEMS)}</div>${story('article', 'Big headline of the story')}${FOOTER}</div></body></html>`;

export const TWO_REGIONS_PAGE = `<html><body><div id="page"><div id="menu">${linkList(MENU_ITEMS)}</div>
${story('first', 'First story')}<div id="ads">${linkList(AD_ITEMS)}</div>${story('second', 'Second story')}${FOOTER}</div></body></html>`;

export const LINK_LIST_PAGE = `<html><body>${linkList(Array.from({ length: 30 }, (_, i) => `Link number ${i}`))}</body></html>`;

/** The page and, per block, the id of the region it belongs to (the nearest ancestor with an id). */
export function loadWithRegions(html: string): { page: Page; region: string[] } {
  const page = loadPage(html);
  const region = page.blocks.map((block) => {
    for (let node = block.textNode.parentNode; node && 'attrs' in node; node = node.parentNode) {
      const id = node.attrs.find((attr) => attr.name === 'id')?.value;
      if (id) return id;
    }
    return '';
  });
  return { page, region };
}

/** The regions of the blocks labelled content / boilerplate. */
export function regionsByLabel(region: string[], labels: Uint8Array): { content: Set<string>; boilerplate: Set<string> } {
  const content = new Set<string>();
  const boilerplate = new Set<string>();
  region.forEach((id, i) => (labels[i] ? content : boilerplate).add(id));
  return { content, boilerplate };
}
