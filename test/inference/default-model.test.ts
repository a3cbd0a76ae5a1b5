import * as path from 'path';
import { cleanevalPages } from '../../src/data/cleaneval-pages';
import { splitIds } from '../../src/data/cleaneval-splits';
import { evaluate } from '../../src/eval/evaluate';

const DATA = '../shared/cleaneval';
const MODELS = path.resolve(__dirname, '..', '..', 'models');

/** Viterbi block F1 of a model on the first 30 test pages of a split (pages it was not trained on). */
async function f1On30TestPages(split: 'web2text' | 'cleaneval', model?: string): Promise<{ f1: number; modelDir: string }> {
  const ids = splitIds(`${split}_test`, DATA).slice(0, 30);
  const evaluation = await evaluate({ pages: cleanevalPages(ids, DATA), model: { model } });
  expect(evaluation.pages).toHaveLength(30);
  return { f1: evaluation.viterbi.f1, modelDir: evaluation.model };
}

describe('the shipped models', () => {
  it('default (used when no --model is given) scores block F1 ≥ 0.85 on 30 pages of the web2text split\'s test set', async () => {
    const { f1, modelDir } = await f1On30TestPages('web2text');
    expect(modelDir).toMatch(/models[/\\]default$/);
    expect(f1).toBeGreaterThanOrEqual(0.85);
  });

  it('heuristics (web2text+heuristics features) scores block F1 ≥ 0.85 on the same pages', async () => {
    const { f1 } = await f1On30TestPages('web2text', path.join(MODELS, 'heuristics'));
    expect(f1).toBeGreaterThanOrEqual(0.85);
  });

  it('cleaneval (5-seed ensemble) scores block F1 ≥ 0.85 on 30 pages of the CleanEval split\'s test set', async () => {
    const { f1 } = await f1On30TestPages('cleaneval', path.join(MODELS, 'cleaneval'));
    expect(f1).toBeGreaterThanOrEqual(0.85);
  });
});
