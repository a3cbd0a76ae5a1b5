import { spawnSync } from 'child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
/** The readability and defuddle methods' devDependencies, which an install for users (npm install web2text) does not have. */
const DEV_ONLY = ['@mozilla', 'jsdom', 'defuddle'];

/** A copy of the built package whose node_modules holds every installed package but the readability and defuddle methods'. */
function installWithoutDomExtractors(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-nodev-'));
  cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!DEV_ONLY.includes(name)) symlinkSync(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  return dir;
}

describe('web2text where the readability and defuddle methods\' packages are not installed', () => {
  const dir = installWithoutDomExtractors();
  const page = path.join(dir, 'page.html');
  writeFileSync(page, '<html><body><p>A paragraph of text that is the whole content of this small page.</p></body></html>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    spawnSync(process.execPath, [path.join(dir, 'dist', 'cli', 'main.js'), ...args], { cwd: dir, encoding: 'utf8' });

  it('runs the other methods (nothing loads the packages unless the method is used)', () => {
    const r = run(['extract', page, '--method', 'cetd']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('the whole content of this small page');
  });

  it('says in one line which packages to install, with exit code 2', () => {
    const r = run(['extract', page, '--method', 'readability']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'web2text: the readability method needs @mozilla/readability and jsdom, not installed (devDependencies of web2text): npm install --save-dev @mozilla/readability jsdom\n',
    );
  });

  it('says the same for defuddle', () => {
    const r = run(['extract', page, '--method', 'defuddle']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'web2text: the defuddle method needs defuddle and jsdom, not installed (devDependencies of web2text): npm install --save-dev defuddle jsdom\n',
    );
  });
});
