// A program that uses the library on the wasm backend and then fails ends as Node ends any program: exit 1 and
// its own error, not the wasm module's 38 KB of minified source printed by the module's rethrowing handlers.
import { spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';

const LIBRARY = path.join(__dirname, '..', '..', 'src', 'index.ts');

function runProgram(body: string): { status: number | null; stderr: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-program-')), 'program.ts');
  writeFileSync(file, `import { createExtractor, extractWith } from ${JSON.stringify(LIBRARY)};\n(async () => {\n${body}\n})();\n`);
  const r = spawnSync(process.execPath, ['--require', 'tsx/cjs', file], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr };
}

describe('the wasm backend and the process of a program using the library', () => {
  it('an error the program throws after extracting is its own, with exit 1', () => {
    const r = runProgram(`
      const extractor = await createExtractor('web2text', { backend: 'wasm' });
      extractWith(extractor, '<p>One paragraph of text to extract.</p>');
      setTimeout(() => { throw new Error('the program failed'); });
    `);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Error: the program failed');
    expect(r.stderr).not.toContain('WasmBackendModule');
    expect(r.stderr.length).toBeLessThan(2000);
  });

  it('so does a rejected promise of the program', () => {
    const r = runProgram(`
      await createExtractor('web2text', { backend: 'wasm' });
      throw new Error('the program was rejected');
    `);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Error: the program was rejected');
    expect(r.stderr.length).toBeLessThan(2000);
  });
});
