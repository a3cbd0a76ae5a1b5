// What a batch's input folder holds that the run does not read, said on stderr (as warnings, even with --quiet):
// its subfolders without --recursive, its files that are pages neither by name nor by content, its hidden files
// named as pages, and what is neither a file nor a folder (a named pipe, a socket, a device).
import type { BatchSource } from '../batch/source';
import { fewNames } from './few-names';

/** What a folder source left unread. */
type UnreadFiles = Pick<BatchSource, 'skippedFolders' | 'otherFiles' | 'hiddenPageFiles' | 'specialFiles'>;

export function warnUnreadFiles(input: string, { skippedFolders = 0, otherFiles = [], hiddenPageFiles = [], specialFiles = [] }: UnreadFiles, recursiveHint: boolean): void {
  if (skippedFolders > 0) {
    const hint = recursiveHint ? ' (--recursive reads them)' : '';
    process.stderr.write(`web2text: ${skippedFolders} subfolder${skippedFolders === 1 ? '' : 's'} of ${input} not read${hint}\n`);
  }
  if (otherFiles.length > 0) {
    const count = otherFiles.length === 1 ? '1 file' : `${otherFiles.length} files`;
    const why = otherFiles.length === 1 ? 'not an HTML page' : 'not HTML pages';
    process.stderr.write(`web2text: ${count} of ${input} not read, ${why} by name or content: ${fewNames(otherFiles)}\n`);
  }
  if (hiddenPageFiles.length > 0) {
    const count = `${hiddenPageFiles.length} hidden file${hiddenPageFiles.length === 1 ? '' : 's'}`;
    process.stderr.write(`web2text: ${count} of ${input} not read, hidden by a name that starts with '.': ${fewNames(hiddenPageFiles)}\n`);
  }
  if (specialFiles.length > 0) {
    const count = specialFiles.length === 1 ? '1 entry' : `${specialFiles.length} entries`;
    process.stderr.write(`web2text: ${count} of ${input} not read, neither a file nor a folder (a named pipe, a socket, a device): ${fewNames(specialFiles)}\n`);
  }
}
