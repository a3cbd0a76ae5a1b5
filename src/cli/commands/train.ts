// `web2text train --split cleaneval|web2text --out models/NAME`: build (or load) the dataset of the split's
// train and validation pages, train the unary and pairwise nets (spec §9) and write the model folder.
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import { DEFAULT_FEATURE_SET, FEATURE_SET_NAMES, isFeatureSetName } from '../../features/sets';
import { BACKEND_NAMES, initBackend, parseBackendName } from '../../model/backend';
import { averagedNets } from '../../model/ensemble';
import { buildDataset, loadDataset } from '../../training/dataset';
import { saveTrainedModel } from '../../training/save';
import { selectPages } from '../../training/split-datasets';
import { chooseLambda, LAMBDA_GRID } from '../../training/lambda';
import { memberSeed, TRAIN_STEPS, trainEnsemble } from '../../training/train';
import { DEFAULT_WEIGHT_AVERAGE_DECAY } from '../../training/weight-average';
import type { Dataset } from '../../training/types';
import { InputError } from '../../errors';
import { parseSplit, splitPartIds, SPLITS, wholeNumber } from '../split-options';
import { createProgress } from '../progress';

interface TrainCliOptions {
  split: string;
  data: string;
  out: string;
  steps: string;
  seed: string;
  ensemble: string;
  weightAverage: string;
  tuneLambda?: boolean;
  backend?: string;
  dataset?: string;
  featureSet?: string;
}

/** The split's train and validation pages, from --dataset or built from the CleanEval folder. */
function splitData(opts: TrainCliOptions, trainIds: number[], validationIds: number[]): { train: Dataset; validation: Dataset } {
  let all: Dataset;
  if (opts.dataset !== undefined) {
    all = loadDataset(opts.dataset);
    if (opts.featureSet !== undefined && all.featureSet !== opts.featureSet) {
      throw new InputError(`${opts.dataset}: holds feature set "${all.featureSet}", not "${opts.featureSet}" (--feature-set)`);
    }
  } else {
    const ids = [...trainIds, ...validationIds];
    const progress = createProgress('dataset', ids.length);
    const built = buildDataset({
      ids,
      dataDir: opts.data,
      featureSet: opts.featureSet ?? DEFAULT_FEATURE_SET,
      onProgress: (done, _total, id) => progress.update(done, `page ${id}`),
    });
    progress.stop();
    for (const { id, reason } of built.skipped) process.stderr.write(`web2text: skipped page ${id}: ${reason}\n`);
    all = built;
  }
  const train = selectPages(all, trainIds);
  const validation = selectPages(all, validationIds);
  for (const [part, selected] of [['train', train], ['validation', validation]] as const) {
    // Pages the builder skipped were reported above; a loaded dataset may simply lack some.
    if (opts.dataset !== undefined && selected.missing.length > 0) {
      process.stderr.write(`web2text: ${selected.missing.length} ${part} page(s) not in the dataset: ${selected.missing.join(', ')}\n`);
    }
  }
  if (validation.dataset.pages.length === 0) throw new InputError(`no validation page of split ${opts.split} in the dataset`);
  return { train: train.dataset, validation: validation.dataset };
}

export function register(program: Command): void {
  program
    .command('train')
    .description("train the unary and pairwise CNNs on a split's train pages, keeping the best weights on its validation pages")
    .requiredOption('--out <dir>', 'model folder to write (e.g. models/NAME)')
    .option('--split <name>', `page split: ${SPLITS.join(' or ')}`, 'cleaneval')
    .option('--data <dir>', 'CleanEval folder', DEFAULT_DATA_DIR)
    .option('--steps <n>', 'last training step (steps + 1 updates per net)', String(TRAIN_STEPS))
    .option('--seed <n>', 'seed of weight init, windows and DropConnect masks (member k of an ensemble: seed + k)', '0')
    .option('--ensemble <k>', 'train k models from seeds seed … seed + k − 1; inference averages their probabilities', '1')
    .option('--weight-average <decay>', 'validate and keep a moving average of the weights with this decay per step; 0 = the raw weights, as the reference', String(DEFAULT_WEIGHT_AVERAGE_DECAY))
    .option('--tune-lambda', `choose the Viterbi λ among ${LAMBDA_GRID[0]}…${LAMBDA_GRID[LAMBDA_GRID.length - 1]} on the validation pages and store it as the model's default (else λ = 1)`)
    .option('--backend <name>', `tensor backend: ${BACKEND_NAMES.join(', ')} (default: the fastest that loads; env WEB2TEXT_BACKEND)`)
    .option('--dataset <file>', 'use this saved dataset instead of building one from --data')
    .option('--feature-set <name>', `feature set: ${FEATURE_SET_NAMES.join(', ')} (default ${DEFAULT_FEATURE_SET}, or the --dataset's)`)
    .action(async (opts: TrainCliOptions) => {
      const split = parseSplit(opts.split);
      if (opts.featureSet !== undefined && !isFeatureSetName(opts.featureSet)) {
        throw new InputError(`unknown --feature-set "${opts.featureSet}" (known: ${FEATURE_SET_NAMES.join(', ')})`);
      }
      const steps = wholeNumber(opts.steps, '--steps');
      const seed = wholeNumber(opts.seed, '--seed');
      const members = wholeNumber(opts.ensemble, '--ensemble', 1);
      const weightAverage = Number(opts.weightAverage);
      if (!(weightAverage >= 0 && weightAverage < 1)) throw new InputError(`--weight-average must be a number in [0, 1), not "${opts.weightAverage}"`);
      const backend = await initBackend(parseBackendName(opts.backend, '--backend'));
      process.stderr.write(`web2text: training on backend ${backend}\n`);

      const trainIds = splitPartIds(split, 'train', opts.data);
      const validationIds = splitPartIds(split, 'validation', opts.data);
      const { train, validation } = splitData(opts, trainIds, validationIds);
      process.stderr.write(`web2text: ${train.pages.length} train and ${validation.pages.length} validation pages (${opts.split})\n`);

      const progress = createProgress('train', members * 2 * (steps + 1));
      const trained = trainEnsemble(
        {
          train,
          validation,
          steps,
          seed,
          weightAverage,
          onProgress: ({ member, net, step, loss }) =>
            progress.update(
              (2 * member + (net === 'unary' ? 0 : 1)) * (steps + 1) + step + 1,
              `${members > 1 ? `seed ${memberSeed(seed, member)} ` : ''}${net} step ${step} loss ${loss.toFixed(3)}`,
            ),
        },
        members,
      );
      progress.stop();
      const lambda = opts.tuneLambda ? chooseLambda(averagedNets(trained), validation.pages) : undefined;
      const { summary } = saveTrainedModel(opts.out, trained, { train, validation, split: opts.split, seed, steps, weightAverage, backend, lambda });
      process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    });
}
