// The whole labelled corpora: the folders in $WEB2TEXT_DATA that the CLI reads by default (the library's readers
// take a folder from their caller; jest.corpora.config.js sets it). Only the tests listed in test/corpus-tests.js
// read them (test/corpora-setup.js checks they are there); the others read committed fixtures.
import { defaultCorpusFolder } from '../../src/cli/corpus-options';
import { corpusDefinition } from '../../src/corpora/registry';

export const CLEANEVAL_DIR = defaultCorpusFolder(corpusDefinition('cleaneval')) as string;
export const WCXB_DIR = defaultCorpusFolder(corpusDefinition('wcxb')) as string;
