// A CleanEval folder of two pages: page 1 labelled (orig/1.html and clean/1.txt), page 2 an orig file without its
// clean file, so no labelled page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';

export function twoPageCleanEval(prefix: string): string {
  const data = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(data, 'orig'));
  mkdirSync(path.join(data, 'clean'));
  writeFileSync(
    path.join(data, 'orig', '1.html'),
    '<text id="http://example.org/a" title="A" encoding="utf-8">\n<html><body><div>Menu</div><p>The ferry leaves at dawn from the old pier on the island.</p></body></html>\n</text>\n',
  );
  writeFileSync(path.join(data, 'clean', '1.txt'), 'URL: http://example.org/a\n\n<p>The ferry leaves at dawn from the old pier on the island.\n');
  writeFileSync(path.join(data, 'orig', '2.html'), '<text id="http://example.org/b" title="B" encoding="utf-8">\n<p>Unlabelled.</p>\n</text>\n');
  return data;
}
