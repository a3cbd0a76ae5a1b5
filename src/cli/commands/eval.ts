// `web2text eval`: the learned extractor (Viterbi and unary-only) on a corpus's pages — CleanEval test pages by
// default, a WCXB part, or a JSONL corpus: block metrics, text shingle F1 (docs/methods/web2text.md §11) and the WCXB
// benchmark's word F1 overall and per page type.
import type { Command } from 'commander';
import { evaluate } from '../../eval/evaluate';
import { markdownReport } from '../../eval/report';
import type { MethodSummary } from '../../eval/score-pages';
import { DEFAULT_MODEL_DIR } from '../../model/default-dir';
import { addCorpusOptions, describePages, selectScoredPages, type CorpusCliOptions } from '../corpus-options';
import { addResultOptions, checkResultFiles, pageAccount, refuseNoScoredPages, reportPages, resultTitle, writeResults, type ResultCliOptions } from '../eval-run';
import { addModelOptions, modelOptions, type ModelCliOptions } from '../model-options';
import { createLazyProgress } from '../progress';
import { addQuietOption, inform } from '../quiet-option';

const blockScores = ({ accuracy, precision, recall, f1 }: MethodSummary) => ({ accuracy, precision, recall, f1 });
const textScores = ({ shingleF1, wordF1 }: MethodSummary) => ({ shingleF1, wordF1 });

export function register(program: Command): void {
  const command = program
    .command('eval')
    .description(
      'score the learned extractor on a corpus\'s pages: block accuracy/precision/recall/F1 (Viterbi and unary-only), text shingle F1 and word F1 (overall and per page type)',
    );
  addQuietOption(addModelOptions(addResultOptions(addCorpusOptions(command))), 'model line, part line or progress').action(async (opts: CorpusCliOptions & ResultCliOptions & ModelCliOptions & { quiet?: boolean }) => {
    const model = modelOptions(opts);
    const quiet = opts.quiet === true;
    const selected = await selectScoredPages(opts, model.model ?? DEFAULT_MODEL_DIR, quiet);
    await checkResultFiles(opts);
    const progress = createLazyProgress('eval', selected.count ?? 0, quiet);
    const evaluation = await evaluate({
      pages: selected.pages,
      model,
      onReady: ({ info: { modelDir, members, lambda, backend }, decoding }) =>
        inform(
          quiet,
          `web2text: evaluating ${modelDir} (${members} member${members > 1 ? 's' : ''}, λ = ${lambda}, favor ${model.favor}, content floor ${decoding.contentFloor ? 'on' : 'off'}, repeated text ${decoding.dropRepeatedText ? 'dropped' : 'kept'}, group decision ${decoding.groupDecision ? 'on' : 'off'}) on ${describePages(selected)} (backend ${backend})\n`,
        ),
      onPage: (done, id) => progress.update(done, `page ${id}`),
    });
    progress.stop();
    const { viterbi, unary } = evaluation;
    const rows = [
      { name: 'web2text (Viterbi)', scores: viterbi },
      { name: 'web2text (unary only)', scores: unary },
    ];
    reportPages(evaluation, rows);
    refuseNoScoredPages(selected.label, evaluation);
    const json = {
      ...selected.source,
      model: evaluation.model,
      members: evaluation.members,
      lambda: evaluation.lambda,
      favor: model.favor,
      contentFloor: evaluation.contentFloor,
      dropRepeatedText: evaluation.dropRepeatedText,
      groupDecision: evaluation.groupDecision,
      backend: evaluation.backend,
      ...pageAccount(evaluation),
      viterbi: blockScores(viterbi),
      unary: blockScores(unary),
      text: textScores(viterbi),
      unaryText: textScores(unary),
      msPerPage: viterbi.msPerPage,
      failures: viterbi.failures,
    };
    writeResults(opts, json, markdownReport(resultTitle('eval', selected.label, evaluation), rows, evaluation));
  });
}
