// A batch's doubtful pages (confidence/doubtful.ts): how many, and the least confident of them with their ids, for
// the batch's summary. Every record holds its page's confidence, so the full list is a filter of the output.
import { isDoubtful } from '../confidence/doubtful';
import type { BatchId } from './source';

export interface DoubtfulPage {
  id: BatchId;
  confidence: number;
}

/** The least confident pages a summary names. */
export const LEAST_CONFIDENT_LISTED = 20;

export class DoubtfulPages {
  count = 0;
  /** The least confident pages so far, least first, at most LEAST_CONFIDENT_LISTED. */
  readonly leastConfident: DoubtfulPage[] = [];

  /** Counts a page whose output has `confidence` if it is doubtful. */
  add(id: BatchId, confidence: number): void {
    if (!isDoubtful(confidence)) return;
    this.count++;
    const list = this.leastConfident;
    if (list.length === LEAST_CONFIDENT_LISTED && confidence >= list[list.length - 1].confidence) return;
    let at = list.length;
    while (at > 0 && list[at - 1].confidence > confidence) at--;
    list.splice(at, 0, { id, confidence });
    if (list.length > LEAST_CONFIDENT_LISTED) list.pop();
  }
}
