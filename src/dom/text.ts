// The one text output of every method (docs/methods/web2text.md §10 "Text output"), tidied into paragraphs.
import { checkArgument, checkLabels, checkOptionsObject } from '../arguments';
import type { Block } from './types';
import { holdsPreformattedText, PreformattedParagraphs } from './preformatted-text';
import { Seam, TextSeams } from './text-seams';
import { needsSpaceBetween } from './word-seams';

export interface TextOptions {
  /**
   * Lay the text out as a browser shows it (default true): a line also ends where a block-level element starts after
   * inline text (`<span>By Ana</span> <p>…`), and the text in a <pre> keeps its line breaks and indentation
   * (preformatted-text.ts). False gives the reference's CleanTextOutput: a line ends only after a block with bbA, and
   * white space is collapsed in a <pre> too (CleanEval pages).
   */
  asShown?: boolean;
}

/**
 * Content blocks' text in order, laid out in lines and paragraphs. As CleanTextOutput, a content leaf appends its
 * normalised text and a line ends after a block with bbA; as a browser shows it (`asShown`), a line also ends before
 * a block with bbB. Within a line, a space keeps apart the words of two blocks that a browser shows apart
 * (word-seams.ts), where CleanTextOutput glued them. The lines are then tidied (each trimmed and its whitespace runs
 * collapsed by normalizeWhitespace, blank ones dropped) and joined by a blank line, the paragraphs' break. As a
 * browser shows it, the elements between two lines choose how they join instead (text-seams.ts): a `<br>` ends a
 * line without a blank one, a table row is one line whose cells are a tab apart, a form control stands inline; and
 * the lines whose blocks are all inside one <pre> are one paragraph that keeps the pre's line breaks and indentation
 * (preformatted-text.ts). Block texts hold no '\n' (runs of [ \t\n\f\r] are one space).
 */
export function blocksToText(blocks: readonly Block[], labels: ArrayLike<number>, options: TextOptions = {}): string {
  checkArgument(Array.isArray(blocks), blocks, 'blocksToText takes the blocks of a page (page.blocks) first');
  checkLabels(labels, blocks.length, 'blocksToText');
  checkOptionsObject(options, 'blocksToText');
  const { asShown = true } = options;
  const paragraphs: string[] = [];
  const keep = (i: number) => labels[i] === 1;
  const spaced = spacesBefore(blocks, keep, asShown);
  const inPreformatted = asShown && holdsPreformattedText(blocks) ? new PreformattedParagraphs(blocks, keep, spaced) : undefined;
  const writer = new ParagraphWriter(paragraphs);
  const seams = new TextSeams();
  let previous = -1;
  forEachLine(blocks, asShown, (start, end) => {
    let first = start;
    while (first < end && !keep(first)) first++;
    if (first === end) return;
    if (inPreformatted?.take(start, end, paragraphs)) {
      writer.end();
      previous = -1;
      return;
    }
    let separator = previous === -1 || !asShown ? BREAK : separatorAcrossLines(seams.between(blocks[previous], blocks[first]));
    let piece = '';
    for (let i = first; i < end; i++) {
      if (!keep(i)) continue;
      const within = i !== first && asShown && !runsOn(blocks, previous, i) ? separatorWithinLine(seams.between(blocks[previous], blocks[i])) : undefined;
      if (within !== undefined) {
        writer.add(separator, piece);
        separator = within;
        piece = blocks[i].text;
      } else {
        piece += spaced[i] === 1 ? ` ${blocks[i].text}` : blocks[i].text;
      }
      previous = i;
    }
    writer.add(separator, piece);
  });
  writer.end();
  inPreformatted?.end(paragraphs);
  return paragraphs.join(BREAK);
}

const BREAK = '\n\n';

/** How two lines of the text join, by what lies between them; a break no element explains stays a paragraph's. */
function separatorAcrossLines(seam: Seam): string {
  return seam.kind === 'space' ? ' ' : seam.kind === 'none' ? BREAK : separatorWithinLine(seam)!;
}

/**
 * The breaks a browser shows between two blocks of one line: the Collapsed DOM gives no break at some elements
 * (`<b>us<br></b>`, header cells); elsewhere (undefined) the words' own seam (spacesBefore) joins them.
 */
function separatorWithinLine({ kind, cellsApart }: Seam): string | undefined {
  if (kind === 'paragraph') return BREAK;
  if (kind === 'line') return '\n';
  return kind === 'cell' ? '\t'.repeat(cellsApart) : undefined;
}

