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

/** Trim every line (JS trim: NBSP too), collapse runs of blank lines to one, drop leading/trailing blank lines. */
export function tidyParagraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
