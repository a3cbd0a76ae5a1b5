// What a corpus reader yields for each page: the labelled page, or the reason it cannot be one. Readers report
// every page they leave out this way, so no page is dropped silently.
import type { CorpusName, GoldPage } from './corpus';

export interface SkippedPage {
  corpus: CorpusName;
  /** The page's id, or `line N` for a JSONL line without a usable one. */
  id: string;
  reason: string;
}

export type CorpusEntry = { page: GoldPage } | { skipped: SkippedPage };

export function isSkipped(entry: CorpusEntry): entry is { skipped: SkippedPage } {
  return 'skipped' in entry;
}

/** The entries up to the n-th that `counts` (by default every entry). */
export async function* firstEntries<T>(entries: AsyncIterable<T>, n: number, counts: (entry: T) => boolean = () => true): AsyncGenerator<T> {
  let taken = 0;
  for await (const entry of entries) {
    yield entry;
    if (counts(entry) && ++taken === n) return;
  }
}
