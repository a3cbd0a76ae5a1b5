// Site-level template detection (Alarte, Insa, Silva, Tamarit; docs/methods/site-template.md), offline on a site's
// saved pages (site/): the library's entry points.
import { checkString } from '../../arguments';
import type { Page } from '../../dom/types';
import { InputError } from '../../errors';
import type { TemplateResult } from './key-template';
import { SITE_TEMPLATE } from './page-template';
import { bindToSite } from '../../site/page-binding';
import { checkSite, type SiteContext } from '../../site/site-context';

/** The template of the site's page at `url` (the page is read and parsed for it); an InputError when it is not a page of the site. */
export function keyPageTemplate(site: SiteContext, url: string): { page: Page; result: TemplateResult } {
  checkSite(site, 'keyPageTemplate takes the site (a SiteContext) first, then the URL of its page');
  checkString(url, 'keyPageTemplate takes the URL of a page of the site (a string) after the site');
  const key = site.keyOf(url);
  if (key === null) throw new InputError(`${url} is not a page of the site (${site.size} pages, e.g. ${site.urls()[0] ?? 'none'})`);
  const page = site.load(key);
  bindToSite(page, site, site.urlOfKey(key)!.href);
  return { page, result: page.get(SITE_TEMPLATE) };
}

export { SITE_TEMPLATE, TEMPLATE_BLOCKS } from './page-template';
export type { TemplateResult, SiteTemplate, NoTemplate } from './key-template';
export type { PageChoice } from './compared-pages';
export { createTemplateExtractor } from './template-extractor';
export { templateReport, markedTemplateHtml, TEMPLATE_MARK } from './template-output';
export type { TemplateReport, TemplateNode } from './template-output';
