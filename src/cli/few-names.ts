// Long lists of names (files, page ids) in a one-line message: the first few, and how many more.

/** The first `shown` names joined with commas, then "and N more" when there are others. */
export function fewNames(names: readonly string[], shown = 3): string {
  const listed = names.slice(0, shown).join(', ');
  return names.length > shown ? `${listed} and ${names.length - shown} more` : listed;
}
