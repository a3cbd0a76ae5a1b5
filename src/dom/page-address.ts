// Where a page came from, when whoever reads it knows (`extract --url`, a batch record's url, a corpus page's URL):
// a page field, so that a method which reads the address finds it on the page it labels (defuddle picks its
// site-specific extractors by the URL's host). Unknown by default: a page alone does not say where it was served.
import { httpUrl } from '../site/site-urls';
import { pageField } from './page';
import type { Page, PageField } from './types';

const PAGE_ADDRESS: PageField<{ url?: string }> = pageField("the page's address", () => ({}));

/** Records `url` as the page's address; an address that is not an absolute http(s) URL is no address. */
export function setPageAddress(page: Page, url: string | undefined): void {
  const address = url === undefined ? null : httpUrl(url);
  if (address !== null) page.get(PAGE_ADDRESS).url = address.href;
}

/** The page's address, where its reader gave one. */
export function pageAddress(page: Page): string | undefined {
  return page.get(PAGE_ADDRESS).url;
}
