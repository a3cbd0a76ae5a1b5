// A page's template, as page fields: against the site the page is bound to (site/page-binding.ts), the template
// method and the "in template" feature group read the same template, computed once per page.
import { pageField } from '../../dom/page';
import type { Page, PageField } from '../../dom/types';
import { RENDERED_BODY_TREE } from '../body-tree';
import { labelsFromSelection } from '../selection';
import { findTemplate, noTemplate, type TemplateResult } from './key-template';
import { SITE_BINDING } from '../../site/page-binding';

/** The page's template against its site context, or why it has none. */
export const SITE_TEMPLATE: PageField<TemplateResult> = pageField('site template', (page) => {
  const { site, url } = page.get(SITE_BINDING);
  if (site === null) return noTemplate(null, 'the page has no site context');
  if (url === null) return noTemplate(null, 'the page is not one of the site context\'s pages and names no URL of its own (--url, canonical link, og:url)');
  return findTemplate(site, url, page);
});

/** Per block, 1 when its text is template; null when the page has no template (see SITE_TEMPLATE for why). */
export const TEMPLATE_BLOCKS: PageField<Uint8Array | null> = pageField('blocks in the site template', (page) => {
  const result = page.get(SITE_TEMPLATE);
  const flat = page.get(RENDERED_BODY_TREE);
  if (!result.found || flat === null) return null;
  // The content is the maximal subtrees outside the template (docs/methods/site-template.md §3 "Template stripping").
  const contentRoots: number[] = [];
  for (let i = 0; i < result.tree.size; i++) {
    const parent = result.tree.parent[i];
    if (!result.template[i] && (parent < 0 || result.template[parent])) contentRoots.push(i);
  }
  return labelsFromSelection(page, flat, contentRoots).map((content) => 1 - content);
});
