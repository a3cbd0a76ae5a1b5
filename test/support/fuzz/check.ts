// One fuzz input through every method by the public API: an outcome is text, a domain error (errors.ts: the
// page is refused with a reason, e.g. "not HTML" or a size limit) or a failure — an exception that is not a
// domain error, or a page over the time budget. Failures are what the fuzzer reports and keeps as reproducers.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { createExtractor, extractWith, SELF_CONTAINED_METHOD_NAMES, Web2TextError, type Extractor } from '../../../src/index';
import type { FuzzInput } from './inputs';

export interface FuzzFailure {
  kind: string;
  method: string;
  /** The exception's message, or "over the time budget (N ms)". */
  problem: string;
}

export interface MethodTally {
  ok: number;
  /** Domain errors by their class name (NotHtmlError, PageLimitError …). */
  refused: Record<string, number>;
  failures: number;
  maxMs: number;
  /** Calls that gave text and took over SLOW_MS, and the slowest such call's input kind and time. */
  slow: number;
  slowest?: { kind: string; ms: number };
  /**
   * The same by the process's CPU time during the call (user + system): on a machine other work shares, the time
   * a call costs rather than the time it waited.
   */
  slowByCpu: number;
  maxCpuMs: number;
}

/** A call that gives text should take less than this (issue 31's acceptance); refusals are not counted. */
export const SLOW_MS = 2000;

/**
 * The extractors of `methods`; by default every method web2text ships. Readability.js, a devDependency peer, is
 * left out: its own work grows faster than the nesting depth (Readability.parse on 300 nested <div>s took 14 s,
 * on 520 18 s, on a jsdom DOM built in 0.2 s), so no cap that real pages stay under keeps it within a budget, and
 * jsdom overflows its stack from ≈ 20,000 levels.
 */
export async function allExtractors(methods: readonly string[] = SELF_CONTAINED_METHOD_NAMES): Promise<Map<string, Extractor>> {
  const extractors = new Map<string, Extractor>();
  for (const method of methods) extractors.set(method, await createExtractor(method));
  return extractors;
}

/** Runs `input` through every extractor, adding to `tallies`; returns its failures. */
export function checkInput(input: FuzzInput, extractors: Map<string, Extractor>, tallies: Map<string, MethodTally>, budgetMs: number): FuzzFailure[] {
  const failures: FuzzFailure[] = [];
  for (const [method, extractor] of extractors) {
    const tally = tallies.get(method) ?? { ok: 0, refused: {}, failures: 0, maxMs: 0, slow: 0, slowByCpu: 0, maxCpuMs: 0 };
    tallies.set(method, tally);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let problem: string | null = null;
    let refused = false;
    try {
      extractWith(extractor, input.input);
      tally.ok++;
    } catch (err) {
      refused = err instanceof Web2TextError;
      if (err instanceof Web2TextError) tally.refused[err.name] = (tally.refused[err.name] ?? 0) + 1;
      else problem = `${(err as Error).name}: ${(err as Error).message}`;
    }
    const ms = performance.now() - t0;
    const { user, system } = process.cpuUsage(cpu0);
    const cpuMs = (user + system) / 1000;
    tally.maxMs = Math.max(tally.maxMs, ms);
    tally.maxCpuMs = Math.max(tally.maxCpuMs, Math.round(cpuMs));
    if (!refused && ms > SLOW_MS) {
      tally.slow++;
      if (ms > (tally.slowest?.ms ?? 0)) tally.slowest = { kind: input.kind, ms: Math.round(ms) };
    }
    if (!refused && cpuMs > SLOW_MS) tally.slowByCpu++;
    if (problem === null && ms > budgetMs) problem = `over the time budget (${Math.round(ms)} ms > ${budgetMs} ms)`;
    if (problem !== null) {
      tally.failures++;
      failures.push({ kind: input.kind, method, problem });
    }
  }
  return failures;
}

/** Reproducer files: {kind, string} or {kind, base64} (bytes). */
interface ReproducerFile {
  kind: string;
  problem?: string;
  string?: string;
  base64?: string;
}

/** Saves a failing input as a reproducer file in `dir` (test/fixtures/fuzz: every one becomes a regression test). */
export function saveReproducer(dir: string, name: string, input: FuzzInput, problem: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const body: ReproducerFile =
    typeof input.input === 'string' ? { kind: input.kind, problem, string: input.input } : { kind: input.kind, problem, base64: Buffer.from(input.input).toString('base64') };
  writeFileSync(file, JSON.stringify(body) + '\n');
  return file;
}

/** The reproducers kept in `dir`, by file name. */
export function readReproducers(dir: string): { name: string; input: FuzzInput }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReproducerFile;
      const input = file.string ?? new Uint8Array(Buffer.from(file.base64 ?? '', 'base64'));
      return { name, input: { kind: file.kind, input } };
    });
}
