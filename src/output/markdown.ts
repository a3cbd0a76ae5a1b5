// Content HTML (content-html.ts) → Markdown with turndown and its GFM plugin (tables, strikethrough): ATX
// headings (`#` by level), `-` bullets, fenced code, `**strong**`, `_em_`. Links are kept as `[text](url)` or as
// their text alone; images are in the HTML only when they were asked for, and become `![alt](src)`. Own rules for
// headings, bold and emphasis, powers (`10<sup>15</sup>`), numbered paragraphs and escapes (markdown-escapes.ts),
// layout tables (layout-tables.ts), and a tidying pass over the lines, write what turndown's defaults garble on
// today's markup.
import type * as TurndownGfm from '@joplin/turndown-plugin-gfm';
import type TurndownService from 'turndown';
import type { OutputFormat } from './format';
import { flankedRun } from './emphasis-flanking';
import { layoutTables } from './layout-tables';
import { listItem } from './list-numbers';
import { fixedTableRows } from './table-rows';
import { textEscape, withoutMidLineEscapes } from './markdown-escapes';

export interface MarkdownOptions {
  /** Keep links as `[text](url)` (default false: their text only). */
  links?: boolean;
}

/** Permalink anchors documentation generators put after headings (Sphinx's ¶, "#", 🔗, §). */
const PERMALINK = /^[¶#🔗§]+$/u;

const HEADINGS: TurndownService.TagName[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * An ATX heading whose text is its first block's: a page may wrap a heading's text in blocks
 * (`<h3><div><p>Title</p></div></h3>`), where turndown's own rule writes an empty `###` and the title as a
 * paragraph below it, and a heading left open holds the paragraphs after it, which follow it as paragraphs. A
 * `<br>` (a hard break) still ends the heading's line, as in turndown's rule. A heading without text is left out.
 */
function headingLine(content: string, node: TurndownService.Node): string {
  const parts = content.split(/\n{2,}/).map((part) => part.trim()).filter((part) => part !== '');
  return parts.length === 0 ? '' : `\n\n${'#'.repeat(Number(node.nodeName.charAt(1)))} ${parts.join('\n\n')}\n\n`;
}

const STRONG: TurndownService.TagName[] = ['strong', 'b'];
const STRONG_NAMES: ReadonlySet<string> = new Set(['STRONG', 'B']);
const EMPHASIS: TurndownService.TagName[] = ['em', 'i'];

/**
 * An inline run between emphasis markers, the markers around its text and outside the white space and line breaks
 * at its edges: CommonMark closes no `**` that starts a line, so `<b>Who is this for?<br></b>` is written
 * `**Who is this for?**` and a hard break, not `**Who is this for?` over a line starting `**`. A run whose text
 * holds blocks (`<i><ul>…</ul></i>`, `<strong><div>…</div><div>…</div></strong>`), a line break other than a hard
 * break's, keeps none: markers around a list or across paragraphs are written as they are. `content` is not blank:
 * the rules drop a run of white space alone.
 */
function delimited(content: string, marker: string, node: TurndownService.Node): string {
  const [, lead, text, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(content)!;
  if (/(?<! {2})\n/.test(text)) return content;
  // Bold runs side by side are joined (tidyLines): where they meet is no edge of either.
  const joined = (sibling: TurndownService.Node | null) => marker === '**' && sibling !== null && STRONG_NAMES.has(sibling.nodeName);
  const before = lead === '' && !joined(node.previousSibling as TurndownService.Node | null) ? characterBefore(node) : '';
  const after = trail === '' && !joined(node.nextSibling as TurndownService.Node | null) ? characterAfter(node) : '';
  return `${lead}${flankedRun(text, marker, before, after)}${trail}`;
}

/** The last character of the text before `node` in its paragraph's inline run, '' where none touches it. */
function characterBefore(node: TurndownService.Node): string {
  let at: TurndownService.Node | null = node;
  while (at !== null && at.previousSibling === null && INLINE_PARENTS.has(at.parentNode?.nodeName ?? '')) at = at.parentNode as TurndownService.Node;
  const text: string = at?.previousSibling?.textContent ?? '';
  return Array.from(text).pop() ?? '';
}

/** The first character of the text after `node` in its paragraph's inline run, '' where none touches it. */
function characterAfter(node: TurndownService.Node): string {
  let at: TurndownService.Node | null = node;
  while (at !== null && at.nextSibling === null && INLINE_PARENTS.has(at.parentNode?.nodeName ?? '')) at = at.parentNode as TurndownService.Node;
  const text: string = at?.nextSibling?.textContent ?? '';
  return Array.from(text)[0] ?? '';
}

/** Elements inside which a text runs on with the text around them. */
const INLINE_PARENTS: ReadonlySet<string> = new Set('A ABBR B CITE CODE DEL EM FONT I INS KBD MARK Q S SMALL SPAN STRONG SUB SUP U'.split(' '));

/**
 * `**bold**` and `_emphasis_`, once: a `<b>` inside a `<strong>` (or an `<em>` inside an `<em>`) adds no second
 * pair of markers, which would write `****text****` (or `__text__`, which reads as bold). The markers of two bold
 * runs side by side (`<b>trend</b><b>s</b>`) are joined by tidyLines.
 */
function markedOnce(tags: readonly TurndownService.TagName[], marker: (content: string, node: TurndownService.Node) => string): TurndownService.ReplacementFunction {
  const names = new Set(tags.map((tag) => String(tag).toUpperCase()));
  return (content, node) => {
    if (content.trim() === '') return '';
    for (let up = node.parentNode; up !== null; up = up.parentNode) if (names.has(up.nodeName)) return content;
    return delimited(content, marker(content, node), node);
  };
}

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

/**
 * `_` for emphasis, but `*` where a letter or digit touches the run from outside: CommonMark's `_` opens and
 * closes no emphasis inside a word, so `去<em>公园</em>散步` (Chinese and Japanese set no spaces) or
 * `<i>un</i>believable` written with `_` would show its underscores; `*` emphasises there.
 */
function emphasisMarker(content: string, node: TurndownService.Node): string {
  const touchesBefore = !/^\s/.test(content) && WORD_CHARACTER.test(characterBefore(node));
  const touchesAfter = !/\s$/.test(content) && WORD_CHARACTER.test(characterAfter(node));
  return touchesBefore || touchesAfter ? '*' : '_';
}

/**
 * A power written as a superscript (or an index as a subscript) right after a digit (`10<sup>15</sup>`,
 * `2<sup>n</sup>`), kept as inline HTML, which CommonMark renders: Markdown has no syntax of its own for it, and its
 * text alone makes another number (`1015`). An ordinal's suffix (`9<sup>th</sup>`, `1<sup>er</sup>`) and a mark
 * after a word (a footnote's `objectives<sup>2</sup>`) read well joined, as in the text output and WCXB's gold.
 */
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th|e|er|re|ème|eme|o|a|º|ª)$/i;

function isRaisedNumber(node: TurndownService.Node): boolean {
  const text = (node.textContent ?? '').trim();
  return (node.nodeName === 'SUP' || node.nodeName === 'SUB') && text !== '' && !ORDINAL_SUFFIX.test(text) && /\d$/.test(node.previousSibling?.textContent ?? '');
}

/**
 * One converter per option set: building one registers its rules, converting is all a page costs. turndown and
 * its GFM plugin load with the first converter, when Markdown is first asked for.
 */
const converters = new Map<boolean, TurndownService>();

function converter(links: boolean): TurndownService {
  let service = converters.get(links);
  if (service === undefined) {
    const Turndown = require('turndown') as typeof TurndownService;
    const { gfm } = require('@joplin/turndown-plugin-gfm') as typeof TurndownGfm;
    service = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', hr: '---' });
    service.use([gfm, layoutTables, fixedTableRows]);
    service.escape = textEscape(service.escape.bind(service));
    service.addRule('heading', { filter: HEADINGS, replacement: headingLine });
    service.addRule('listItem', { filter: 'li', replacement: listItem });
    service.addRule('strong', { filter: STRONG, replacement: markedOnce(STRONG, () => '**') });
    service.addRule('emphasis', { filter: EMPHASIS, replacement: markedOnce(EMPHASIS, emphasisMarker) });
    service.addRule('raisedNumber', { filter: isRaisedNumber, replacement: (content, node) => `<${node.nodeName.toLowerCase()}>${content}</${node.nodeName.toLowerCase()}>` });
    if (!links) service.addRule('linkText', { filter: 'a', replacement: (content) => content });
    service.addRule('emptyLink', { filter: isEmptyLink, replacement: () => '' });
    // Added last, so it is tried first: a heading's permalink is no part of its text.
    service.addRule('permalink', { filter: (node) => node.nodeName === 'A' && PERMALINK.test((node.textContent ?? '').trim()), replacement: () => '' });
    converters.set(links, service);
  }
  return service;
}

/**
 * A link that shows nothing: no text and no image with a source (turndown writes an image without one as nothing),
 * which would be an empty `[](url)`.
 */
function isEmptyLink(node: TurndownService.Node): boolean {
  if (node.nodeName !== 'A' || (node.textContent ?? '').trim() !== '') return false;
  const images = node.getElementsByTagName('img') as ArrayLike<{ getAttribute(name: string): string | null }>;
  return !Array.from(images).some((image) => image.getAttribute('src'));
}

/**
 * A line of white space only: blank to CommonMark, or (no-break spaces) an empty paragraph; zero-width spaces and
 * joiners (`<p>&zwj;</p>` spacers) show nothing either.
 */
const BLANK = /^[\s\u200B-\u200D\u2060]*$/;
/** The opening line of a fenced code block (at any indent: inside a list item too); group 1 is the fence. */
const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/** A line the page starts with a typed bullet (`• Intro to Ohm's law`): a list item, as its numbered twin. */
const TYPED_BULLET = /^(\s*)[•●▪◦]\s+/;

/** Two bold runs side by side, `**trend****s**`, where a line holds no code span (whose `****` is literal). */
const TOUCHING_STRONG = /(?<=\S)\*\*\*\*(?=\S)/g;
/**
 * Spaces in mid-line where an inline element that writes nothing stood (an image without a source: `May <img> and`),
 * which turndown keeps from the text on both sides; where a line holds no code span (whose spaces are literal).
 */
const SPACES_OF_A_LEFT_OUT_ELEMENT = /(?<=\S) {2,}(?=\S)/g;
/** A list item's marker and the spaces turndown writes after it (`-   item`), which stay as they are. */
const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)]) +/;

