// The line a method writes on stderr about a page it labelled whole: the method asked for says why in its own name;
// "X used: …" is kept for a fallback to another method.
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { runCli } from '../support/run-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'w2t-method-notes-'));

it('says "cetd: no body text outside links" for a page of links asked of cetd, not "cetd used"', () => {
  const links = path.join(dir, 'links.html');
  writeFileSync(links, '<html><body><ul><li><a href="/a">Home page</a></li><li><a href="/b">All the news</a></li></ul></body></html>');
  const r = runCli(['extract', links, '-m', 'cetd', '-q']);
  expect(r.status).toBe(0);
  expect(r.stderr).toBe('web2text: cetd: no body text outside links\n');
});
