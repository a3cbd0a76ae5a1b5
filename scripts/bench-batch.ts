// Benchmark of a crawl-sized batch: a WARC.gz of CleanEval pages repeated (a gzip member per record, as Common
// Crawl ships them) extracted by the built CLI (`extract --input X.warc.gz`) with --jobs 1 and then --jobs 2, in
// one run. Prints pages/s of each and their ratio (goal ≥ 1.7 on 2 cores), and the process's resident memory
// sampled every second over each run (worker threads included): its peak (goal < 500 MB with --jobs 1) and its
// peak in each quarter of the run, which stays flat when nothing grows with the number of pages; and the CPU time
// per 1,000 pages and the cores each run had, which show when other work on the machine took cores away.
//
//   npm run bench:batch -- [--pages 100000] [--data ../shared/cleaneval] [--method web2text] [--jobs 1,2]
//                          [--output FILE.jsonl(.gz)] [--rebuild]
import { spawn } from 'child_process';
import { existsSync, readFileSync, unlinkSync } from 'fs';
import { once } from 'events';
import { loadavg, tmpdir } from 'os';
import { join } from 'path';
import { argValue } from './bench-common';
import { DEFAULT_CLEANEVAL_FOLDER } from './data-folders';
import { writeRepeatedCleanEvalWarc } from '../test/support/warc-files';

const JOBS_RATIO_GOAL = 1.7;
const RSS_GOAL_MB = 500;
const SAMPLE_MS = 1000;
const CLI = join(__dirname, '..', 'dist', 'cli', 'main.js');

/** Resident memory of a process in MB (threads included), or null once it is gone. */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system, threads included), or null once it is gone. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime and stime: fields 14 and 15
  } catch {
    return null;
  }
}

interface RunResult {
  jobs: number;
  pages: number;
  failed: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb: number;
  /** Peak RSS in each quarter of the run's samples. */
  quarterPeakRssMb: number[];
  /** CPU time per 1,000 pages, and the cores the run had on average (CPU time / wall time; < jobs on a busy machine). */
  cpuSecondsPer1000Pages: number;
  coresUsed: number;
}

async function runExtract(warc: string, jobs: number, method: string, output: string): Promise<RunResult> {
  const child = spawn(process.execPath, [CLI, 'extract', '--input', warc, '--output', output, '--jobs', String(jobs), '--method', method, '--progress', '60'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const samples: number[] = [];
  let cpu = 0;
  const timer = setInterval(() => {
    const mb = rssMb(child.pid!);
    if (mb !== null) samples.push(mb);
    cpu = cpuSeconds(child.pid!) ?? cpu;
  }, SAMPLE_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(timer);
  if (code !== 0) throw new Error(`extract --jobs ${jobs} exited with ${code}: ${stderr.slice(-500)}`);
  const summary = JSON.parse(stderr.trim().split('\n').pop()!) as { pages: number; failed: number; seconds: number; pagesPerSecond: number };
  const quarter = Math.max(1, Math.ceil(samples.length / 4));
  const quarterPeakRssMb = [0, 1, 2, 3].map((q) => Math.round(Math.max(0, ...samples.slice(q * quarter, (q + 1) * quarter))));
  // The last sample is at most a second before the end: CPU time is read from it (it includes the model load).
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    jobs,
    ...summary,
    peakRssMb: Math.round(Math.max(...samples)),
    quarterPeakRssMb,
    cpuSecondsPer1000Pages: round2((cpu / summary.pages) * 1000),
    coresUsed: round2(cpu / (samples.length * (SAMPLE_MS / 1000))),
  };
}

async function main(): Promise<void> {
  const pages = Number(argValue('--pages', '100000'));
  const dataDir = argValue('--data', DEFAULT_CLEANEVAL_FOLDER);
  const method = argValue('--method', 'web2text');
  const jobsList = argValue('--jobs', '1,2').split(',').map(Number);
  const output = argValue('--output', '/dev/null');
  const warc = join(tmpdir(), `web2text-bench-${pages}.warc.gz`);
  if (process.argv.includes('--rebuild') && existsSync(warc)) unlinkSync(warc);
  if (!existsSync(warc)) {
    process.stderr.write(`bench-batch: writing ${warc} (${pages} records)\n`);
    await writeRepeatedCleanEvalWarc(warc, pages, dataDir);
  }
  const runs: RunResult[] = [];
  for (const jobs of jobsList) runs.push(await runExtract(warc, jobs, method, output));
  const one = runs.find((r) => r.jobs === 1);
  const two = runs.find((r) => r.jobs === 2);
  console.log(JSON.stringify({
    warc,
    records: pages,
    method,
    runs,
    jobs2OverJobs1: one && two ? Math.round((two.pagesPerSecond / one.pagesPerSecond) * 100) / 100 : undefined,
    jobsRatioGoal: JOBS_RATIO_GOAL,
    rssGoalMb: RSS_GOAL_MB,
    loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
  }, null, 1));
}

main().catch((err: Error) => {
  console.error(`bench-batch: ${err.message}`);
  process.exit(1);
});
