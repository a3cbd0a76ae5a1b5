// The exit codes of the web2text command (documented in docs/guide.md, "Exit codes").

/** Done; in a batch, every page has its text. */
export const DONE_EXIT_CODE = 0;
/**
 * A batch ran to its end but some pages failed; each is recorded in the output with its error. A worker: some
 * pages of its shards failed, or (run until the queue was empty) some shards have no output (each is named on
 * stderr). `blocks` of several files: some could not be read.
 */
export const PAGES_FAILED_EXIT_CODE = 1;
/** A usage or input error (errors.ts: something the user can fix): one line on stderr, nothing done. */
export const USER_ERROR_EXIT_CODE = 2;
/** A bug in web2text: one line on stderr (WEB2TEXT_DEBUG=1 prints the stack). */
export const INTERNAL_ERROR_EXIT_CODE = 3;
