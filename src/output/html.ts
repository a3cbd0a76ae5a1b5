// The 'html' output format: the content as a minimal, safe HTML fragment (sanitized-html.ts) without the page's
// layout wrappers (unwrapped-layout.ts).
import type { OutputFormat } from './format';
import { sanitizeContentHtml } from './sanitized-html';
import { withoutLayoutWrappers } from './unwrapped-layout';

export const HTML_FORMAT: OutputFormat<'html'> = {
  name: 'html',
  description: 'the content as a sanitised HTML fragment',
  render: ({ contentHtml }) => withoutLayoutWrappers(sanitizeContentHtml(contentHtml())),
};
