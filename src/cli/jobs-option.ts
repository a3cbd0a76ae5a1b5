// `--jobs N` of the commands that extract on worker threads (extract --input, worker).
import { availableParallelism } from 'os';
import { wholeNumber } from './split-options';

/**
 * The number of worker threads for `--jobs`: at most the machine's cores, with a warning when more were asked
 * for. Extraction keeps a core busy per thread, so more threads go no faster, while each holds its own model
 * (≈ 100 MB): `--jobs 64` on 2 cores took 2.7 GB (issue 16).
 */
export function jobsOption(value: string): number {
  const jobs = wholeNumber(value, '--jobs', 1);
  const cores = availableParallelism();
  if (jobs <= cores) return jobs;
  process.stderr.write(`web2text: warning: --jobs ${jobs} is more than the ${cores} cores of this machine: using ${cores} (more threads only hold more models in memory)\n`);
  return cores;
}
