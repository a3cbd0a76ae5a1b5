import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { isSkipped } from '../../src/corpora/corpus-entry';
import { decodeHtml } from '../../src/dom/decode';
import { readWcxbMetadata, readWcxbPages } from '../../src/corpora/wcxb-files';
import { WCXB_DIR } from '../support/shared-data';

/** A throw-away WCXB-shaped folder: metadata for the given pages, their ground truth as given, a small page each. */
function tempWcxb(groundTruths: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-wcxb-'));
  fs.mkdirSync(path.join(dir, 'ground-truth'));
  fs.mkdirSync(path.join(dir, 'html'));
  const files = Object.fromEntries(Object.keys(groundTruths).map((id) => [id, { split: 'dev', page_type: 'article', domain: 'www.Example.org', spa: false }]));
  fs.writeFileSync(path.join(dir, 'metadata.json'), JSON.stringify({ files }));
  for (const [id, text] of Object.entries(groundTruths)) {
    fs.writeFileSync(path.join(dir, 'ground-truth', `${id}.json`), text);
    fs.writeFileSync(path.join(dir, 'html', `${id}.html.gz`), zlib.gzipSync('<p>Hello</p>'));
  }
  return dir;
}

describe('WCXB reader (../shared/wcxb)', () => {
  const metadata = readWcxbMetadata(WCXB_DIR);

  it('lists the 1,341 pages of metadata.json in id order with their types and domains', () => {
    expect(metadata).toHaveLength(1341);
    expect(metadata.map((p) => p.id)).toEqual(metadata.map((p) => p.id).sort());
    const types: Record<string, number> = {};
    for (const page of metadata) types[page.pageType] = (types[page.pageType] ?? 0) + 1;
    expect(types).toEqual({ article: 703, service: 165, forum: 112, product: 92, listing: 90, collection: 90, documentation: 89 });
    const byId = new Map(metadata.map((p) => [p.id, p]));
    expect(byId.get('0001')).toEqual({ id: '0001', pageType: 'article', domain: 'scratchculinary.com', spa: false });
    expect(byId.get('0537')?.domain).toBe('forums.freebsd.org'); // metadata: forums.FreeBSD.org
    expect(byId.get('4314')?.domain).toBe('community.home-assistant.io'); // no domain in metadata: from its canonical link
    expect(byId.get('0551')?.domain).toBeUndefined(); // none known
  });

  it('reads pages as GoldPages: gunzipped HTML, main_content as gold, type and domain', () => {
    const entries = [...readWcxbPages(WCXB_DIR, ['0001', '0602'])];
    expect(entries.map(isSkipped)).toEqual([false, false]);
    const [first, emptyGold] = entries.map((e) => ('page' in e ? e.page : null));
    expect(first).toMatchObject({ corpus: 'wcxb', id: '0001', pageType: 'article', domain: 'scratchculinary.com' });
    expect(first!.gold.startsWith("Fall isn't just pumpkin spice season")).toBe(true);
    expect(decodeHtml(first!.html as Uint8Array)).toMatch(/^<!DOCTYPE html>/i);
    // An empty main_content is a page whose content is nothing, which the benchmark scores: not skipped.
    expect(emptyGold).toMatchObject({ id: '0602', gold: '', pageType: 'product', domain: 'upliftdesk.com' });
  });

  it('reports a page without main_content as skipped, with the reason', () => {
    const [entry] = readWcxbPages(WCXB_DIR, ['4802']);
    expect(entry).toEqual({
      skipped: { corpus: 'wcxb', id: '4802', reason: `no main_content in ${path.join(WCXB_DIR, 'ground-truth', '4802.json')}` },
    });
  });

  it('fails with the file name on a wrong folder, an unknown id or a malformed ground truth', () => {
    expect(() => readWcxbMetadata('no/such/wcxb')).toThrow(`missing WCXB metadata file ${path.join('no/such/wcxb', 'metadata.json')}`);
    expect(() => [...readWcxbPages(WCXB_DIR, ['9999'])]).toThrow(/WCXB ids not in .*metadata\.json: 9999/);
    const dir = tempWcxb({ '0001': '{"ground_truth": {"main_content": "Hello"}}', '0002': '{"ground_truth": {"main_content": 7}}', '0003': '{oops' });
    const [good] = readWcxbPages(dir, ['0001']);
    expect(good).toMatchObject({ page: { id: '0001', gold: 'Hello', domain: 'example.org' } });
    expect(() => [...readWcxbPages(dir, ['0002'])]).toThrow(`unexpected WCXB ground-truth file ${path.join(dir, 'ground-truth', '0002.json')}`);
    expect(() => [...readWcxbPages(dir, ['0003'])]).toThrow(`invalid JSON in WCXB ground-truth file ${path.join(dir, 'ground-truth', '0003.json')}`);
    fs.rmSync(path.join(dir, 'html', '0001.html.gz'));
    expect(() => [...readWcxbPages(dir, ['0001'])]).toThrow(`missing WCXB html file ${path.join(dir, 'html', '0001.html.gz')}`);
    fs.rmSync(dir, { recursive: true });
  });
});
