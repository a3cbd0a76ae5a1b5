// The page-level chooser experiment (docs/experiments.md, "A page-level chooser"): whole-page candidates beside the
// default model's output — its decoding in favour of recall and of precision (--favor), and the heuristics CETD,
// MCE and BTE — and a chooser that, per page, predicts each candidate's gain in word F1 over the default's output
// (one logistic regression per candidate on (gain + 1) / 2, from the page's confidence features and how the
// candidate differs from the default's labels) and takes the candidate of the largest predicted gain when that
// exceeds a margin δ, else the default's output. Measured on the WCXB and L3S-GN1 validation parts (the pages the
// default's nets never saw), cross-fitted by site (5 folds of the sites; seeds shuffle them); prints each
// candidate's mean, what always choosing the best would give (the oracle), and the chooser's mean per δ and seed.
//
//   npm run chooser:experiment -- [--model models/default] [--l2 0.1] [--steps 1500] [--seeds 1,2,3]
//                                 [--wcxb ../shared/wcxb] [--l3s ../shared/l3s-gn1]
import path from 'path';
import seedrandom from 'seedrandom';
import { DEFAULT_L3S_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';
import { isSkipped } from '../dist/corpora/corpus-entry';
import { corpusPages } from '../dist/corpora/registry';
import { confidenceFeatures, labelAgreement } from '../dist/confidence/confidence-features';
import { logistic } from '../dist/confidence/logistic';
import { loadPage } from '../dist/dom/page';
import { wordScores } from '../dist/eval/word-f1';
import { BLOCK_WORDS } from '../dist/features/block-ancestry';
import { labelAndText } from '../dist/inference/extract';
import { createExtractor } from '../dist/inference/registry';
import { argValue } from './bench-common';
import { fitLogistic } from './logistic-fit';

const DEFAULT = 'web2text';
/** The candidates beside the default's output: its other decodings and the heuristics. */
const CANDIDATES = ['recall', 'precision', 'cetd', 'mce', 'bte'] as const;
type Candidate = (typeof CANDIDATES)[number];
const FOLDS = 5;
const MARGINS = [0, 0.02, 0.05, 0.1, 0.15];

interface CandidatePage {
  corpus: string;
  site: string;
  /** Word F1 of the default's output and of each candidate. */
  f1: Record<typeof DEFAULT | Candidate, number>;
  /** The chooser's inputs of each candidate. */
  features: Record<Candidate, number[]>;
}

/**
 * How a candidate's labels differ from the default's: their agreement, the log ratio of their words, the net's mean
 * content probability over the candidate's words, the words it adds and removes (shares of the default's), the
 * share of the added words the net thought boilerplate and of the removed ones it thought content, and the
 * candidate's mean agreement with the other candidates.
 */
function differences(labels: Uint8Array, others: readonly Uint8Array[], base: Uint8Array, pContent: Float32Array, words: ArrayLike<number>): number[] {
  let kept = 0;
  let baseKept = 0;
  let probability = 0;
  let added = 0;
  let addedLow = 0;
  let removed = 0;
  let removedHigh = 0;
  for (let i = 0; i < words.length; i++) {
    const n = words[i];
    if (labels[i] === 1) [kept, probability] = [kept + n, probability + n * pContent[i]];
    if (base[i] === 1) baseKept += n;
    if (labels[i] === 1 && base[i] === 0) [added, addedLow] = [added + n, addedLow + (pContent[i] < 0.5 ? n : 0)];
    if (labels[i] === 0 && base[i] === 1) [removed, removedHigh] = [removed + n, removedHigh + (pContent[i] > 0.5 ? n : 0)];
  }
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const consensus = others.reduce((sum, other) => sum + labelAgreement(labels, other, words), 0) / others.length;
  return [labelAgreement(labels, base, words), Math.log((kept + 1) / (baseKept + 1)), share(probability, kept), share(added, baseKept), share(removed, baseKept), share(addedLow, added), share(removedHigh, removed), consensus];
}

async function candidatePages(model: string, folders: Record<string, string>): Promise<CandidatePage[]> {
  const base = await createExtractor(DEFAULT, { model, fallback: false });
  const extractors = {
    recall: await createExtractor(DEFAULT, { model, fallback: false, favor: 'recall' }),
    precision: await createExtractor(DEFAULT, { model, fallback: false, favor: 'precision' }),
    cetd: await createExtractor('cetd'),
    mce: await createExtractor('mce'),
    bte: await createExtractor('bte'),
  };
  const pages: CandidatePage[] = [];
  for (const [corpus, source] of Object.entries(folders)) {
    for await (const item of corpusPages({ corpus, source }, 'validation').pages) {
      const entry = 'corpus' in item ? { page: item } : item;
      if (isSkipped(entry)) continue;
      const { page: gold } = entry;
      const page = loadPage(gold.html);
      const words = page.get(BLOCK_WORDS);
      const output = labelAndText(base, page);
      const pContent = output.pContent as Float32Array;
      const outputs = Object.fromEntries(CANDIDATES.map((name) => [name, labelAndText(extractors[name], page)])) as Record<Candidate, ReturnType<typeof labelAndText>>;
      const pageFeatures = confidenceFeatures(page, { labels: output.labels, pContent, parts: output.parts });
      const f1 = { [DEFAULT]: wordScores(output.text, gold.gold).f1 } as CandidatePage['f1'];
      const features = {} as CandidatePage['features'];
      for (const name of CANDIDATES) {
        f1[name] = wordScores(outputs[name].text, gold.gold).f1;
        const others = CANDIDATES.filter((other) => other !== name).map((other) => outputs[other].labels);
        features[name] = [...pageFeatures, ...differences(outputs[name].labels, others, output.labels, pContent, words)];
      }
      pages.push({ corpus, site: `${corpus}:${gold.domain}`, f1, features });
    }
  }
  return pages;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Each page's predicted gain of each candidate, by fits on the other folds of sites (sites shuffled by `seed`). */
function crossFittedGains(pages: readonly CandidatePage[], seed: string, l2: number, steps: number): Record<Candidate, number>[] {
  const random = seedrandom(seed);
  const sites = [...new Set(pages.map((page) => page.site))].sort().map((site) => ({ site, key: random() })).sort((a, b) => a.key - b.key);
  const fold = new Map(sites.map(({ site }, i) => [site, i % FOLDS]));
  const gains = pages.map(() => ({}) as Record<Candidate, number>);
  for (let f = 0; f < FOLDS; f++) {
    const train = pages.filter((page) => fold.get(page.site) !== f);
    for (const name of CANDIDATES) {
      const model = fitLogistic(train.map((page) => page.features[name]), train.map((page) => (page.f1[name] - page.f1[DEFAULT] + 1) / 2), { l2, steps });
      pages.forEach((page, i) => {
        if (fold.get(page.site) === f) gains[i][name] = 2 * logistic(model, page.features[name]) - 1;
      });
    }
  }
  return gains;
}

/** Per page, the candidate of the largest predicted gain above `margin`, else the default. */
function choices(gains: readonly Record<Candidate, number>[], margin: number): (Candidate | typeof DEFAULT)[] {
  return gains.map((gain) => {
    let best: Candidate | typeof DEFAULT = DEFAULT;
    let bestGain = margin;
    for (const name of CANDIDATES) if (gain[name] > bestGain) [best, bestGain] = [name, gain[name]];
    return best;
  });
}

async function main(): Promise<void> {
  const model = path.resolve(argValue('--model', path.join(__dirname, '..', 'models', 'default')));
  const l2 = Number(argValue('--l2', '0.1'));
  const steps = Number(argValue('--steps', '1500'));
  const seeds = argValue('--seeds', '1,2,3').split(',');
  const folders = {
    wcxb: argValue('--wcxb', DEFAULT_WCXB_FOLDER),
    l3s: argValue('--l3s', DEFAULT_L3S_FOLDER),
  };
  const pages = await candidatePages(model, folders);
  const corpora = Object.keys(folders);
  const meanOn = (corpus: string, score: (page: CandidatePage, i: number) => number) =>
    mean(pages.flatMap((page, i) => (page.corpus === corpus ? [score(page, i)] : [])));
  for (const corpus of corpora) {
    const each = ([DEFAULT, ...CANDIDATES] as const).map((name) => `${name} ${meanOn(corpus, (page) => page.f1[name]).toFixed(4)}`);
    const oracle = meanOn(corpus, (page) => Math.max(page.f1[DEFAULT], ...CANDIDATES.map((name) => page.f1[name])));
    console.log(`${corpus} validation (${pages.filter((page) => page.corpus === corpus).length} pages): ${each.join(', ')}; the best per page ${oracle.toFixed(4)}`);
  }
  for (const seed of seeds) {
    const gains = crossFittedGains(pages, seed, l2, steps);
    const rows = MARGINS.map((margin) => {
      const chosen = choices(gains, margin);
      const scores = corpora.map((corpus) => `${corpus} ${meanOn(corpus, (page, i) => page.f1[chosen[i]]).toFixed(4)}`);
      return `δ ${margin}: ${scores.join(', ')}, ${chosen.filter((name) => name !== DEFAULT).length} pages switched`;
    });
    console.log(`site folds of seed ${seed}, cross-fitted chooser:\n  ${rows.join('\n  ')}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
