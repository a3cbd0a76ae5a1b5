// A small fixed run of the fuzzer (npm run fuzz) through every shipped method, and every reproducer it has
// found (test/fixtures/fuzz/) as a regression test: no exception other than a domain error, no page over budget.
import { readFileSync } from 'fs';
import * as path from 'path';
import { allExtractors, checkInput, readReproducers, type MethodTally } from './support/fuzz/check';
import { fuzzInputs } from './support/fuzz/inputs';
import { CLEANEVAL_DIR } from './support/shared-data';

/** Generous under a loaded machine; an idle one takes well under a second per input and method. */
const BUDGET_MS = 20_000;

describe('fuzzing', () => {
  it('keeps every reproducer the fuzzer found as a regression test, and none fails any more', async () => {
    const extractors = await allExtractors();
    const reproducers = readReproducers(path.join(__dirname, 'fixtures', 'fuzz'));
    expect(reproducers.map((r) => r.name)).toEqual(expect.arrayContaining(['deep-nesting-issue16.json', 'surrogates-issue16.json']));
    const tallies = new Map<string, MethodTally>();
    for (const { name, input } of reproducers) expect([name, checkInput(input, extractors, tallies, BUDGET_MS)]).toEqual([name, []]);
  });

  it('a fixed seeded run over real and hostile pages: every call ends with text or a domain error', async () => {
    const extractors = await allExtractors();
    const pages = ['64', '100', '553'].map((id) => new Uint8Array(readFileSync(path.join(CLEANEVAL_DIR, 'orig', `${id}.html`))));
    const tallies = new Map<string, MethodTally>();
    const kinds = new Set<string>();
    for (const input of fuzzInputs('web2text-test', 24, pages)) {
      kinds.add(input.kind);
      expect(checkInput(input, extractors, tallies, BUDGET_MS)).toEqual([]);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    // Most inputs give text; random bytes are refused as not HTML.
    for (const [, tally] of tallies) expect(tally.ok).toBeGreaterThan(12);
  });
});
