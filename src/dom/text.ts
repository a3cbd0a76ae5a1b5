// The one text output of every method (spec §10 "Text output (CleanTextOutput)"), tidied into paragraphs.
import type { Block } from './types';

const BREAK = '\n\n';

/**
 * Content blocks' text in order with '\n\n' at block breaks, as CleanTextOutput: a content leaf appends its
 * normalised text then '\n\n' if it has bbA; a boilerplate leaf with bbA appends '\n\n' unless the output
 * already ends in a break. Then tidied: lines trimmed, runs of blank lines collapsed, outer blank lines removed.
 */
export function blocksToText(blocks: readonly Block[], labels: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (labels[i] === 1) {
      out += block.text;
      if (block.blockBreakAfter) out += BREAK;
    } else if (block.blockBreakAfter && !out.endsWith(BREAK)) {
      out += BREAK;
    }
  }
  return tidyParagraphs(out);
}

const WHITESPACE_RUN = /\s+/g;
/** Whitespace the run collapse would change: two in a row, or one that is not a plain space. */
const COLLAPSIBLE = /\s\s|[^\S ]/;

/**
 * Collapses runs of JS whitespace (NBSP too) to one space and trims (specs/cetd.md §2.2 `norm`). Trimming first
 * and testing before replacing gives the same string and skips the replace for most texts.
 */
export function normalizeWhitespace(text: string): string {
  const trimmed = text.trim();
  return COLLAPSIBLE.test(trimmed) ? trimmed.replace(WHITESPACE_RUN, ' ') : trimmed;
}

/** Trim every line (JS trim: NBSP too), collapse runs of blank lines to one, drop leading/trailing blank lines. */
export function tidyParagraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => normalizeWhitespace(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
