// The package's type declarations as a TypeScript user meets them: `import … from 'web2text'` compiled with strict
// settings and the declarations checked (no skipLibCheck), where only what `npm install web2text` brings is installed
// — the runtime dependencies, not our devDependencies' @types.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..');
const DEV_DEPENDENCIES: string[] = Object.keys(require('../../package.json').devDependencies);

/** A project whose node_modules holds web2text (its package.json and dist/) and every installed package but our
 * devDependencies and the @types packages other than Node's. */
function consumerProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'w2t-types-'));
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, 'web2text'), { recursive: true });
  copyFileSync(path.join(ROOT, 'package.json'), path.join(modules, 'web2text', 'package.json'));
  symlinkSync(path.join(ROOT, 'dist'), path.join(modules, 'web2text', 'dist'));
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name.startsWith('.') || name === '@types') continue;
    if (!name.startsWith('@')) {
      if (!DEV_DEPENDENCIES.includes(name)) symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
      continue;
    }
    for (const inner of readdirSync(path.join(ROOT, 'node_modules', name))) {
      if (DEV_DEPENDENCIES.includes(`${name}/${inner}`)) continue;
      mkdirSync(path.join(modules, name), { recursive: true });
      symlinkSync(path.join(ROOT, 'node_modules', name, inner), path.join(modules, name, inner));
    }
  }
  mkdirSync(path.join(modules, '@types'));
  symlinkSync(path.join(ROOT, 'node_modules', '@types', 'node'), path.join(modules, '@types', 'node'));
  return dir;
}

describe('the type declarations of the installed package', () => {
  const dir = consumerProject();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compile in a strict project that checks them, with none of our devDependencies installed', () => {
    const file = path.join(dir, 'use.ts');
    writeFileSync(
      file,
      [
        "import * as web2text from 'web2text';",
        "import { createExtractor, extractWith, runBatch, evaluate, compare, cleanevalSplitPages } from 'web2text';",
        'export async function main(html: string): Promise<string> {',
        "  const extractor = await createExtractor('web2text');",
        '  const { text, blocks } = extractWith(extractor, html, { markdown: true });',
        '  return `${text} ${blocks?.length ?? 0} ${typeof runBatch} ${typeof evaluate} ${typeof compare} ${typeof cleanevalSplitPages} ${Object.keys(web2text).length}`;',
        '}',
        '',
      ].join('\n'),
    );
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      esModuleInterop: true,
      types: ['node'],
      // Resolve each declaration's imports from where it is installed, not from this repository's node_modules.
      preserveSymlinks: true,
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n') + (d.file ? ` (${path.relative(dir, d.file.fileName)})` : ''));
    expect(errors).toEqual([]);
  });
});
