// Benchmark: median ms per Adam step of each net (128 windows, 128 block / 25 edge features, docs/methods/web2text.md
// §9) on the chosen backend (window sampling included), the projected time of a full run (5,001 steps × 2 nets), and
// the median predictPage ms (both nets + Viterbi) on a 200-block page. Medians, because the machine is shared.
//
//   npm run bench:train -- [--backend wasm|cpu|node] [--steps 20]
import seedrandom from 'seedrandom';
import { initBackend, parseBackendName } from '../dist/model/backend';
import { ConvNet } from '../dist/model/nets';
import { predictPage } from '../dist/model/predict';
import { createTrainStep } from '../dist/training/step';
import { pairwiseTask, Task, unaryTask } from '../dist/training/tasks';
import { TRAIN_STEPS } from '../dist/training/train';
import type { Dataset, DatasetPage } from '../dist/training/types';
import { WindowSampler } from '../dist/training/windows';
import { argValue, median, timeMs } from './bench-common';

const N_FEATURES = 128;
const N_EDGE_FEATURES = 25;
const PAGE_BLOCKS = 200;
const WARMUP = 3;
const INFERENCE_RUNS = 200;

function randomPage(id: number, n: number, rng: seedrandom.PRNG): DatasetPage {
  return {
    id: String(id),
    corpus: 'cleaneval',
    n,
    features: Float32Array.from({ length: n * N_FEATURES }, () => rng() * 2 - 1),
    edges: Float32Array.from({ length: (n - 1) * N_EDGE_FEATURES }, () => rng() * 2 - 1),
    labels: Uint8Array.from({ length: n }, () => (rng() < 0.5 ? 1 : 0)),
  };
}

function msPerStep(task: Task, dataset: Dataset, steps: number): number {
  const net = ConvNet.initialise(task.architecture, 1);
  const sampler = new WindowSampler(dataset.pages, 'bench');
  const step = createTrainStep(net, 'bench');
  for (let i = 0; i < WARMUP; i++) step.run(sampler.nextBatch(task));
  const times: number[] = [];
  for (let i = 0; i < steps; i++) times.push(timeMs(() => step.run(sampler.nextBatch(task))));
  step.dispose();
  net.dispose();
  return median(times);
}

async function main(): Promise<void> {
  const backend = await initBackend(parseBackendName(argValue('--backend', ''), '--backend'));
  const steps = Number(argValue('--steps', '20'));
  const rng = seedrandom('bench-train');
  const dataset: Dataset = {
    featureSet: 'random',
    featureVersion: 'bench',
    featureNames: Array.from({ length: N_FEATURES }, (_, i) => `f${i}`),
    edgeFeatureNames: Array.from({ length: N_EDGE_FEATURES }, (_, i) => `e${i}`),
    pages: Array.from({ length: 20 }, (_, i) => randomPage(i, PAGE_BLOCKS, rng)),
  };
  const unaryMs = msPerStep(unaryTask(dataset), dataset, steps);
  const pairwiseMs = msPerStep(pairwiseTask(dataset), dataset, steps);
  const fullRunMinutes = ((unaryMs + pairwiseMs) * (TRAIN_STEPS + 1)) / 60000;

  const nets = {
    unary: ConvNet.initialise(unaryTask(dataset).architecture, 2),
    pairwise: ConvNet.initialise(pairwiseTask(dataset).architecture, 3),
  };
  const page = dataset.pages[0];
  const times: number[] = [];
  for (let i = 0; i < WARMUP + INFERENCE_RUNS; i++) {
    const ms = timeMs(() => predictPage(nets, page.features, page.n, page.edges));
    if (i >= WARMUP) times.push(ms);
  }
  console.log(
    JSON.stringify(
      {
        backend,
        stepsTimed: steps,
        unaryMsPerStep: +unaryMs.toFixed(1),
        pairwiseMsPerStep: +pairwiseMs.toFixed(1),
        projectedMinutesFor5001StepsX2Nets: +fullRunMinutes.toFixed(1),
        predictPageMs200Blocks: +median(times).toFixed(2),
      },
      null,
      2,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
