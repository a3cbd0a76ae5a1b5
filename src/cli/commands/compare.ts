// `web2text compare --methods web2text,cetd,…`: every method on the same blocks of a corpus's pages (CleanEval
// test pages by default, a WCXB part, or a JSONL corpus), with paired Wilcoxon signed-rank tests against web2text
// of per-page block F1 (paper Table 2) and per-page word F1 (the WCXB benchmark's metric).
import type { Command } from 'commander';
import { compare } from '../../eval/compare';
import { markdownReport } from '../../eval/report';
import { METHOD_NAMES, SELF_CONTAINED_METHOD_NAMES } from '../../inference/registry';
import { addCorpusOptions, selectPages, type CorpusCliOptions } from '../corpus-options';
import { addOutputOptions, pageAccount, reportPages, resultTitle, writeResults, type OutputCliOptions } from '../eval-run';
import { addModelOptions, modelOptions, parseMethods, type ModelCliOptions } from '../model-options';
import { createLazyProgress } from '../progress';

export function register(program: Command): void {
  const command = program
    .command('compare')
    .description('compare the learned extractor with the heuristics (and Readability.js) on the same blocks of a corpus\'s pages')
    .option(
      '--methods <list>',
      `comma-separated methods of ${METHOD_NAMES.join(', ')} (readability needs the devDependencies @mozilla/readability and jsdom)`,
      SELF_CONTAINED_METHOD_NAMES.join(','),
    );
  addModelOptions(addOutputOptions(addCorpusOptions(command))).action(
    async (opts: CorpusCliOptions & OutputCliOptions & ModelCliOptions & { methods: string }) => {
      const methods = parseMethods(opts.methods);
      const selected = selectPages(opts);
      const progress = createLazyProgress('compare', selected.count ?? 0);
      const comparison = await compare({
        pages: selected.pages,
        methods,
        options: modelOptions(opts),
        onReady: ({ info }) => {
          if (info?.modelDir) process.stderr.write(`web2text: model ${info.modelDir}, backend ${info.backend}\n`);
        },
        onPage: (done, id) => progress.update(done, `page ${id}`),
      });
      progress.stop();
      const rows = Object.entries(comparison.methods).map(([name, scores]) => ({ name, scores }));
      reportPages(comparison, rows);
      const json = { ...selected.source, ...pageAccount(comparison), methods: comparison.methods };
      writeResults(opts, json, markdownReport(resultTitle('compare', selected.label, comparison), rows, comparison));
    },
  );
}
