// A page's place in a site and its template, as page fields: whoever holds the site context binds a page to it (the
// template method, the site batch, a dataset build), and then the template method and the "in template" feature
// group read the same template, computed once per page.
import { pageField } from '../../dom/page';
import type { Page, PageField } from '../../dom/types';
import type { Extractor } from '../../extractor';
import { RENDERED_BODY_TREE } from '../body-tree';
import { labelsFromSelection } from '../selection';
import { findTemplate, noTemplate, type TemplateResult } from './key-template';
import type { SiteContext } from '../../site/site-context';

interface SiteBinding {
  site: SiteContext | null;
  /** The page's URL; null when it could not be found. */
  url: string | null;
}

/** The site a page belongs to: set by bindToSite, read by SITE_TEMPLATE. */
const SITE_BINDING = pageField('site context of the page', (): SiteBinding => ({ site: null, url: null }));

/**
 * Makes `site` the page's site context, at `url` (default: the site's URL of the page, SiteContext.urlOf). Bind
 * before the page's template is first read: it is computed once per page.
 */
export function bindToSite(page: Page, site: SiteContext, url?: string): void {
  const binding = page.get(SITE_BINDING);
  if (binding.site === site && (url === undefined || url === binding.url)) return;
  binding.site = site;
  binding.url = url ?? site.urlOf(page);
}

/** The page's template against its site context, or why it has none. */
export const SITE_TEMPLATE: PageField<TemplateResult> = pageField('site template', (page) => {
  const { site, url } = page.get(SITE_BINDING);
  if (site === null) return noTemplate(null, 'the page has no site context');
  if (url === null) return noTemplate(null, 'the page is not one of the site context\'s pages and names no URL of its own (canonical link, og:url)');
  return findTemplate(site, url, page);
});

/** Per block, 1 when its text is template; null when the page has no template (see SITE_TEMPLATE for why). */
export const TEMPLATE_BLOCKS: PageField<Uint8Array | null> = pageField('blocks in the site template', (page) => {
  const result = page.get(SITE_TEMPLATE);
  const flat = page.get(RENDERED_BODY_TREE);
  if (!result.found || flat === null) return null;
  // The content is the maximal subtrees outside the template (spec §3 "Template stripping").
  const contentRoots: number[] = [];
  for (let i = 0; i < result.tree.size; i++) {
    const parent = result.tree.parent[i];
    if (!result.template[i] && (parent < 0 || result.template[parent])) contentRoots.push(i);
  }
  return labelsFromSelection(page, flat, contentRoots).map((content) => 1 - content);
});

/** `extractor` with every page bound to `site` first, so what it computes (the "in template" features) sees the site. */
export function withSiteContext(extractor: Extractor, site: SiteContext): Extractor {
  return {
    ...extractor,
    label(page) {
      bindToSite(page, site);
      return extractor.label(page);
    },
  };
}
