// The canonical URL of the metadata: <link rel=canonical> made absolute against the page's <base href>, og:url, or
// the address the page was read from (`extract --url`, a batch record's url, a WARC-Target-URI).
import { loadPage } from '../../src/dom/page';
import { setPageAddress } from '../../src/dom/page-address';
import { extract } from '../../src/inference/extract';
import { pageMetadata } from '../../src/metadata/metadata';

const RELATIVE = '<html><head><link rel="canonical" href="/news/budget"></head><body><p>Short.</p></body></html>';

describe('the canonical URL of a page', () => {
  it('resolves a relative <link rel=canonical> against the page\'s address when there is no og:url', async () => {
    const page = loadPage(RELATIVE);
    setPageAddress(page, 'https://example.org/news/1?ref=feed');
    expect(pageMetadata(page).url).toBe('https://example.org/news/budget');
    expect((await extract(RELATIVE, { method: 'cetd', url: 'https://example.org/news/1' })).metadata?.url).toBe('https://example.org/news/budget');
  });

  it('resolves it against og:url first, and gives none for a relative link on a page without an address', () => {
    const page = loadPage(RELATIVE.replace('<link', '<meta property="og:url" content="https://mirror.example.net/a/b"><link'));
    setPageAddress(page, 'https://example.org/news/1');
    expect(pageMetadata(page).url).toBe('https://mirror.example.net/news/budget');
    expect(pageMetadata(loadPage(RELATIVE)).url).toBeUndefined();
  });

  it('resolves it against the page\'s <base href>, itself resolved against the page\'s address', () => {
    const based = (href: string) => loadPage(RELATIVE.replace('<link rel="canonical" href="/news/budget">', `<base href="${href}"><link rel="canonical" href="budget">`));
    const page = based('/archive/2012/');
    setPageAddress(page, 'https://example.org/news/1');
    expect(pageMetadata(page).url).toBe('https://example.org/archive/2012/budget');
    expect(pageMetadata(based('https://cdn.example.com/site/')).url).toBe('https://cdn.example.com/site/budget');
  });
});
