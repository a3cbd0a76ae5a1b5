// train(): what `web2text train` does, as a library call: the train and validation pages of one corpus or a mix
// (CleanEval by one of its splits, WCXB by its committed domain split, a user's JSONL split by site), from a saved
// dataset or built, every net of every ensemble member (docs/methods/web2text.md §9, and the context stage when asked),
// λ chosen on the validation pages when asked, and the model folder written.
import { existsSync } from 'fs';
import * as path from 'path';
import type { SplitName } from '../corpora/cleaneval-splits';
import type { CorpusName, GoldPage } from '../corpora/corpus';
import type { CorpusParts, CorpusSpec } from '../corpora/definition';
import type { SkippedPage } from '../corpora/corpus-entry';
import { corpusDefinition, DEFAULT_CORPUS, openCorpus } from '../corpora/registry';
import { fileSha256 } from '../files/file-digest';
import { checkArgument } from '../arguments';
import { checkOptions } from '../option-checks';
import { TRAIN_OPTIONS } from './options';
import { InputError } from '../errors';
import { checkWritableFolder } from '../files/output-files';
import { MANIFEST_FILE } from '../model/manifest';
import { DEFAULT_FEATURE_SET, type FeatureSetName } from '../features/sets';
import { initBackend, type BackendName } from '../model/backend';
import { averagedNets, potentialNets } from '../model/ensemble';
import { buildDataset, loadDataset } from './dataset';
import { chooseLambda } from './lambda';
import { choosePartWeights } from './part-weights';
import { saveTrainedModel, type TrainingSummary } from './save';
import { DEFAULT_CONTEXT_STAGE, TRAIN_STEPS, trainEnsemble, type HiddenWidths, type StepProgress } from './train';
import { BINARY_OUTPUTS, PART_OUTPUTS } from '../model/block-classes';
import type { StageKind } from '../model/page-stage';
import type { Dataset, DatasetPage } from './types';
import { DEFAULT_WEIGHT_AVERAGE_DECAY } from './weight-average';
import { ANCESTOR_LEVELS } from '../features/block-ancestry';

export type { CorpusSpec };

export interface TrainRunOptions {
  /** Model folder to write. */
  out: string;
  /** Replace the model `out` holds; without it such a folder is refused before training. */
  overwrite?: boolean;
  /** The corpora to train on (weights default to 1). Default: CleanEval by `split`. */
  corpora?: CorpusSpec[];
  /** CleanEval split when `corpora` is not given (the reference's training). */
  split?: SplitName;
  /** CleanEval folder when `corpora` is not given. */
  dataDir?: string;
  /** Saved dataset files (e.g. one per corpus) to take the pages from instead of building them. */
  dataset?: string | string[];
  /** Default: the dataset file's, else 'web2text'; a dataset file of another set is refused. */
  featureSet?: FeatureSetName;
  /** Last training step (steps + 1 updates per net); default 5,000. */
  steps?: number;
  /** Seed of the first member; member k uses seed + k. */
  seed?: number;
  /** Ensemble members (default 1). */
  ensemble?: number;
  /** Decay of the validated weight average (default 0.99); 0 = the raw weights, as the reference. */
  weightAverage?: number;
  /** Choose the Viterbi λ on the validation pages and store it (else λ = 1). */
  tuneLambda?: boolean;
  /** Store the content floor (model/content-floor.ts) as part of the model's decoding. */
  contentFloor?: boolean;
  /** Store that the model keeps a passage's repeats out of the content (inference/repeated-text.ts). */
  dropRepeatedText?: boolean;
  /** Train a context stage with this many cross-fitting folds (training/context.ts); default none. */
  contextFolds?: number;
  /** What the context stage reads (model/page-stage.ts); default 'page'. */
  contextKind?: StageKind;
  /** Hidden widths of the unary and context nets (default the paper's 50, 50, 50, 10). */
  hiddenWidths?: HiddenWidths;
  backend?: BackendName;
  onEvent?: (event: TrainEvent) => void;
}

export type TrainEvent =
  | { type: 'backend'; backend: BackendName }
  | { type: 'dataset-page'; done: number; total?: number; id: string }
  | {
      type: 'pages';
      train: number;
      validation: number;
      /** Pages the readers or the dataset build could not use, with the reason. */
      skipped: SkippedPage[];
      /** Split pages a loaded dataset file does not hold, of those its build did not skip … */
      missing: { train: string[]; validation: string[] };
      /** … and of those it skipped (`dataset` named them with the reason; the file keeps the reasons). */
      skippedWhenBuilt: { train: string[]; validation: string[] };
    }
  | ({ type: 'step' } & StepProgress);

