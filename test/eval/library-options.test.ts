// evaluate() and compare() check their options at the door, as extract() does: the model folder given where the
// call expects the model's options (`model: 'models/mine'`) or a mistyped key was quietly the default model.
import * as path from 'path';
import type { GoldPage } from '../../src/corpora/corpus';
import { OptionError } from '../../src/errors';
import { compare } from '../../src/eval/compare';
import { evaluate } from '../../src/eval/evaluate';

const pages: GoldPage[] = [
  {
    corpus: 'jsonl',
    id: 'river',
    html: '<html><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>The river</h1><p>The river runs through the old town, past the market and under the first stone bridge, where the ferry used to wait.</p></article><footer>Copyright 2026</footer></body></html>',
    gold: 'The river\n\nThe river runs through the old town, past the market and under the first stone bridge, where the ferry used to wait.',
    pageType: 'article',
  },
];
const WCXB_MODEL = path.join(__dirname, '..', '..', 'models', 'wcxb');

describe('the options of evaluate() and compare()', () => {
  it('evaluate() refuses a model folder given as a string, naming where it goes, and a mistyped key', async () => {
    await expect(evaluate({ pages, model: WCXB_MODEL as never })).rejects.toThrow(/^option model: .*expected object.*\(given: ".*wcxb"\)$/);
    await expect(evaluate({ pages, modle: { model: WCXB_MODEL } } as never)).rejects.toThrow(/^option modle: unknown option \(options are pages, model, onReady, onPage\)$/);
    await expect(evaluate({ pages, model: { modle: WCXB_MODEL } as never })).rejects.toThrow(new OptionError('model.modle', 'unknown option'));
    await expect(evaluate({ pages: 'mine.jsonl' as never })).rejects.toThrow(/^option pages: expected the pages to score/);
    const evaluation = await evaluate({ pages, model: { model: WCXB_MODEL } });
    expect(evaluation.model).toBe(WCXB_MODEL);
  });

  it('compare() refuses the model where its methods\' options go, and no methods', async () => {
    await expect(compare({ pages, methods: ['cetd'], model: WCXB_MODEL } as never)).rejects.toThrow(/^option model: unknown option \(options are pages, methods, options,/);
    await expect(compare({ pages, methods: [] })).rejects.toThrow(/^option methods: /);
    const comparison = await compare({ pages, methods: ['cetd'], options: { model: WCXB_MODEL } });
    expect(comparison.pages.map((page) => page.id)).toEqual(['river']);
  });
});
