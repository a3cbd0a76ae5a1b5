// A corpus page file whose gzip data is cut short or corrupt says so, as a page file of extract does; it gave
// zlib's code ("Z_BUF_ERROR", "Z_DATA_ERROR").
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { CorpusError } from '../../src/errors';
import { readWcxbHtml } from '../../src/corpora/wcxb-files';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-corpus-gzip-'));
mkdirSync(path.join(dir, 'html'));
const page = gzipSync('<html><body><p>The ferry leaves at dawn from the old pier.</p></body></html>');
writeFileSync(path.join(dir, 'html', 'cut.html.gz'), page.subarray(0, page.length - 12));
writeFileSync(path.join(dir, 'html', 'plain.html.gz'), '<html><body><p>Not gzipped at all.</p></body></html>');

describe('a WCXB page file that is no whole gzip data', () => {
  it('is a CorpusError that names the file and says what is wrong with its data', () => {
    const cut = path.join(dir, 'html', 'cut.html.gz');
    expect(() => readWcxbHtml('cut', dir)).toThrow(CorpusError);
    expect(() => readWcxbHtml('cut', dir)).toThrow(`cannot read WCXB html file ${cut}: gzip data is cut short (a truncated file?)`);
    expect(() => readWcxbHtml('plain', dir)).toThrow(/plain\.html\.gz: corrupt gzip data \(incorrect header check\)$/);
  });
});
