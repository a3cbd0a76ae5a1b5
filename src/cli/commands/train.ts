// `web2text train --out models/NAME [--corpus cleaneval|wcxb|jsonl,… --weights …]`: build (or load) the dataset of the
// corpora's train and validation pages, train the nets (docs/methods/web2text.md §9; the context stage with
// --context-folds) and write the model folder.
import type { Command } from 'commander';
import { CLEANEVAL_CORPUS } from '../../corpora/cleaneval';
import { SPLITS } from '../../corpora/cleaneval-splits';
import { CORPUS_NAMES } from '../../corpora/registry';
import { InputError } from '../../errors';
import { STAGE_KINDS } from '../../model/page-stage';
import { DEFAULT_FEATURE_SET, FEATURE_SET_NAMES, isFeatureSetName } from '../../features/sets';
import { BACKEND_NAMES, parseBackendName } from '../../model/backend';
import { LAMBDA_GRID } from '../../training/lambda';
import { train, type CorpusSpec } from '../../training/run';
import { areHiddenWidths, HIDDEN_WIDTHS } from '../../model/nets';
import { memberSeed, TRAIN_STEPS } from '../../training/train';
import { DEFAULT_WEIGHT_AVERAGE_DECAY } from '../../training/weight-average';
import { createLazyProgress, createProgress, type Progress } from '../progress';
import { addCorpusMixOptions, mixedCorpusSpec, type CorpusMixCliOptions } from '../corpus-options';
import { parseSplit, wholeNumber, withDataHint } from '../split-options';
import { fewNames } from '../few-names';
import { printable } from '../printable';
import { addQuietOption, inform } from '../quiet-option';

interface TrainCliOptions extends CorpusMixCliOptions {
  quiet?: boolean;
  overwrite?: boolean;
  corpus?: string;
  weights?: string;
  split: string;
  data: string;
  contextFolds?: string;
  contextStage?: string;
  unaryWidths?: string;
  contextWidths?: string;
  out: string;
  steps: string;
  seed: string;
  ensemble: string;
  weightAverage: string;
  tuneLambda?: boolean;
  contentFloor?: boolean;
  dropRepeatedText?: boolean;
  backend?: string;
  dataset?: string;
  featureSet?: string;
}

/** --corpus and --weights as corpus specs; an unknown name or a bad weight is an input error. */
function corpusSpecs(opts: TrainCliOptions): CorpusSpec[] {
  const names = (opts.corpus as string).split(',').map((name) => name.trim()).filter(Boolean);
  const weights = opts.weights === undefined ? names.map(() => 1) : opts.weights.split(',').map((w) => Number(w.trim()));
  if (weights.length !== names.length || weights.some((w) => !(w >= 0) || !Number.isFinite(w))) {
    throw new InputError(`--weights must give one number ≥ 0 per --corpus (${names.length}), not "${opts.weights}"`);
  }
  if (new Set(names).size !== names.length) throw new InputError(`--corpus names a corpus twice: "${opts.corpus}"`);
  return names.map((name, i) => mixedCorpusSpec(name, opts, weights[i]));
}

/** A --…-widths value: the four hidden widths, whole numbers ≥ 1 (undefined: the paper's). */
function hiddenWidths(value: string | undefined, option: string): number[] | undefined {
  if (value === undefined) return undefined;
  const widths = value.split(',').map((w) => Number(w.trim()));
  if (!areHiddenWidths(widths)) {
    throw new InputError(`${option} must be ${HIDDEN_WIDTHS.length} whole numbers ≥ 1, comma-separated (e.g. ${HIDDEN_WIDTHS.join(',')}), not "${value}"`);
  }
  return widths;
}

