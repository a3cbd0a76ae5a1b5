import { renderAlignmentHtml } from '../../src/labels/alignment-html';
import { parseIdList, selectPageIds } from '../../src/corpora/page-selection';
import { CLEANEVAL_DIR } from '../support/shared-data';

describe('renderAlignmentHtml', () => {
  const source = '<p>Hi & "you"</p><script>alert(1)</script>';
  const aligned = Uint8Array.from(source, (_, i) => (i >= 3 && i < 13 ? 1 : 0));
  const html = renderAlignmentHtml({
    title: 'a <b> title',
    source,
    aligned,
    blocks: [{ start: 3, end: 13, nCharacters: 10 }],
    labels: Uint8Array.of(1),
    facts: ['1 < 2'],
  });

  it('escapes every source char and the title and facts', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>a &lt;b&gt; title</title>');
    expect(html).toContain('<li>1 &lt; 2</li>');
  });

  it('highlights the aligned chars inside their labelled block', () => {
    expect(html).toContain('&lt;p&gt;<span class="al b1">Hi &amp; &quot;you&quot;</span>&lt;/p&gt;');
  });
});

describe('page selection', () => {
  it('parses id lists and ranges, and rejects bad ones', () => {
    expect(parseIdList('64, 65,70-72')).toEqual([64, 65, 70, 71, 72]);
    expect(() => parseIdList('64,x')).toThrow(/bad page id "x"/);
    expect(() => parseIdList('9-3')).toThrow(/bad page range "9-3"/);
  });

  it('takes ids, a split, or all labelled pages, but not ids and a split together', () => {
    expect(selectPageIds({ ids: '1,2', dataDir: CLEANEVAL_DIR })).toEqual([1, 2]);
    expect(selectPageIds({ split: 'cleaneval_validation', dataDir: CLEANEVAL_DIR })).toEqual([59, 60, 61, 62, 63]);
    expect(selectPageIds({ dataDir: CLEANEVAL_DIR })).toHaveLength(737);
    expect(() => selectPageIds({ ids: '1', split: 'cleaneval_test', dataDir: CLEANEVAL_DIR })).toThrow(/either page ids or a split/);
  });
});
