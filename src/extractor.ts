// The one interface of every extraction method, learned or heuristic (DESIGN.md): page in, one label per block
// out, on the page's own blocks. Methods are built by name through the registry (inference/registry.ts).
import type { Page } from './dom/types';

export interface BlockLabels {
  /** 1 = main content, 0 = boilerplate; one entry per page block. */
  labels: Uint8Array;
  /** Optional per-block score in [0, 1] (a heuristic's normalised score); heuristic features read it. */
  scores?: Float32Array;
  /** Per-block probability of content of a learned model; extract() reports it as `pContent`. */
  pContent?: Float32Array;
  /**
   * Per block, its part, from a model that tells parts apart: the index in model/block-classes.ts BLOCK_CLASSES
   * (boilerplate, body, comments, related); extract() reports it as `part`.
   */
  parts?: Uint8Array;
  /** Set when the method could not decide (a blanket labelling) or handed the page to another method. */
  reason?: string;
  /** The method that produced the labels when it is not this extractor itself (a fallback). */
  method?: string;
  /**
   * The method's own text, for a method whose output is text rather than blocks (Readability); its labels are
   * then that text aligned back to the blocks. Without it, a method's text is its content blocks' (dom/text.ts).
   */
  text?: string;
}

/** What an extractor tells its user about itself (the CLI prints it). */
export interface ExtractorInfo {
  backend?: string;
  modelDir?: string;
  /** Ensemble members of the model (1 for a single model). */
  members?: number;
  /** The Viterbi λ in use. */
  lambda?: number;
  /** Set when the model could not be loaded and every page goes to the fallback method. */
  modelError?: string;
}

export interface Extractor {
  /** The method's name in the registry. */
  readonly name: string;
  readonly info?: ExtractorInfo;
  /** Never throws on odd pages (no body, no text); a learned model may throw where its backend fails. */
  label(page: Page): BlockLabels;
  /**
   * An estimate (0–1) of the word F1 of this method's labelling of `page` (`output`: what `label` gave, with its
   * text), where the method can give one (confidence/confidence.ts); undefined where it cannot.
   */
  confidence?(page: Page, output: BlockLabels & { text: string }): number | undefined;
}
