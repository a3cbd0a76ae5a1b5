// createReportWriter(dir, title) checks its arguments, as the other library calls do: a folder that is not a
// path was a raw TypeError from fs ('The "path" argument must be of type string'), a missing title a report
// titled "undefined".
import { existsSync, mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { InputError } from '../../src/errors';
import { createReportWriter } from '../../src/report/writer';

describe('createReportWriter()', () => {
  it('refuses a folder that is not a path and a title that is not a string, in its own error', () => {
    expect(() => createReportWriter(5 as never, 'title')).toThrow(new InputError("createReportWriter takes the report's folder (a path) first, not number"));
    expect(() => createReportWriter('', 'title')).toThrow(InputError);
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'w2t-writer-')), 'report');
    expect(() => (createReportWriter as (dir: string) => unknown)(dir)).toThrow(new InputError("createReportWriter takes the report's title (a string) after its folder, not undefined"));
    expect(existsSync(dir)).toBe(false);
    createReportWriter(dir, 'My pages');
    expect(existsSync(path.join(dir, 'pages'))).toBe(true);
  });
});
