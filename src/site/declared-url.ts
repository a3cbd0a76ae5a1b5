// The URL a page gives for itself (docs/methods/site-template.md §3 step 1): its <link rel=canonical> or og:url, for a
// page that comes without one.
import { attribute } from '../dom/attributes';
import type { DomDocument } from '../dom/types';
import { elementsWithPaths } from './page-links';
import { httpUrl } from './site-urls';

/** The first absolute http(s) URL of a canonical link or an og:url meta element; null when there is none. */
export function declaredUrl(document: DomDocument): URL | null {
  for (const { element } of elementsWithPaths(document)) {
    let value: string | undefined;
    if (element.tagName === 'link' && /(^|\s)canonical(\s|$)/i.test(attribute(element, 'rel') ?? '')) value = attribute(element, 'href');
    else if (element.tagName === 'meta' && attribute(element, 'property') === 'og:url') value = attribute(element, 'content');
    const url = value === undefined ? null : httpUrl(value);
    if (url !== null) return url;
  }
  return null;
}
