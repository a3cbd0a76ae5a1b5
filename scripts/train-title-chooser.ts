// Fits the title chooser (src/metadata/title-chooser.json): a conditional logit over each page's title candidates
// (src/metadata/title-candidates.ts), trained on the train parts of WCXB (its gold titles) and L3S-GN1 (its
// annotated headlines, a line of which is the title: some add a kicker or a subheadline on lines of their own) — a
// page's likelihood is the softmax mass of its candidates that match the gold (whitespace/case normalised); pages
// where none matches teach nothing. Prints, per corpus, the share of pages whose chosen candidate matches, on train
// and on --eval (validation by default; test only for the final number), and the share where any candidate does
// (the ceiling). --write saves the weights. Deterministic: zero start, full-batch Adam (adam.ts), a fixed number of
// steps.
//
//   npm run title:train -- [--l2 0.003] [--steps 2000] [--eval validation] [--write] [--data ../shared/wcxb]
//                          [--l3s ../shared/l3s-gn1]
import { writeFileSync } from 'fs';
import path from 'path';
import { DEFAULT_L3S_FOLDER, DEFAULT_WCXB_FOLDER } from './data-folders';
import { openCorpus } from '../dist/corpora/registry';
import { readWcxbHtml } from '../dist/corpora/wcxb-files';
import { readWcxbSplit } from '../dist/corpora/wcxb-split';
import { readWcxbOutputGold } from '../dist/corpora/wcxb-output-gold';
import { loadPage } from '../dist/dom/page';
import { titleMatches } from '../dist/eval/metadata-match';
import { jsonLdGraph } from '../dist/dom/json-ld';
import { canonicalUrl } from '../dist/metadata/metadata';
import { collectMetadataSources } from '../dist/metadata/sources';
import { TITLE_FEATURES, titleCandidates, type TitleCandidate } from '../dist/metadata/title-candidates';
import { siteNameOf, titleSourcesOf } from '../dist/metadata/title-sources';
import { bestCandidate, chooserWeights, type TitleChooser } from '../dist/metadata/title-chooser';
import { minimiseByAdam } from './adam';
import { argValue } from './bench-common';

interface TitlePage {
  id: string;
  candidates: TitleCandidate[];
  /** Whether each candidate matches the gold title. */
  matches: boolean[];
  /** A page of an older layout (TitleSources.olderLayout): scored by the chooser's olderWeights. */
  olderLayout: boolean;
}

type Part = 'train' | 'validation' | 'test';

const CHOOSER_FILE = path.resolve(__dirname, '..', 'src', 'metadata', 'title-chooser.json');

/** A page's title candidates, each marked by whether it matches one of the gold titles. */
function titlePage(id: string, html: Uint8Array | string, golds: readonly string[]): TitlePage {
  const sources = collectMetadataSources(loadPage(html).document);
  const graph = jsonLdGraph(sources.jsonLd);
  const titleSources = titleSourcesOf(sources, graph, canonicalUrl(sources), siteNameOf(sources, graph));
  const candidates = titleCandidates(titleSources);
  const matches = candidates.map((candidate) => golds.some((gold) => titleMatches(candidate.text, gold)));
  return { id, candidates, matches, olderLayout: titleSources.olderLayout };
}

function wcxbTitlePages(part: Part, dataDir: string): TitlePage[] {
  const pages: TitlePage[] = [];
  for (const id of readWcxbSplit()[part]) {
    const gold = readWcxbOutputGold(id, dataDir).title;
    if (gold === undefined) continue;
    let html: Uint8Array;
    try {
      html = readWcxbHtml(id, dataDir);
    } catch {
      continue; // pages without HTML are skipped by every WCXB measure
    }
    pages.push(titlePage(id, html, [gold]));
  }
  return pages;
}

