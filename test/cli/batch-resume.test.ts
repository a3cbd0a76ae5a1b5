// Kill-and-resume: a batch over a WARC.gz is killed with SIGKILL at random moments, ten times, each time started
// again with --resume; in the end the output holds every page of the input exactly once, in input order, and
// every line is a whole record. The same for a gzipped output written by worker threads, with three kills.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import seedrandom from 'seedrandom';
import { gunzipSync } from 'zlib';
import { articlePageIds, articleResponse, serialized, writeWarc, type WarcEntry } from '../support/warc-files';
import { runCli, startCli, summaryOf } from '../support/run-cli';

const KILLS = 10;
const PAGES = 120;

function warcEntries(): WarcEntry[] {
  const ids = articlePageIds(60);
  const entries: WarcEntry[] = [];
  for (let i = 0; i < PAGES; i++) {
    if (i % 10 === 0) entries.push({ type: 'request', url: `http://x.example/${i}`, statusline: `GET /${i} HTTP/1.1`, httpHeaders: { Host: 'x.example' }, block: '' });
    entries.push({ ...articleResponse(ids[i % 60]), id: `<urn:uuid:page-${i}>` });
  }
  return entries;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
/**
 * A run is killed at the latest once its output has grown by this many bytes (a few records), so that on a fast
 * machine no run gets through the rest of the input before its kill: the kills are what the test is about.
 */
const MAX_GROWTH_PER_RUN = 8 * 1024;

/** Starts the batch; kills it with SIGKILL once `killWhen` says so. Resolves whether it finished on its own. */
async function runUntilKilled(args: string[], killWhen: () => boolean): Promise<boolean> {
  const run = startCli(args);
  let exited = false;
  void run.exit.then(() => (exited = true));
  while (!exited && !killWhen()) await sleep(10);
  if (exited) return (await run.exit) === 0;
  run.child.kill('SIGKILL');
  await run.exit;
  return false;
}

describe('extract --resume after SIGKILL', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-kill-'));
  const input = path.join(dir, 'crawl.warc.gz');
  beforeAll(() => writeWarc(input, serialized(warcEntries(), true)));

  it.each([
    ['out.jsonl', KILLS, '1'],
    ['out.jsonl.gz', 3, '2'],
  ])('%s: %i kills at random moments with --jobs %s, then every page exactly once', async (name, kills, jobs) => {
    const output = path.join(dir, name);
    const args = ['extract', '--input', input, '--output', output, '--resume', '--jobs', jobs];
    const random = seedrandom(`kills of ${name}`);
    let finishedEarly = false;
    const grew: boolean[] = [];
    for (let k = 0; k < kills && !finishedEarly; k++) {
      const before = sizeOf(output);
      // Half the kills come some time after the output has grown (while records are written), half at any time
      // after the start (loading the model, recovering the output, passing over the pages already written).
      const afterGrowth = k % 2 === 0;
      const delayMs = random() * (afterGrowth ? 400 : 2500);
      const started = Date.now();
      let grownAt: number | null = null;
      finishedEarly = await runUntilKilled(args, () => {
        if (sizeOf(output) - before >= MAX_GROWTH_PER_RUN) return true;
        if (!afterGrowth) return Date.now() - started >= delayMs;
        grownAt ??= sizeOf(output) > before ? Date.now() : null;
        return grownAt !== null && Date.now() - grownAt >= delayMs;
      });
      grew.push(sizeOf(output) > before);
    }
    expect(finishedEarly).toBe(false);
    expect(grew.filter(Boolean).length).toBeGreaterThanOrEqual(Math.ceil(kills / 2));

    const last = runCli(args);
    expect(last.status).toBe(0);
    const summary = summaryOf(last.stderr);
    expect(summary.resumed).toBeGreaterThan(0);
    expect(summary.resumed + summary.pages).toBe(PAGES);
    const bytes = readFileSync(output);
    const text = (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const records = text.slice(0, -1).split('\n').map((l) => JSON.parse(l) as { id: string; text?: string });
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: PAGES }, (_, i) => `<urn:uuid:page-${i}>`));
    expect(records.every((r) => typeof r.text === 'string' && r.text.length > 0)).toBe(true);
  });
});
