// The extract() API: HTML (string or bytes) → main text and per-block labels, by any method, with fallbacks.
import { loadPage } from '../dom/page';
import { blocksToText } from '../dom/text';
import type { Page } from '../dom/types';
import type { Extractor } from '../extractor';
import { FALLBACK_METHOD, needsFallback } from './fallback';
import { heuristic, loadWeb2Text, type MethodName, type ModelOptions } from './methods';
import type { Web2TextExtractor } from './web2text';

export interface ExtractOptions extends ModelOptions {
  /** Default 'web2text'. */
  method?: MethodName;
  /** Input is a CleanEval orig file (strip its wrapper lines). */
  cleaneval?: boolean;
  /** Use CETD where the learned extractor cannot serve (see fallback.ts); default true. */
  fallback?: boolean;
}

export interface ExtractedBlock {
  text: string;
  /** 1 = main content. */
  label: number;
  /** Probability of content from the unary net (learned extractor only). */
  pContent?: number;
}

export interface ExtractResult {
  text: string;
  /** The method that produced the labels (differs from the requested one after a fallback). */
  method: string;
  /** Why a fallback method was used. */
  fallbackReason?: string;
  blocks: ExtractedBlock[];
}

export interface PageExtractorInfo {
  method: MethodName;
  backend?: string;
  modelDir?: string;
  /** Set when the model could not be loaded and every page goes to the fallback method. */
  modelError?: string;
}

export interface PageExtractor {
  info: PageExtractorInfo;
  extract(input: string | Uint8Array): ExtractResult;
  extractPage(page: Page): ExtractResult;
}

function resultOf(page: Page, method: string, labels: ArrayLike<number>, scores?: ArrayLike<number>): ExtractResult {
  const blocks = page.blocks.map((block, i): ExtractedBlock => {
    const extracted: ExtractedBlock = { text: block.text.trim(), label: labels[i] };
    if (scores) extracted.pContent = Math.round(scores[i] * 1e4) / 1e4;
    return extracted;
  });
  return { text: blocksToText(page.blocks, labels), method, blocks };
}

function withFallback(page: Page, reason: string): ExtractResult {
  const { labels, scores } = heuristic(FALLBACK_METHOD).label(page);
  return { ...resultOf(page, FALLBACK_METHOD, labels, scores), fallbackReason: reason };
}

function learnedResult(page: Page, learned: Web2TextExtractor, fallback: boolean): ExtractResult {
  let prediction;
  try {
    prediction = learned.predict(page);
  } catch (err) {
    if (!fallback) throw err;
    return withFallback(page, `learned extractor failed: ${(err as Error).message}`);
  }
  if (fallback && needsFallback(page, prediction.labels)) {
    return withFallback(page, 'learned extractor found no content on a page with text');
  }
  return resultOf(page, 'web2text', prediction.labels, prediction.pContent);
}

function heuristicResult(page: Page, extractor: Extractor): ExtractResult {
  const { labels, reason } = extractor.label(page);
  const result = resultOf(page, extractor.name, labels);
  return reason ? { ...result, fallbackReason: reason } : result;
}

/**
 * Builds a reusable extractor (loads the model once). An explicitly given `model` that cannot be loaded is an
 * error; when the default model cannot be loaded and fallback is on, every page goes to CETD with the reason.
 */
export async function createPageExtractor(options: ExtractOptions = {}): Promise<PageExtractor> {
  const method = options.method ?? 'web2text';
  const fallback = options.fallback ?? true;
  let extractWith: (page: Page) => ExtractResult;
  const info: PageExtractorInfo = { method };
  if (method === 'web2text') {
    try {
      const { extractor, backend, modelDir } = await loadWeb2Text(options);
      Object.assign(info, { backend, modelDir });
      extractWith = (page) => learnedResult(page, extractor, fallback);
    } catch (err) {
      if (!fallback || options.model !== undefined) throw err;
      const reason = `model unavailable: ${(err as Error).message}`;
      info.modelError = reason;
      extractWith = (page) => withFallback(page, reason);
    }
  } else {
    const extractor = heuristic(method);
    extractWith = (page) => heuristicResult(page, extractor);
  }
  const extractPage = (page: Page): ExtractResult =>
    page.blocks.length === 0 ? resultOf(page, method, []) : extractWith(page);
  return {
    info,
    extractPage,
    extract: (input) => extractPage(loadPage(input, { cleaneval: options.cleaneval })),
  };
}

/** One-off convenience: builds an extractor for these options and extracts one page. */
export async function extract(input: string | Uint8Array, options: ExtractOptions = {}): Promise<ExtractResult> {
  return (await createPageExtractor(options)).extract(input);
}
