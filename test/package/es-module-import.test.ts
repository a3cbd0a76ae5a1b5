// The package imported from an ES module, as most of today's Node programs load it: every export the CommonJS entry
// has is a named import, and the README's calls work through them. Run in a fresh process on dist/.
import { spawnSync } from 'child_process';
import * as path from 'path';
import { ARTICLE } from '../support/article-page';

const DIST = path.join(__dirname, '..', '..', 'dist', 'index.js');

function runModule(source: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8', input: ARTICLE });
}

describe("import … from 'web2text'", () => {
  it('gives every export of the CommonJS entry as a named import', () => {
    const r = runModule(
      [
        `import * as named from ${JSON.stringify(DIST)};`,
        "import { createRequire } from 'module';",
        `const entry = createRequire(import.meta.url)(${JSON.stringify(DIST)});`,
        'console.log(JSON.stringify(Object.keys(entry).filter((name) => !(name in named))));',
        "console.log(Object.keys(entry).length);",
      ].join('\n'),
    );
    expect(r.stderr).toBe('');
    const [missing, count] = r.stdout.trim().split('\n');
    expect(JSON.parse(missing)).toEqual([]);
    expect(Number(count)).toBeGreaterThan(80);
  });

  it("runs the README's calls through named imports: the default extractor prints the article", () => {
    const r = runModule(
      [
        `import { createExtractor, extractWith, Web2TextError } from ${JSON.stringify(DIST)};`,
        "import { readFileSync } from 'fs';",
        "const extractor = await createExtractor('web2text');",
        'const { text, blocks } = extractWith(extractor, readFileSync(0, "utf8"), { blocks: true });',
        'console.log(JSON.stringify({ text, blocks: blocks.length, errorClass: typeof Web2TextError }));',
      ].join('\n'),
    );
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.text).toContain('The first bridges were built where a river was narrow');
    expect(out.blocks).toBeGreaterThan(10);
    expect(out.errorClass).toBe('function');
  });
});
