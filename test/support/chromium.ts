// Real headless Chromium for the report tests: Debian's `chromium` driven by playwright-core (which ships no
// browser). .ci/run installs the package; without it the tests fail and say so, they are never skipped.
import { existsSync } from 'fs';
import * as path from 'path';
import { chromium, type Browser } from 'playwright-core';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((c): c is string => !!c);
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  const found = [...candidates, ...dirs.map((dir) => path.join(dir, 'chromium'))].find((file) => existsSync(file));
  if (found === undefined) {
    throw new Error('Chromium not found: the report tests need a real browser; install it with `apt-get install -y chromium` (or set CHROMIUM_PATH)');
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: FLAGS });
}
