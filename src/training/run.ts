// train(): what `web2text train` does, as a library call: the split's train and validation pages (from a saved
// dataset or built from CleanEval), both nets of every ensemble member (spec §9), λ chosen on the validation
// pages when asked, and the model folder written.
import { DEFAULT_DATA_DIR } from '../data/cleaneval';
import { splitPartIds, type SplitName } from '../data/cleaneval-splits';
import { InputError } from '../errors';
import { DEFAULT_FEATURE_SET, type FeatureSetName } from '../features/sets';
import { initBackend, type BackendName } from '../model/backend';
import { averagedNets } from '../model/ensemble';
import { buildDataset, loadDataset, type SkippedPage } from './dataset';
import { chooseLambda } from './lambda';
import { saveTrainedModel, type TrainingSummary } from './save';
import { selectPages } from './split-datasets';
import { TRAIN_STEPS, trainEnsemble, type StepProgress } from './train';
import type { Dataset } from './types';
import { DEFAULT_WEIGHT_AVERAGE_DECAY } from './weight-average';

export interface TrainRunOptions {
  /** Model folder to write. */
  out: string;
  split: SplitName;
  /** CleanEval folder (splits, and the pages when no dataset file is given). */
  dataDir?: string;
  /** A saved dataset file to take the pages from instead of building them. */
  dataset?: string;
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
  backend?: BackendName;
  onEvent?: (event: TrainEvent) => void;
}

export type TrainEvent =
  | { type: 'backend'; backend: BackendName }
  | { type: 'dataset-page'; done: number; total: number; id: number }
  | {
      type: 'pages';
      train: number;
      validation: number;
      /** Pages the dataset build could not label. */
      skipped: SkippedPage[];
      /** Split pages a loaded dataset file does not hold. */
      missing: { train: number[]; validation: number[] };
    }
  | ({ type: 'step' } & StepProgress);

/** The split's train and validation pages, from the dataset file or built from the CleanEval folder. */
function splitData(options: TrainRunOptions, dataDir: string, trainIds: number[], validationIds: number[]): { train: Dataset; validation: Dataset } {
  let all: Dataset;
  let skipped: SkippedPage[] = [];
  if (options.dataset !== undefined) {
    all = loadDataset(options.dataset);
    if (options.featureSet !== undefined && all.featureSet !== options.featureSet) {
      throw new InputError(`${options.dataset}: holds feature set "${all.featureSet}", not the requested "${options.featureSet}"`);
    }
  } else {
    const built = buildDataset({
      ids: [...trainIds, ...validationIds],
      dataDir,
      featureSet: options.featureSet ?? DEFAULT_FEATURE_SET,
      onProgress: (done, total, id) => options.onEvent?.({ type: 'dataset-page', done, total, id }),
    });
    skipped = built.skipped;
    all = built;
  }
  const train = selectPages(all, trainIds);
  const validation = selectPages(all, validationIds);
  options.onEvent?.({
    type: 'pages',
    train: train.dataset.pages.length,
    validation: validation.dataset.pages.length,
    skipped,
    // Pages the builder skipped are reported as skipped; a loaded dataset may simply lack some.
    missing: options.dataset === undefined ? { train: [], validation: [] } : { train: train.missing, validation: validation.missing },
  });
  if (validation.dataset.pages.length === 0) throw new InputError(`no validation page of split ${options.split} in the dataset`);
  return { train: train.dataset, validation: validation.dataset };
}

export async function train(options: TrainRunOptions): Promise<TrainingSummary> {
  const { split, steps = TRAIN_STEPS, seed = 0, ensemble = 1, weightAverage = DEFAULT_WEIGHT_AVERAGE_DECAY } = options;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const backend = await initBackend(options.backend);
  options.onEvent?.({ type: 'backend', backend });
  const { train: trainPages, validation } = splitData(options, dataDir, splitPartIds(split, 'train', dataDir), splitPartIds(split, 'validation', dataDir));
  const trained = trainEnsemble(
    { train: trainPages, validation, steps, seed, weightAverage, onProgress: (progress) => options.onEvent?.({ type: 'step', ...progress }) },
    ensemble,
  );
  const lambda = options.tuneLambda ? chooseLambda(averagedNets(trained), validation.pages) : undefined;
  return saveTrainedModel(options.out, trained, { train: trainPages, validation, split, seed, steps, weightAverage, backend, lambda }).summary;
}
