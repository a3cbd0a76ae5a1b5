// The corpora's default folders come from $WEB2TEXT_DATA (the folder holding them), never from a path the code
// assumes: without it an installed package (which has no corpora beside it) asks for the folder; with it, each
// corpus is read from its folder there.
import { spawnSync } from 'child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/** A project with web2text installed as npm installs it: package.json, dist/, models/ and splits/, and its dependencies. */
function installedPackage(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-installed-'));
  const pkg = path.join(dir, 'node_modules', 'web2text');
  mkdirSync(pkg, { recursive: true });
  for (const part of ['package.json', 'dist']) cpSync(path.join(ROOT, part), path.join(pkg, part), { recursive: true });
  for (const part of ['models', 'splits']) symlinkSync(path.join(ROOT, part), path.join(pkg, part));
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!name.startsWith('.')) symlinkSync(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  return dir;
}

describe('an installed package', () => {
  const dir = installedPackage();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[], data?: string) => {
    const env = { ...process.env };
    delete env.WEB2TEXT_DATA;
    if (data !== undefined) env.WEB2TEXT_DATA = data;
    return spawnSync(process.execPath, [path.join(dir, 'node_modules', 'web2text', 'dist', 'cli', 'main.js'), ...args], { cwd: dir, encoding: 'utf8', env });
  };

  it('has no default corpus folder without WEB2TEXT_DATA: eval, train and labels ask for it in one line', () => {
    for (const [args, message] of [
      [['eval', '--split', 'web2text'], '--corpus cleaneval needs --data DIR, the folder of its pages (or WEB2TEXT_DATA, the folder of the corpora\'s folders)'],
      [['compare', '--corpus', 'wcxb'], '--corpus wcxb needs --data DIR, the folder of its pages (or WEB2TEXT_DATA, the folder of the corpora\'s folders)'],
      [['train', '--corpus', 'wcxb', '--out', path.join(dir, 'model')], '--corpus wcxb needs --wcxb DIR, the folder of its pages (or WEB2TEXT_DATA, the folder of the corpora\'s folders)'],
      [['labels', '--ids', '64'], 'labels needs --data DIR, the CleanEval folder (or WEB2TEXT_DATA, the folder of the corpora\'s folders)'],
    ] as const) {
      const r = run([...args]);
      expect(r.stderr).toBe(`web2text: ${message}\n`);
      expect(r.status).toBe(2);
    }
    expect(run(['eval', '--help']).stdout).not.toContain('shared');
  });

  it('reads each corpus from its folder in WEB2TEXT_DATA', () => {
    const data = path.join(dir, 'corpora');
    const r = run(['compare', '--corpus', 'wcxb'], data);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n').pop()).toBe(`web2text: missing folder ${path.join(data, 'wcxb')} (the wcxb folder of WEB2TEXT_DATA)`);
  });
});
