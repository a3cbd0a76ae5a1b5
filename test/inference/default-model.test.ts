import * as path from 'path';
import { cleanevalPages } from '../../src/corpora/cleaneval-pages';
import { splitIds } from '../../src/corpora/cleaneval-splits';
import { readWcxbPart } from '../../src/corpora/wcxb-split';
import { isSkipped } from '../../src/corpora/corpus-entry';
import type { GoldPage } from '../../src/corpora/corpus';
import { evaluate } from '../../src/eval/evaluate';
import { CLEANEVAL_DIR, WCXB_DIR } from '../support/shared-data';

const DATA = CLEANEVAL_DIR;
const MODELS = path.resolve(__dirname, '..', '..', 'models');

/** Viterbi block F1 of a model on the first 30 test pages of a CleanEval split (pages it was not trained on). */
async function f1On30TestPages(split: 'web2text' | 'cleaneval', model: string): Promise<number> {
  const ids = splitIds(`${split}_test`, DATA).slice(0, 30);
  const evaluation = await evaluate({ pages: cleanevalPages(ids, DATA), model: { model } });
  expect(evaluation.pages).toHaveLength(30);
  return evaluation.viterbi.f1;
}

/** The first 4 WCXB validation pages with a gold text of each page type: sites no shipped model was trained on. */
function wcxbValidationPages(): GoldPage[] {
  const pages: GoldPage[] = [];
  const perType = new Map<string, number>();
  for (const entry of readWcxbPart('validation', WCXB_DIR)) {
    if (isSkipped(entry)) continue;
    const type = entry.page.pageType ?? '';
    if ((perType.get(type) ?? 0) === 4) continue;
    perType.set(type, (perType.get(type) ?? 0) + 1);
    pages.push(entry.page);
  }
  expect(perType.size).toBe(7);
  return pages;
}

describe('the shipped models', () => {
  it('default (used when no --model is given) keeps today\'s content: mean page word F1 ≥ 0.80 on 4 WCXB validation pages of each type, above the CleanEval-trained model', async () => {
    const pages = wcxbValidationPages();
    const modern = await evaluate({ pages });
    expect(modern.model).toMatch(/models[/\\]default$/);
    const cleanevalTrained = await evaluate({ pages, model: { model: path.join(MODELS, 'web2text-split') } });
    expect(modern.viterbi.wordF1.overall.f1).toBeGreaterThanOrEqual(0.8);
    expect(modern.viterbi.wordF1.overall.f1).toBeGreaterThan(cleanevalTrained.viterbi.wordF1.overall.f1 + 0.03);
    expect(modern.viterbi.wordF1.overall.precision).toBeGreaterThan(cleanevalTrained.viterbi.wordF1.overall.precision);
  });

  it('web2text-split (the reference\'s features, CleanEval) scores block F1 ≥ 0.85 on 30 pages of the web2text split\'s test set', async () => {
    expect(await f1On30TestPages('web2text', path.join(MODELS, 'web2text-split'))).toBeGreaterThanOrEqual(0.85);
  });

  it('heuristics (web2text+heuristics features) scores block F1 ≥ 0.85 on the same pages', async () => {
    expect(await f1On30TestPages('web2text', path.join(MODELS, 'heuristics'))).toBeGreaterThanOrEqual(0.85);
  });

  it('cleaneval (5-seed ensemble) scores block F1 ≥ 0.85 on 30 pages of the CleanEval split\'s test set', async () => {
    expect(await f1On30TestPages('cleaneval', path.join(MODELS, 'cleaneval'))).toBeGreaterThanOrEqual(0.85);
  });
});
