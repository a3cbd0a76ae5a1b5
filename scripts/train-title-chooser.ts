// Fits the title chooser (src/metadata/title-chooser.json): a conditional logit over each page's title candidates
// (src/metadata/title-candidates.ts), trained on the WCXB train part's gold titles — a page's likelihood is the
// softmax mass of its candidates that match the gold (whitespace/case normalised); pages where none matches
// teach nothing. Prints the share of pages whose chosen candidate matches, on train and on --eval (validation by
// default; test only for the final number), and the share where any candidate does (the ceiling). --write saves
// the weights. Deterministic: zero start, full-batch Adam (adam.ts), a fixed number of steps.
//
//   npm run title:train -- [--l2 0.003] [--steps 2000] [--eval validation] [--write] [--data ../shared/wcxb]
import { writeFileSync } from 'fs';
import path from 'path';
import { DEFAULT_WCXB_FOLDER } from './data-folders';
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
import { bestCandidate, type TitleChooser } from '../dist/metadata/title-chooser';
import { minimiseByAdam } from './adam';
import { argValue } from './bench-common';

interface TitlePage {
  id: string;
  candidates: TitleCandidate[];
  /** Whether each candidate matches the gold title. */
  matches: boolean[];
}

const CHOOSER_FILE = path.resolve(__dirname, '..', 'src', 'metadata', 'title-chooser.json');

function titlePages(part: 'train' | 'validation' | 'test', dataDir: string): TitlePage[] {
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
    const sources = collectMetadataSources(loadPage(html).document);
    const graph = jsonLdGraph(sources.jsonLd);
    const candidates = titleCandidates(titleSourcesOf(sources, graph, canonicalUrl(sources), siteNameOf(sources, graph)));
    pages.push({ id, candidates, matches: candidates.map((candidate) => titleMatches(candidate.text, gold)) });
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
  const chosen = pages.filter(({ candidates, matches }) => {
    const best = bestCandidate(candidates, chooser);
    return best !== undefined && matches[candidates.indexOf(best)];
  }).length;
  const reachable = pages.filter((page) => page.matches.some(Boolean)).length;
  return `${(chosen / pages.length).toFixed(3)} (${chosen}/${pages.length}; any candidate ${(reachable / pages.length).toFixed(3)})`;
}

function main(): void {
  const dataDir = argValue('--data', DEFAULT_WCXB_FOLDER);
  const l2 = Number(argValue('--l2', '0.003'));
  const steps = Number(argValue('--steps', '2000'));
  const evalPart = argValue('--eval', 'validation') as 'validation' | 'test';
  const train = titlePages('train', dataDir);
  const held = titlePages(evalPart, dataDir);
  const chooser: TitleChooser = { features: [...TITLE_FEATURES], weights: fit(train, l2, steps).map((w) => Number(w.toFixed(4))) };
  console.log(`l2 ${l2}, ${steps} steps: train ${accuracy(train, chooser)}, ${evalPart} ${accuracy(held, chooser)}`);
  for (const [i, name] of TITLE_FEATURES.entries()) console.log(`  ${name.padEnd(22)} ${chooser.weights[i].toFixed(3)}`);
  if (process.argv.includes('--write')) writeFileSync(CHOOSER_FILE, `${JSON.stringify({ trainedOn: 'WCXB train part', l2, steps, ...chooser }, null, 1)}\n`);
}

main();
