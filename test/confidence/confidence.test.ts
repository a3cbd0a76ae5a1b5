// The confidence of the default model's output (src/confidence/): high on a plain article, doubtful on a shop's
// listing of tiles and filters, in JSON output and batch records, with a batch's doubtful pages in its summary.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { CONFIDENCE_FILE, readConfidenceModel } from '../../src/confidence/confidence';
import { DOUBTFUL_BELOW } from '../../src/confidence/doubtful';
import { DoubtfulPages, LEAST_CONFIDENT_LISTED } from '../../src/batch/doubtful-pages';
import { runBatch } from '../../src/batch/run';
import { ModelStoreError } from '../../src/errors';
import type { Extractor } from '../../src/extractor';
import { extractWith } from '../../src/inference/extract';
import { DEFAULT_MODEL_DIR } from '../../src/inference/learned';
import { createExtractor } from '../../src/inference/registry';
import { runCli, summaryOf } from '../support/run-cli';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'confidence');
const ARTICLE = path.join(FIXTURES, 'confident-article.html');
const SHOP = path.join(FIXTURES, 'doubtful-shop.html');

let extractor: Extractor;
beforeAll(async () => {
  extractor = await createExtractor('web2text');
});

describe('the confidence of the default model', () => {
  it('is high on a plain article whose body it keeps', () => {
    const result = extractWith(extractor, readFileSync(ARTICLE));
    expect(result.text).toContain('they took their houses apart, board by board');
    expect(result.text).not.toContain('Most read');
    expect(result.confidence).toBeGreaterThan(0.93);
  });

  it('is below the doubtful line on a shop listing of tiles, filters and a mega menu', () => {
    const result = extractWith(extractor, readFileSync(SHOP));
    expect(result.confidence).toBeLessThan(DOUBTFUL_BELOW);
    expect(result.confidence).toBeGreaterThan(0);
  });

  it('is not given when asked not to, for a heuristic, or for decoding the model was not fitted for', async () => {
    const html = readFileSync(ARTICLE);
    expect(extractWith(extractor, html, { confidence: false })).not.toHaveProperty('confidence');
    expect(extractWith(extractor, html, { metadata: false })).not.toHaveProperty('confidence');
    expect(extractWith(extractor, html, { metadata: false, confidence: true }).confidence).toBeGreaterThan(0.93);
    expect(extractWith(await createExtractor('cetd'), html)).not.toHaveProperty('confidence');
    expect(extractWith(await createExtractor('web2text', { favor: 'recall' }), html)).not.toHaveProperty('confidence');
    expect(extractWith(await createExtractor('web2text', { comments: 'keep' }), html)).not.toHaveProperty('confidence');
  });

  it('is not given for a page without text blocks (an app shell that renders in the browser), as its page type is not', () => {
    for (const html of ['<html><head><title>App</title><script src="/app.js"></script></head><body><div id="root"></div></body></html>', '<!DOCTYPE html>']) {
      const result = extractWith(extractor, html);
      expect(result.text).toBe('');
      expect(result).not.toHaveProperty('pageType');
      expect(result).not.toHaveProperty('confidence');
    }
  });

  it('of the shipped folder was fitted for the shipped models (refit after retraining: npm run confidence:train -- --write)', () => {
    expect(readConfidenceModel(DEFAULT_MODEL_DIR)).toBeDefined();
  });
});

describe('a model folder with a confidence.json', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-confidence-'));
  const copy = (name: string) => {
    const model = path.join(dir, name);
    cpSync(DEFAULT_MODEL_DIR, model, { recursive: true });
    return model;
  };
  const shipped = JSON.parse(readFileSync(path.join(DEFAULT_MODEL_DIR, CONFIDENCE_FILE), 'utf8'));

  it('gives no confidence once its models were retrained (another creation time)', async () => {
    const model = copy('retrained');
    writeFileSync(path.join(model, CONFIDENCE_FILE), JSON.stringify({ ...shipped, models: ['2020-01-01T00:00:00.000Z', ...shipped.models.slice(1)] }));
    const retrained = await createExtractor('web2text', { model });
    const result = extractWith(retrained, readFileSync(ARTICLE));
    expect(result.method).toBe('web2text');
    expect(result).not.toHaveProperty('confidence');
  });

  it('gives no confidence when fitted on other features than the code computes', async () => {
    const model = copy('other-features');
    writeFileSync(path.join(model, CONFIDENCE_FILE), JSON.stringify({ ...shipped, features: ['words', ...shipped.features.slice(1)] }));
    expect(extractWith(await createExtractor('web2text', { model }), readFileSync(ARTICLE))).not.toHaveProperty('confidence');
  });

  it('that is corrupt is an error naming the file', async () => {
    const corrupt = copy('corrupt');
    writeFileSync(path.join(corrupt, CONFIDENCE_FILE), '{"models": [');
    await expect(createExtractor('web2text', { model: corrupt })).rejects.toThrow(ModelStoreError);
    await expect(createExtractor('web2text', { model: corrupt })).rejects.toThrow(path.join(corrupt, CONFIDENCE_FILE));
    const uneven = copy('uneven');
    writeFileSync(path.join(uneven, CONFIDENCE_FILE), JSON.stringify({ ...shipped, weights: shipped.weights.slice(1) }));
    await expect(createExtractor('web2text', { model: uneven })).rejects.toThrow(/one mean, sd and weight for each/);
  });
});

