// The site-level template on the generated sites of the tests (issue 17's acceptance), as numbers: per layout, the
// template-node precision and recall over all its pages (each page the key page in turn) against the known
// template, and the mean and lowest per-page word F1 of the extracted content against the page's own text.
//
//   npx tsx scripts/site-template-generated.ts [--pages 10] [--seed 1]
import { wordScores } from '../src/eval/word-f1';
import { blocksToText } from '../src/dom/text';
import { keyPageTemplate } from '../src/heuristics/site-template';
import { TEMPLATE_BLOCKS } from '../src/heuristics/site-template/page-template';
import { generateSite, knownTemplate, LAYOUT_NAMES, siteContextOf } from '../test/support/generated-sites';
import { argValue } from './bench-common';

const pages = Number(argValue('--pages', '10'));
const seed = Number(argValue('--seed', '1'));
console.log('| layout | pages | template nodes (known) | precision | recall | content word F1 mean | lowest |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const layout of LAYOUT_NAMES) {
  const generated = generateSite(layout, pages, seed);
  const site = siteContextOf(generated);
  let truePositives = 0;
  let found = 0;
  let known = 0;
  const f1: number[] = [];
  for (const page of generated.pages) {
    const { page: parsed, result } = keyPageTemplate(site, page.url);
    const gold = knownTemplate(page.html, generated.slot);
    if (!result.found || gold === null) throw new Error(`${page.url}: ${result.found ? 'no slot' : result.reason}`);
    for (let i = 0; i < gold.length; i++) {
      truePositives += gold[i] & result.template[i];
      found += result.template[i];
      known += gold[i];
    }
    const inTemplate = parsed.get(TEMPLATE_BLOCKS)!;
    f1.push(wordScores(blocksToText(parsed.blocks, inTemplate.map((flag) => 1 - flag)), page.content).f1);
  }
  const mean = f1.reduce((a, b) => a + b, 0) / f1.length;
  console.log(`| ${layout} | ${pages} | ${known} | ${(truePositives / found).toFixed(4)} | ${(truePositives / known).toFixed(4)} | ${mean.toFixed(4)} | ${Math.min(...f1).toFixed(4)} |`);
}
