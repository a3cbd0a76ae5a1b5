// The corpora's default folders (beside a checkout, where `npm run data` puts them) belong to a checkout of the
// repository; an installed package, which ships no sources and has no such folder beside it, asks for the folder.
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
  const run = (args: string[]) =>
    spawnSync(process.execPath, [path.join(dir, 'node_modules', 'web2text', 'dist', 'cli', 'main.js'), ...args], { cwd: dir, encoding: 'utf8' });

  it('has no default corpus folder: eval, train and labels ask for it in one line', () => {
    for (const [args, message] of [
      [['eval', '--split', 'web2text'], '--corpus cleaneval needs --data DIR, the folder of its pages'],
      [['compare', '--corpus', 'wcxb'], '--corpus wcxb needs --data DIR, the folder of its pages'],
      [['train', '--corpus', 'wcxb', '--out', path.join(dir, 'model')], '--corpus wcxb needs --wcxb DIR, the folder of its pages'],
      [['labels', '--ids', '64'], 'labels needs --data DIR, the CleanEval folder'],
    ] as const) {
      const r = run([...args]);
      expect(r.stderr).toBe(`web2text: ${message}\n`);
      expect(r.status).toBe(2);
    }
    expect(run(['eval', '--help']).stdout).not.toContain('shared');
  });
});
