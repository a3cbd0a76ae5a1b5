// The structured outputs of an extraction besides its text: Markdown and a clean HTML fragment of the content
// blocks (content-html.ts), each only when asked for.
import { withoutControlCharacters } from '../dom/text';
import type { Page } from '../dom/types';
import { pageMetadata } from '../metadata/metadata';
import { contentHtml, documentBaseUrl } from './content-html';
import type * as Markdown from './markdown';
import type { MarkdownOptions } from './markdown';
import type * as SanitizedHtml from './sanitized-html';
import { withoutLayoutWrappers } from './unwrapped-layout';

export interface OutputOptions extends MarkdownOptions {
  /** Add the content as Markdown (`markdown`) to the result. */
  markdown?: boolean;
  /** Add the content as a sanitised HTML fragment (`html`) to the result. */
  html?: boolean;
  /** Keep the content's images: `![alt](src)` in Markdown, <img> in HTML (default false). */
  images?: boolean;
  /** The page's address: relative links and images are resolved against it (or its <base href>). */
  url?: string;
}

export interface RenderedContent {
  markdown?: string;
  html?: string;
}

/**
 * The content of a labelled page in the formats `options` ask for. The page's canonical URL resolves relative
 * URLs when neither `options.url` nor a <base href> is known.
 */
export function renderContent(page: Page, labels: ArrayLike<number>, options: OutputOptions): RenderedContent {
  if (!options.markdown && !options.html) return {};
  const raw = contentHtml(page, labels, { images: options.images, baseUrl: documentBaseUrl(page, options.url ?? pageMetadata(page).url) });
  const rendered: RenderedContent = {};
  // turndown and sanitize-html (each loaded when its format is first asked for) keep control characters (ESC,
  // BEL, C1) as they are; the text output drops them.
  if (options.markdown) {
    const { htmlToMarkdown } = require('./markdown') as typeof Markdown;
    rendered.markdown = withoutControlCharacters(htmlToMarkdown(raw, options));
  }
  if (options.html) {
    const { sanitizeContentHtml } = require('./sanitized-html') as typeof SanitizedHtml;
    rendered.html = withoutControlCharacters(withoutLayoutWrappers(sanitizeContentHtml(raw)));
  }
  return rendered;
}
