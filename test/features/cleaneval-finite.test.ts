import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { loadPage } from '../../src/dom/page';
import { computeFeatures } from '../../src/features';
import { CLEANEVAL_DIR } from '../support/shared-data';

const ORIG = join(CLEANEVAL_DIR, 'orig');

describe('features on every CleanEval orig page', () => {
  it('gives one finite 128-vector per block and one finite 25-vector per adjacent pair', () => {
    const files = readdirSync(ORIG).filter((f) => f.endsWith('.html'));
    expect(files).toHaveLength(796);
    let blocks = 0;
    const bad: string[] = [];
    for (const file of files) {
      const page = loadPage(readFileSync(join(ORIG, file)), { cleaneval: true });
      const { block, edge } = computeFeatures(page);
      blocks += page.blocks.length;
      const finite = block.every(Number.isFinite) && edge.every(Number.isFinite);
      if (!finite || block.length !== page.blocks.length * 128) bad.push(file);
    }
    expect(bad).toEqual([]);
    expect(blocks).toBeGreaterThan(140_000);
  });
});
