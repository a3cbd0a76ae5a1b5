// A folder batch over a site mirror saved as the server answered (wget -m without --adjust-extension, httrack, a
// crawler's raw responses): pages named index.php?id=3 or about are read by their content, beside .html, .shtml
// and .xhtml pages read by their names; stylesheets, scripts, images, text and JSON are named in one warning.
import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { runBatch } from '../../src/batch/run';
import { runCli } from '../support/run-cli';

const page = (text: string) => `<!DOCTYPE html>\n<html lang="en"><head><title>River town</title></head><body><article><p>${text}</p></article></body></html>\n`;

/** Each page file of the mirror, by id, and the sentence its record's text holds. */
const PAGE_TEXTS: Record<string, string> = {
  about: 'The ferry has run between the two banks since the year the old stone bridge fell into the river.',
  'doc.xhtml': 'The harbour master keeps a book of every boat that has tied up at the north quay since spring.',
  'index.html': 'Welcome to the river town, where the market is held on the square every Saturday morning.',
  'index.php@id=3': 'The mill by the weir ground flour for the whole valley until the new road brought the trucks.',
  'news.shtml': 'The council voted to rebuild the footbridge with the stones that were pulled out of the water.',
  'old-post': 'The lighthouse keeper rowed out every night of the storm season to light the lamp on the rock.',
  'page.php?id=3': 'The fishermen sell their catch at dawn from the steps below the church on the east bank.',
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

/** The files that are no pages, by name. */
const OTHER_FILES = ['app.js', 'feed.json', 'logo.png', 'notes.txt', 'sitemap.xml', 'style.css', 'thumb.php?id=3'];

function writeMirror(dir: string): void {
  writeFileSync(path.join(dir, 'index.html'), page(PAGE_TEXTS['index.html']));
  // Extensionless, with a comment before the markup as some generators write it.
  writeFileSync(path.join(dir, 'about'), `<!-- generated 2024-05-01 -->\n<html><body><p>${PAGE_TEXTS.about}</p></body></html>`);
  writeFileSync(path.join(dir, 'page.php?id=3'), page(PAGE_TEXTS['page.php?id=3']));
  // wget --restrict-file-names=windows writes '?' as '@'.
  writeFileSync(path.join(dir, 'index.php@id=3'), `\n\n  <html>\n<body><p>${PAGE_TEXTS['index.php@id=3']}</p></body></html>`);
  writeFileSync(path.join(dir, 'news.shtml'), `<body><p>${PAGE_TEXTS['news.shtml']}</p></body>`);
  writeFileSync(
    path.join(dir, 'doc.xhtml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n` +
      `<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Quay</title></head><body><p>${PAGE_TEXTS['doc.xhtml']}</p></body></html>`,
  );
  // A response body saved gzipped as it was served, with no .gz in its name.
  writeFileSync(path.join(dir, 'old-post'), gzipSync(page(PAGE_TEXTS['old-post'])));
  writeFileSync(path.join(dir, 'style.css'), 'body { font-family: serif; }\np { margin: 0 }\n');
  writeFileSync(path.join(dir, 'logo.png'), PNG);
  writeFileSync(path.join(dir, 'thumb.php?id=3'), PNG);
  writeFileSync(path.join(dir, 'app.js'), 'document.querySelector("main").innerHTML = "<p>loading</p>";\n');
  writeFileSync(path.join(dir, 'notes.txt'), 'Pages to fetch again: the ferry timetable, the market days.\n');
  writeFileSync(path.join(dir, 'feed.json'), JSON.stringify({ items: [{ title: 'Mill', html: '<html><body>x</body></html>' }] }));
  writeFileSync(path.join(dir, 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://river.example/</loc></url></urlset>\n');
  // Hidden files stay unread, whatever they hold.
  writeFileSync(path.join(dir, '.listing'), page('A hidden file is never read, even when it holds a page.'));
}

function records(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

const PAGE_IDS = Object.keys(PAGE_TEXTS).sort();

describe('a site mirror as a folder batch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-mirror-'));
  const mirror = path.join(dir, 'river.example');
  mkdirSync(mirror);
  writeMirror(mirror);

  it('the CLI reads the pages by name or content, in file-name order, and names the other files in one warning', () => {
    const out = path.join(dir, 'cli.jsonl');
    const r = runCli(['extract', '--input', mirror, '--output', out, '--method', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`web2text: 7 files of ${mirror} not read, not HTML pages by name or content: app.js, feed.json, logo.png and 4 more\n`);
    const written = records(out);
    expect(written.map((record) => record.id)).toEqual(PAGE_IDS);
    for (const record of written) expect(record.text).toBe(PAGE_TEXTS[record.id as string]);
  });

  it('runBatch counts the pages up front, lists the other files, and a resumed run ends with the same records', async () => {
    const out = path.join(dir, 'library.jsonl');
    const starts: { total?: number; otherFiles: readonly string[]; hiddenPageFiles: readonly string[] }[] = [];
    const summary = await runBatch({ input: mirror, output: out, method: 'cetd', pageTimeoutMs: 0, onStart: (start) => starts.push(start) });
    expect(summary).toMatchObject({ pages: PAGE_IDS.length, failed: 0 });
    expect(starts).toMatchObject([{ total: PAGE_IDS.length, otherFiles: OTHER_FILES, hiddenPageFiles: [] }]);
    const idsAndTexts = PAGE_IDS.map((id) => [id, PAGE_TEXTS[id]]);
    expect(records(out).map((record) => [record.id, record.text])).toEqual(idsAndTexts);
    // As if killed after three pages: the resumed run finds the third page where the first run had it, and goes on.
    writeFileSync(out, readFileSync(out, 'utf8').split('\n').slice(0, 3).join('\n') + '\n');
    const resumed = await runBatch({ input: mirror, output: out, method: 'cetd', pageTimeoutMs: 0, resume: true });
    expect(resumed).toMatchObject({ resumed: 3, pages: PAGE_IDS.length - 3, failed: 0 });
    expect(records(out).map((record) => [record.id, record.text])).toEqual(idsAndTexts);
  });

  it('a page found by its content is held to the page size limit like a named one: an error record, not a skipped file', async () => {
    const limited = path.join(dir, 'limited');
    mkdirSync(limited);
    const long = page('The tide tables of the estuary, one line a day. '.repeat(200));
    writeFileSync(path.join(limited, 'tides'), long);
    writeFileSync(path.join(limited, 'tides.gz'), gzipSync(long));
    writeFileSync(path.join(limited, 'tides.html'), long);
    const out = path.join(dir, 'limited.jsonl');
    const summary = await runBatch({ input: limited, output: out, method: 'cetd', pageTimeoutMs: 0, maxPageBytes: 4000 });
    expect(summary).toMatchObject({ pages: 3, failed: 3 });
    const written = records(out);
    expect(written.map((record) => record.id)).toEqual(['tides', 'tides.gz', 'tides.html']);
    expect(written[0].error).toMatch(/over the limit of 4000/);
    expect(written[1].error).toBe('tides.gz is over the limit of 4000 bytes once gunzipped (option maxPageBytes, --max-page-bytes)');
    expect(written[2].error).toBe(written[0].error);
  });

  it('a named pipe in the folder, even one named as a page, is named in a warning and never opened (a read would wait for a writer)', async () => {
    const piped = path.join(dir, 'piped');
    mkdirSync(piped);
    writeFileSync(path.join(piped, 'index.html'), page(PAGE_TEXTS['index.html']));
    execFileSync('mkfifo', [path.join(piped, 'live.html')]);
    const out = path.join(dir, 'piped.jsonl');
    const r = runCli(['extract', '--input', piped, '--output', out, '--method', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(`web2text: 1 entry of ${piped} not read, neither a file nor a folder (a named pipe, a socket, a device): live.html\n`);
    expect(records(out).map((record) => record.id)).toEqual(['index.html']);
    const starts: { specialFiles: readonly string[] }[] = [];
    await runBatch({ input: piped, output: path.join(dir, 'piped-library.jsonl'), method: 'cetd', pageTimeoutMs: 0, onStart: (start) => starts.push(start) });
    expect(starts).toMatchObject([{ total: 1, specialFiles: ['live.html'] }]);
  });

  it('--input of one file not named as a page reads it as a page when it starts as one', () => {
    const r = runCli(['extract', '--input', path.join(mirror, 'page.php?id=3'), '--method', 'cetd', '-q']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ id: 'page.php?id=3', text: PAGE_TEXTS['page.php?id=3'] });
  });
});
