// Whether extracted metadata matches a gold value, as issue 19's acceptance counts it: a title equal after
// whitespace and case normalisation; an author equal so, or the same set of names however they are joined
// ("A, B and C" = "A, B, C"); a date on the same calendar day. A looser title match that also folds typographic
// quotes and dashes is reported beside the strict one, never instead of it.
import { calendarDay } from '../metadata/dates';
import { namesOf } from '../metadata/names';
import { normaliseForMatch } from '../dom/text';

export function titleMatches(extracted: string | undefined, gold: string): boolean {
  return extracted !== undefined && normaliseForMatch(extracted) === normaliseForMatch(gold);
}

/** Typographic quotes, dashes and no-break spaces as their ASCII forms (’ → ', “ → ", – — → -). */
export function foldTypography(text: string): string {
  return text.replace(/[‘’‚‛′]/g, "'").replace(/[“”„‟″]/g, '"').replace(/[‐‑‒–—―]/g, '-').replace(/[\u00A0\u202F]/g, ' ');
}

/**
 * A looser title match reported beside the issue's: also equal after folding typographic quotes and dashes (the
 * WCXB gold writes "Beginner's" for a page's "Beginner’s" on most, not all, of its pages).
 */
export function titleMatchesFolded(extracted: string | undefined, gold: string): boolean {
  return extracted !== undefined && titleMatches(foldTypography(extracted), foldTypography(gold));
}

/** The names of an author field: split at commas, ampersands and "and". */
function nameSet(authors: string): Set<string> {
  return new Set(namesOf(normaliseForMatch(authors)).filter((name) => name !== ''));
}

export function authorMatches(extracted: string | undefined, gold: string): boolean {
  if (extracted === undefined) return false;
  if (normaliseForMatch(extracted) === normaliseForMatch(gold)) return true;
  const ours = nameSet(extracted);
  const theirs = nameSet(gold);
  return ours.size === theirs.size && [...ours].every((name) => theirs.has(name));
}

/** `gold` is YYYY-MM-DD; `extracted` an ISO 8601 date or date-time as pageMetadata gives it. */
export function dateMatches(extracted: string | undefined, gold: string): boolean {
  return extracted !== undefined && calendarDay(extracted) === gold.trim().slice(0, 10);
}