const keyOf = (corpus: CorpusName, id: string) => `${corpus}/${id}`;

/** The train pages, then the validation pages, read one at a time. */
function* bothParts(pages: CorpusParts['pages']): Generator<GoldPage> {
  yield* pages('train');
  yield* pages('validation');
}

/** The pages of `dataset` with the given keys, in key order, and the keys it lacks: skipped by its build, or not. */
function selectPages(dataset: Dataset, keys: readonly string[]): { dataset: Dataset; missing: string[]; skippedWhenBuilt: string[] } {
  const byKey = new Map<string, DatasetPage>(dataset.pages.map((page) => [keyOf(page.corpus, page.id), page]));
  const skipped = new Set((dataset.skipped ?? []).map((page) => keyOf(page.corpus, page.id)));
  const lacking = keys.filter((key) => !byKey.has(key));
  return {
    dataset: { ...dataset, pages: keys.flatMap((key) => byKey.get(key) ?? []) },
    missing: lacking.filter((key) => !skipped.has(key)),
    skippedWhenBuilt: lacking.filter((key) => skipped.has(key)),
  };
}

/** Every corpus's train and validation pages, from the dataset file or built. */
function trainingData(options: TrainRunOptions, corpora: CorpusParts[]): { train: Dataset; validation: Dataset } {
  const keys = (part: 'train' | 'validation') => corpora.flatMap(({ spec, ids }) => ids[part].map((id) => keyOf(spec.corpus, id)));
  let all: Dataset;
  const skipped: SkippedPage[] = [];
  if (options.dataset !== undefined) {
    const files = Array.isArray(options.dataset) ? options.dataset : [options.dataset];
    const datasets = files.map(loadDataset);
    const wanted = options.featureSet ?? datasets[0].featureSet;
    datasets.forEach((dataset, k) => {
      if (dataset.featureSet !== wanted) throw new InputError(`${files[k]}: holds feature set "${dataset.featureSet}", not the requested "${wanted}"`);
    });
    all = { ...datasets[0], pages: datasets.flatMap((dataset) => dataset.pages), skipped: datasets.flatMap((dataset) => dataset.skipped ?? []) };
  } else {
    const featureSet = options.featureSet ?? DEFAULT_FEATURE_SET;
    const total = keys('train').length + keys('validation').length;
    let done = 0;
    const onProgress = (_: number, __: number | undefined, id: string) => options.onEvent?.({ type: 'dataset-page', done: ++done, total, id });
    const built = corpora.map(({ pages }) => buildDataset({ pages: bothParts(pages), featureSet, onProgress }));
    // Readers report the pages they leave out as they are read, so after the build.
    skipped.push(...corpora.flatMap((corpus) => corpus.skipped), ...built.flatMap((dataset) => dataset.skipped));
    all = { ...built[0], pages: built.flatMap((dataset) => dataset.pages) };
  }
  const train = selectPages(all, keys('train'));
  const validation = selectPages(all, keys('validation'));
  options.onEvent?.({
    type: 'pages',
    train: train.dataset.pages.length,
    validation: validation.dataset.pages.length,
    skipped,
    // Pages the builder skipped are reported as skipped; a loaded dataset may simply lack some.
    missing: options.dataset === undefined ? { train: [], validation: [] } : { train: train.missing, validation: validation.missing },
    skippedWhenBuilt: options.dataset === undefined ? { train: [], validation: [] } : { train: train.skippedWhenBuilt, validation: validation.skippedWhenBuilt },
  });
  if (validation.dataset.pages.length === 0) {
    const names = corpora.map(({ spec }) => spec.corpus).join(', ');
    // A split by site (site-split.ts) keeps a site's pages in one part: the pages of one site are all train pages.
    throw new InputError(
      keys('validation').length === 0
        ? `no validation page: the split of ${names} puts none of its pages in its validation part, as it keeps each site's pages in one part; give pages of several sites (records' url or domain)`
        : `no validation page to choose the model by: ${validationPagesLost(keys('validation').length, names, options.dataset !== undefined)}`,
    );
  }
  return { train: train.dataset, validation: validation.dataset };
}

/** Why none of the `count` pages of the validation part is there to validate on. */
function validationPagesLost(count: number, names: string, fromDatasetFile: boolean): string {
  const pages = count === 1 ? `the one page of the validation part of ${names}` : `the ${count} pages of the validation part of ${names}`;
  return fromDatasetFile
    ? `${pages} ${count === 1 ? 'is' : 'are'} not in the dataset, or ${count === 1 ? 'was' : 'were'} skipped when it was built`
    : `${pages} ${count === 1 ? 'was' : 'were all'} skipped (each is reported with its reason)`;
}

