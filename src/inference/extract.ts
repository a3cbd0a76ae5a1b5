// The extract() API: HTML (string or bytes) → main text and per-block labels, by any method of the registry.
import { checkArgument, checkOptionsObject, checkPage, checkPageInput } from '../arguments';
import { loadPage } from '../dom/page';
import { setPageAddress } from '../dom/page-address';
import { blocksToText, withoutHiddenCharacters } from '../dom/text';
import type { PageLimits } from '../dom/page-limits';
import type { Page } from '../dom/types';
import type { BlockLabels, Extractor } from '../extractor';
import { checkOptions } from '../option-checks';
import { EXTRACT_OPTIONS } from '../options';
import type * as Metadata from '../metadata/metadata';
import type { PageMetadata } from '../metadata/metadata';
import { renderContent, type OutputOptions, type RenderedContent } from '../output/registry';
import { createExtractor, DEFAULT_METHOD, type MethodOptions } from './registry';
import { BLOCK_CLASSES, type BlockClass } from '../model/block-classes';
import { PAGE_TYPE } from '../page-type/classifier';
import type { PageType } from '../page-type/page-types';

export interface PageReadingOptions extends PageLimits {
  /** Input is a CleanEval orig file (strip its wrapper lines). */
  cleaneval?: boolean;
  /** The encoding of byte input, overriding its declarations and detection (a WHATWG label). */
  encoding?: string;
  /**
   * The page's address (an absolute http(s) URL): it resolves the content's relative links and images, and the
   * methods that read it see it (defuddle's site-specific extractors).
   */
  url?: string;
}

/** Reads a page as `options` say; `charset` is the one bytes were served with (HTTP Content-Type). */
export function readPage(input: string | Uint8Array, options: PageReadingOptions, charset?: string): Page {
  const { cleaneval, encoding, maxPageBytes, maxBlocks, url } = options;
  const page = loadPage(input, { cleaneval, encoding, maxPageBytes, maxBlocks, charset });
  setPageAddress(page, url);
  return page;
}

/** What a page's result holds besides its text and blocks. */
export interface ResultOptions extends OutputOptions {
  /**
   * Read the page's metadata (default true). It costs up to ≈ 0.5× the parse of the page when the page declares
   * no language (the language is then detected from its text); `extract`'s text output goes without it.
   */
  metadata?: boolean;
  /** A batch record holds its page's blocks too, as a page's result always does (default false). */
  blocks?: boolean;
  /**
   * Estimate the output's word F1, where the method can (the default model): `confidence` (default: with the
   * metadata). It costs one cheap heuristic extractor (MCE) and a pass over the blocks (docs/results.md, "Confidence").
   */
  confidence?: boolean;
}

/** How one page is read and what its result holds. */
export interface PageOptions extends PageReadingOptions, ResultOptions {}

export interface ExtractOptions extends MethodOptions, PageOptions {
  /** A method of the registry; default 'web2text'. */
  method?: string;
}

export interface ExtractedBlock {
  text: string;
  /** 1 = main content. */
  label: number;
  /** Probability of content from the unary net (learned extractor only). */
  pContent?: number;
  /** What the block is, from a model that tells parts apart: body, comments, related or boilerplate. */
  part?: BlockClass;
}

/** A page's result: its text, every block, and the output formats asked for (output/registry.ts) as fields. */
export interface ExtractResult extends RenderedContent {
  text: string;
  /** The method that produced the labels (differs from the requested one after a fallback). */
  method: string;
  blocks: ExtractedBlock[];
  /**
   * What the page says about itself: title, author, date, language, canonical URL, description, site name
   * (absent with `metadata: false`).
   */
  metadata?: PageMetadata;
  /**
   * What kind of page it is (one of the seven WCXB page types, page-type/classifier.ts) and the probability of that
   * guess; given with the metadata, on a page with text.
   */
  pageType?: { type: PageType; probability: number };
  /**
   * An estimate (0–1) of the output's word F1 against the page's main content, where the method gives one (the
   * default model: confidence/confidence.ts); below DOUBTFUL_BELOW the output is doubtful.
   */
  confidence?: number;
  /** Why a fallback method (or a blanket labelling) was used. */
  fallbackReason?: string;
}

/** A method's labels of a page's blocks with its text. */
export interface PageOutput extends BlockLabels {
  text: string;
}

/**
 * Labels a parsed page with `extractor` and gives its text: the method's own text where it has one, else its
 * content blocks' text (empty on a page without blocks). Every method is asked on every page, since a method
 * with its own text (Readability) may find text where the page has no blocks.
 */
export function labelAndText(extractor: Extractor, page: Page): PageOutput {
  const labelled = extractor.label(page);
  return { ...labelled, text: labelled.text ?? blocksToText(page.blocks, labelled.labels, { asShown: page.textAsShown }) };
}

