import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { corpusLines, TOWNS } from '../support/market-pages';
import { runCli } from '../support/run-cli';

describe('eval and compare on the JSONL a model was trained on', () => {
  let dir: string;
  let corpus: string;
  let model: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'w2t-held-out-'));
    corpus = path.join(dir, 'mine.jsonl');
    writeFileSync(corpus, corpusLines(TOWNS));
    model = path.join(dir, 'model');
    const r = runCli(['train', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--steps', '2', '--backend', 'wasm', '--out', model]);
    expect(r.stderr).not.toMatch(/Error|at .*\.ts:\d+/);
    expect(r.status).toBe(0);
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the model records the file it was trained on by its SHA-256', () => {
    const manifest = JSON.parse(readFileSync(path.join(model, 'manifest.json'), 'utf8'));
    expect(manifest.training.corpusFiles.jsonl).toMatch(/^[0-9a-f]{64}$/);
  });

  it('eval scores only the test part of that file, the sites the model did not see, and says so', () => {
    const r = runCli(['eval', '--corpus', 'jsonl', '--input', corpus, '--model', model]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.part).toBe('test');
    // Two of the ten sites are the test part: the other eight trained or validated the model.
    expect(json.pages).toBe(2);
    expect(r.stderr).toContain(`web2text: ${model} was trained on ${corpus}: scoring its test part, the sites the model did not see (--part all: every page)`);
  }, 120_000);

  it('compare with the learned method does the same for every method; --part all scores every page', () => {
    const held = JSON.parse(runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--model', model, '--methods', 'web2text,cetd']).stdout);
    expect([held.part, held.pages]).toEqual(['test', 2]);
    const all = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--model', model, '--methods', 'web2text,cetd', '--part', 'all']);
    expect(all.status).toBe(0);
    expect(JSON.parse(all.stdout).pages).toBe(TOWNS.length);
    expect(all.stderr).not.toContain('was trained on');
  }, 120_000);

  it('another file (the same pages and one more) is scored whole, as a file the model never saw', () => {
    const other = path.join(dir, 'more.jsonl');
    copyFileSync(corpus, other);
    appendFileSync(other, corpusLines(['Kiel']));
    const r = runCli(['eval', '--corpus', 'jsonl', '--input', other, '--model', model]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.part).toBeUndefined();
    expect(json.pages).toBe(TOWNS.length + 1);
    expect(r.stderr).not.toContain('was trained on');
  }, 120_000);

  it('without the learned method, compare refuses --model (nothing would read it) and scores the whole file', () => {
    const refused = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--model', model, '--methods', 'cetd']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('web2text: --model: an option of the learned method web2text, which --methods cetd does not use\n');
    const r = runCli(['compare', '--corpus', 'jsonl', '--input', corpus, '--methods', 'cetd']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).pages).toBe(TOWNS.length);
  }, 120_000);
});

describe('training on pages too small for a window', () => {
  it('is one line naming the cause and exit code 2, not an internal error', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-small-'));
    try {
      const corpus = path.join(dir, 'small.jsonl');
      // A link, two paragraphs and a footer line: 4 blocks a page.
      const small = (town: string) => {
        const gold = `The market of ${town} opened at dawn.\n\nMost stalls sold out before evening.`;
        const html = `<html><body><a href="/">Home</a>${gold.split('\n\n').map((p) => `<p>${p}</p>`).join('')}<p>© ${town} Gazette</p></body></html>`;
        return JSON.stringify({ id: town, url: `https://${town.toLowerCase()}.example/`, html, gold });
      };
      writeFileSync(corpus, TOWNS.map(small).join('\n') + '\n');
      const r = runCli(['train', '--corpus', 'jsonl', '--input', corpus, '--feature-set', 'modern', '--steps', '2', '--backend', 'wasm', '--out', path.join(dir, 'model')]);
      expect(r.status).toBe(2);
      expect(r.stderr.trimEnd().split('\n').pop()).toBe(
        'web2text: no training page has more than 10 text blocks, so no training window can be sampled: train on pages of 11 blocks or more',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
