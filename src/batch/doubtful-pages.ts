// A batch's doubtful pages (confidence/doubtful.ts): how many, and the least confident of them with their ids, for
// the summary of a batch or of a queue worker's shards. Every record holds its page's confidence, so the full list
// is a filter of the output.
import { isDoubtful } from '../confidence/doubtful';
import type { BatchId } from './source';

export interface DoubtfulPage {
  id: BatchId;
  confidence: number;
}

/** The least confident pages a summary names. */
export const LEAST_CONFIDENT_LISTED = 20;

/** Counts doubtful pages (`P`: a DoubtfulPage, or one with more to name it by, such as its shard). */
export class DoubtfulPages<P extends { confidence: number } = DoubtfulPage> {
  count = 0;
  /** The least confident pages so far, least first, at most LEAST_CONFIDENT_LISTED. */
  readonly leastConfident: P[] = [];

  /** Counts a page if its output is doubtful. */
  add(page: P): void {
    if (!isDoubtful(page.confidence)) return;
    this.count++;
    this.list(page);
  }

  /** Counts the `count` doubtful pages of another run, of which `leastConfident` are its least confident. */
  addRun(count: number, leastConfident: readonly P[]): void {
    this.count += count;
    for (const page of leastConfident) this.list(page);
  }

  private list(page: P): void {
    const list = this.leastConfident;
    if (list.length === LEAST_CONFIDENT_LISTED && page.confidence >= list[list.length - 1].confidence) return;
    let at = list.length;
    while (at > 0 && list[at - 1].confidence > page.confidence) at--;
    list.splice(at, 0, page);
    if (list.length > LEAST_CONFIDENT_LISTED) list.pop();
  }
}
