// A byline without markup or "By": the author's name on its own line next to the date ("Elliot Raba" above
// "23.07.2025 · 6 min read"), or sharing the date's line ("2025-12-17 · Trond Teigen", "Dec 26, 2025 • Mahua Das in
// Project Management", "Dec 17, 2025Julian K. Arni"). A name alone is too weak a cue: the date beside it marks the
// line as a byline, and a name set as a heading or a link is a post's title, a category or a breadcrumb instead.
import { isElement } from '../dom/parse';
import type { Block, DomNode } from '../dom/types';
import { findWrittenDate, holdsNumericDay } from './dates';
import { isPersonName, nameAtStart } from './names';
import type { PageLine } from './near-headline';

/** Separators between a date and a name on one line; a year run into the name ("2025Julian") is one too. */
const SEPARATOR = /\s*[·•|⋅–—]\s*|(?<=\d{4})(?=\p{Lu})/u;
/** A date line is short: a longer one is prose that mentions a day. */
const MAX_DATE_LINE_WORDS = 8;
/** Elements whose text is a title, not a byline's name. */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** A name alone on its line is a post's title, a category or a breadcrumb when it is a heading or a link. */
const NOT_A_BARE_NAME = new Set([...HEADINGS, 'a']);
/** A name on the date's line is a byline's even when it links to the author's page. */
const NOT_A_DATED_NAME = new Set(HEADINGS);

function isInsideAny(block: Block, tags: ReadonlySet<string>): boolean {
  for (let node: DomNode | null = block.textNode.parentNode; node !== null && isElement(node); node = node.parentNode) {
    if (tags.has(node.tagName)) return true;
  }
  return false;
}

function holdsDate(text: string | undefined): boolean {
  if (text === undefined || text.split(' ').length > MAX_DATE_LINE_WORDS) return false;
  // A day in digits whose order is not certain (02-12-2025) is still a date beside a name.
  return findWrittenDate(text) !== undefined || holdsNumericDay(text);
}

/** Whether `name` is a person's as a byline shows it: its words capitalised, none of its blocks inside `excluded`. */
function isBylineName(name: string, line: PageLine, excluded: ReadonlySet<string>): boolean {
  if (!isPersonName(name)) return false;
  const words = new Set(name.split(' '));
  const nameBlocks = line.blocks.filter((block) => block.text.split(/\s+/).some((word) => words.has(word)));
  return nameBlocks.every((block) => !isInsideAny(block, excluded));
}

/** The name on a line that also holds a date, in a part of its own (up to a role or a section: "… in Project Management"). */
function nameBesideDate(line: PageLine): string | undefined {
  const parts = line.text.split(SEPARATOR);
  if (parts.length < 2 || !parts.some(holdsDate)) return undefined;
  return parts.map(nameAtStart).find((name) => isBylineName(name, line, NOT_A_DATED_NAME));
}

/**
 * The first of `lines` (near the headline, in document order) that is a dated byline's name; none where several
 * lines hold a date, which is a list of posts, each with its date and category or source.
 */
export function datedByline(lines: readonly PageLine[]): string | undefined {
  if (lines.filter((line) => holdsDate(line.text)).length > 1) return undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (isBylineName(line.text, line, NOT_A_BARE_NAME) && (holdsDate(lines[i - 1]?.text) || holdsDate(lines[i + 1]?.text))) return line.text;
    const name = nameBesideDate(line);
    if (name !== undefined) return name;
  }
  return undefined;
}
