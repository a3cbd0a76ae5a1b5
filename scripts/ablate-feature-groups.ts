// What each modern-page feature group buys: the unary net trained on a 'modern+class-tokens' dataset file without
// one group's columns at a time (and with the reference's features alone), scored on its validation pages
// (training/scores.ts: mean page word F1 on WCXB). Prints one JSON line per variant and a markdown table at the end.
//
//   npx tsx scripts/ablate-feature-groups.ts --dataset wcxb-tokens.w2td [--steps 2000] [--seeds 0,1]
//
// The dataset comes from `web2text dataset --corpus wcxb --feature-set modern+class-tokens --out wcxb-tokens.w2td`;
// the train and validation pages are those of splits/wcxb.json.
import { featureSet } from '../dist/features/sets';
import { initBackend } from '../dist/model/backend';
import { readWcxbSplit } from '../dist/corpora/wcxb-split';
import { loadDataset } from '../dist/training/dataset';
import { unaryTask } from '../dist/training/tasks';
import { trainNet } from '../dist/training/train';
import type { Dataset } from '../dist/training/types';
import { argValue } from './bench-common';

/** The dataset with only the named columns, in their order. */
function keepColumns(dataset: Dataset, names: readonly string[]): Dataset {
  const index = names.map((name) => dataset.featureNames.indexOf(name));
  const width = dataset.featureNames.length;
  return {
    ...dataset,
    featureNames: [...names],
    pages: dataset.pages.map((page) => {
      const features = new Float32Array(page.n * names.length);
      for (let b = 0; b < page.n; b++) for (let c = 0; c < index.length; c++) features[b * names.length + c] = page.features[b * width + index[c]];
      return { ...page, features };
    }),
  };
}

async function main(): Promise<void> {
  await initBackend('wasm');
  const all = loadDataset(argValue('--dataset', 'wcxb-modern.w2td'));
  const setName = 'modern+class-tokens';
  if (all.featureSet !== setName) throw new Error(`the dataset holds feature set ${all.featureSet}, not ${setName}`);
  const steps = Number(argValue('--steps', '2000'));
  const seeds = argValue('--seeds', '0').split(',').map(Number);
  const split = readWcxbSplit();
  const part = (ids: string[]) => {
    const wanted = new Set(ids);
    return { ...all, pages: all.pages.filter((page) => page.corpus === 'wcxb' && wanted.has(page.id)) };
  };
  const train = part(split.train);
  const validation = part(split.validation);
  const set = featureSet(setName);
  const reference = new Set(featureSet('web2text').block.groups);
  const variants: [string, readonly string[]][] = [
    ['all modern groups', set.blockFeatureNames],
    ['reference features only', featureSet('web2text').blockFeatureNames],
    ...set.block.groups
      .filter((group) => !reference.has(group))
      .map((group): [string, readonly string[]] => [`without ${group.name}`, set.blockFeatureNames.filter((name) => !group.names.includes(name))]),
  ];
  const rows: string[] = [];
  for (const [variant, names] of variants) {
    const scores = seeds.map((seed) => {
      const options = { train: keepColumns(train, names), validation: keepColumns(validation, names), steps, seed, scoreTrain: false };
      const result = trainNet(unaryTask(options.train), options);
      result.net.dispose();
      return result.bestScore;
    });
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    console.log(JSON.stringify({ variant, columns: names.length, scores, mean }));
    rows.push(`| ${variant} | ${names.length} | ${scores.map((s) => s.toFixed(4)).join(' / ')} | ${mean.toFixed(4)} |`);
  }
  console.log(['| features | columns | validation word F1 per seed | mean |', '|---|---:|---|---:|', ...rows].join('\n'));
}

main().catch((err: Error) => {
  console.error(`ablate-feature-groups: ${err.message}`);
  process.exit(1);
});
