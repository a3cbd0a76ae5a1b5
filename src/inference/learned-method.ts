// The 'web2text' method of the registry: the learned extractor (learned.ts) with its fallbacks (fallback.ts). The
// learned extractor — the features, the networks and TensorFlow.js — loads when the method is created, so that
// the registry (and a heuristic, or `require('web2text')`) does not load it.
import { ModelStoreError } from '../errors';
import type { Extractor } from '../extractor';
import { fallbackLabels, withFallback } from './fallback';
import type * as Learned from './learned';
import type { LearnedExtractor, ModelOptions } from './learned';
import type { MethodDefinition } from './registry';

/** The method's name in the registry. */
export const LEARNED_METHOD_NAME = 'web2text';

export interface LearnedMethodOptions extends ModelOptions {
  /** Use CETD where the learned extractor cannot serve; default true. */
  fallback?: boolean;
}

/**
 * The 'web2text' method. An explicitly given `model` that cannot be loaded is an error, and so is a backend that
 * cannot be initialised or a bad option; when the default model's files cannot be used and fallback is on, every
 * page goes to CETD with the reason (fallback.ts, rule 1).
 */
export async function createLearnedMethod(options: LearnedMethodOptions): Promise<Extractor> {
  const fallback = options.fallback ?? true;
  let learned: LearnedExtractor;
  try {
    learned = await (require('./learned') as typeof Learned).loadLearnedExtractor(options);
  } catch (err) {
    if (!fallback || options.model !== undefined || !(err instanceof ModelStoreError)) throw err;
    const reason = `model unavailable: ${(err as Error).message}`;
    return { name: LEARNED_METHOD_NAME, info: { modelError: reason }, label: (page) => fallbackLabels(page, reason) };
  }
  return fallback ? withFallback(learned) : learned;
}

export const WEB2TEXT_METHOD: MethodDefinition = { name: LEARNED_METHOD_NAME, create: createLearnedMethod };
