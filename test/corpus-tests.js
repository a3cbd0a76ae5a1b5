// The test files that read the whole corpora beside the repository (../shared/cleaneval, ../shared/wcxb), which a
// fresh clone does not have: `npm test` leaves them out, `npm run test:corpora` runs them (CI does where
// ../shared is there; `npm run data` fetches the corpora). Every other test reads committed fixtures.
module.exports = [
  'test/cli/blocks.test.ts',
  'test/cli/eval-corpus.test.ts',
  'test/cli/extract.test.ts',
  'test/corpora/clean-text.test.ts',
  'test/corpora/splits.test.ts',
  'test/corpora/wcxb-split.test.ts',
  'test/corpora/wcxb.test.ts',
  'test/dom/decode.test.ts',
  'test/eval/evaluate.test.ts',
  'test/features/cleaneval-finite.test.ts',
  'test/features/groups.test.ts',
  'test/fuzz.test.ts',
  'test/heuristics/cleaneval.test.ts',
  'test/inference/content-floor.test.ts',
  'test/inference/default-model.test.ts',
  'test/inference/extract.test.ts',
  'test/labels/alignment-html.test.ts',
  'test/labels/block-labels.test.ts',
  'test/labels/gold-labels.test.ts',
  'test/metadata/metadata.test.ts',
  'test/output/wcxb-markdown.test.ts',
  'test/report/report.test.ts',
  'test/training/dataset.test.ts',
  'test/training/train-api.test.ts',
];
