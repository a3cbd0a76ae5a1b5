// The corpus registry: every labelled corpus by name (definition.ts CorpusDefinition). eval, compare, report, dataset,
// train and the library know the corpora only through it, so a new corpus is one file exporting a
// CorpusDefinition and one entry in CORPORA.
import { InputError } from '../errors';
import { checkArgument } from '../arguments';
import { CLEANEVAL_CORPUS } from './cleaneval';
import type { SplitPart } from './corpus';
import type { CorpusDefinition, CorpusParts, CorpusSpec, ResolvedCorpusSpec, SelectedCorpusPages } from './definition';
import { JSONL_CORPUS } from './jsonl';
import { L3S_CORPUS } from './l3s';
import { WCXB_CORPUS } from './wcxb';

const CORPORA: readonly CorpusDefinition[] = [CLEANEVAL_CORPUS, WCXB_CORPUS, L3S_CORPUS, JSONL_CORPUS];

export const CORPUS_NAMES: readonly string[] = CORPORA.map((corpus) => corpus.name);
/** The corpus of the reference's training and of eval and compare when none is named. */
export const DEFAULT_CORPUS = CLEANEVAL_CORPUS.name;

export function isCorpusName(name: string): boolean {
  return CORPUS_NAMES.includes(name);
}

/** The definition of a corpus; an InputError naming the known ones otherwise. */
export function corpusDefinition(name: string): CorpusDefinition {
  const corpus = CORPORA.find((c) => c.name === name);
  if (corpus === undefined) throw new InputError(`unknown corpus "${name}" (known: ${CORPUS_NAMES.join(', ')})`);
  return corpus;
}

function checkCorpusSpec(spec: unknown, call: string): void {
  checkArgument(typeof spec === 'object' && spec !== null && !Array.isArray(spec), spec, `${call} takes the corpus as { corpus, source, split? } (corpus: ${CORPUS_NAMES.join(', ')})`);
}

/** The spec with its source and split filled in and checked: an InputError says what is wrong. */
export function resolveCorpusSpec(spec: CorpusSpec): ResolvedCorpusSpec {
  const corpus = corpusDefinition(spec.corpus);
  const source = spec.source;
  if (source === undefined) throw new InputError(`the ${corpus.name} corpus needs its ${corpus.source.kind}`);
  if (corpus.splits === undefined) {
    if (spec.split !== undefined) throw new InputError(`the ${corpus.name} corpus has no split "${spec.split}" (it has one split)`);
    return { ...spec, source };
  }
  const split = spec.split ?? corpus.splits[0];
  if (!corpus.splits.includes(split)) throw new InputError(`unknown split "${split}" of ${corpus.name} (known: ${corpus.splits.join(', ')})`);
  return { ...spec, source, split };
}

/** A corpus split into its parts (training reads its train and validation pages). */
export function openCorpus(spec: CorpusSpec): Promise<CorpusParts> {
  checkCorpusSpec(spec, 'openCorpus');
  const resolved = resolveCorpusSpec(spec);
  return corpusDefinition(spec.corpus).open(resolved);
}

/** The pages of a part of a corpus (default: the part its definition scores by default), the first `limit`. */
export function corpusPages(spec: CorpusSpec, part?: SplitPart | 'all', limit?: number): SelectedCorpusPages {
  checkCorpusSpec(spec, 'corpusPages');
  const corpus = corpusDefinition(spec.corpus);
  return corpus.pages(resolveCorpusSpec(spec), part ?? corpus.evalPart, limit);
}
