import { decodeHtml, stripCleanEvalWrapper } from '../../src/dom/decode';
import { loadPage } from '../../src/dom/page';
import { InputError } from '../../src/errors';
import { extract } from '../../src/inference/extract';

describe('option cleaneval (a CleanEval orig file)', () => {
  const page = '<html><body><p>One line that is the whole page, about the river and its bridges.</p></body></html>\n';
  const refusal = /^not a CleanEval orig file: it does not start with the <text …> line that option cleaneval \(--cleaneval\) strips/;

  it('refuses a page without the wrapper line rather than cutting its first and last lines', async () => {
    expect(() => decodeHtml(Buffer.from(page), { cleaneval: true })).toThrow(refusal);
    expect(() => stripCleanEvalWrapper(page)).toThrow(refusal);
    expect(() => loadPage(page, { cleaneval: true })).toThrow(InputError);
    await expect(extract(page, { cleaneval: true, method: 'cetd' })).rejects.toThrow(refusal);
  });

  it('strips the wrapper of an orig file', () => {
    const orig = `<text id="http://example.org/" title="River" encoding="unset">\n${page}</text>\n`;
    expect(stripCleanEvalWrapper(orig)).toBe(page.trimEnd());
    expect(decodeHtml(Buffer.from(orig), { cleaneval: true })).toBe(page.trimEnd());
  });
});