/** The extractor's estimate of its output's word F1 (Extractor.confidence) to 4 places, as outputs give it; undefined where it has none. */
export function outputConfidence(extractor: Extractor, page: Page, output: PageOutput): number | undefined {
  const confidence = extractor.confidence?.(page, output);
  return confidence === undefined ? undefined : Math.round(confidence * 1e4) / 1e4;
}

/** The metadata module, once loaded: a require() of a loaded module still resolves its path. */
let metadataModule: typeof Metadata | undefined;

/** A page's result without its blocks: what a batch record holds unless asked for them. */
export type ResultWithoutBlocks = Omit<ExtractResult, 'blocks'>;

/**
 * Labels a parsed page with `extractor`: its text, every block with its label (and pContent), the page's
 * metadata, and the content as Markdown or HTML when `options` ask for them; texts without the characters a
 * browser does not draw (withoutHiddenCharacters).
 */
export function extractPage(extractor: Extractor, page: Page, options: ResultOptions = {}): ExtractResult {
  checkExtractor(extractor, 'extractPage');
  checkPage(page, 'extractPage');
  checkOptionsObject(options, 'extractPage');
  const output = labelAndText(extractor, page);
  return pageResult(extractor, page, output, options, extractedBlocks(page, output));
}

/** extractPage's result without its blocks, which are then not made. */
export function extractPageWithoutBlocks(extractor: Extractor, page: Page, options: ResultOptions = {}): ResultWithoutBlocks {
  return pageResult(extractor, page, labelAndText(extractor, page), options);
}

/** Every block of a labelled page, with its label (and pContent and part where the method gives them). */
function extractedBlocks(page: Page, { labels, pContent, parts }: PageOutput): ExtractedBlock[] {
  return page.blocks.map((block, i): ExtractedBlock => {
    const extracted: ExtractedBlock = { text: withoutHiddenCharacters(block.text.trim()), label: labels[i] };
    if (pContent) extracted.pContent = Math.round(pContent[i] * 1e4) / 1e4;
    if (parts) extracted.part = BLOCK_CLASSES[parts[i]];
    return extracted;
  });
}

/** The result of a labelled page: with `blocks`, they come after its text and method. */
function pageResult(extractor: Extractor, page: Page, output: PageOutput, options: ResultOptions, blocks: ExtractedBlock[]): ExtractResult;
function pageResult(extractor: Extractor, page: Page, output: PageOutput, options: ResultOptions): ResultWithoutBlocks;
function pageResult(extractor: Extractor, page: Page, output: PageOutput, options: ResultOptions, blocks?: ExtractedBlock[]): ResultWithoutBlocks {
  const { labels, reason, method } = output;
  const text = withoutHiddenCharacters(output.text);
  const result: ResultWithoutBlocks & { blocks?: ExtractedBlock[] } = blocks === undefined ? { text, method: method ?? extractor.name } : { text, method: method ?? extractor.name, blocks };
  // The metadata loads when first asked for (a text-only run never loads it).
  if (options.metadata !== false) {
    metadataModule ??= require('../metadata/metadata') as typeof Metadata;
    result.metadata = metadataModule.pageMetadata(page);
    // A page without text is of no type.
    if (page.blocks.length > 0) {
      const { type, probability } = page.get(PAGE_TYPE);
      result.pageType = { type, probability: Math.round(probability * 1e4) / 1e4 };
    }
  }
  if ((options.confidence ?? options.metadata) !== false) {
    const confidence = outputConfidence(extractor, page, output);
    if (confidence !== undefined) result.confidence = confidence;
  }
  Object.assign(result, renderContent(page, labels, options));
  return reason ? { ...result, fallbackReason: reason } : result;
}

function checkExtractor(extractor: unknown, call: string): void {
  checkArgument(typeof (extractor as Partial<Extractor> | null)?.label === 'function', extractor, `${call} takes an extractor made by createExtractor(method) first, then the page`);
}

/** Parses one page and extracts it with an extractor built once (createExtractor) for many pages. */
export function extractWith(extractor: Extractor, input: string | Uint8Array, options: PageOptions = {}): ExtractResult {
  checkExtractor(extractor, 'extractWith');
  checkPageInput(input);
  checkOptions(EXTRACT_OPTIONS, options);
  return extractPage(extractor, readPage(input, options), options);
}

/** One-off convenience: builds the method's extractor for these options and extracts one page. */
export async function extract(input: string | Uint8Array, options: ExtractOptions = {}): Promise<ExtractResult> {
  checkPageInput(input);
  checkOptionsObject(options, 'extract');
  return extractWith(await createExtractor(options.method ?? DEFAULT_METHOD, options), input, options);
}
