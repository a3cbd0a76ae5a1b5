// Fits the confidence model of a model folder (MODEL/confidence.json, src/confidence/confidence.ts): a logistic
// regression from a page's confidence features to the word F1 of the model's output, on pages the model's nets
// never saw — the validation parts of WCXB and L3S-GN1 (each page weighs the same). Prints, for each seed of the
// site folds, the estimate's quality cross-fitted by site (5 folds of the sites: each fold's pages estimated by a
// fit on the others): Spearman's rank correlation with the F1, mean absolute error, and the calibration table —
// pages binned by their estimate, the mean F1 of each bin, which must rise from bin to bin — with the doubtful
// pages (estimate below DOUBTFUL_BELOW). --write saves the fit on all validation pages; --eval test scores that
// fit on the test parts (only for the final number).
//
//   npm run confidence:train -- [--model models/default] [--l2 0.1] [--steps 2000] [--seeds 1,2,3] [--write]
//                               [--eval test] [--wcxb ../shared/wcxb] [--l3s ../shared/l3s-gn1]
import { writeFileSync } from 'fs';
import path from 'path';
import seedrandom from 'seedrandom';
import { DEFAULT_L3S_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';
import { isSkipped } from '../dist/corpora/corpus-entry';
import type { SplitPart } from '../dist/corpora/corpus';
import { corpusPages } from '../dist/corpora/registry';
import { wordScores } from '../dist/eval/word-f1';
import { CONFIDENCE_FILE, routedModelTimes, type ConfidenceModel } from '../dist/confidence/confidence';
import { DOUBTFUL_BELOW } from '../dist/confidence/doubtful';
import { CONFIDENCE_FEATURES, confidenceFeatures } from '../dist/confidence/confidence-features';
import { logistic, type LogisticModel } from '../dist/confidence/logistic';
import { labelAndText, readPage } from '../dist/inference/extract';
import { createExtractor } from '../dist/inference/registry';
import { argValue } from './bench-common';
import { fitLogistic } from './logistic-fit';

interface ScoredPage {
  corpus: string;
  id: string;
  site: string;
  features: number[];
  f1: number;
}

const FOLDS = 5;
/** A page scored below this is one a doubtful flag should catch. */
const POOR_F1 = 0.8;
/** The calibration table's bins of the estimate: the bottom one is the doubtful pages. */
const BIN_EDGES = [0, DOUBTFUL_BELOW, 0.9, 0.95, 1];

async function scoredPages(part: SplitPart, model: string, folders: Record<string, string>): Promise<ScoredPage[]> {
  const extractor = await createExtractor('web2text', { model, fallback: false });
  const pages: ScoredPage[] = [];
  for (const [corpus, source] of Object.entries(folders)) {
    for await (const item of corpusPages({ corpus, source }, part).pages) {
      const entry = 'corpus' in item ? { page: item } : item;
      if (isSkipped(entry)) continue;
      const { page: gold } = entry;
      const page = readPage(gold.html, { url: gold.url });
      const output = labelAndText(extractor, page);
      if (output.pContent === undefined) throw new Error(`${model} gives no content probabilities`);
      const features = confidenceFeatures(page, { labels: output.labels, pContent: output.pContent, parts: output.parts });
      pages.push({ corpus, id: gold.id, site: `${corpus}:${gold.domain}`, features, f1: wordScores(output.text, gold.gold).f1 });
    }
  }
  return pages;
}

function fit(pages: readonly ScoredPage[], l2: number, steps: number): LogisticModel {
  return fitLogistic(pages.map((page) => page.features), pages.map((page) => page.f1), { l2, steps });
}

/** Each page's estimate by a fit on the other folds of sites (sites shuffled by `seed`). */
function crossFitted(pages: readonly ScoredPage[], seed: string, l2: number, steps: number): number[] {
  const random = seedrandom(seed);
  const sites = [...new Set(pages.map((page) => page.site))].sort().map((site) => ({ site, key: random() })).sort((a, b) => a.key - b.key);
  const fold = new Map(sites.map(({ site }, i) => [site, i % FOLDS]));
  const estimates = new Array<number>(pages.length);
  for (let f = 0; f < FOLDS; f++) {
    const model = fit(pages.filter((page) => fold.get(page.site) !== f), l2, steps);
    pages.forEach((page, i) => {
      if (fold.get(page.site) === f) estimates[i] = logistic(model, page.features);
    });
  }
  return estimates;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value);
  const rank = new Array<number>(values.length);
  for (let k = 0; k < order.length; ) {
    let end = k;
    while (end + 1 < order.length && order[end + 1].value === order[k].value) end++;
    for (let j = k; j <= end; j++) rank[order[j].i] = (k + end) / 2;
    k = end + 1;
  }
  return rank;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (a.length - 1) / 2;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i++) {
    sab += (ra[i] - mean) * (rb[i] - mean);
    saa += (ra[i] - mean) ** 2;
    sbb += (rb[i] - mean) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

interface Bin {
  label: string;
  pages: number;
  estimate: number;
  f1: number;
}

function bins(estimates: readonly number[], pages: readonly ScoredPage[]): Bin[] {
  return BIN_EDGES.slice(0, -1).map((low, k) => {
    const high = BIN_EDGES[k + 1];
    const inBin = estimates.flatMap((e, i) => (e >= low && (e < high || (high === 1 && e <= 1)) ? [i] : []));
    return { label: `${low.toFixed(2)}–${high.toFixed(2)}`, pages: inBin.length, estimate: mean(inBin.map((i) => estimates[i])), f1: mean(inBin.map((i) => pages[i].f1)) };
  });
}

function rises(table: readonly Bin[]): boolean {
  const filled = table.filter((bin) => bin.pages > 0);
  return filled.every((bin, k) => k === 0 || bin.f1 > filled[k - 1].f1);
}

function markdownTable(table: readonly Bin[]): string {
  return ['| confidence | pages | mean confidence | mean word F1 |', '|---|---:|---:|---:|', ...table.map((bin) => `| ${bin.label} | ${bin.pages} | ${bin.estimate.toFixed(3)} | ${bin.f1.toFixed(3)} |`)].join('\n');
}

function summary(estimates: readonly number[], pages: readonly ScoredPage[]): string {
  const f1 = pages.map((page) => page.f1);
  const mae = mean(estimates.map((e, i) => Math.abs(e - f1[i])));
  const wcxb = pages.flatMap((page, i) => (page.corpus === 'wcxb' ? [i] : []));
  const doubtful = estimates.flatMap((e, i) => (e < DOUBTFUL_BELOW ? [i] : []));
  const poor = f1.flatMap((f, i) => (f < POOR_F1 ? [i] : []));
  const table = bins(estimates, pages);
  return [
    `Spearman ${spearman(estimates, f1).toFixed(3)} (WCXB ${spearman(wcxb.map((i) => estimates[i]), wcxb.map((i) => f1[i])).toFixed(3)}), mean absolute error ${mae.toFixed(3)};`,
    `doubtful (< ${DOUBTFUL_BELOW}): ${doubtful.length} of ${pages.length} pages, mean F1 ${mean(doubtful.map((i) => f1[i])).toFixed(3)} (the others ${mean(f1.filter((_, i) => estimates[i] >= DOUBTFUL_BELOW)).toFixed(3)}); of the ${poor.length} pages with F1 < ${POOR_F1}, ${poor.filter((i) => estimates[i] < DOUBTFUL_BELOW).length} doubtful;`,
    `bins: ${table.map((bin) => `${bin.label} ${bin.pages} pages F1 ${bin.f1.toFixed(3)}`).join(' | ')}; rises: ${rises(table) ? 'yes' : 'NO'}`,
  ].join('\n  ');
}

async function main(): Promise<void> {
  const model = path.resolve(argValue('--model', path.join(__dirname, '..', 'models', 'default')));
  const l2 = Number(argValue('--l2', '0.1'));
  const steps = Number(argValue('--steps', '2000'));
  const seeds = argValue('--seeds', '1,2,3').split(',');
  const evalPart = argValue('--eval', '') as SplitPart | '';
  const folders = {
    wcxb: argValue('--wcxb', DEFAULT_WCXB_FOLDER),
    l3s: argValue('--l3s', DEFAULT_L3S_FOLDER),
  };
  const validation = await scoredPages('validation', model, folders);
  console.log(`${validation.length} validation pages (WCXB ${validation.filter((p) => p.corpus === 'wcxb').length}, L3S-GN1 ${validation.filter((p) => p.corpus === 'l3s').length}), mean F1 ${mean(validation.map((p) => p.f1)).toFixed(4)}; l2 ${l2}, ${steps} steps`);
  for (const seed of seeds) {
    const estimates = crossFitted(validation, seed, l2, steps);
    console.log(`site folds of seed ${seed}, cross-fitted:\n  ${summary(estimates, validation)}`);
    if (seed === seeds[0]) console.log(markdownTable(bins(estimates, validation)));
  }
  const shipped = fit(validation, l2, steps);
  if (evalPart !== '') {
    const held = await scoredPages(evalPart, model, folders);
    const estimates = held.map((page) => logistic(shipped, page.features));
    console.log(`${evalPart} parts (${held.length} pages), the fit on all validation pages:\n  ${summary(estimates, held)}`);
    console.log(markdownTable(bins(estimates, held)));
  }
  if (process.argv.includes('--write')) {
    const file: ConfidenceModel = {
      models: routedModelTimes(model),
      trainedOn: 'WCXB and L3S-GN1 validation parts',
      features: [...CONFIDENCE_FEATURES],
      mean: shipped.mean.map((v) => Number(v.toPrecision(6))),
      sd: shipped.sd.map((v) => Number(v.toPrecision(6))),
      weights: shipped.weights.map((w) => Number(w.toFixed(5))),
      bias: Number(shipped.bias.toFixed(5)),
    };
    writeFileSync(path.join(model, CONFIDENCE_FILE), `${JSON.stringify({ ...file, l2, steps }, null, 1)}\n`);
    console.log(`wrote ${path.join(model, CONFIDENCE_FILE)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
