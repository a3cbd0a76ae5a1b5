// Kill-and-resume at scale: the built CLI extracts a WARC.gz of CleanEval pages repeated with --resume and is
// killed with SIGKILL at random moments, started again each time, then run to the end; the output is checked:
// records = pages of the input, no id twice, every line a whole record, in input order.
//
//   npm run kill-resume -- [--pages 20000] [--kills 10] [--jobs 2] [--output FILE.jsonl(.gz)] [--seed S]
//                          [--max-seconds 20] [--data ../shared/cleaneval]
import { spawn } from 'child_process';
import { once } from 'events';
import { existsSync, readFileSync, unlinkSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import seedrandom from 'seedrandom';
import { gunzipSync } from 'zlib';
import { argValue } from './bench-common';
import { DEFAULT_CLEANEVAL_FOLDER } from './data-folders';
import { repeatRecordId, writeRepeatedCleanEvalWarc } from '../test/support/warc-files';

const CLI = join(__dirname, '..', 'dist', 'cli', 'main.js');
/** The earliest kill, after the start. */
const MIN_SECONDS = 0.5;

function outputText(file: string): string {
  if (!existsSync(file)) return '';
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes, { finishFlush: 2 /* Z_SYNC_FLUSH: read a cut-short file */ }) : bytes).toString('utf8');
}

/** Runs the batch; kills it after `seconds` unless it ends first. Resolves whether it was killed. */
async function runFor(args: string[], seconds: number | null): Promise<boolean> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: 'ignore' });
  const exit = once(child, 'exit');
  const timer = seconds === null ? null : setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
  const [code, signal] = (await exit) as [number | null, string | null];
  if (timer) clearTimeout(timer);
  if (signal === 'SIGKILL') return true;
  if (code !== 0) throw new Error(`extract exited with ${code}`);
  return false;
}

async function main(): Promise<void> {
  const pages = Number(argValue('--pages', '20000'));
  const kills = Number(argValue('--kills', '10'));
  const jobs = argValue('--jobs', '2');
  const maxSeconds = Number(argValue('--max-seconds', '20'));
  const output = argValue('--output', join(tmpdir(), `web2text-kill-resume-${process.pid}.jsonl`));
  const random = seedrandom(argValue('--seed', 'kill-resume'));
  const warc = join(tmpdir(), `web2text-bench-${pages}.warc.gz`);
  if (!existsSync(warc)) await writeRepeatedCleanEvalWarc(warc, pages, argValue('--data', DEFAULT_CLEANEVAL_FOLDER));
  if (existsSync(output)) unlinkSync(output);
  const args = ['extract', '--input', warc, '--output', output, '--jobs', jobs, '--resume'];
  const killed: { afterSeconds: number; records: number; cutLine: boolean }[] = [];
  while (killed.length < kills) {
    const seconds = MIN_SECONDS + random() * (maxSeconds - MIN_SECONDS);
    if (!(await runFor(args, seconds))) break; // it finished before the kill
    const text = outputText(output);
    const lines = text.split('\n');
    killed.push({ afterSeconds: Math.round(seconds * 10) / 10, records: lines.length - 1, cutLine: lines[lines.length - 1] !== '' });
  }
  await runFor(args, null);
  const lines = outputText(output).split('\n');
  const tail = lines.pop();
  let wholeRecords = 0;
  const ids: string[] = [];
  for (const line of lines) {
    try {
      ids.push((JSON.parse(line) as { id: string }).id);
      wholeRecords++;
    } catch {
      // counted as a truncated line below
    }
  }
  const inOrder = ids.every((id, i) => id === repeatRecordId(i));
  console.log(JSON.stringify({
    input: warc,
    output,
    jobs: Number(jobs),
    kills: killed.length,
    killed,
    inputRecords: pages,
    outputRecords: lines.length,
    duplicates: ids.length - new Set(ids).size,
    truncatedLines: lines.length - wholeRecords + (tail === '' ? 0 : 1),
    inInputOrder: inOrder && ids.length === pages,
  }, null, 1));
}

main().catch((err: Error) => {
  console.error(`kill-resume: ${err.message}`);
  process.exit(1);
});
