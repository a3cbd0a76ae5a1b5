import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { alignmentReport } from '../../src/labels/alignment-report';
import { blockLabel, blockLabels, edgeLabels, labelPage, labelRecords } from '../../src/labels/block-labels';
import { CLEANEVAL_DIR } from '../support/shared-data';

function mask(bits: string): Uint8Array {
  return Uint8Array.from(bits, (b) => Number(b));
}

/** A throw-away CleanEval-shaped folder holding one page. */
function tempCorpus(id: number, orig: string, clean: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'w2t-labels-'));
  fs.mkdirSync(path.join(dir, 'orig'));
  fs.mkdirSync(path.join(dir, 'clean'));
  fs.writeFileSync(path.join(dir, 'orig', `${id}.html`), `<text id="http://x" encoding="utf8">\n${orig}\n</text>\n`);
  if (clean !== null) fs.writeFileSync(path.join(dir, 'clean', `${id}.txt`), clean);
  return dir;
}

describe('block labels (docs/methods/web2text.md §6.3)', () => {
  it('is content only above ⌊2·C/3⌋ aligned chars', () => {
    const aligned = mask('1111111000');
    expect(blockLabel({ start: 0, end: 10, nCharacters: 10 }, aligned)).toBe(1); // 7 > ⌊20/3⌋ = 6
    expect(blockLabel({ start: 1, end: 10, nCharacters: 9 }, aligned)).toBe(0); // 6 > 6 is false
    expect(blockLabel({ start: 0, end: 9, nCharacters: 9 }, aligned)).toBe(1); // 7 > 6
    expect(blockLabel({ start: 0, end: 3, nCharacters: 1 }, aligned)).toBe(1); // 3 > 0: raw span may exceed C
    expect(blockLabel({ start: 7, end: 10, nCharacters: 1 }, aligned)).toBe(0);
  });

  it('is boilerplate for unknown or out-of-range spans', () => {
    const aligned = mask('1111');
    expect(blockLabel({ start: -1, end: 4, nCharacters: 1 }, aligned)).toBe(0);
    expect(blockLabel({ start: 0, end: 5, nCharacters: 1 }, aligned)).toBe(0);
    expect(blockLabels([{ start: 0, end: 2, nCharacters: 2 }, { start: -1, end: -1, nCharacters: 1 }], aligned)).toEqual(Uint8Array.of(1, 0));
  });

  it('edge label = 2·yᵢ + yᵢ₊₁ (§8)', () => {
    expect(Array.from(edgeLabels(Uint8Array.of(0, 0, 1, 1, 0)))).toEqual([0, 1, 3, 2]);
    expect(edgeLabels(Uint8Array.of(1))).toHaveLength(0);
  });
});

describe('labelPage on CleanEval', () => {
  it('labels page 64 like the reference (§7)', () => {
    expect(Array.from(labelPage(64, CLEANEVAL_DIR).labels).join('')).toBe('1100000111111111111111111111');
  });

  it('gives the records `web2text labels` prints: page, block index, span, text and label', () => {
    const records = labelRecords(labelPage(64, CLEANEVAL_DIR));
    expect(records.map((r) => r.label).join('')).toBe('1100000111111111111111111111');
    expect(records.every((r, i) => r.page === 64 && r.index === i && r.end > r.start)).toBe(true);
  });

  it('labels page 1 like the reference when reading files as it does: 34 content blocks of 157 (§7)', () => {
    const labels = labelPage(1, CLEANEVAL_DIR, { reference: true }).labels;
    expect([labels.length, labels.reduce((a, b) => a + b, 0)]).toEqual([157, 34]);
    // The project's decoding keeps a windows-1252 '®' (a byte the reference drops) as one more, boilerplate, block.
    const ours = labelPage(1, CLEANEVAL_DIR).labels;
    expect([ours.length, ours.reduce((a, b) => a + b, 0)]).toEqual([158, 34]);
  });

  it('labels page 300: 38 content blocks of 118 (§7)', () => {
    const { labels } = labelPage(300, CLEANEVAL_DIR);
    expect(labels).toHaveLength(118);
    expect(labels.reduce((a, b) => a + b, 0)).toBe(38);
  });

  it('labels every block of an empty gold text as boilerplate, or rejects it on request', () => {
    const result = labelPage(32, CLEANEVAL_DIR);
    expect(result.emptyCleanText).toBe(true);
    expect(result.labels.length).toBeGreaterThan(0);
    expect(result.labels.every((y) => y === 0)).toBe(true);
    expect(() => labelPage(32, CLEANEVAL_DIR, { rejectEmptyCleanText: true })).toThrow(/page 32: clean text is empty/);
  });

  it('reports missing files and pages without blocks', () => {
    expect(() => labelPage(100, CLEANEVAL_DIR)).toThrow(/page 100: missing clean file/);
    const noClean = tempCorpus(7, '<html><body><p>Hello there</p></body></html>', null);
    expect(() => labelPage(7, noClean)).toThrow(/page 7: missing clean file/);
    const noBody = tempCorpus(8, '<html><head><title>Only a title</title></head></html>', 'URL: x\n<p>Only a title');
    expect(() => labelPage(8, noBody)).toThrow(/page 8: the page body has no text blocks/);
    const noOrig = tempCorpus(9, '', 'x');
    fs.unlinkSync(path.join(noOrig, 'orig', '9.html'));
    expect(() => labelPage(9, noOrig)).toThrow(/page 9: missing orig file/);
  });

  it('labels nothing as content when the gold text matches nothing on the page', () => {
    const dir = tempCorpus(5, '<html><body><p>Alpha beta gamma delta epsilon.</p><p>Zeta eta theta.</p></body></html>', '<p>Completely unrelated words in here, 1234567890.');
    expect(Array.from(labelPage(5, dir).labels)).toEqual([0, 0]);
  });
});

describe('alignmentReport (what `web2text align` shows)', () => {
  const orig = Buffer.from('<text id="http://x" encoding="utf8">\n<html><body><p>Alpha beta gamma delta.</p><p>Menu</p></body></html>\n</text>\n');
  const clean = Buffer.from('URL: http://x\n<p>Alpha beta gamma delta.');

  it('marks the source chars the gold text aligned to, □ elsewhere', () => {
    const aligned = alignmentReport(orig, clean, { origName: 'o.html', cleanName: 'c.txt' });
    expect(aligned).toContain('Alpha beta gamma delta.');
    expect(aligned).not.toContain('Menu');
    expect(aligned).toContain('□');
  });

  it('as HTML: the title names both files, and one of two blocks is content', () => {
    const html = alignmentReport(orig, clean, { html: true, origName: 'o.html', cleanName: 'c.txt' });
    expect(html).toContain('o.html ↔ c.txt');
    expect(html).toContain('blocks: 2, content: 1');
  });

  it('names an empty gold text', () => {
    expect(() => alignmentReport(orig, Buffer.from('URL: http://x\n'), { origName: 'o.html', cleanName: 'c.txt' })).toThrow(/c\.txt: the clean text is empty/);
  });
});
