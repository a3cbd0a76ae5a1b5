// Names as pages write them: in bylines ("By Jane Doe · March 3, 2025", "Written byJane", "Jane Doe ⋅ Review
// Editor"), in JSON-LD (quoted, with a "By"), and what is not a name (a URL, a handle, a label without a name).
import { wordCount } from './words';

/**
 * "By …", "Written by …" (also run together: "Written byJane", "ByJane"), "Posted by: …", phpBB's "Post by …", Drupal's
 * "Submitted by …", "Author …" before a name.
 */
const BY = /(?:^|\b)(?:(?:written|posted|post|submitted|authored|published|started|story)\s+by\s*:?\s*|by:?\s+)|^author:?\s+/i;
/** "By" run into the name by markup that sets them in separate elements ("<span>By</span><span>Jane</span>"). */
const RUN_TOGETHER_BY = /^By(?=\p{Lu})/u;
/** Where a name in a byline ends: a separator, a date, a role or an action. */
const NAME_END =
  /\s+[|•·⋅»–—-]\s*|(?<=[a-z])-\s+|\s*[|⋅»]|\s+(?:on|at|in|for|and\s+updated|updated|published|posted|last|edited|fact-checked|reviewed|tested)\b|(?:,\s*|\s+)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|(?<!^)\s*\d/i;
/** A role or a button's word run into the name by markup without a space ("Mateusz HabernyFounder at …", "A. J. NealView"). */
const RUN_IN_ROLE = /(?<=\p{Ll})(?:Founder|Co-?founder|CEO|Editor|Writer|Author|Contributor|Reporter|View|Follow)\b/u;
/** Where a name without "By" before it ends: a separator before the author's role ("Jane Doe ⋅ Review Editor"). */
const BARE_NAME_END = /\s*[|⋅»•]\s*/;
/** Texts that label a name rather than give one ("Written by", "Topic Author"). */
const LABEL = /^(?:(?:(?:written|posted|authored|published|reviewed)\s+)?by|(?:topic\s+|about\s+the\s+)?authors?|insights\s+from)\s*:?$/i;
/** A line that only labels the name on the next one ("Written by", "Article by", "By"). */
const BY_LABEL = /^(?:(?:written|article|posted|authored)\s+)?by:?$/i;
/** A line that starts with a byline's own words. */
const WRITTEN_BY = /^(?:written|article|authored|posted|started)\s+by\b/i;
/** More words than this is a sentence, not a name (a list of names is joined from several). */
const MAX_NAME_WORDS = 12;
/** A visible name without a "By" before it is short. */
const MAX_BARE_NAME_WORDS = 4;

/**
 * A capitalised word of a name: "Kovács", "McGill", "O'Riordan", "Jean-Luc", an initial "K."; not two words run
 * together by markup ("TagsNo").
 */
const NAME_WORD = "(?:\\p{Lu}(?:\\p{Ll}{0,2}['’]?\\p{Lu})?\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?|\\p{Lu}\\.)";
/** Two to four such words, with the particles of family names between them ("Marna van der Merwe"). */
const PERSON_NAME = new RegExp(`^${NAME_WORD}(?:\\s+(?:(?:van|von|der|den|de|da|di|du|del|la|le|bin)\\s+)*${NAME_WORD}){1,3}$`, 'u');
/** A name as people's are written: two to four capitalised words ("Julian K. Arni"), not an organisation's "HR Strategy". */
export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text);
}

/** A value that can be a person's or an organisation's name: not a URL, a handle or a sentence. */
export function isName(value: string): boolean {
  return (
    value.length <= 120 &&
    /\p{L}/u.test(value) &&
    /^[\p{L}\p{N}]/u.test(value) &&
    !/[:$]/.test(value) &&
    !/^(https?:|www\.|@|\/)/i.test(value) &&
    !/:\/\//.test(value) &&
    !/^(?:our|my|their|his|her)\b/i.test(value) &&
    wordCount(value) <= MAX_NAME_WORDS
  );
}

export function joinNames(names: readonly string[]): string | undefined {
  const unique = [...new Set(names.filter(isName))];
  return unique.length > 0 ? unique.join(', ') : undefined;
}

