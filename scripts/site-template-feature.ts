// Does a model gain from knowing the site template? Scores two models on the same WCXB part with every page bound
// to its site context (the WCXB pages of its host): the benchmark's mean page word F1 of each, over all pages and
// over the pages whose site gives a template, with the paired Wilcoxon test of per-page word F1 between them; and,
// beside them, methods of the registry on the same pages (default: template and cetd).
//
//   npx tsx scripts/site-template-feature.ts --models models/a,models/b [--methods template,cetd] [--part validation]
//
// The models come from `web2text dataset --corpus wcxb --site ../shared/wcxb --feature-set …` and
// `web2text train --corpus wcxb --dataset …` (docs/results.md, "Site-level template").
import { readWcxbPart } from '../dist/corpora/wcxb-split';
import { DEFAULT_WCXB_FOLDER } from './data-folders';
import { isSkipped } from '../dist/corpora/corpus-entry';
import type { SplitPart } from '../dist/corpora/corpus';
import { loadPage } from '../dist/dom/page';
import { pageWordF1, scorePages } from '../dist/eval/score-pages';
import { wilcoxonPValue } from '../dist/eval/wilcoxon';
import { SITE_TEMPLATE } from '../dist/heuristics/site-template/page-template';
import { bindToSite, withSiteContext } from '../dist/site/page-binding';
import { readSite } from '../dist/site/site-files';
import type { Extractor } from '../dist/extractor';
import { loadLearnedExtractor } from '../dist/inference/learned';
import { createExtractor } from '../dist/inference/registry';
import { argValue } from './bench-common';

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

async function main(): Promise<void> {
  const models = argValue('--models', '').split(',').filter(Boolean);
  if (models.length !== 2) throw new Error('give two model folders: --models A,B');
  const part = argValue('--part', 'validation') as SplitPart;
  const wcxb = argValue('--wcxb', DEFAULT_WCXB_FOLDER);
  const { site } = await readSite(wcxb);
  const pages = [...readWcxbPart(part, wcxb)].flatMap((entry) => (isSkipped(entry) ? [] : [entry.page]));
  // The pages whose site gives a template: where the feature can tell the model something.
  const withTemplate = new Set(
    pages.filter((gold) => {
      const page = loadPage(gold.html);
      bindToSite(page, site);
      return page.get(SITE_TEMPLATE).found;
    }).map((gold) => gold.id),
  );
  const methods = argValue('--methods', 'template,cetd').split(',').filter(Boolean);
  // One at a time: the backend is initialised once.
  const extractors: Extractor[] = [];
  for (const model of models) extractors.push({ ...withSiteContext(await loadLearnedExtractor({ model, backend: 'wasm' }), site), name: model });
  for (const method of methods) extractors.push(await createExtractor(method, { site }));
  const scores = await scorePages(pages, extractors);
  const perPage = [...models, ...methods].map((name) => pageWordF1(scores.methods[name]));
  const templated = scores.pages.flatMap((page, k) => (withTemplate.has(page.id) ? [k] : []));
  const on = (values: number[], ks: number[]) => ks.map((k) => values[k]);
  const all = scores.pages.map((_, k) => k);
  const rows = [
    ['all pages', all],
    ['pages with a site template', templated],
    ['pages without', all.filter((k) => !withTemplate.has(scores.pages[k].id))],
  ] as const;
  console.log(`| WCXB ${part} | pages | ${models.join(' | ')} | p (Wilcoxon) | ${methods.join(' | ')} |`);
  console.log(`|---|---:|---:|---:|---:|${methods.map(() => '---:|').join('')}`);
  for (const [label, ks] of rows) {
    const [a, b, ...others] = perPage.map((values) => on(values, [...ks]));
    const cells = [a, b].map((values) => mean(values).toFixed(4));
    console.log(`| ${label} | ${ks.length} | ${cells.join(' | ')} | ${wilcoxonPValue(a, b)?.toPrecision(2) ?? '—'} | ${others.map((values) => mean(values).toFixed(4)).join(' | ')} |`);
  }
}

main().catch((err: Error) => {
  console.error(`site-template-feature: ${err.message}`);
  process.exit(1);
});
