// Where the CLI looks for a labelled corpus that no option names: in ../shared/<its folder name>, beside the
// repository, where the development data lives (docs/guide.md, "Set-up notes"). `--data DIR` (and `--wcxb DIR`
// where corpora mix) name another folder. The library has no such default: its readers take the folder from their
// caller.
import * as path from 'path';
import type { CorpusDefinition } from '../corpora/definition';
import { corpusDefinition } from '../corpora/registry';

/** The folder the corpora's folders are looked for in, relative to the working directory. */
const DATA_FOLDER = path.join('..', 'shared');

/** The folder a folder corpus is read from when no option names one; undefined for a corpus read from a file. */
export function defaultCorpusFolder(corpus: CorpusDefinition): string | undefined {
  return corpus.source.kind === 'folder' ? path.join(DATA_FOLDER, corpus.source.folderName) : undefined;
}

/** CleanEval's default folder, for the command that reads it alone (labels). */
export const DEFAULT_CLEANEVAL_FOLDER = defaultCorpusFolder(corpusDefinition('cleaneval')) as string;
/** WCXB's default folder. */
export const DEFAULT_WCXB_FOLDER = defaultCorpusFolder(corpusDefinition('wcxb')) as string;
