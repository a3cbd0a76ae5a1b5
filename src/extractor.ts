// The one interface that joins learned and heuristic methods (DESIGN.md): page in, one label per block out.
import type { Page } from './dom/types';

export interface BlockLabels {
  /** 1 = main content, 0 = boilerplate; one entry per page block. */
  labels: Uint8Array;
  /** Optional per-block score in [0, 1] (probability of content, or a normalised heuristic score). */
  scores?: Float32Array;
  /** Set when the method could not decide and fell back to a blanket labelling. */
  reason?: string;
}

export interface Extractor {
  name: string;
  label(page: Page): BlockLabels;
}
