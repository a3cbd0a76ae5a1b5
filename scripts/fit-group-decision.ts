// Fits a model's group decision (src/model/group-decision.ts): a logistic regression that labels each column of a
// repeated sibling group as one, from the model's own content probabilities on the WCXB train part's pages (those
// whose gold aligns well enough to train on). A column's target is whether most of its words (+1 per block) are
// gold content; each column weighs ln(2 + its words) in the loss, so long columns count more without drowning the
// many short ones. Prints the columns' accuracy on the train part and on --eval (validation by default) beside the
// accuracy of the model's own labels, and with --write stores the decision in the model's manifest.json
// (`groupDecision`; the model's weights are untouched). Deterministic (scripts/logistic-fit.ts). Running the
// model over the pages takes minutes; --columns FILE keeps the columns found (read from FILE when it exists), so
// that other --l2 or --steps fit in seconds.
//
//   npm run groups:fit -- [--model models/default] [--data ../shared/wcxb] [--l2 0.0001] [--steps 1500]
//                         [--eval validation] [--columns FILE] [--write]
import { existsSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { isSkipped } from '../dist/corpora/corpus-entry';
import type { SplitPart } from '../dist/corpora/corpus';
import { readWcxbPart } from '../dist/corpora/wcxb-split';
import { DEFAULT_WCXB_FOLDER } from './data-folders';
import { labelGoldPage } from '../dist/labels/gold-labels';
import { BLOCK_WORDS } from '../dist/features/block-ancestry';
import { DEFAULT_MODEL_DIR, loadLearnedExtractor, type LearnedExtractor } from '../dist/inference/learned';
import { columnProbability, decidedColumns, GROUP_DECISION_INPUTS, type GroupDecision } from '../dist/model/group-decision';
import { MANIFEST_FILE } from '../dist/model/manifest';
import { argValue } from './bench-common';
import { fitLogistic } from './logistic-fit';

interface Columns {
  /** rows × inputs, row-major. */
  inputs: number[];
  /** Per column: 1 when most of its words are gold content. */
  targets: number[];
  weights: number[];
  /** Per column: whether the model's own labels put most of its words in the content. */
  labelled: number[];
}

async function columnsOf(part: SplitPart, dataDir: string, extractor: LearnedExtractor): Promise<Columns> {
  const out: Columns = { inputs: [], targets: [], weights: [], labelled: [] };
  let pages = 0;
  for (const entry of readWcxbPart(part, dataDir)) {
    if (isSkipped(entry)) continue;
    const { parsed, labels: gold, trainable } = labelGoldPage(entry.page);
    if (!trainable) continue;
    const { pContent, labels } = extractor.predictBlocks(parsed);
    const words = parsed.get(BLOCK_WORDS);
    const { blocks, inputs } = decidedColumns(parsed, pContent, labels);
    const weighted = (column: number[], of: ArrayLike<number>) => {
      let sum = 0;
      let total = 0;
      for (const b of column) {
        sum += (words[b] + 1) * of[b];
        total += words[b] + 1;
      }
      return sum / total;
    };
    blocks.forEach((column) => {
      out.targets.push(weighted(column, gold) > 0.5 ? 1 : 0);
      out.labelled.push(weighted(column, labels) > 0.5 ? 1 : 0);
      out.weights.push(Math.log(2 + column.reduce((sum, b) => sum + words[b], 0)));
    });
    out.inputs.push(...inputs);
    if (++pages % 100 === 0) process.stderr.write(`${part}: ${pages} pages\n`);
  }
  return out;
}

function fit(columns: Columns, l2: number, steps: number): GroupDecision {
  const d = GROUP_DECISION_INPUTS.length;
  const rows = columns.targets.map((_, r) => columns.inputs.slice(r * d, (r + 1) * d));
  const model = fitLogistic(rows, columns.targets, { l2, steps, rowWeights: columns.weights });
  const round = (x: number) => Number(x.toFixed(4));
  return { inputs: [...GROUP_DECISION_INPUTS], mean: model.mean.map(round), sd: model.sd.map(round), weights: model.weights.map(round), bias: round(model.bias) };
}

/** Word-weighted share of columns decided as the gold says: by the decision, and by the model's own labels. */
function accuracy(columns: Columns, decision: GroupDecision): { decision: number; model: number } {
  const inputs = Float64Array.from(columns.inputs);
  let right = 0;
  let modelRight = 0;
  let total = 0;
  columns.targets.forEach((target, r) => {
    const label = columnProbability(decision, inputs, r) > 0.5 ? 1 : 0;
    total += columns.weights[r];
    if (label === target) right += columns.weights[r];
    if (columns.labelled[r] === target) modelRight += columns.weights[r];
  });
  return { decision: right / total, model: modelRight / total };
}

async function main(): Promise<void> {
  const modelDir = argValue('--model', DEFAULT_MODEL_DIR);
  const dataDir = argValue('--data', DEFAULT_WCXB_FOLDER);
  const l2 = Number(argValue('--l2', '0.0001'));
  const steps = Number(argValue('--steps', '1500'));
  const evalPart = argValue('--eval', 'validation') as SplitPart;
  const cache = argValue('--columns', '');
  let train: Columns;
  let held: Columns;
  if (cache !== '' && existsSync(cache)) {
    ({ train, held } = JSON.parse(readFileSync(cache, 'utf8')) as { train: Columns; held: Columns });
  } else {
    const extractor = await loadLearnedExtractor({ model: modelDir, groupDecision: false });
    train = await columnsOf('train', dataDir, extractor);
    held = await columnsOf(evalPart, dataDir, extractor);
    if (cache !== '') writeFileSync(cache, JSON.stringify({ train, held }));
  }
  const decision = fit(train, l2, steps);
  const format = ({ decision: ours, model }: { decision: number; model: number }) => `decision ${ours.toFixed(4)}, model's labels ${model.toFixed(4)}`;
  console.log(`l2 ${l2}, ${steps} steps; ${train.targets.length} train columns: ${format(accuracy(train, decision))}; ${held.targets.length} ${evalPart} columns: ${format(accuracy(held, decision))} (word-weighted share decided as the gold)`);
  console.log(JSON.stringify(decision));
  if (process.argv.includes('--write')) {
    const file = path.join(modelDir, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...manifest, groupDecision: decision }, null, 2) + '\n');
    console.log(`written to ${file}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
