import { existsSync } from 'fs';
import { splitIds } from '../../src/data/cleaneval';
import { evaluate, summarise } from '../../src/eval/evaluate';
import { loadWeb2Text } from '../../src/inference/methods';

const DATA = '../shared/cleaneval';
const haveData = existsSync(`${DATA}/splits.json`);

(haveData ? describe : describe.skip)('the shipped default model', () => {
  it('scores block F1 ≥ 0.85 on 30 pages of the web2text split\'s test set (pages it was not trained on)', async () => {
    const { extractor, modelDir } = await loadWeb2Text();
    expect(modelDir).toMatch(/models[/\\]default$/);
    const ids = splitIds('web2text_test', DATA).slice(0, 30);
    const evaluation = evaluate({
      dataDir: DATA,
      ids,
      methods: [{ name: 'web2text', label: (page) => extractor.label(page).labels }],
    });
    expect(evaluation.pages).toHaveLength(30);
    const scores = summarise(evaluation.methods.web2text);
    expect(scores.f1).toBeGreaterThanOrEqual(0.85);
  });
});
