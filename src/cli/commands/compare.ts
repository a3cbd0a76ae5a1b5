// `web2text compare --split … --methods web2text,cetd,mce,wlr,bte`: every method on the same blocks of the
// split's test pages, with a paired Wilcoxon signed-rank test of per-page F1 against web2text (paper Table 2).
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import type { EvalMethod } from '../../eval/evaluate';
import { summarise } from '../../eval/evaluate';
import { markdownTable } from '../../eval/report';
import { wilcoxonPValue } from '../../eval/wilcoxon';
import { heuristic, loadWeb2Text, METHOD_NAMES, type MethodName, type ModelOptions } from '../../inference/methods';
import { addEvalOptions, runWithProgress, testIds, writeResults, type EvalCliOptions } from '../eval-run';
import { addModelOptions, modelOptions, parseMethods, type ModelCliOptions } from '../model-options';

async function evalMethod(name: MethodName, options: ModelOptions): Promise<EvalMethod> {
  if (name === 'web2text') {
    const { extractor, backend, modelDir } = await loadWeb2Text(options);
    process.stderr.write(`web2text: model ${modelDir}, backend ${backend}\n`);
    return { name, label: (page) => extractor.label(page).labels };
  }
  const extractor = heuristic(name);
  return { name, label: (page) => extractor.label(page).labels };
}

export function register(program: Command): void {
  const command = program
    .command('compare')
    .description('compare the learned extractor with the heuristics on the same blocks of a split\'s test pages')
    .option('--methods <list>', 'comma-separated methods', METHOD_NAMES.join(','));
  addModelOptions(addEvalOptions(command, DEFAULT_DATA_DIR)).action(
    async (opts: EvalCliOptions & ModelCliOptions & { methods: string }) => {
      const names = [...new Set(parseMethods(opts.methods))];
      const ids = testIds(opts);
      const methods: EvalMethod[] = [];
      for (const name of names) methods.push(await evalMethod(name, modelOptions(opts)));
      const evaluation = runWithProgress('compare', opts.data, ids, methods);
      const reference = evaluation.methods.web2text;
      const results: Record<string, ReturnType<typeof summarise> & { pValueVsWeb2text: number | null }> = {};
      for (const name of names) {
        const totals = evaluation.methods[name];
        const pValue = reference && name !== 'web2text' ? wilcoxonPValue(totals.pageF1, reference.pageF1) : null;
        results[name] = { ...summarise(totals), pValueVsWeb2text: pValue };
      }
      const json = { split: opts.split, pages: evaluation.pages.length, blocks: evaluation.blocks, skipped: evaluation.skipped, methods: results };
      const title = `web2text compare — ${opts.split} test, ${evaluation.pages.length} pages, ${evaluation.blocks} blocks`;
      writeResults(opts, json, markdownTable(title, names.map((name) => ({ name, scores: results[name] }))));
    },
  );
}
