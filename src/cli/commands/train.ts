// `web2text train --split cleaneval|web2text --out models/NAME`: build (or load) the dataset of the split's
// train and validation pages, train the unary and pairwise nets (spec §9) and write the model folder.
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import { SPLITS } from '../../data/cleaneval-splits';
import { InputError } from '../../errors';
import { DEFAULT_FEATURE_SET, FEATURE_SET_NAMES, isFeatureSetName } from '../../features/sets';
import { BACKEND_NAMES, parseBackendName } from '../../model/backend';
import { LAMBDA_GRID } from '../../training/lambda';
import { train } from '../../training/run';
import { memberSeed, TRAIN_STEPS } from '../../training/train';
import { DEFAULT_WEIGHT_AVERAGE_DECAY } from '../../training/weight-average';
import { createLazyProgress, createProgress, type Progress } from '../progress';
import { parseSplit, wholeNumber, withDataHint } from '../split-options';

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
      const { featureSet } = opts;
      if (featureSet !== undefined && !isFeatureSetName(featureSet)) {
        throw new InputError(`unknown --feature-set "${featureSet}" (known: ${FEATURE_SET_NAMES.join(', ')})`);
      }
      const steps = wholeNumber(opts.steps, '--steps');
      const seed = wholeNumber(opts.seed, '--seed');
      const members = wholeNumber(opts.ensemble, '--ensemble', 1);
      const weightAverage = Number(opts.weightAverage);
      if (!(weightAverage >= 0 && weightAverage < 1)) throw new InputError(`--weight-average must be a number in [0, 1), not "${opts.weightAverage}"`);
      const backend = parseBackendName(opts.backend, '--backend');

      let datasetProgress: Progress | undefined;
      const trainProgress = createLazyProgress('train', members * 2 * (steps + 1));
      const summary = await train({
        out: opts.out, split, dataDir: opts.data, dataset: opts.dataset, featureSet, steps, seed, ensemble: members, weightAverage,
        tuneLambda: opts.tuneLambda, backend,
        onEvent: (event) => {
          if (event.type === 'backend') process.stderr.write(`web2text: training on backend ${event.backend}\n`);
          if (event.type === 'dataset-page') {
            datasetProgress ??= createProgress('dataset', event.total);
            datasetProgress.update(event.done, `page ${event.id}`);
          }
          if (event.type === 'pages') {
            datasetProgress?.stop();
            for (const { id, reason } of event.skipped) process.stderr.write(`web2text: skipped page ${id}: ${reason}\n`);
            for (const [part, ids] of Object.entries(event.missing)) {
              if (ids.length > 0) process.stderr.write(`web2text: ${ids.length} ${part} page(s) not in the dataset: ${ids.join(', ')}\n`);
            }
            process.stderr.write(`web2text: ${event.train} train and ${event.validation} validation pages (${opts.split})\n`);
          }
          if (event.type === 'step') {
            const { member, net, step, loss } = event;
            trainProgress.update(
              (2 * member + (net === 'unary' ? 0 : 1)) * (steps + 1) + step + 1,
              `${members > 1 ? `seed ${memberSeed(seed, member)} ` : ''}${net} step ${step} loss ${loss.toFixed(3)}`,
            );
          }
        },
      }).catch((err: unknown) => {
        throw withDataHint(err, opts.data);
      });
      trainProgress.stop();
      process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    });
}
