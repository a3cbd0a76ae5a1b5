// The default time budget of one page in a batch: real pages take milliseconds (the slowest WCXB page well under
// 1 s). Its own file, so that the CLI's help shows it without loading the batch machinery.
export const DEFAULT_PAGE_TIMEOUT_MS = 30_000;
