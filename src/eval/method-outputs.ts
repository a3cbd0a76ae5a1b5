// Every method's output on one parsed page, timed, as compare and the report of unlabelled pages both run it: the
// registry's extractors on the same blocks, each as it is; a method that fails gives no content, with the reason.
import { performance } from 'perf_hooks';
import { setImmediate } from 'timers/promises';
import type { Page } from '../dom/types';
import type { Extractor } from '../extractor';
import { labelAndText, type PageOutput } from '../inference/extract';

export interface MethodOutput {
  output: PageOutput;
  /** Parse time + this method's labelling and text output, in ms. */
  ms: number;
  failure?: string;
}

/** What a failed method gives: no content and no text, as the benchmark counts a failed extraction. */
export function noOutput(page: Page): PageOutput {
  return { labels: new Uint8Array(page.blocks.length), text: '' };
}

/**
 * A method's output on a page, or, where it fails (throws, or gives a label count other than the page's blocks),
 * no content and no text with the reason: a failed extraction counts as an empty one, as the benchmark counts it.
 */
function outputOf(extractor: Extractor, page: Page): { output: PageOutput; failure?: string } {
  const nothing = (failure: string) => ({ output: noOutput(page), failure });
  let output: PageOutput;
  try {
    output = labelAndText(extractor, page);
  } catch (err) {
    return nothing(`failed: ${(err as Error).message}`);
  }
  return output.labels.length === page.blocks.length ? { output } : nothing(`gave ${output.labels.length} labels for ${page.blocks.length} blocks`);
}

/** One extractor's output on the page, timed; decoding and parsing (parseMs) are part of every method's cost. */
export function methodOutput(page: Page, extractor: Extractor, parseMs: number): MethodOutput {
  const m0 = performance.now();
  const { output, failure } = outputOf(extractor, page);
  return { output, ms: parseMs + performance.now() - m0, failure };
}

/** Each extractor's output on the page, in order (methodOutput). */
export function methodOutputs(page: Page, extractors: readonly Extractor[], parseMs: number): Map<string, MethodOutput> {
  return new Map(extractors.map((m) => [m.name, methodOutput(page, m, parseMs)]));
}

/**
 * Lets the event loop turn once; a loop over pages awaits it after each page. The methods that read a page in a
 * jsdom window (readability, defuddle) close it, but jsdom frees a closed window only once the tasks it queued on
 * the event loop have run: in a loop that awaits only promises they never run (compare on WCXB's 269 validation
 * pages with readability and defuddle filled a 4 GB heap; 40 pages kept 130 MB of windows, none with this turn).
 */
export async function releaseClosedWindows(): Promise<void> {
  await setImmediate();
}
