// The labelled corpora the tests read: the folders beside the repository that the CLI reads by default
// (test/global-setup.js checks they are there; the library's readers take a folder from their caller).
import { DEFAULT_CLEANEVAL_FOLDER, DEFAULT_WCXB_FOLDER } from '../../src/cli/data-folders';

export const CLEANEVAL_DIR = DEFAULT_CLEANEVAL_FOLDER;
export const WCXB_DIR = DEFAULT_WCXB_FOLDER;
