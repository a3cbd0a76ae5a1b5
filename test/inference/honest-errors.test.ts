// Options and setups that used to degrade quietly (issue 16) are errors that name what is wrong.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { BackendError, InputError, ModelStoreError, OptionError } from '../../src/errors';
import { blockRecords, cleanevalSplitPages, createExtractor, extract, extractWith, loadPage, pageMetadata, train } from '../../src/index';
import { DEFAULT_MODEL_DIR } from '../../src/inference/learned';
import { runBatch } from '../../src/batch/run';

const PAGE = '<body><p>The river runs through the old town, past the market and under the first stone bridge.</p></body>';

describe('honest errors of the library', () => {
  it('an explicitly chosen backend that cannot load is a BackendError, not a quiet CETD fallback', async () => {
    // This machine has no @tensorflow/tfjs-node (an optional peer dependency, which cannot install here).
    expect(() => require.resolve('@tensorflow/tfjs-node')).toThrow();
    await expect(extract(PAGE, { backend: 'node' })).rejects.toThrow(BackendError);
    await expect(extract(PAGE, { backend: 'node' })).rejects.toThrow(/backend "node" could not be initialised/);
  });

  it('a mistyped WEB2TEXT_BACKEND is an error naming the variable', async () => {
    const saved = process.env.WEB2TEXT_BACKEND;
    process.env.WEB2TEXT_BACKEND = 'wsam';
    try {
      await expect(createExtractor('web2text')).rejects.toThrow(/WEB2TEXT_BACKEND: unknown backend "wsam"/);
    } finally {
      if (saved === undefined) delete process.env.WEB2TEXT_BACKEND;
      else process.env.WEB2TEXT_BACKEND = saved;
    }
  });

  it('a model whose weights are NaN is refused at load, naming the file and the tensor', async () => {
    const model = mkdtempSync(path.join(tmpdir(), 'w2t-nan-model-'));
    cpSync(DEFAULT_MODEL_DIR, model, { recursive: true });
    const weightsFile = path.join(model, 'weights.bin');
    const weights = readFileSync(weightsFile);
    weights.writeFloatLE(NaN, 0);
    writeFileSync(weightsFile, weights);
    await expect(createExtractor('web2text', { model })).rejects.toThrow(ModelStoreError);
    await expect(createExtractor('web2text', { model })).rejects.toThrow(`${weightsFile}: tensor unary/layer_1/weights holds NaN at index 0`);
  });

  it.each([
    [{ lambda: NaN }, 'lambda'],
    [{ lambda: -1 }, 'lambda'],
    [{ favor: 'most' }, 'favor'],
    [{ backend: 'gpu' }, 'backend'],
    [{ fallback: 'no' }, 'fallback'],
    [{ maxBlocks: 0 }, 'maxBlocks'],
    [{ maxPageBytes: 2.5 }, 'maxPageBytes'],
    [{ cleaneval: 1 }, 'cleaneval'],
  ])('extract() refuses %p with an OptionError naming the option', async (options, option) => {
    const failure = extract(PAGE, { method: 'cetd', ...(options as object) });
    await expect(failure).rejects.toThrow(OptionError);
    await expect(failure).rejects.toMatchObject({ option, message: expect.stringMatching(new RegExp(`^option ${option}: `)) });
  });

  it('refuses an unknown method, and checks the reading options of extractWith per call', async () => {
    await expect(extract(PAGE, { method: 'foo' })).rejects.toThrow(/unknown method "foo"/);
    const cetd = await createExtractor('cetd');
    expect(() => extractWith(cetd, PAGE, { maxBlocks: -3 })).toThrow(InputError);
  });

  it('refuses an unknown option key (a typo) in every call, naming it, and takes one options object in all of them', async () => {
    await expect(extract(PAGE, { method: 'cetd', lamda: 2 } as object)).rejects.toMatchObject({ option: 'lamda', message: expect.stringMatching(/^option lamda: unknown option \(options are .*lambda/) });
    await expect(createExtractor('cetd', { fallbak: false } as object)).rejects.toThrow(/^option fallbak: unknown option/);
    const cetd = await createExtractor('cetd');
    expect(() => extractWith(cetd, PAGE, { maxBlock: 10 } as object)).toThrow(OptionError);
    await expect(runBatch({ input: 'x.jsonl', output: 'y.jsonl', job: 2 } as never)).rejects.toThrow(/^option job: unknown option/);
    // One object of extraction options serves every call, as a batch hands it on.
    const shared = { method: 'cetd', lambda: 1, fallback: false, encoding: 'utf-8', maxBlocks: 100, markdown: true, links: true, url: 'https://example.org/' };
    expect((await extract(PAGE, shared)).markdown).toBeDefined();
    expect(extractWith(await createExtractor('cetd', shared), PAGE, shared).text).toBe((await extract(PAGE, shared)).text);
  });

  it('checks the options again when an object found valid before has changed, or another one holds a bad value', async () => {
    const cetd = await createExtractor('cetd');
    const options: Record<string, unknown> = { maxBlocks: 100 };
    expect(() => extractWith(cetd, PAGE, options)).not.toThrow();
    options.maxBlocks = 0;
    expect(() => extractWith(cetd, PAGE, options)).toThrow(/^option maxBlocks: /);
    options.maxBlocks = 100;
    options.maxBlock = 10;
    expect(() => extractWith(cetd, PAGE, options)).toThrow(/^option maxBlock: unknown option/);
    expect(() => extractWith(cetd, PAGE, { maxBlocks: 100, cleaneval: 1 } as object)).toThrow(/^option cleaneval: /);
  });

  it('a page that is neither a string nor bytes, or extractWith without its extractor, is an InputError saying what it takes', async () => {
    for (const page of [null, undefined, 42, { html: PAGE }, [PAGE]]) {
      await expect(extract(page as never, { method: 'cetd' })).rejects.toThrow(/^the page must be its HTML as a string or its bytes \(a Uint8Array or Buffer\), not (null|undefined|number|object|an array of 1)$/);
    }
    const cetd = await createExtractor('cetd');
    expect(() => extractWith(cetd, { html: PAGE } as never)).toThrow(InputError);
    expect(() => extractWith('cetd' as never, PAGE)).toThrow('extractWith takes an extractor made by createExtractor(method) first, then the page');
    expect(() => extractWith(null as never, PAGE)).toThrow(InputError);
    // Bytes of any realm: a Buffer read from a file, and a Uint8Array.
    expect(extractWith(cetd, readFileSync(path.join(__dirname, '..', '..', 'examples', 'article.html'))).text).toContain('night train');
    expect(extractWith(cetd, new TextEncoder().encode(PAGE)).text).toContain('The river runs');
  });

  it('the other library calls given what they do not take throw an InputError saying what they take', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'w2t-arguments-'));
    expect(() => cleanevalSplitPages('nosplit' as never, 'test', folder)).toThrow(new InputError('the split must be cleaneval or web2text, not "nosplit"'));
    expect(() => cleanevalSplitPages('web2text', 'testing' as never, folder)).toThrow(new InputError('the part of a split must be train, validation or test, not "testing"'));
    expect(() => pageMetadata(PAGE as never)).toThrow(new InputError('pageMetadata takes a page made by loadPage(html), not a string'));
    expect(pageMetadata(loadPage('<html lang="en"><head><title>Rivers</title></head><body><p>x</p></body></html>'))).toMatchObject({ title: 'Rivers', language: 'en' });
    await expect(train({} as never)).rejects.toThrow(new InputError('train takes its options with out, the model folder to write, not undefined'));
    await expect(train(null as never)).rejects.toThrow(InputError);
    // A mistyped option is named, not trained past with its default (5,000 steps).
    await expect(train({ out: path.join(folder, 'model'), step: 2 } as never)).rejects.toThrow(new OptionError('step', 'unknown option (options are out, overwrite, corpora, split, dataDir, dataset, featureSet, steps, seed, ensemble, weightAverage, tuneLambda, contentFloor, dropRepeatedText, contextFolds, contextKind, hiddenWidths, backend, onEvent)'));
    await expect(train({ out: path.join(folder, 'model'), steps: -1 } as never)).rejects.toThrow(OptionError);
    expect(() => blockRecords(null as never)).toThrow(new InputError('the page must be its HTML as a string or its bytes (a Uint8Array or Buffer), not null'));
    expect(blockRecords(PAGE).map((record) => record.text)).toEqual(['The river runs through the old town, past the market and under the first stone bridge.']);
  });

  it('runBatch refuses bad batch options before reading anything', async () => {
    await expect(runBatch({ input: 'x.jsonl', output: 'y.jsonl', jobs: 0 })).rejects.toThrow(/^option jobs: /);
    await expect(runBatch({ input: 'x.jsonl', output: 'y.jsonl', pageTimeoutMs: -1 })).rejects.toThrow(/^option pageTimeoutMs: /);
  });

  it('strips control characters from the Markdown, the HTML and the metadata too', async () => {
    const page =
      '<html><head><title>Ti\u0007tle\u009b</title></head><body><p>bell\u0007 esc\u001b[31mred\u001b[0m nul\u0000 c1\u009b del\u007f tab\tend ' +
      '<a href="/x">li\u0007nk</a> <img alt="al\u0007t" src="i.png"> of a paragraph that is long enough to be kept.</p><pre>co\u0007de\n  line</pre></body></html>';
    const { markdown, html, metadata } = await extract(page, { method: 'cetd', markdown: true, html: true, images: true, links: true, url: 'https://example.org/' });
    const control = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
    expect(markdown).toContain('bell esc\\[31mred\\[0m');
    expect(markdown).toContain('[link](https://example.org/x)');
    expect(markdown).toMatch(/!\[alt\]\(https:\/\/example.org\/i.png\)/);
    expect(html).toContain('bell esc[31mred[0m');
    expect(html).toContain('\t');
    expect(metadata?.title).toBe('Title');
    for (const output of [markdown, html, metadata?.title]) expect(output).not.toMatch(control);
  });

  it('strips control characters (ESC, BEL, NUL, C1) from the text and block texts it returns', async () => {
    const { text, blocks } = await extract('<body><p>bell\u0007 \u001b[31mred\u001b[0m tab\tnul\u0000 c1\u009b end</p></body>', { method: 'cetd' });
    expect(text).toBe('bell [31mred[0m tab nul c1 end');
    expect(blocks[0].text).not.toMatch(/[\u0000-\u0008\u001b\u007f-\u009f]/);
  });
});
