// The repository's own files, for the tests that read its text (citations, the corpus-test list).
import { readdirSync, statSync } from 'fs';
import { join } from 'path';

export const REPO_ROOT = join(__dirname, '..', '..');

/** Files under `dir` ending in `extension`, leaving out node_modules and committed fixtures. */
export function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === 'fixtures' ? [] : filesUnder(file, extension);
    return file.endsWith(extension) ? [file] : [];
  });
}
