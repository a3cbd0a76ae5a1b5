// Gold clean-text normalisation of the reference (spec §6 "Gold clean text"), on the decoded file text.
import { javaTrim } from '../dom/java-text';

/** Java regex `\s` (ASCII only; JS `\s` would also eat NBSP and the BOM). */
const S = '[ \\t\\n\\x0B\\f\\r]';

/**
 * spec §6 step 3: list markers after `<l>`, every `<p>`/`<h>`/`<l>` tag with the whitespace after it,
 * separator lines of ≥ 10 `_` or `-`, and the leading whitespace of every line (so blank lines too).
 */
const MARKUP = new RegExp(
  `^${S}*<l>${S}*(»|\\*|\\d{1,2}\\.${S})${S}*|<(l|h|p)>${S}*|^${S}*(_{10,}|-{10,})${S}*$|^${S}*`,
  'gim',
);

const BOM = '\uFEFF';

/**
 * Normalise a CleanEval clean file (lines already joined with `\n`). Deliberate difference from the
 * reference (spec §6 step 2): a leading BOM is removed first, so the 78 files with BOM + `URL:` lose their
 * URL line too; the reference keeps it and aligns the URL to stray characters at the top of the page.
 */
export function normaliseCleanText(fileText: string): string {
  const text = fileText.startsWith(BOM) ? fileText.slice(1) : fileText;
  const withoutUrl = text.startsWith('URL:') ? dropFirstLine(text) : text;
  return javaTrim(withoutUrl.replace(MARKUP, ''));
}

function dropFirstLine(text: string): string {
  const newline = text.indexOf('\n');
  return newline < 0 ? '' : text.slice(newline + 1);
}
