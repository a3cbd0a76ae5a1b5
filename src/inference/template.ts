// The 'template' method: site-level template detection (Alarte, Insa, Silva, Tamarit; heuristics/site-template/).
// It needs the other pages of each page's site: the caller builds a SiteContext once per site and passes it as the
// `site` option; without one the method cannot be created.
import { InputError } from '../errors';
import { createTemplateExtractor, TEMPLATE_METHOD_NAME } from '../heuristics/site-template/template-extractor';
import type { MethodDefinition } from './registry';

export const TEMPLATE_METHOD: MethodDefinition = {
  name: TEMPLATE_METHOD_NAME,
  needsSite: true,
  async create({ site }) {
    if (site === undefined) {
      throw new InputError(`the ${TEMPLATE_METHOD_NAME} method needs the pages of the site: give --site SITE.jsonl (url, html per line) or a folder with urls.tsv`);
    }
    return createTemplateExtractor(site);
  },
};
