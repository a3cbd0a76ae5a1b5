// What a batch's input folder holds that the run does not read, said on stderr (as warnings, even with --quiet):
// its subfolders without --recursive, and its files that are not pages by their names.

/** Names of files for a message: the first three, and how many more. */
function namesOf(files: readonly string[]): string {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

export function warnUnreadFiles(input: string, skippedFolders: number, otherFiles: readonly string[], recursiveHint: boolean): void {
  if (skippedFolders > 0) {
    const hint = recursiveHint ? ' (--recursive reads them)' : '';
    process.stderr.write(`web2text: ${skippedFolders} subfolder${skippedFolders === 1 ? '' : 's'} of ${input} not read${hint}\n`);
  }
  if (otherFiles.length > 0) {
    process.stderr.write(`web2text: ${otherFiles.length} file${otherFiles.length === 1 ? '' : 's'} of ${input} not read, not .html or .htm (gzipped too): ${namesOf(otherFiles)}\n`);
  }
}
