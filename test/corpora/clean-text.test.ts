import { cleanTextFromBytes, loadCleanText } from '../../src/corpora/cleaneval-files';
import { PageDataError } from '../../src/errors';
import { normaliseCleanText } from '../../src/corpora/clean-text';
import { CLEANEVAL_DIR } from '../support/shared-data';

describe('normaliseCleanText (docs/methods/web2text.md §6.1)', () => {
  it('drops the URL line, the <p>/<h>/<l> markers, list bullets, separators and indentation, then trims', () => {
    const file = [
      'URL: http://example.com/a',
      '',
      '   <h>  Title here',
      ' <p>  First line of a',
      '   paragraph.  ',
      '<l> » arrow item',
      '<L>  * star item',
      '   <l> 12. numbered item',
      '<l>123. not a bullet',
      '  ----------',
      '<p>after ___________ inline',
      '__________',
      '',
    ].join('\n');
    expect(normaliseCleanText(file)).toBe(
      [
        'Title here',
        'First line of a',
        'paragraph.  ',
        'arrow item',
        'star item',
        'numbered item',
        '123. not a bullet',
        // The separator line goes, its line break stays (as with the reference's Java regex).
        '',
        'after ___________ inline',
      ].join('\n'),
    );
  });

  it('keeps NBSP (Java \\s is ASCII) and strips the BOM and its URL line', () => {
    expect(normaliseCleanText('\uFEFFURL: http://x\n<p>\u00A0a b')).toBe('\u00A0a b');
    expect(normaliseCleanText('no url line\n  <p>text')).toBe('no url line\ntext');
  });

  it('normalises real CleanEval files', () => {
    expect(loadCleanText(161, CLEANEVAL_DIR).startsWith("April 2, 1998\nTime, economy leave Moscow's St. Basil's in sorry")).toBe(true);
    // 52.txt starts with a BOM and a URL line.
    expect(loadCleanText(52, CLEANEVAL_DIR).slice(0, 40)).toBe('Tuesday, 26th December 2006\nBooks\nin the');
    // 1.txt has "<l>     * Fast" and "<l>    1. Unique Team System".
    expect(loadCleanText(1, CLEANEVAL_DIR)).toContain('\nFast\nFor Top Dollar\n');
    expect(loadCleanText(1, CLEANEVAL_DIR)).toContain('\nUnique Team System');
  });

  it('decodes CRLF files and non-UTF-8 bytes (windows-1252 fallback)', () => {
    expect(cleanTextFromBytes(Buffer.from('URL: u\r\n<p>caf\xe9\r\n<p>ok\r\n', 'latin1'))).toBe('café\nok');
  });

  it('reads like the reference on request: bad bytes dropped, a BOM file keeps its URL line', () => {
    expect(cleanTextFromBytes(Buffer.from('URL: u\r\n<p>caf\xe9\r\n', 'latin1'), { reference: true })).toBe('caf');
    expect(loadCleanText(52, CLEANEVAL_DIR, { reference: true }).slice(0, 44)).toBe('URL: http://entertainment.scotsman.com/books');
    expect(loadCleanText(64, CLEANEVAL_DIR, { reference: true })).toBe(loadCleanText(64, CLEANEVAL_DIR));
    expect(normaliseCleanText('URL: x\n<p>a', { keepUrlLine: true })).toBe('URL: x\na');
  });

  it('fails clearly on an empty text unless allowed, and on a missing file', () => {
    expect(() => loadCleanText(32, CLEANEVAL_DIR)).toThrow(/page 32: clean text is empty/);
    expect(loadCleanText(32, CLEANEVAL_DIR, { allowEmpty: true })).toBe('');
    expect(() => loadCleanText(100, CLEANEVAL_DIR)).toThrow(PageDataError);
    expect(() => loadCleanText(100, CLEANEVAL_DIR)).toThrow(/missing clean file .*100\.txt/);
  });
});
