// readSite(), new SiteContext() and runSiteBatch() check their options at the door, as runBatch() does: a mistyped
// key, a value of the wrong kind or a site that is no path was read as the default or failed deep inside.
import { existsSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runSiteBatch } from '../../src/batch/site-run';
import { InputError, OptionError } from '../../src/errors';
import { SiteContext } from '../../src/site/site-context';
import { readSite } from '../../src/site/site-files';
import { generateSite, siteJsonl } from '../support/generated-sites';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-site-options-'));
const blog = generateSite('blog', 6);
const site = path.join(dir, 'blog.jsonl');
writeFileSync(site, siteJsonl(blog));

describe('the options of readSite(), SiteContext and runSiteBatch()', () => {
  it('readSite() refuses a path that is not a string and template options it does not know or cannot use', async () => {
    await expect(readSite(5 as never)).rejects.toThrow(new InputError("readSite takes the site's path (a JSONL file of {url, html}, or a folder), not number"));
    await expect(readSite(site, { vote: 2 } as never)).rejects.toThrow(/^option vote: unknown option \(options are pages, votes, textMatching, maxLoads, cachedTrees\)$/);
    await expect(readSite(site, { votes: '2' } as never)).rejects.toThrow(/^option votes: .*expected number.*\(given: "2"\)$/);
    await expect(readSite(site, { textMatching: 'words' } as never)).rejects.toThrow(/^option textMatching: .*"content"\|"paper".*\(given: "words"\)$/);
    const { site: read } = await readSite(site, { pages: 2, votes: 2, textMatching: 'paper' });
    expect([read.size, read.options.pages, read.options.textMatching]).toEqual([6, 2, 'paper']);
  });

  it('new SiteContext() refuses the same, and v above n', () => {
    expect(() => new SiteContext([], { cachedTrees: 0 })).toThrow(OptionError);
    expect(() => new SiteContext([], { cachedTrees: 0 })).toThrow(/^option cachedTrees: .*>=1 \(given: 0\)$/);
    expect(() => new SiteContext([], { pages: 2, votes: 3 })).toThrow('the number of votes (v = 3) must not exceed the number of compared pages (n = 2)');
  });

  it('runSiteBatch() refuses a site that is neither a path nor a context, a missing output and batch options it has not, before writing', async () => {
    const output = path.join(dir, 'out.jsonl');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ site: 5, output }, /^option site: expected the site: its path \(a JSONL file or a folder\) or a SiteContext \(given: 5\)$/],
      [{ site }, /^option output: expected a file path or a stream \(given: undefined\)$/],
      [{ site, output, resume: true }, /^option resume: unknown option \(options are /],
      [{ site, output, template: { votes: 0 } }, /^option template\.votes: .*>=1 \(given: 0\)$/],
      [{ site, output, lambda: 'high' }, /^option lambda: .*expected number.*\(given: "high"\)$/],
    ];
    for (const [options, message] of cases) await expect(runSiteBatch(options as never)).rejects.toThrow(message);
    expect(existsSync(output)).toBe(false);
    const summary = await runSiteBatch({ site, output, template: { votes: 2 } });
    expect(summary.pages).toBe(6);
  });
});