/** `line` with the spaces left where an element wrote nothing made one, its list marker as it is. */
function withoutLeftOutSpaces(line: string): string {
  const marker = LIST_MARKER.exec(line)?.[0] ?? '';
  return marker + line.slice(marker.length).replace(SPACES_OF_A_LEFT_OUT_ELEMENT, ' ');
}

/**
 * turndown's output tidied outside fenced code. Blank lines are written once: `<br>`s between blocks leave lines of
 * only the hard break's two spaces, and runs of them, and `&nbsp;` paragraphs lines of no-break spaces; a line of
 * white space becomes empty, a run of blank lines one, and a hard break before a blank line (where it breaks
 * nothing) is dropped. Bold runs side by side (`<b>trend</b><b>s</b>`) are joined, the spaces left where an element
 * wrote nothing are one, a typed bullet starting a line becomes a list marker, and a line-start escape before text
 * in mid-line (`**Expo**\- May`) is dropped. No word changes.
 */
function tidyLines(markdown: string): string {
  const out: string[] = [];
  let fence: RegExp | null = null;
  for (const line of markdown.split('\n')) {
    if (fence !== null) {
      if (fence.test(line)) fence = null;
      out.push(line);
    } else if (BLANK.test(line)) {
      if (out.length > 0 && out[out.length - 1] !== '') {
        out[out.length - 1] = out[out.length - 1].replace(/ {2,}$/, '');
        out.push('');
      }
    } else {
      const open = FENCE_OPEN.exec(line);
      if (open !== null) fence = new RegExp(`^\\s*${open[1][0]}{${open[1].length},}[ \\t]*$`);
      const listed = withoutMidLineEscapes(line).replace(TYPED_BULLET, '$1- ');
      out.push(listed.includes('`') ? listed : withoutLeftOutSpaces(listed.replace(TOUCHING_STRONG, '')));
    }
  }
  return out.join('\n');
}

export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): string {
  return html.trim() === '' ? '' : tidyLines(converter(options.links === true).turndown(html)).trim();
}

/** The 'markdown' output format. */
export const MARKDOWN_FORMAT: OutputFormat<'markdown'> = {
  name: 'markdown',
  description: 'the content as Markdown: headings, lists, tables, code',
  render: ({ contentHtml }, options) => htmlToMarkdown(contentHtml(), options),
};
