// `web2text eval --split cleaneval|web2text`: block metrics of the learned extractor (Viterbi and unary-only)
// on the split's test pages, plus the text-level shingle F1 (spec §11).
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import { evaluate } from '../../eval/evaluate';
import { markdownTable } from '../../eval/report';
import type { MethodSummary } from '../../eval/score-pages';
import { addEvalOptions, reportSkipped, testPages, writeResults, type EvalCliOptions } from '../eval-run';
import { addModelOptions, modelOptions, type ModelCliOptions } from '../model-options';

const blockScores = ({ accuracy, precision, recall, f1 }: MethodSummary) => ({ accuracy, precision, recall, f1 });

export function register(program: Command): void {
  const command = program
    .command('eval')
    .description('score the learned extractor on a split\'s test pages: block accuracy/precision/recall/F1 (Viterbi and unary-only) and text shingle F1');
  addModelOptions(addEvalOptions(command, DEFAULT_DATA_DIR)).action(async (opts: EvalCliOptions & ModelCliOptions) => {
    const { pages, count, progress } = testPages(opts, 'eval');
    const model = modelOptions(opts);
    const evaluation = await evaluate({
      pages,
      model,
      onReady: ({ info: { modelDir, members, lambda, backend } }) =>
        process.stderr.write(
          `web2text: evaluating ${modelDir} (${members} member${members > 1 ? 's' : ''}, λ = ${lambda}) on ${count} ${opts.split} test pages (backend ${backend})\n`,
        ),
      onPage: (done, id) => progress.update(done, `page ${id}`),
    });
    progress.stop();
    reportSkipped(evaluation.skipped);
    const { viterbi, unary } = evaluation;
    const json = {
      split: opts.split,
      model: evaluation.model,
      members: evaluation.members,
      lambda: evaluation.lambda,
      backend: evaluation.backend,
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