/**
 * The SHA-256 of each corpus read from a file (a user's JSONL), by corpus name: `eval` and `compare` recognise the
 * file by it and score its test part, the sites the model did not see, unless told otherwise.
 */
async function corpusFileDigests(specs: readonly CorpusSpec[]): Promise<Record<string, string> | undefined> {
  const files = specs.filter((spec) => corpusDefinition(spec.corpus).source.kind === 'file' && spec.source !== undefined);
  if (files.length === 0) return undefined;
  const digests = await Promise.all(files.map(async (spec) => [spec.corpus, await fileSha256(spec.source!)] as const));
  return Object.fromEntries(digests.filter((entry): entry is readonly [CorpusName, string] => entry[1] !== undefined));
}

/** How the corpora are named in the model's manifest: e.g. "wcxb+cleaneval:web2text". */
function corporaName(corpora: readonly CorpusParts[]): string {
  return corpora.map(({ spec }) => (spec.split === undefined ? spec.corpus : `${spec.corpus}:${spec.split}`)).join('+');
}

export async function train(options: TrainRunOptions): Promise<TrainingSummary> {
  checkArgument(typeof options?.out === 'string' && options.out !== '', options?.out, 'train takes its options with out, the model folder to write');
  checkOptions(TRAIN_OPTIONS, options);
  const { steps = TRAIN_STEPS, seed = 0, ensemble = 1, weightAverage = DEFAULT_WEIGHT_AVERAGE_DECAY, contextFolds } = options;
  const legacy = options.corpora === undefined;
  const specs: CorpusSpec[] = options.corpora ?? [{ corpus: DEFAULT_CORPUS, split: options.split, source: options.dataDir }];
  if (specs.length === 0) throw new InputError('no corpus to train on');
  // Before hours of training, not after them.
  if (options.overwrite !== true && existsSync(path.join(options.out, MANIFEST_FILE))) {
    throw new InputError(`${options.out} holds a model already: --overwrite (option overwrite) replaces it`);
  }
  await checkWritableFolder(options.out);
  const backend = await initBackend(options.backend);
  options.onEvent?.({ type: 'backend', backend });
  const corpora = await Promise.all(specs.map(openCorpus));
  const corpusFiles = await corpusFileDigests(specs);
  const { train: trainPages, validation } = trainingData(options, corpora);
  // Block nets tell parts apart when some training pages' gold names them (model/block-classes.ts).
  const classes = trainPages.pages.some((page) => page.parts !== undefined) ? PART_OUTPUTS : BINARY_OUTPUTS;
  const contextStage = { kind: options.contextKind ?? DEFAULT_CONTEXT_STAGE.kind, levels: ANCESTOR_LEVELS };
  // A single CleanEval split trains exactly as the reference (pages alike); a mix samples by corpus weight.
  const corpusWeights = legacy ? undefined : Object.fromEntries(specs.map((spec) => [spec.corpus, spec.weight ?? 1]));
  const trained = trainEnsemble(
    {
      train: trainPages,
      validation,
      steps,
      seed,
      weightAverage,
      corpusWeights,
      contextFolds,
      contextStage,
      classes,
      hiddenWidths: options.hiddenWidths,
      // The reference also scores every training page at each validation point (train-log.json); on a modern
      // corpus (pages of ~1,000 blocks) that would cost three times the validation itself, so only CleanEval does.
      scoreTrain: legacy,
      onProgress: (progress) => options.onEvent?.({ type: 'step', ...progress }),
    },
    ensemble,
  );
  const nets = averagedNets(trained.map((model) => potentialNets(model, contextFolds ? contextStage : undefined)));
  const lambda = options.tuneLambda ? chooseLambda(nets, validation.pages, undefined, corpusWeights) : undefined;
  const partWeights = choosePartWeights(nets, validation.pages);
  const split = legacy ? corpora[0].spec.split! : corporaName(corpora);
  return saveTrainedModel(options.out, trained, {
    train: trainPages, validation, split, seed, steps, weightAverage, backend, lambda, contextFolds, contextStage, contentFloor: options.contentFloor, dropRepeatedText: options.dropRepeatedText, partWeights,
    ...(corpusWeights === undefined ? {} : { corpora: corpusWeights }),
    ...(corpusFiles === undefined ? {} : { corpusFiles }),
  }).summary;
}
