// The scripts find the corpora where the CLI does: their folders in $WEB2TEXT_DATA (scripts/data-folders.ts, which
// falls back to the checkout's sibling folder), never a path of their own.
import { spawnSync } from 'child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { gzipSync } from 'zlib';

const ROOT = join(__dirname, '..', '..');
const SCRIPTS = join(ROOT, 'scripts');
/** A corpus folder named in code: the sibling folder `shared` as a relative path string or as join's parts. */
const SIBLING_FOLDER = new RegExp(String.raw`['"]\.\.[/\\]shared|['"]\.\.['"],\s*['"]shared['"]`);

/** A script's code: its lines without the comments (usage lines name the usual folders as examples). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
}

describe("the scripts' corpus folders", () => {
  it('tells code that names the sibling folder from code that does not', () => {
    expect(SIBLING_FOLDER.test("argValue('--data', '../" + "shared/cleaneval')")).toBe(true);
    expect(SIBLING_FOLDER.test("join('..', '" + "shared', 'cleaneval')")).toBe(true);
    expect(SIBLING_FOLDER.test("argValue('--data', DEFAULT_CLEANEVAL_FOLDER)")).toBe(false);
  });

  it('come from scripts/data-folders.ts in every script', () => {
    const naming = readdirSync(SCRIPTS)
      .filter((name) => name.endsWith('.ts') && name !== 'data-folders.ts')
      .filter((name) => SIBLING_FOLDER.test(code(join(SCRIPTS, name))));
    expect(naming).toEqual([]);
  });

  it('npm run fuzz reads its seed pages from the folders in WEB2TEXT_DATA, wherever it is run from', () => {
    const dir = mkdtempSync(join(tmpdir(), 'w2t-fuzz-data-'));
    try {
      const data = join(dir, 'corpora');
      mkdirSync(join(data, 'cleaneval', 'orig'), { recursive: true });
      mkdirSync(join(data, 'wcxb', 'html'), { recursive: true });
      copyFileSync(join(ROOT, 'examples', 'article.html'), join(data, 'cleaneval', 'orig', '1.html'));
      writeFileSync(join(data, 'wcxb', 'html', '0001.html.gz'), gzipSync(readFileSync(join(ROOT, 'examples', 'article.html'))));
      const r = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(SCRIPTS, 'fuzz.ts'), '--n', '2', '--methods', 'cetd'], {
        cwd: dir, // no corpora beside it
        encoding: 'utf8',
        env: { ...process.env, WEB2TEXT_DATA: data },
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ inputs: 2, methods: ['cetd'], failures: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
