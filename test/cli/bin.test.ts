import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import * as path from 'path';

// The compiled bin that `npx web2text` runs (built by `npm ci` through the prepare script).
const BIN = path.join(__dirname, '..', '..', 'dist', 'cli', 'main.js');

describe('the installed web2text bin', () => {
  it('is built and runs directly as an executable', () => {
    expect(existsSync(BIN)).toBe(true); // run `npm run build` if this fails locally
    const r = spawnSync(BIN, ['--version'], { encoding: 'utf8' });
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(require('../../package.json').version);
  });
});