/** Whether block `next` follows block `previous` with nothing but text formatting between them (no element to read). */
function runsOn(blocks: readonly Block[], previous: number, next: number): boolean {
  return next === previous + 1 && blocks[next].gapBefore === 'inline';
}

/** A separator's strength: a blank piece between two leaves the stronger. */
function strength(separator: string): number {
  return separator === BREAK ? 3 : separator.includes('\n') ? 2 : separator.includes('\t') ? 1 : 0;
}

/** Writes tidied pieces of text into paragraphs, each piece after its separator. */
class ParagraphWriter {
  private paragraph = '';
  private pending = ' ';

  constructor(private readonly paragraphs: string[]) {}

  add(separator: string, text: string): void {
    // Before the whitespace is tidied: a paragraph of only a zero-width space (a spacer <p>) is then blank.
    const tidied = normalizeWhitespace(withoutHiddenCharacters(text));
    const stronger = strength(separator) > strength(this.pending) ? separator : this.pending;
    if (tidied === '') {
      this.pending = stronger;
      return;
    }
    this.pending = ' ';
    if (stronger === BREAK) this.end();
    this.paragraph = this.paragraph === '' ? tidied : this.paragraph + stronger + tidied;
  }

  /** Ends the paragraph being written, if any. */
  end(): void {
    if (this.paragraph !== '') this.paragraphs.push(this.paragraph);
    this.paragraph = '';
  }
}

/**
 * 1 for each block that `keep` selects whose text needs a space before it so that its first word stays apart from
 * the last of the selected block before it on its line (word-seams.ts), else 0: the text output and the content's
 * HTML (output/content-html.ts) write these spaces.
 */
export function spacesBefore(blocks: readonly Block[], keep: (index: number) => boolean, asShown: boolean): Uint8Array {
  const spaced = new Uint8Array(blocks.length);
  forEachLine(blocks, asShown, (start, end) => {
    let previous: Block | undefined;
    for (let i = start; i < end; i++) {
      if (!keep(i)) continue;
      if (previous !== undefined && needsSpaceBetween(previous, blocks[i], start)) spaced[i] = 1;
      previous = blocks[i];
    }
  });
  return spaced;
}

/**
 * Calls `visit(start, end)` for each run of blocks up to a block break (the blocks start..end − 1), in order: the
 * lines of the text output. A break is after a block with bbA, and `asShown` before a block with bbB too (the
 * reference's CleanTextOutput reads bbA only). The last run ends with the blocks, and may be empty.
 */
export function forEachLine(blocks: readonly Block[], asShown: boolean, visit: (start: number, end: number) => void): void {
  let start = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i].blockBreakAfter || (asShown && i + 1 < blocks.length && blocks[i + 1].blockBreakBefore)) {
      visit(start, i + 1);
      start = i + 1;
    }
  }
  visit(start, blocks.length);
}

const WHITESPACE_RUN = /\s+/g;
/** Whitespace the run collapse would change: two in a row, or one that is not a plain space. */
const COLLAPSIBLE = /\s\s|[^\S ]/;

/**
 * Collapses runs of JS whitespace (NBSP too) to one space and trims (docs/methods/cetd.md §2.2 `norm`). Trimming first
 * and testing before replacing gives the same string and skips the replace for most texts.
 */
export function normalizeWhitespace(text: string): string {
  const trimmed = text.trim();
  return COLLAPSIBLE.test(trimmed) ? trimmed.replace(WHITESPACE_RUN, ' ') : trimmed;
}

/** Lower-cased, whitespace runs collapsed to one space, trimmed: how titles are compared (the block that repeats
 * the `<title>`, the title metric of eval/metadata-match.ts, the title candidates). */
export function normaliseForMatch(text: string): string {
  return normalizeWhitespace(text).toLowerCase();
}

/**
 * Characters not drawn: control characters other than tab and newline (C0, DEL, C1), which would otherwise reach a
 * terminal or a downstream tool raw (HTML §13.2.5 reports them as parse errors); and the format characters a
 * browser shows nothing for — soft hyphen (shown only where a line breaks at it), zero-width space, word joiner,
 * zero-width no-break space — which split a word for a search index. Zero-width (non-)joiners stay: they shape
 * Persian, Indic scripts and emoji sequences.
 */
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u200B\u2060\uFEFF]/g;
const HAS_HIDDEN_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u200B\u2060\uFEFF]/;

/** The text for output: without the characters a browser does not draw (tab and newline stay). */
export function withoutHiddenCharacters(text: string): string {
  // A test first: most texts hold none, and a replace that finds nothing costs more than a test.
  return HAS_HIDDEN_CHARACTER.test(text) ? text.replace(HIDDEN_CHARACTERS, '') : text;
}
