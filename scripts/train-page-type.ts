// Fits the page type classifier (src/page-type/page-type-classifier.json): a multinomial logistic regression over
// the page-type features (src/page-type/page-type-features.ts) of the WCXB train part's pages (read with their URLs),
// labelled with their WCXB page type, and of L3S-GN1's train part as articles (each at weight 0.3 in the loss: chosen on the validation
// pages of both corpora by the routed default's scores, docs/experiments.md).
// The token vocabulary is the tokens seen on pages of ≥ 3 train sites, so that a site's own words
// (its template's classes, its path names) are not learned as a type. Prints the site cross-fitted accuracy on the
// train part (5 folds of its sites) and the accuracy and confusion matrix on --eval (validation by default; test
// only for the final number), its pages read with their URLs and without. --write saves the classifier. Deterministic: zero start, full-batch Adam (adam.ts).
//
//   npm run page-type:train -- [--l2 0.01] [--steps 1500] [--eval validation] [--write] [--data ../shared/wcxb]
//                              [--l3s-data ../shared/l3s-gn1 [--l3s-weight 0.3] | --no-l3s] [--probabilities FILE]
import { writeFileSync } from 'fs';
import path from 'path';
import { DEFAULT_L3S_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';
import type { CorpusName, SplitPart } from '../dist/corpora/corpus';
import { openCorpus } from '../dist/corpora/registry';
import { readPage } from '../dist/inference/extract';
import { classifierInputs, mostProbable, typeProbabilities, type PageTypeClassifier } from '../dist/page-type/classifier';
import { NUMERIC_FEATURES, pageTypeInputs } from '../dist/page-type/page-type-features';
import { PAGE_TYPES, type PageType } from '../dist/page-type/page-types';
import { minimiseByAdam } from './adam';
import { argValue } from './bench-common';

interface TypedPage {
  id: string;
  site: string;
  type: number;
  /** Weight of the page in the loss. */
  weight: number;
  tokens: Set<string>;
  numeric: number[];
}

const CLASSIFIER_FILE = path.resolve(__dirname, '..', 'src', 'page-type', 'page-type-classifier.json');
const MIN_SITES = 3;
const FOLDS = 5;

/**
 * How a page is read for its features: with the URL its corpus gives (as a batch record or `--url` gives it), or
 * without (a page alone: its canonical URL, if it names one). Fitted on pages read with their URLs, the classifier
 * names more validation pages right read either way than one fitted on pages read both ways (0.754 / 0.746 against
 * 0.743 / 0.743) or without (0.739 without).
 */
type PageAddresses = 'with' | 'without';

/**
 * The typed pages of a part of the corpora (name → folder): WCXB's with their page type, L3S-GN1's as articles
 * (its pages are all news articles, of 2012: older templates than WCXB's, which a classifier fitted on WCXB alone
 * took for listings and forums).
 */
async function typedPages(part: SplitPart, corpora: Partial<Record<CorpusName, string>>, addresses: PageAddresses, l3sWeight = 1): Promise<TypedPage[]> {
  const pages: TypedPage[] = [];
  for (const [corpus, source] of Object.entries(corpora)) {
    for (const { id, html, pageType, domain, url } of (await openCorpus({ corpus, source })).pages(part)) {
      const type = PAGE_TYPES.indexOf((corpus === 'l3s' ? 'article' : pageType) as PageType);
      if (type < 0 || domain === undefined) continue;
      const address = addresses === 'with' ? url : undefined;
      pages.push({ id: `${corpus}:${id}`, site: `${corpus}:${domain}`, type, weight: corpus === 'l3s' ? l3sWeight : 1, ...pageTypeInputs(readPage(html, { url: address })) });
    }
  }
  return pages;
}

function vocabularyOf(pages: readonly TypedPage[]): string[] {
  const sites = new Map<string, Set<string>>();
  for (const page of pages) for (const token of page.tokens) (sites.get(token) ?? sites.set(token, new Set()).get(token)!).add(page.site);
  return [...sites].filter(([, seen]) => seen.size >= MIN_SITES).map(([token]) => token).sort();
}

function fit(pages: readonly TypedPage[], l2: number, steps: number): PageTypeClassifier {
  const vocabulary = vocabularyOf(pages);
  const mean = NUMERIC_FEATURES.map((_, j) => pages.reduce((s, p) => s + p.numeric[j], 0) / pages.length);
  const sd = NUMERIC_FEATURES.map((_, j) => Math.sqrt(pages.reduce((s, p) => s + (p.numeric[j] - mean[j]) ** 2, 0) / pages.length) + 1e-6);
  const k = PAGE_TYPES.length;
  const d = vocabulary.length + NUMERIC_FEATURES.length;
  const classifier: PageTypeClassifier = { types: [...PAGE_TYPES], vocabulary, numeric: [...NUMERIC_FEATURES], mean, sd, weights: [], bias: [] };
  // One parameter vector, the weights of each input (a row of k) and the biases last; the classifier reads views of it.
  const params = new Float64Array((d + 1) * k);
  const weights = Array.from({ length: d }, (_, i) => params.subarray(i * k, (i + 1) * k));
  const bias = params.subarray(d * k);
  Object.assign(classifier, { weights, bias });
  const inputs = pages.map((page) => classifierInputs(page, classifier));
  const totalWeight = pages.reduce((sum, page) => sum + page.weight, 0);
  minimiseByAdam(
    params,
    () => {
      const grad = new Float64Array(params.length);
      for (let j = 0; j < d * k; j++) grad[j] = l2 * params[j];
      inputs.forEach((x, n) => {
        const p = typeProbabilities(x, classifier);
        p[pages[n].type] -= 1;
        const share = pages[n].weight / totalWeight;
        for (let c = 0; c < k; c++) grad[d * k + c] += p[c] * share;
        for (let i = 0; i < d; i++) if (x[i] !== 0) for (let c = 0; c < k; c++) grad[i * k + c] += x[i] * p[c] * share;
      });
      return grad;
    },
    steps,
  );
  const rounded = (row: Float64Array) => Array.from(row, (w) => Number(w.toFixed(4)));
  return { ...classifier, mean: mean.map((x) => Number(x.toFixed(4))), sd: sd.map((x) => Number(x.toFixed(4))), weights: weights.map(rounded), bias: rounded(bias) };
}

function predicted(page: TypedPage, classifier: PageTypeClassifier): number {
  return mostProbable(typeProbabilities(classifierInputs(page, classifier), classifier));
}

/** Accuracy on the train part with each fold of its sites predicted by a classifier fitted on the other folds. */
function crossFittedAccuracy(pages: readonly TypedPage[], l2: number, steps: number): number {
  const sites = [...new Set(pages.map((page) => page.site))].sort();
  const fold = new Map(sites.map((site, i) => [site, i % FOLDS]));
  let correct = 0;
  for (let f = 0; f < FOLDS; f++) {
    const classifier = fit(pages.filter((page) => fold.get(page.site) !== f), l2, steps);
    for (const page of pages) if (fold.get(page.site) === f && predicted(page, classifier) === page.type) correct++;
  }
  return correct / pages.length;
}

function confusion(pages: readonly TypedPage[], classifier: PageTypeClassifier): string {
  const counts = PAGE_TYPES.map(() => PAGE_TYPES.map(() => 0));
  for (const page of pages) counts[page.type][predicted(page, classifier)]++;
  const head = `| gold \\ predicted | ${PAGE_TYPES.join(' | ')} | accuracy |`;
  const rows = counts.map((row, t) => `| ${PAGE_TYPES[t]} (${row.reduce((a, b) => a + b, 0)}) | ${row.join(' | ')} | ${(row[t] / Math.max(1, row.reduce((a, b) => a + b, 0))).toFixed(3)} |`);
  return [head, `|---|${PAGE_TYPES.map(() => '---:|').join('')}---:|`, ...rows].join('\n');
}

async function main(): Promise<void> {
  const wcxbDir = argValue('--data', DEFAULT_WCXB_FOLDER);
  const l3sDir = process.argv.includes('--no-l3s') ? undefined : argValue('--l3s-data', DEFAULT_L3S_FOLDER);
  const l2 = Number(argValue('--l2', '0.01'));
  const steps = Number(argValue('--steps', '1500'));
  const l3sWeight = Number(argValue('--l3s-weight', '0.3'));
  const evalPart = argValue('--eval', 'validation') as 'validation' | 'test';
  const train = await typedPages('train', l3sDir === undefined ? { wcxb: wcxbDir } : { wcxb: wcxbDir, l3s: l3sDir }, 'with', l3sWeight);
  const held = await typedPages(evalPart, { wcxb: wcxbDir }, 'with');
  const heldWithout = await typedPages(evalPart, { wcxb: wcxbDir }, 'without');
  const classifier = fit(train, l2, steps);
  const accuracy = (pages: readonly TypedPage[]) => (pages.filter((page) => predicted(page, classifier) === page.type).length / pages.length).toFixed(3);
  console.log(`l2 ${l2}, ${steps} steps, ${classifier.vocabulary.length} tokens, ${train.length} train pages: train (site cross-fitted) ${crossFittedAccuracy(train, l2, steps).toFixed(3)}, WCXB ${evalPart} ${accuracy(held)} read with their URLs, ${accuracy(heldWithout)} without (${held.length} pages)`);
  console.log(confusion(held, classifier));
  console.log(`read without their URLs:\n${confusion(heldWithout, classifier)}`);
  const articles = l3sDir === undefined ? [] : await typedPages(evalPart, { l3s: l3sDir }, 'with');
  if (l3sDir !== undefined) {
    console.log(`L3S-GN1 ${evalPart}: ${articles.filter((page) => predicted(page, classifier) === page.type).length} of ${articles.length} pages guessed article`);
  }
  const trainedOn = l3sDir === undefined ? 'WCXB train part' : 'WCXB and L3S-GN1 train parts';
  if (process.argv.includes('--write')) writeFileSync(CLASSIFIER_FILE, `${JSON.stringify({ trainedOn, l2, steps, l3sWeight, ...classifier })}\n`);
  const dump = argValue('--probabilities', '');
  if (dump !== '') writeFileSync(dump, JSON.stringify(Object.fromEntries([...held, ...articles].map((page) => [page.id, Array.from(typeProbabilities(classifierInputs(page, classifier), classifier))]))));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
