// `web2text compare --split … --methods web2text,cetd,mce,wlr,bte`: every method on the same blocks of the
// split's test pages, with a paired Wilcoxon signed-rank test of per-page F1 against web2text (paper Table 2).
import type { Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../data/cleaneval';
import { compare } from '../../eval/compare';
import { markdownTable } from '../../eval/report';
import { METHOD_NAMES } from '../../inference/registry';
import { addEvalOptions, reportSkipped, testPages, writeResults, type EvalCliOptions } from '../eval-run';
import { addModelOptions, modelOptions, parseMethods, type ModelCliOptions } from '../model-options';

export function register(program: Command): void {
  const command = program
    .command('compare')
    .description('compare the learned extractor with the heuristics on the same blocks of a split\'s test pages')
    .option('--methods <list>', 'comma-separated methods', METHOD_NAMES.join(','));
  addModelOptions(addEvalOptions(command, DEFAULT_DATA_DIR)).action(
    async (opts: EvalCliOptions & ModelCliOptions & { methods: string }) => {
      const methods = parseMethods(opts.methods);
      const { pages, progress } = testPages(opts, 'compare');
      const comparison = await compare({
        pages,
        methods,
        options: modelOptions(opts),
        onReady: ({ info }) => {
          if (info?.modelDir) process.stderr.write(`web2text: model ${info.modelDir}, backend ${info.backend}\n`);
        },
        onPage: (done, id) => progress.update(done, `page ${id}`),
      });
      progress.stop();
      reportSkipped(comparison.skipped);
      const names = Object.keys(comparison.methods);
      const json = { split: opts.split, pages: comparison.pages.length, blocks: comparison.blocks, skipped: comparison.skipped, methods: comparison.methods };
      const title = `web2text compare — ${opts.split} test, ${comparison.pages.length} pages, ${comparison.blocks} blocks`;
      writeResults(opts, json, markdownTable(title, names.map((name) => ({ name, scores: comparison.methods[name] }))));
    },
  );
}
