// Content HTML (content-html.ts) → a minimal, safe HTML fragment with sanitize-html: structural and inline
// elements only (no scripts, styles, forms, frames or media players), no attributes beyond a safe list (no `on*`
// handlers, no styles, no classes but a code block's `language-…`), links and images only to http(s) and mailto
// URLs. Layout containers become <div>s, so paragraphs that pages write as <div>s stay apart; inline wrappers
// (<span>, <font>) leave their text.
import type sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img', 'a', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark',
  'small', 'q', 'cite', 'abbr', 'kbd', 'samp', 'var', 'time', 'address',
];
/** Sectioning elements: blocks of their own, nothing more in a fragment (a disclosure's or dialog's content shown). */
const AS_DIV = ['article', 'section', 'main', 'header', 'footer', 'aside', 'nav', 'center', 'hgroup', 'fieldset', 'form', 'details', 'dialog', 'search'];
/** Elements of other tags that are paragraphs or lists as a reader sees them: their text stays in a block. */
const RENAMED = { summary: 'p', legend: 'p', menu: 'ul', dir: 'ul' };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    li: ['value'],
    time: ['datetime'],
  },
  // A code block's language, as content-html.ts names it.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  transformTags: { ...Object.fromEntries(AS_DIV.map((tag) => [tag, 'div'])), ...RENAMED },
  // Text of dropped wrappers is kept; these hold none a reader sees.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg'],
};

export function sanitizeContentHtml(html: string): string {
  // sanitize-html loads when a fragment is first asked for.
  const sanitize = require('sanitize-html') as typeof sanitizeHtml;
  return sanitize(html, OPTIONS).trim();
}
