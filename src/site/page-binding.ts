// A page's place in a site, as a page field: whoever holds the site context binds a page to it (the template
// method, a batch over a site, a dataset build), and then what reads the site for the page (the template method,
// the "in template" feature group) finds it there.
import { checkPage, checkString } from '../arguments';
import { pageField } from '../dom/page';
import type { Page, PageField } from '../dom/types';
import type { Extractor } from '../extractor';
import { checkSite, type SiteContext } from './site-context';

export interface SiteBinding {
  site: SiteContext | null;
  /** The page's URL; null when it could not be found. */
  url: string | null;
}

/** The site a page belongs to: set by bindToSite. */
export const SITE_BINDING: PageField<SiteBinding> = pageField('site context of the page', (): SiteBinding => ({ site: null, url: null }));

/**
 * Makes `site` the page's site context, at `url` (default: the site's URL of the page, SiteContext.urlOf). Bind
 * before what reads the site for the page is first computed: page fields are computed once per page.
 */
export function bindToSite(page: Page, site: SiteContext, url?: string): void {
  checkPage(page, 'bindToSite');
  checkSite(site, 'bindToSite takes the site (a SiteContext) after the page');
  if (url !== undefined) checkString(url, "bindToSite takes the page's URL (a string) last, or none");
  const binding = page.get(SITE_BINDING);
  if (binding.site === site && (url === undefined || url === binding.url)) return;
  binding.site = site;
  binding.url = url ?? site.urlOf(page);
}

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
