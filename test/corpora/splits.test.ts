import { listLabelledIds } from '../../src/corpora/cleaneval-files';
import { splitIds } from '../../src/corpora/cleaneval-splits';
import { CLEANEVAL_DIR } from '../support/shared-data';

describe('CleanEval ids and splits (docs/methods/web2text.md §7)', () => {
  it('lists the 737 labelled pages, ascending', () => {
    const ids = listLabelledIds(CLEANEVAL_DIR);
    expect(ids).toHaveLength(737);
    expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids).not.toContain(55);
    expect(ids).not.toContain(100);
  });

  it('reads the named splits', () => {
    expect(splitIds('cleaneval_train', CLEANEVAL_DIR)).toHaveLength(56);
    expect(splitIds('cleaneval_test', CLEANEVAL_DIR)).toHaveLength(676);
    expect(splitIds('web2text_validation', CLEANEVAL_DIR).slice(0, 5)).toEqual([1, 7, 12, 14, 19]);
    expect(() => splitIds('cleaneval_dev', CLEANEVAL_DIR)).toThrow(/unknown split "cleaneval_dev"/);
  });
});
