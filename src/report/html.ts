// Building blocks of the report's HTML: escaping, data embedded as JSON, and the document shell every report
// page shares (its Content-Security-Policy lets the inline script and style run and nothing load).
import { inlineScript } from './assets';

export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');

/** No network: inline scripts and styles, data: images; the iframe's srcdoc inherits this too. */
const REPORT_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

/**
 * A value as JSON in a `<script type="application/json">`. Only what could end the element early or change how
 * the HTML parser reads it (`</script`, `<script`, `<!--`) has its `<` escaped, so a page's HTML grows little.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/<(?=\/?script|!--)/gi, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export interface Shell {
  title: string;
  css: string;
  body: string;
  /** Browser scripts, in order, run at the end of the body. */
  scripts: readonly string[];
}

export function htmlDocument({ title, css, body, scripts }: Shell): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${REPORT_POLICY}">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeText(title)}</title><style>${css}</style></head>` +
    `<body>${body}${scripts.map(inlineScript).join('')}</body></html>`
  );
}

export const fixed = (value: number | undefined, digits: number): string => (value === undefined ? '—' : value.toFixed(digits));
