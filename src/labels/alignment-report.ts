// What `web2text align` shows: a gold text aligned to its page (docs/methods/web2text.md §6), as the aligned string
// (source chars where aligned, □ elsewhere, like the reference's aligned files) or as an HTML view with the blocks
// coloured by their label, to check an alignment by eye.
import { loadPage } from '../dom/page';
import { types } from 'util';
import { checkArgument } from '../arguments';
import { InputError } from '../errors';
import { namingFile } from '../files/input-bytes';
import { alignCleanText, alignedString, alignmentCoverage } from './align';
import { renderAlignmentHtml } from './alignment-html';
import { cleanTextFromBytes } from '../corpora/cleaneval-files';
import { blockLabels, spanOf } from './block-labels';

export interface AlignmentReportOptions {
  /** The HTML view instead of the aligned string. */
  html?: boolean;
  /** The page is a CleanEval orig file with <text …> wrapper lines (default true). */
  wrapper?: boolean;
  /** Read both files exactly as the reference does (UTF-8 dropping bad bytes; BOM keeps the URL line). */
  reference?: boolean;
  /** Names of the two inputs, for the title and messages. */
  origName: string;
  cleanName: string;
}

export function alignmentReport(orig: Uint8Array, clean: Uint8Array, options: AlignmentReportOptions): string {
  checkArgument(types.isUint8Array(orig), orig, "alignmentReport takes the page's bytes (a Uint8Array or Buffer) first");
  checkArgument(types.isUint8Array(clean), clean, 'alignmentReport takes the clean text\'s bytes (a Uint8Array or Buffer) after the page');
  checkArgument(typeof options?.origName === 'string' && typeof options.cleanName === 'string', options, 'alignmentReport takes its options { origName, cleanName, … } last');
  const page = namingFile(options.origName, () => loadPage(orig, { cleaneval: options.wrapper ?? true, referenceDecoding: options.reference }));
  const cleanText = cleanTextFromBytes(clean, { reference: options.reference });
  if (cleanText.length === 0) throw new InputError(`${options.cleanName}: the clean text is empty after normalisation`);
  const { aligned } = alignCleanText(page.source, cleanText);
  if (!options.html) return alignedString(page.source, aligned);
  const blocks = page.blocks.map(spanOf);
  const labels = blockLabels(blocks, aligned);
  const content = labels.reduce((sum, y) => sum + y, 0);
  return renderAlignmentHtml({
    title: `${options.origName} ↔ ${options.cleanName}`,
    source: page.source,
    aligned,
    blocks,
    labels,
    facts: [
      `source: ${page.source.length} chars, ${aligned.reduce((sum, a) => sum + a, 0)} aligned`,
      `clean text: ${cleanText.length} chars, ${(100 * alignmentCoverage(page.source, aligned, cleanText)).toFixed(1)}% of its non-space chars aligned`,
      `blocks: ${blocks.length}, content: ${content}`,
    ],
  });
}
