// What the built package loads: `require('web2text')` only its entry and error classes, each call only what it
// needs, and the CLI only the command it runs. Run in fresh processes on dist/, as a user's program runs it.
import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';

const ROOT = path.join(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const dir = mkdtempSync(path.join(tmpdir(), 'w2t-lazy-'));
const page = path.join(dir, 'page.html');
writeFileSync(page, ARTICLE);

/** Preloaded into the child: at exit, writes the files it loaded to $LOADED_FILE. */
const RECORDER = path.join(dir, 'record-loaded.js');
writeFileSync(RECORDER, `process.on('exit', () => require('fs').writeFileSync(process.env.LOADED_FILE, JSON.stringify(Object.keys(require.cache))));\n`);

/** The modules a child process loaded: dist files relative to dist/, and packages by name. */
function loaded(args: string[]): { status: number | null; own: string[]; packages: Set<string> } {
  const file = path.join(dir, `loaded-${Math.random().toString(36).slice(2)}.json`);
  const r = spawnSync(process.execPath, ['--require', RECORDER, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, LOADED_FILE: file } });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr}`);
  const files: string[] = JSON.parse(readFileSync(file, 'utf8'));
  const own = files.filter((f) => f.startsWith(DIST + path.sep)).map((f) => path.relative(DIST, f));
  const packages = new Set(
    files.filter((f) => f.includes(`${path.sep}node_modules${path.sep}`)).map((f) => {
      const parts = f.split(`${path.sep}node_modules${path.sep}`).pop()!.split(path.sep);
      return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    }),
  );
  return { status: r.status, own, packages };
}

function program(body: string): string[] {
  return ['-e', `const w = require(${JSON.stringify(DIST)}); const html = require('fs').readFileSync(${JSON.stringify(page)}); (async () => { ${body} })();`];
}

describe('the library entry loads on use', () => {
  it("require('web2text') loads the entry and the error classes, and no package", () => {
    const r = loaded(program(''));
    expect(r.own.sort()).toEqual(['errors.js', 'index.js', 'lazy-exports.js']);
    expect([...r.packages]).toEqual([]);
  });

  it('every value the entry declares is there', () => {
    const source = readFileSync(path.join(ROOT, 'src', 'index.ts'), 'utf8');
    const declared = [...source.matchAll(/^export declare const (\w+):/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(50);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const api = require(DIST) as Record<string, unknown>;
    expect(declared.filter((name) => api[name] === undefined)).toEqual([]);
  });

  it('a heuristic loads neither TensorFlow.js nor the output formats\' writers nor the metadata', () => {
    const r = loaded(program(`w.extractWith(await w.createExtractor('cetd'), html, { metadata: false });`));
    expect(r.own).toContain('heuristics/cetd.js');
    // model/backend.js, model/favor.js and the output registry name the backends, policies and formats that options
    // are checked against; the formats' writers (content HTML, turndown, sanitize-html) do not load.
    expect(r.own.filter((f) => /^(features|training|metadata|queue|report|batch|eval)\/|^output\/content-html\.js$|^model\/(tf|nets|predict|store)\.js$/.test(f))).toEqual([]);
    expect([...r.packages].filter((p) => ['turndown', 'sanitize-html', 'bullmq', 'warcio', 'commander'].includes(p))).toEqual([]);
  });

  it('the learned method loads TensorFlow.js; text output loads no Markdown or HTML writer', () => {
    const r = loaded(program(`w.extractWith(await w.createExtractor('web2text'), html, { metadata: false });`));
    expect(r.own).toContain('model/tf.js');
    expect(r.own.filter((f) => /^(metadata|training|queue|report|batch)\/|^output\/content-html\.js$/.test(f))).toEqual([]);
    expect([...r.packages].filter((p) => ['turndown', 'sanitize-html'].includes(p))).toEqual([]);
  });

  it('metadata loads the language detector only for a page that declares no language', () => {
    const declared = path.join(dir, 'declared.html');
    writeFileSync(declared, ARTICLE.replace('<html>', '<html lang="en">'));
    const withLang = loaded(['-e', `const w = require(${JSON.stringify(DIST)}); (async () => { console.log(w.extractWith(await w.createExtractor('cetd'), require('fs').readFileSync(${JSON.stringify(declared)})).metadata.language); })();`]);
    expect(withLang.own).toContain(path.join('metadata', 'metadata.js'));
    expect(withLang.own).not.toContain(path.join('metadata', 'eld.js'));
    const without = loaded(program(`w.extractWith(await w.createExtractor('cetd'), html);`));
    expect(without.own).toContain(path.join('metadata', 'eld.js'));
  });

  it('Markdown loads turndown but not sanitize-html', () => {
    const r = loaded(program(`w.extractWith(await w.createExtractor('cetd'), html, { metadata: false, markdown: true });`));
    expect(r.packages.has('turndown')).toBe(true);
    expect(r.packages.has('sanitize-html')).toBe(false);
  });
});

describe('the CLI loads the command it runs', () => {
  it('extract page.html loads no other command and nothing of batches, training, eval, reports or the queue', () => {
    const r = loaded([path.join(DIST, 'cli', 'main.js'), 'extract', '-q', page]);
    const commands = r.own.filter((f) => f.startsWith(`cli${path.sep}commands${path.sep}`));
    expect(commands.sort()).toEqual([path.join('cli', 'commands', 'extract.js'), path.join('cli', 'commands', 'index.js')]);
    expect(r.own.filter((f) => /^(training|eval|report|queue|batch\/run|batch\/pool)/.test(f))).toEqual([]);
    expect([...r.packages].filter((p) => ['bullmq', 'ioredis', 'warcio', 'turndown', 'sanitize-html'].includes(p))).toEqual([]);
  });

  it('--version loads no command and no TensorFlow.js', () => {
    const r = loaded([path.join(DIST, 'cli', 'main.js'), '--version']);
    expect(r.own.filter((f) => f.startsWith(`cli${path.sep}commands${path.sep}`) && f !== path.join('cli', 'commands', 'index.js'))).toEqual([]);
    expect(r.own).not.toContain(path.join('model', 'tf.js'));
    const printed = spawnSync(process.execPath, [path.join(DIST, 'cli', 'main.js'), '-V'], { encoding: 'utf8' });
    expect(printed.status).toBe(0);
    expect(printed.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('--help loads every command, to list them', () => {
    const r = spawnSync(process.execPath, [path.join(DIST, 'cli', 'main.js'), '--help'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    for (const name of ['blocks', 'extract', 'eval', 'compare', 'report', 'train', 'dataset', 'labels', 'align', 'queue', 'worker', 'template']) {
      expect(r.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    }
  });
});
