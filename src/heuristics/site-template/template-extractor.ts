// The site-level template method as an Extractor (docs/methods/site-template.md §3 "Template stripping"): a block is
// content when its text is not in the page's template. A page without a template is all content, labelled with the
// reason ("no template: …"), since the method does not guess.
import type { BlockLabels, Extractor } from '../../extractor';
import type { Page } from '../../dom/types';
import { blanketLabels } from '../selection';
import { SITE_TEMPLATE, TEMPLATE_BLOCKS } from './page-template';
import { bindToSite } from '../../site/page-binding';
import type { SiteContext } from '../../site/site-context';

export const TEMPLATE_METHOD_NAME = 'template';

/** The reason a labelling gives when the page has no template. */
export const NO_TEMPLATE = 'no template';

/** Labels the pages of `site` (a page not yet bound to it is found there by its source, or its declared URL). */
export function createTemplateExtractor(site: SiteContext): Extractor {
  return {
    name: TEMPLATE_METHOD_NAME,
    label(page: Page): BlockLabels {
      bindToSite(page, site);
      const inTemplate = page.get(TEMPLATE_BLOCKS);
      if (inTemplate === null) {
        const result = page.get(SITE_TEMPLATE);
        return blanketLabels(page, 1, `${NO_TEMPLATE}: ${result.found ? 'the page has no body' : result.reason}`);
      }
      return { labels: inTemplate.map((flag) => 1 - flag) };
    },
  };
}
