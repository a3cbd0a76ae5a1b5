// Benchmark (issue 17): `extract --method template --site SITE.jsonl` over a generated site of N pages (default 200)
// in each layout: seconds for the whole site, pages/s, and the heap's peak during the run against its size before,
// to show that memory stays bounded (pages are parsed as needed; the site keeps links and top levels per page and a
// bounded number of full trees; run with --expose-gc, as the npm script does, to see the heap in use, not its
// garbage). Generated pages are small (≈ 4 KB); --heavy K makes them the weight of today's
// pages: a shared mega menu of K links in groups of 20 and 40 KB of inline script on every page. The quality of the
// templates on generated sites is what test/site-template/generated-sites.test.ts asserts.
//
//   npm run bench:site-template -- [--pages 200] [--layout blog|news|table|docs|shop] [--heavy 1000]
import { unlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Writable } from 'stream';
import { runSiteBatch } from '../dist/batch/site-run';
import { generateSite, LAYOUT_NAMES, siteJsonl, type LayoutName } from '../test/support/generated-sites';
import { argValue } from './bench-common';

const MB = 1024 * 1024;

/** A shared block for every page: a mega menu of `links` links (to pages not saved) and 40 KB of script. */
function heavyBlock(links: number): string {
  const groups: string[] = [];
  for (let g = 0; g * 20 < links; g++) {
    const items = Array.from({ length: Math.min(20, links - g * 20) }, (_, k) => `<li><a href="/catalogue/${g}/${k}.html">Item ${g}.${k}</a></li>`);
    groups.push(`<div class="group"><h4>Group ${g}</h4><ul>${items.join('')}</ul></div>`);
  }
  const script = `<script>var config = ${JSON.stringify(Array.from({ length: 2000 }, (_, k) => `key${k}`))};</script>`;
  return `<div class="mega-menu">${groups.join('\n')}</div>${script}`;
}

async function main(): Promise<void> {
  const pages = Number(argValue('--pages', '200'));
  const layouts = process.argv.includes('--layout') ? [argValue('--layout', 'blog') as LayoutName] : LAYOUT_NAMES;
  const heavy = Number(argValue('--heavy', '0'));
  for (const layout of layouts) {
    const file = join(tmpdir(), `web2text-site-${layout}-${process.pid}.jsonl`);
    const site = generateSite(layout, pages);
    if (heavy > 0) for (const page of site.pages) page.html = page.html.replace(/<body[^>]*>/i, (body) => body + heavyBlock(heavy));
    const jsonl = siteJsonl(site);
    writeFileSync(file, jsonl);
    const heap = () => {
      global.gc?.();
      return process.memoryUsage().heapUsed;
    };
    const heapBefore = heap();
    // The heap still in use (after a collection) every 50 pages.
    const retained: number[] = [];
    let failed: string[] = [];
    const records = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          const record = JSON.parse(line) as { id: string; error?: string };
          if (record.error) failed.push(`${record.id}: ${record.error}`);
        }
        done();
      },
    });
    const t0 = performance.now();
    const summary = await runSiteBatch({
      method: 'template',
      site: file,
      output: records,
      onProgress: ({ pages }) => {
        if (pages % 50 === 0) retained.push(heap());
      },
    });
    const seconds = (performance.now() - t0) / 1000;
    unlinkSync(file);
    console.log(
      `${layout}: ${summary.pages} pages (${(jsonl.length / MB).toFixed(1)} MB) in ${seconds.toFixed(1)} s, ` +
        `${(summary.pages / seconds).toFixed(1)} pages/s, ${summary.failed} failed; ` +
        `heap in use ${(heapBefore / MB).toFixed(0)} MB before, after every 50 pages ${retained.map((bytes) => (bytes / MB).toFixed(0)).join(', ')} MB`,
    );
    for (const failure of failed.slice(0, 5)) console.log(`  ${failure}`);
    failed = [];
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
