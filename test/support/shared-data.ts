// The whole labelled corpora: the folders beside the repository that the CLI reads by default (the library's
// readers take a folder from their caller). Only the tests listed in test/corpus-tests.js read them
// (test/corpora-setup.js checks they are there); the others read committed fixtures.
import { DEFAULT_CLEANEVAL_FOLDER, DEFAULT_WCXB_FOLDER } from '../../src/cli/data-folders';

export const CLEANEVAL_DIR = DEFAULT_CLEANEVAL_FOLDER;
export const WCXB_DIR = DEFAULT_WCXB_FOLDER;
