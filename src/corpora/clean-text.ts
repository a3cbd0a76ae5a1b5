// Gold clean-text normalisation of the reference (docs/methods/web2text.md §6.1), on the decoded file text.
import { javaTrim } from '../dom/java-text';

/** Java regex `\s` (ASCII only; JS `\s` would also eat NBSP and the BOM). */
const S = '[ \\t\\n\\x0B\\f\\r]';

/**
 * §6.1 step 3: list markers after `<l>`, every `<p>`/`<h>`/`<l>` tag with the whitespace after it,
 * separator lines of ≥ 10 `_` or `-`, and the leading whitespace of every line (so blank lines too).
 */
const MARKUP = new RegExp(
  `^${S}*<l>${S}*(»|\\*|\\d{1,2}\\.${S})${S}*|<(l|h|p)>${S}*|^${S}*(_{10,}|-{10,})${S}*$|^${S}*`,
  'gim',
);

const BOM = '\uFEFF';

export interface NormaliseOptions {
  /**
   * Keep the `URL:` line, as the reference does for the 78 files that start with a BOM (§6.1 step 2: its
   * `startsWith("URL:")` test sees the BOM first). The URL then aligns to stray chars at the top of the page.
   */
  keepUrlLine?: boolean;
}

/**
 * Normalise a CleanEval clean file (lines already joined with `\n`). By default a leading BOM is ignored, so
 * BOM files lose their URL line like the others (measured: 14 blocks on 11 of the 78 pages change label).
 */
export function normaliseCleanText(fileText: string, options: NormaliseOptions = {}): string {
  const text = fileText.startsWith(BOM) ? fileText.slice(1) : fileText;
  const withoutUrl = text.startsWith('URL:') && !options.keepUrlLine ? dropFirstLine(text) : text;
  return javaTrim(withoutUrl.replace(MARKUP, ''));
}

function dropFirstLine(text: string): string {
  const newline = text.indexOf('\n');
  return newline < 0 ? '' : text.slice(newline + 1);
}
