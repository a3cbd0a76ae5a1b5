// The library's domain errors: failures caused by what the caller gave (a path, an option value, a model or
// dataset file, a corpus folder), not by a bug. Each message is one line naming the thing and what is wrong;
// the CLI (src/cli/) prints it as "web2text: <message>" with a non-zero exit code, never a stack dump.

export class Web2TextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** An input that cannot be used: an unreadable page, an unknown method or feature set, a bad option value. */
export class InputError extends Web2TextError {}

/** An option of a library call with a wrong type or value; `option` is its name. */
export class OptionError extends InputError {
  constructor(
    readonly option: string,
    problem: string,
  ) {
    super(`option ${option}: ${problem}`);
  }
}

/**
 * An option that the input it is given cannot take (an encoding asked of JSONL, whose pages are text): the same
 * options refuse the same input every time, so a queue worker fails such a shard for good instead of retrying it.
 */
export class InputOptionError extends InputError {}

/**
 * A page over a size limit (page bytes, blocks: dom/page-limits.ts); the message names the option that raises
 * it. In a batch the page is recorded with this error and the batch goes on.
 */
export class PageLimitError extends InputError {}

/** A page whose bytes are not text (binary data: an image, an archive, random bytes); see dom/binary.ts. */
export class NotHtmlError extends InputError {}

/** An input without any HTML, no page at all: nothing, or only white space (a failed download); see dom/other-formats.ts. */
export class EmptyPageError extends NotHtmlError {}

/** A result file that cannot be written. */
export class OutputError extends Web2TextError {}

/** A job queue that cannot be reached or used (a Redis server that is down, a bad URL). */
export class QueueError extends Web2TextError {}

/** A tensor backend that cannot be initialised. */
export class BackendError extends Web2TextError {}

/** A model file that is missing or unusable; the message names the file and says why. */
export class ModelStoreError extends Web2TextError {
  constructor(readonly file: string, reason: string) {
    super(`${file}: ${reason}`);
  }
}

/** A dataset file that cannot be used: its message names the file and what is wrong. */
export class DatasetFileError extends Web2TextError {
  constructor(readonly file: string, problem: string) {
    super(`dataset file ${file}: ${problem}`);
  }
}

/** A corpus folder that cannot be read as one (e.g. no readable splits file). */
export class CorpusError extends Web2TextError {}

/** A problem with one page's files or labels; batch work reports it with the page id and goes on. */
export class PageDataError extends Web2TextError {
  constructor(
    readonly pageId: number | string,
    readonly reason: string,
  ) {
    super(`page ${pageId}: ${reason}`);
  }
}
