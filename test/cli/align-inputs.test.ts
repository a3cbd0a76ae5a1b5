// align names the page it refuses, as extract and blocks do: "not a CleanEval orig file" and "not HTML" named no
// file, and pointed at --cleaneval, which align does not take.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-align-'));
const page = path.join(dir, 'page.html');
writeFileSync(page, '<html><body><p>The ferry leaves the harbour at dawn.</p></body></html>\n');
const clean = path.join(dir, 'clean.txt');
writeFileSync(clean, 'The ferry leaves the harbour at dawn.\n');
const image = path.join(dir, 'photo.html');
writeFileSync(image, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));

describe('align with a page it cannot read (CLI)', () => {
  it('names the page and the option that reads a plain one, exit 2', () => {
    const r = runCli(['align', page, clean]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: ${page}: not a CleanEval orig file: it does not start with the <text …> line that option cleaneval (--cleaneval) strips with the last line (a plain HTML page: without that option; align --no-wrapper)\n`);
    const plain = runCli(['align', page, clean, '--no-wrapper']);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain('The ferry leaves the harbour at dawn.');
  });

  it('names a file that is no HTML', () => {
    const r = runCli(['align', image, clean, '--no-wrapper']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`web2text: ${image}: not HTML: a PNG image\n`);
  });
});
