// turndown's backslash escapes of the page's text, set to what CommonMark needs. turndown escapes every text node
// on its own and as if it started a line, and every underscore; it leaves `<` as it is. So `<b>Expo</b> - May`
// wrote `**Expo**\- May`, `utm_source` wrote `utm\_source`, and `Result<Bool>` was read as an HTML tag and lost.
// `textEscape` wraps turndown's escaping of a text node; `withoutMidLineEscapes` drops, from a written line, the
// line-start escapes that turndown put before text that does not start the line.

/**
 * turndown escapes a text that starts with a number and a dot (`1\. Safety …`) so it stays a paragraph; pages type
 * their numbered lists as such paragraphs, and readers (and WCXB's gold) read them as an ordered list, so the
 * number stays a list marker. Up to three digits: `2025. ` is no list.
 */
const ESCAPED_NUMBER = /^(\d{1,3})\\\. /;
/** An underscore inside a word (`review_id`), which opens and closes no emphasis in CommonMark. */
const INTRAWORD_UNDERSCORE = /(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu;
/** A `<` that would open an HTML tag, comment or autolink (`<Bool>`, `</`, `<!--`, `<https:`). */
const TAG_OPENING = /<(?=[A-Za-z/!?])/g;

/**
 * turndown's `escape` of a text node, less the escape of a page's typed list number and of underscores inside
 * words, and with a `<` escaped where it would open a tag.
 */
export function textEscape(escape: (text: string) => string): (text: string) => string {
  return (text) => escape(text).replace(ESCAPED_NUMBER, '$1. ').replace(INTRAWORD_UNDERSCORE, '_').replace(TAG_OPENING, '\\<');
}

/** The list and quote markers and indent a line starts with: where turndown's line-start escapes are needed. */
const LINE_START = /^\s*(?:(?:[-*+]|\d{1,9}[.)]|>)\s+)*/;
/** A line-start escape (`\-`, `\+`, `\#`, `\>`, `\=`) whose backslash is not itself escaped; group 1 the character. */
const LINE_START_ESCAPE = /(?<=(?:^|[^\\])(?:\\\\)*)\\([-+#>=])/g;

/**
 * A written line without the line-start escapes of text that stands after other text on the line
 * (`**Modes:**\# of heads` → `**Modes:**# of heads`). A line with a code span is left as it is: its backslashes
 * may be the code's own.
 */
export function withoutMidLineEscapes(line: string): string {
  if (line.includes('`')) return line;
  const start = LINE_START.exec(line)![0].length;
  return line.slice(0, start) + line.slice(start).replace(LINE_START_ESCAPE, (escaped, character: string, offset: number) => (offset === 0 ? escaped : character));
}