describe('confidence in the CLI and in batches', () => {
  it('is a field of the JSON output', () => {
    const r = runCli(['extract', ARTICLE, '--format', 'json', '-q']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.confidence).toBeGreaterThan(0.93);
    expect(json.confidence).toBeLessThanOrEqual(1);
  });

  it('is in every record, and the summary names the doubtful pages, least confident first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-doubtful-'));
    const input = path.join(dir, 'pages');
    mkdirSync(input);
    cpSync(ARTICLE, path.join(input, 'article.html'));
    cpSync(SHOP, path.join(input, 'shop.html'));
    const output = path.join(dir, 'out.jsonl');
    const summary = await runBatch({ input, output, pageTimeoutMs: 0 });
    const records = readFileSync(output, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(records.map((r) => r.id)).toEqual(['article.html', 'shop.html']);
    expect(records[0].confidence).toBeGreaterThan(0.93);
    expect(records[1].confidence).toBeLessThan(DOUBTFUL_BELOW);
    expect(summary).toMatchObject({ pages: 2, doubtful: 1, leastConfident: [{ id: 'shop.html', confidence: records[1].confidence }] });
  });

  it('extract --input prints the doubtful pages before its summary line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-doubtful-cli-'));
    const input = path.join(dir, 'pages');
    mkdirSync(input);
    for (const [file, name] of [[ARTICLE, 'a.html'], [SHOP, 'b.html'], [SHOP, 'c.html']]) cpSync(file, path.join(input, name));
    const r = runCli(['extract', '--input', input, '--output', path.join(dir, 'out.jsonl')]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/2 of 3 pages doubtful \(confidence < 0\.85\); least confident: b\.html 0\.\d\d, c\.html 0\.\d\d\n/);
    expect(summaryOf(r.stderr)).toMatchObject({ pages: 3, doubtful: 2 });
  });
});

describe('DoubtfulPages', () => {
  it('counts the doubtful pages and keeps the least confident ones, least first', () => {
    const pages = new DoubtfulPages();
    const confidences = Array.from({ length: 50 }, (_, i) => ((i * 37) % 100) / 100);
    confidences.forEach((confidence, i) => pages.add({ id: `p${i}`, confidence }));
    const doubtful = confidences.filter((c) => c < DOUBTFUL_BELOW).sort((a, b) => a - b);
    expect(pages.count).toBe(doubtful.length);
    expect(pages.leastConfident.map((page) => page.confidence)).toEqual(doubtful.slice(0, LEAST_CONFIDENT_LISTED));
    expect(pages.leastConfident[0]).toEqual({ id: `p${confidences.indexOf(doubtful[0])}`, confidence: doubtful[0] });
  });

  it('adds the counts and least confident pages of other runs (a queue worker\'s shards)', () => {
    const pages = new DoubtfulPages<{ shard: string; id: string; confidence: number }>();
    const shard = (name: string, confidences: number[]) => confidences.map((confidence, i) => ({ shard: name, id: `p${i}`, confidence }));
    pages.addRun(30, shard('a', Array.from({ length: LEAST_CONFIDENT_LISTED }, (_, i) => 0.3 + i / 100)));
    pages.addRun(2, shard('b', [0.1, 0.6]));
    expect(pages.count).toBe(32);
    expect(pages.leastConfident).toHaveLength(LEAST_CONFIDENT_LISTED);
    expect(pages.leastConfident[0]).toEqual({ shard: 'b', id: 'p0', confidence: 0.1 });
    expect(pages.leastConfident.map((page) => page.confidence)).toEqual([0.1, ...Array.from({ length: LEAST_CONFIDENT_LISTED - 1 }, (_, i) => 0.3 + i / 100)]);
  });
});