/** L3S-GN1's pages with an annotated headline: each of its lines counts as the title. */
async function l3sTitlePages(part: Part, dataDir: string): Promise<TitlePage[]> {
  const pages: TitlePage[] = [];
  for (const { id, html, parts } of (await openCorpus({ corpus: 'l3s', source: dataDir })).pages(part)) {
    const lines = (parts?.headline ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
    if (lines.length > 0) pages.push(titlePage(id, html, lines));
  }
  return pages;
}

/** Mean negative log-likelihood gradient over the pages with a matching candidate, plus the L2 term. */
function gradient(pages: readonly TitlePage[], weights: Float64Array, l2: number): Float64Array {
  const grad = weights.map((w) => l2 * w);
  const taught = pages.filter((page) => page.matches.some(Boolean));
  for (const { candidates, matches } of taught) {
    const scores = candidates.map((c) => c.features.reduce((s, v, i) => s + v * weights[i], 0));
    const top = Math.max(...scores);
    const mass = scores.map((s) => Math.exp(s - top));
    const all = mass.reduce((a, b) => a + b, 0);
    const good = mass.reduce((a, m, i) => a + (matches[i] ? m : 0), 0);
    candidates.forEach((candidate, i) => {
      // d(-log good/all)/dw = E_all[x] - E_good[x]
      const coefficient = mass[i] / all - (matches[i] ? mass[i] / good : 0);
      candidate.features.forEach((value, k) => (grad[k] += (coefficient * value) / taught.length));
    });
  }
  return grad;
}

function fit(pages: readonly TitlePage[], l2: number, steps: number): number[] {
  const weights = new Float64Array(TITLE_FEATURES.length);
  minimiseByAdam(weights, () => gradient(pages, weights, l2), steps);
  return Array.from(weights);
}

function accuracy(pages: readonly TitlePage[], chooser: TitleChooser): string {
  const chosen = pages.filter(({ candidates, matches, olderLayout }) => {
    const best = bestCandidate(candidates, chooserWeights(chooser, { olderLayout }));
    return best !== undefined && matches[candidates.indexOf(best)];
  }).length;
  const reachable = pages.filter((page) => page.matches.some(Boolean)).length;
  return `${(chosen / pages.length).toFixed(3)} (${chosen}/${pages.length}; any candidate ${(reachable / pages.length).toFixed(3)})`;
}

async function main(): Promise<void> {
  const dataDir = argValue('--data', DEFAULT_WCXB_FOLDER);
  const l3sDir = argValue('--l3s', DEFAULT_L3S_FOLDER);
  const l2 = Number(argValue('--l2', '0.003'));
  const steps = Number(argValue('--steps', '2000'));
  const evalPart = argValue('--eval', 'validation') as 'validation' | 'test';
  const wcxb = { train: wcxbTitlePages('train', dataDir), held: wcxbTitlePages(evalPart, dataDir) };
  const l3s = { train: await l3sTitlePages('train', l3sDir), held: await l3sTitlePages(evalPart, l3sDir) };
  const train = [...wcxb.train, ...l3s.train];
  const rounded = (weights: number[]) => weights.map((w) => Number(w.toFixed(4)));
  const chooser: TitleChooser = {
    features: [...TITLE_FEATURES],
    weights: rounded(fit(train.filter((page) => !page.olderLayout), l2, steps)),
    olderWeights: rounded(fit(train.filter((page) => page.olderLayout), l2, steps)),
  };
  const older = (pages: readonly TitlePage[]) => pages.filter((page) => page.olderLayout).length;
  console.log(`l2 ${l2}, ${steps} steps; pages of an older layout: WCXB ${older(wcxb.train)} / ${wcxb.train.length}, L3S-GN1 ${older(l3s.train)} / ${l3s.train.length} (train)`);
  console.log(`  WCXB: train ${accuracy(wcxb.train, chooser)}, ${evalPart} ${accuracy(wcxb.held, chooser)}`);
  console.log(`  L3S-GN1: train ${accuracy(l3s.train, chooser)}, ${evalPart} ${accuracy(l3s.held, chooser)}`);
  console.log(`  ${'feature'.padEnd(22)} ${'weight'.padStart(7)} ${'older'.padStart(7)}`);
  for (const [i, name] of TITLE_FEATURES.entries()) console.log(`  ${name.padEnd(22)} ${chooser.weights[i].toFixed(3).padStart(7)} ${chooser.olderWeights[i].toFixed(3).padStart(7)}`);
  const trainedOn = 'the train parts of WCXB (gold titles) and L3S-GN1 (a line of the annotated headline)';
  if (process.argv.includes('--write')) writeFileSync(CHOOSER_FILE, `${JSON.stringify({ trainedOn, l2, steps, ...chooser }, null, 1)}\n`);
}

main();