/** A text up to a role run into its last name, if one is. */
function withoutRunInRole(text: string): string {
  const end = text.search(RUN_IN_ROLE);
  return end >= 0 ? text.slice(0, end) : text;
}

/** A text up to where a name ends in it (a separator, a date, a role …). */
export function nameAtStart(written: string): string {
  const text = written.replace(/^[\s|]+/, '');
  const end = text.search(NAME_END);
  return withoutRunInRole(end >= 0 ? text.slice(0, end) : text).replace(/^[\s,;:.]+|[\s,;:.]+$/g, '');
}

/** The name in a byline's text: after "By", up to a date or separator; a short text is a name itself. */
export function bylineName(written: string): string | undefined {
  const text = written.replace(RUN_TOGETHER_BY, 'By ');
  if (LABEL.test(text.trim())) return undefined;
  const by = text.match(BY);
  if (by) {
    const name = nameAtStart(text.slice(by.index! + by[0].length));
    if (name === '' || !isName(name) || wordCount(name) > MAX_BARE_NAME_WORDS * 2) return undefined;
    return /^by/i.test(by[0]) && !isNamedByPlainBy(name, text.slice(0, by.index).trim() === '') ? undefined : name;
  }
  // A label set in its own block before the name ("Insights from | Liza Burke | Marketing Director").
  const [first, second] = text.trim().split(BARE_NAME_END).map((part) => part.trim());
  const bare = withoutRunInRole(LABEL.test(first) && second !== undefined ? second : first);
  return bare !== '' && isName(bare) && !/\d/.test(bare) && namesOf(bare).every((name) => wordCount(name) <= MAX_BARE_NAME_WORDS) ? bare : undefined;
}

/**
 * Whether what follows a plain "by" can be a name: prose and page furniture use the word too ("trusted by millions of
 * users", "By submitting, I agree …", "Shop by Category"). A name is capitalised ("by Jane Doe"; a script without
 * capitals counts as such, and so does a digit: "3i Global"), or a login name alone after a "by" that opens its line
 * ("by pelex"); after words ("Review by …") a single word is a label's ("Sort by Date").
 */
function isNamedByPlainBy(name: string, byOpensLine: boolean): boolean {
  const oneWord = !/\s/.test(name);
  if (/^[\p{Lu}\p{Lo}\p{N}]/u.test(name)) return byOpensLine || !oneWord;
  return byOpensLine && oneWord;
}

/** The names joined in a byline ("Moses Kim and Kate Shokurova", "A, B & C"). */
export function namesOf(text: string): string[] {
  return text.split(/\s*(?:,|&|\band\b)\s*/);
}

/** A name as JSON-LD gives it, without quotes around it or a "By" before it. */
export function jsonLdName(name: string): string {
  const unquoted = name.replace(/^["“'](.*)["”']$/, '$1').trim();
  // A person's name with a role or team after a spaced dash ("David Jackson - FullStack Editorial Team").
  const beforeRole = unquoted.split(/\s+[-–—|]\s+/)[0];
  if (beforeRole !== unquoted && isPersonName(beforeRole)) return beforeRole;
  return BY.test(unquoted) && unquoted.search(BY) === 0 ? (bylineName(unquoted) ?? unquoted) : unquoted;
}

/** The first of `texts` that is a "By …" line with a name (a byline element, a line near the headline). */
export function byLine(texts: readonly string[], atStart = false): string | undefined {
  for (const written of texts) {
    const text = written.replace(RUN_TOGETHER_BY, 'By ');
    const by = text.search(BY);
    if (by < 0 || (atStart && by > 0)) continue;
    const name = bylineName(text);
    if (name !== undefined) return name;
  }
  return undefined;
}

/**
 * A byline set apart in a page's lines: "Written by Jane Doe" (not a bare "by …", which prose and page furniture
 * use: "Powered by …", "By submitting …"), or a label alone on its line ("Written by", "Article by", "By") with the
 * name alone on the next.
 */
export function labelledByLine(lines: readonly string[]): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const name = BY_LABEL.test(line) ? (i + 1 < lines.length ? bylineName(lines[i + 1]) : undefined) : WRITTEN_BY.test(line) ? bylineName(line) : undefined;
    if (name !== undefined) return name;
  }
  return undefined;
}