export function register(program: Command): void {
  const command = program
    .command('train')
    .description("train the CNNs on the corpora's train pages, keeping the best weights on their validation pages")
    .requiredOption('--out <dir>', 'model folder to write (e.g. models/NAME)')
    .option('--overwrite', 'replace the model the --out folder holds (else it is refused)')
    .option('--corpus <list>', `corpora to train on, comma-separated: ${CORPUS_NAMES.join(', ')} (default: cleaneval alone, as the reference)`)
    .option('--weights <list>', 'sampling weight of each --corpus, in order (default 1 each): windows come from a corpus in proportion to its weight')
    .option('--split <name>', `CleanEval page split: ${SPLITS.join(' or ')}`, 'cleaneval');
  addQuietOption(addCorpusMixOptions(command), 'backend line, page counts or progress')
    .option('--context-folds <k>', 'train a context stage (first-stage probabilities pooled over the page) with k cross-fitting folds')
    .option('--context-stage <kind>', `what the context stage reads: ${STAGE_KINDS.join(' or ')} (default page)`)
    .option('--unary-widths <list>', `the unary net's four hidden widths (default ${HIDDEN_WIDTHS.join(',')}, the paper's; narrower is faster)`)
    .option('--context-widths <list>', `the context net's four hidden widths (default ${HIDDEN_WIDTHS.join(',')})`)
    .option('--steps <n>', 'last training step (steps + 1 updates per net)', String(TRAIN_STEPS))
    .option('--seed <n>', 'seed of weight init, windows and DropConnect masks (member k of an ensemble: seed + k)', '0')
    .option('--ensemble <k>', 'train k models from seeds seed … seed + k − 1; inference averages their probabilities', '1')
    .option('--weight-average <decay>', 'validate and keep a moving average of the weights with this decay per step; 0 = the raw weights, as the reference', String(DEFAULT_WEIGHT_AVERAGE_DECAY))
    .option('--tune-lambda', `choose the Viterbi λ among ${LAMBDA_GRID[0]}…${LAMBDA_GRID[LAMBDA_GRID.length - 1]} on the validation pages and store it as the model's default (else λ = 1)`)
    .option('--content-floor', 'decode with the content floor: a page whose content would hold < 10% of its words is decoded again with a lower bar (docs/guide.md)')
    .option('--drop-repeated-text', 'decode keeping a passage of 6 or more words once: its repeats on the page are not content (docs/guide.md)')
    .option('--backend <name>', `tensor backend: ${BACKEND_NAMES.join(', ')} (default: the fastest that loads; env WEB2TEXT_BACKEND)`)
    .option('--dataset <files>', 'use these saved datasets (comma-separated, e.g. one per corpus) instead of building them')
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
      const corpora = opts.corpus === undefined ? undefined : corpusSpecs(opts);
      // Without --corpus, CleanEval alone (as the reference): its folder option is checked as a named corpus's is.
      if (corpora === undefined) mixedCorpusSpec(CLEANEVAL_CORPUS.name, opts);
      const readsCleanEval = corpora === undefined || corpora.some((spec) => spec.corpus === CLEANEVAL_CORPUS.name);
      const contextFolds = opts.contextFolds === undefined ? undefined : wholeNumber(opts.contextFolds, '--context-folds', 2);
      const unaryWidths = hiddenWidths(opts.unaryWidths, '--unary-widths');
      const contextWidths = hiddenWidths(opts.contextWidths, '--context-widths');
      if (contextWidths !== undefined && contextFolds === undefined) throw new InputError('--context-widths needs --context-folds (a context stage)');
      const contextKind = STAGE_KINDS.find((kind) => kind === opts.contextStage);
      if (opts.contextStage !== undefined && contextKind === undefined) throw new InputError(`--context-stage must be ${STAGE_KINDS.join(' or ')}, not "${opts.contextStage}"`);

      let datasetProgress: Progress | undefined;
      // Per member: the unary net, the context stage's fold nets and context net, the pairwise net.
      const stages = 2 + (contextFolds === undefined ? 0 : contextFolds + 1);
      const stageOf = ({ net, fold }: { net: string; fold?: number }) =>
        net === 'unary' ? (fold === undefined ? 0 : 1 + fold) : net === 'context' ? stages - 2 : stages - 1;
      const quiet = opts.quiet === true;
      const trainProgress = createLazyProgress('train', members * stages * (steps + 1), quiet);
      const summary = await train({
        out: opts.out, overwrite: opts.overwrite === true, corpora, split, dataDir: opts.data, dataset: opts.dataset?.split(','), featureSet, steps, seed, ensemble: members, weightAverage,
        tuneLambda: opts.tuneLambda, contentFloor: opts.contentFloor, dropRepeatedText: opts.dropRepeatedText, contextFolds, contextKind, backend,
        hiddenWidths: { unary: unaryWidths, context: contextWidths },
        onEvent: (event) => {
          if (event.type === 'backend') inform(quiet, `web2text: training on backend ${event.backend}\n`);
          if (event.type === 'dataset-page' && !quiet) {
            datasetProgress ??= createProgress('dataset', event.total ?? 0);
            datasetProgress.update(event.done, `page ${event.id}`);
          }
          if (event.type === 'pages') {
            datasetProgress?.stop();
            for (const { corpus, id, reason } of event.skipped) process.stderr.write(`web2text: ${printable(`skipped ${corpus} page ${id}: ${reason}`)}\n`);
            for (const [part, ids] of Object.entries(event.missing)) {
              if (ids.length > 0) process.stderr.write(`web2text: ${printable(`${ids.length} ${part} page(s) not in the dataset: ${fewNames(ids, 10)}`)}\n`);
            }
            // `dataset` named each of these with its reason; counted here, not listed again.
            const { train: skippedTrain, validation: skippedValidation } = event.skippedWhenBuilt;
            if (skippedTrain.length + skippedValidation.length > 0) {
              process.stderr.write(`web2text: ${skippedTrain.length} train and ${skippedValidation.length} validation page(s) left out, skipped when the dataset was built (its summary gives each one's reason)\n`);
            }
            inform(quiet, `web2text: ${event.train} train and ${event.validation} validation pages (${opts.corpus ?? opts.split})\n`);
          }
          if (event.type === 'step') {
            const { member, net, fold, step, loss } = event;
            trainProgress.update(
              (stages * member + stageOf(event)) * (steps + 1) + step + 1,
              `${members > 1 ? `seed ${memberSeed(seed, member)} ` : ''}${fold === undefined ? net : `fold ${fold}`} step ${step} loss ${loss.toFixed(3)}`,
            );
          }
        },
      }).catch((err: unknown) => {
        // The hint at --data only where the CleanEval folder is read (the reference's training, or a mix with it).
        throw readsCleanEval && opts.data !== undefined ? withDataHint(err, opts.data) : err;
      });
      trainProgress.stop();
      process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    });
}
