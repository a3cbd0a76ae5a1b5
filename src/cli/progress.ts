// A progress bar on stderr, shown only when stderr is a terminal (machine output stays clean). cli-progress (21
// modules, ≈ 18 ms) loads only when a bar is drawn.
import type * as CliProgress from 'cli-progress';
import { printable } from './printable';

export interface Progress {
  update(done: number, detail?: string): void;
  stop(): void;
}

export function createProgress(label: string, total: number): Progress {
  if (!process.stderr.isTTY || total <= 0) return { update() {}, stop() {} };
  const { SingleBar, Presets } = require('cli-progress') as typeof CliProgress;
  const bar = new SingleBar(
    { format: `${printable(label)} [{bar}] {percentage}% | {value}/{total} | {detail}`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(total, 0, { detail: '' });
  return {
    update: (done, detail = '') => bar.update(done, { detail: printable(detail) }),
    stop: () => bar.stop(),
  };
}

/** A progress bar that appears on its first update, after whatever is printed before the work starts; none when `quiet`. */
export function createLazyProgress(label: string, total: number, quiet = false): Progress {
  if (quiet) return { update() {}, stop() {} };
  let bar: Progress | null = null;
  return {
    update: (done, detail) => (bar ??= createProgress(label, total)).update(done, detail),
    stop: () => bar?.stop(),
  };
}
