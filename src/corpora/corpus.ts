// A labelled page of any corpus (CleanEval, WCXB, a user's JSONL): its HTML and the gold main text whose alignment to
// the source labels the page's blocks (docs/methods/web2text.md §6.3: a block is content when more than ⌊2C/3⌋ of its
// characters align). Readers of each corpus yield these; datasets, training and evaluation take them.
import type { PartTexts } from './l3s-annotation';

/** The name of a corpus of the registry (registry.ts). */
export type CorpusName = string;

/** The parts of a split: choices are made on validation pages, final numbers on test pages. */
export const SPLIT_PARTS = ['train', 'validation', 'test'] as const;
export type SplitPart = (typeof SPLIT_PARTS)[number];

export interface GoldPage {
  corpus: CorpusName;
  /** Unique within its corpus: the CleanEval page number, the WCXB file id, a JSONL record's id. */
  id: string;
  /** The page as stored (bytes are decoded as any page is), or already decoded text. */
  html: Uint8Array | string;
  /** The HTML is a CleanEval orig file: strip its `<text …>` wrapper lines (§1). */
  cleanevalWrapper?: boolean;
  /** The gold main text, normalised as its corpus requires; '' = the page has no main content. */
  gold: string;
  /** Page type, where the corpus gives one (WCXB: article, forum, product, collection, listing, documentation, service). */
  pageType?: string;
  /** The page's site, where known: pages of one site share a template, so splits keep a domain in one part. */
  domain?: string;
  /** Where the page was served from, where the corpus says (WCXB's ground truth, a JSONL record's url). */
  url?: string;
  /** The text of each part, where the corpus annotates them (L3S-GN1); `gold` is then the body. */
  parts?: PartTexts;
}
