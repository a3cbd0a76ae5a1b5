import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { runCli } from '../support/run-cli';

/** A user's JSONL corpus: a labelled article, a page whose body has no text (and no gold), and a broken line. */
const ARTICLE = `<html><body><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul>
<p>The harbour master counted forty boats on the first morning of the season, more than in any year before.</p>
<p>Most of them came from the villages to the north, where the ice had melted two weeks early.</p>
<div><a href="/privacy">Privacy</a></div></body></html>`;
const ARTICLE_GOLD =
  'The harbour master counted forty boats on the first morning of the season, more than in any year before.\n\n' +
  'Most of them came from the villages to the north, where the ice had melted two weeks early.';

function jsonlCorpus({ gzipped = false } = {}): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-corpus-')), gzipped ? 'pages.jsonl.gz' : 'pages.jsonl');
  const lines = [
    JSON.stringify({ id: 'harbour', html: ARTICLE, gold: ARTICLE_GOLD, pageType: 'article' }),
    JSON.stringify({ id: 'blank', html: '<html><body> </body></html>', gold: '', pageType: 'listing' }),
    '{"id": "broken", "html": ',
  ];
  const text = lines.join('\n') + '\n';
  writeFileSync(file, gzipped ? gzipSync(text) : text);
  return file;
}

/** The only line of stderr, which must be an error and nothing else (no stack). */
function oneLineError(stderr: string): string {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0];
}

describe('eval and compare: corpus options', () => {
  it('refuses an unknown corpus or part, and options of another corpus, in one line with exit code 2', () => {
    const cases: [string[], RegExp][] = [
      [['compare', '--corpus', 'commoncrawl'], /^web2text: --corpus must be cleaneval, wcxb, l3s, jsonl, not "commoncrawl"$/],
      [['eval', '--corpus', 'wcxb', '--part', 'dev'], /^web2text: --part must be train, validation, test or all, not "dev"$/],
      [['compare', '--corpus', 'jsonl', '--input', 'pages.jsonl', '--data', 'corpora/'], /^web2text: --data is for --corpus cleaneval, wcxb or l3s, not --corpus jsonl$/],
      [['compare', '--corpus', 'wcxb', '--split', 'web2text'], /^web2text: --split is for --corpus cleaneval, not --corpus wcxb$/],
      [['eval', '--corpus', 'jsonl'], /^web2text: --corpus jsonl needs --input FILE$/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(oneLineError(r.stderr)).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });

  it('scores a JSONL corpus: every page on its text, the page without blocks left out of the block metrics, the broken line out of all, each with its reason', () => {
    const r = runCli(['compare', '--corpus', 'jsonl', '--input', jsonlCorpus(), '--methods', 'cetd,bte']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.corpus).toBe('jsonl');
    expect([json.pages, json.blockPages]).toEqual([2, 1]);
    expect(json.leftOutOfBlockMetrics).toEqual([{ id: 'blank', reason: 'the page body has no text blocks' }]);
    expect(json.skipped).toHaveLength(1);
    expect(json.skipped[0].id).toBe('line 3'); // a line that is not JSON has no id
    expect(json.skipped[0].reason).toMatch(/line 3: invalid JSON/);
    // The blank page has no gold and no output: word F1 1; both methods keep the two paragraphs of the article.
    expect(json.methods.cetd.wordF1.byPageType.listing).toEqual({ pages: 1, precision: 1, recall: 1, f1: 1 });
    expect(json.methods.bte.wordF1.byPageType.article.recall).toBe(1);
    expect(r.stderr).toContain('web2text: page blank left out of the block metrics, scored on its text: the page body has no text blocks');
    expect(r.stderr).toMatch(/\| method \| article \(1\) \| listing \(1\) \| all \(2\) \|/);
    expect(r.stderr).toMatch(/Left out of every metric: 1 page\.\n\n- line 3: /);
  });

  it('reads a gzipped JSONL corpus (.jsonl.gz) as the plain one', () => {
    const scores = (file: string) => {
      const r = runCli(['compare', '--corpus', 'jsonl', '--input', file, '--methods', 'cetd']);
      expect(r.status).toBe(0);
      const { pages, blockPages, skipped, methods } = JSON.parse(r.stdout);
      return { pages, blockPages, skipped: skipped.map(({ id }: { id: string }) => id), f1: methods.cetd.wordF1.overall.f1 };
    };
    const plain = scores(jsonlCorpus());
    expect(plain).toMatchObject({ pages: 2, blockPages: 1, skipped: ['line 3'] });
    expect(scores(jsonlCorpus({ gzipped: true }))).toEqual(plain);
  });

  it('an --out or --markdown that cannot be written is one line and exit 2 before the run, not after it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-results-')), 'a-file');
    writeFileSync(file, '');
    for (const args of [['compare', '--methods', 'cetd', '--out', path.join(file, 'compare.json')], ['eval', '--markdown', path.join(file, 'eval.md')]]) {
      const r = runCli([...args, '--corpus', 'jsonl', '--input', jsonlCorpus()]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`web2text: cannot write ${file}: a part of its path is a file, not a folder\n`);
    }
  });

  it('a corpus of which no page can be scored is exit 2 after the reasons, not a table of zeros', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-corpus-')), 'no-gold.jsonl');
    writeFileSync(file, JSON.stringify({ id: 'harbour', html: ARTICLE }) + '\n');
    for (const args of [['eval'], ['compare', '--methods', 'cetd']]) {
      const r = runCli([...args, '--corpus', 'jsonl', '--input', file]);
      expect(r.status).toBe(2);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines).toContain(`web2text: page harbour left out of every metric: ${file} line 1: gold: Invalid input: expected string, received undefined`);
      expect(lines[lines.length - 1]).toBe(`web2text: no page of jsonl ${file} could be scored: all 1 were left out (reasons above)`);
    }
  });
});

describe('eval and compare on WCXB (../shared/wcxb)', () => {
  it('score the test part when asked for it, with word F1 per page type', () => {
    const r = runCli(['compare', '--corpus', 'wcxb', '--part', 'test', '--limit', '2', '--methods', 'web2text,bte']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect([json.corpus, json.part, json.pages]).toEqual(['wcxb', 'test', 2]);
    // The first two pages of the test part in splits/wcxb.json (0006, 0007) are articles.
    expect(Object.keys(json.methods.bte.wordF1.byPageType)).toEqual(['article']);
    expect(json.methods.bte.wordF1PValueVsWeb2text).toBeGreaterThan(0);
    expect(r.stderr).toContain('### web2text compare — wcxb test, 2 pages');
  });

  it('eval defaults to the validation part', () => {
    const r = runCli(['eval', '--corpus', 'wcxb', '--limit', '1']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect([json.corpus, json.part, json.pages]).toEqual(['wcxb', 'validation', 1]);
    expect(json.text.wordF1.overall.pages).toBe(1);
    expect(r.stderr).toContain('on 1 wcxb validation pages');
  });
});
