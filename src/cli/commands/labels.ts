// `web2text labels --data DIR --ids 64,65`: one JSON line per block of each page with its gold label
// (docs/methods/web2text.md §6).
import type { Command } from 'commander';
import { acceptQuietOption } from '../quiet-option';
import { corpusDefinition } from '../../corpora/registry';
import { DATA_HINT, defaultCorpusFolder } from '../corpus-options';
import { SPLIT_NAMES } from '../../corpora/cleaneval-splits';
import { InputError, PageDataError } from '../../errors';
import { labelPage, labelRecords } from '../../labels/block-labels';
import { pageIdsFromOptions } from './dataset';

interface LabelsCliOptions {
  data?: string;
  ids?: string;
  split?: string;
  reference?: boolean;
}

export function register(program: Command): void {
  const command = program
    .command('labels')
    .description('print the gold block labels of CleanEval pages as JSONL: page, index, start, end, text, label')
    .option('--data <dir>', 'CleanEval folder', defaultCorpusFolder(corpusDefinition('cleaneval')))
    .option('--ids <list>', 'page ids, e.g. 64,65 or 1-10 (default: all labelled pages)')
    .option('--split <name>', `only the pages of a split: ${SPLIT_NAMES.join(', ')}`)
    .option('--reference', 'read files exactly as the reference does (UTF-8 dropping bad bytes; BOM clean files keep their URL line)');
  acceptQuietOption(command).action((given: LabelsCliOptions) => {
      if (given.data === undefined) throw new InputError(`labels needs --data DIR, the CleanEval folder${DATA_HINT}`);
      const opts = { ...given, data: given.data };
      for (const id of pageIdsFromOptions(opts)) {
        let lines = '';
        try {
          for (const record of labelRecords(labelPage(id, opts.data, { reference: opts.reference }))) lines += JSON.stringify(record) + '\n';
        } catch (err) {
          if (!(err instanceof PageDataError)) throw err;
          process.stderr.write(`web2text: skipped ${err.message}\n`);
          process.exitCode = 1;
        }
        process.stdout.write(lines);
      }
    });
}
