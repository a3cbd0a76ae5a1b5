// `web2text eval --split cleaneval|web2text`: block metrics of the learned extractor (Viterbi and unary-only)
// on the split's test pages, plus the text-level shingle F1 (spec §11).
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import type { Page } from '../../dom/types';
import { summarise } from '../../eval/evaluate';
import { markdownTable } from '../../eval/report';
import { loadWeb2Text } from '../../inference/methods';
import type { PagePrediction } from '../../model/predict';
import { addEvalOptions, runWithProgress, testIds, writeResults, type EvalCliOptions } from '../eval-run';
import { addModelOptions, modelOptions, type ModelCliOptions } from '../model-options';

export function register(program: Command): void {
  const command = program
    .command('eval')
    .description('score the learned extractor on a split\'s test pages: block accuracy/precision/recall/F1 (Viterbi and unary-only) and text shingle F1');
  addModelOptions(addEvalOptions(command, DEFAULT_DATA_DIR)).action(async (opts: EvalCliOptions & ModelCliOptions) => {
    const ids = testIds(opts);
    const { extractor, backend, modelDir, members, lambda } = await loadWeb2Text(modelOptions(opts));
    process.stderr.write(
      `web2text: evaluating ${modelDir} (${members} member${members > 1 ? 's' : ''}, λ = ${lambda}) on ${ids.length} ${opts.split} test pages (backend ${backend})\n`,
    );
    // Viterbi and unary-only come from one prediction per page.
    let last: { page: Page; prediction: PagePrediction } | undefined;
    const predict = (page: Page): PagePrediction => {
      if (last?.page !== page) last = { page, prediction: extractor.predict(page) };
      return last.prediction;
    };
    const evaluation = runWithProgress('eval', opts.data, ids, [
      { name: 'viterbi', label: (page) => predict(page).labels },
      { name: 'unary', label: (page) => predict(page).unaryLabels },
    ]);
    const viterbi = summarise(evaluation.methods.viterbi);
    const unary = summarise(evaluation.methods.unary);
    const blockScores = ({ accuracy, precision, recall, f1 }: typeof viterbi) => ({ accuracy, precision, recall, f1 });
    const json = {
      split: opts.split,
      model: modelDir,
      members,
      lambda,
      backend,
      pages: evaluation.pages.length,
      blocks: evaluation.blocks,
      skipped: evaluation.skipped,
      viterbi: blockScores(viterbi),
      unary: blockScores(unary),
      text: { shingleF1: viterbi.shingleF1 },
      msPerPage: viterbi.msPerPage,
    };
    const title = `web2text eval — ${opts.split} test, ${evaluation.pages.length} pages, ${evaluation.blocks} blocks`;
    writeResults(opts, json, markdownTable(title, [
      { name: 'web2text (Viterbi)', scores: viterbi },
      { name: 'web2text (unary only)', scores: unary },
    ]));
  });
}
