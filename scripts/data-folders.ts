// The scripts' default corpus folders: the CLI's (`defaultCorpusFolder` in src/cli/corpus-options.ts), so that a
// script and `web2text --data` look in the same place when no option names one. Scripts run in a checkout, where
// `npm run data` puts the corpora in ../shared: that folder unless $WEB2TEXT_DATA names another.
import * as path from 'path';
import { DATA_ENV, defaultCorpusFolder } from '../src/cli/corpus-options';
import { corpusDefinition } from '../src/corpora/registry';

process.env[DATA_ENV] ||= path.join('..', 'shared');

/** CleanEval's default folder. */
export const DEFAULT_CLEANEVAL_FOLDER = defaultCorpusFolder(corpusDefinition('cleaneval')) as string;
/** WCXB's default folder. */
export const DEFAULT_WCXB_FOLDER = defaultCorpusFolder(corpusDefinition('wcxb')) as string;
/** L3S-GN1's default folder. */
export const DEFAULT_L3S_FOLDER = defaultCorpusFolder(corpusDefinition('l3s')) as string;
