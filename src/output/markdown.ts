// Content HTML (content-html.ts) → Markdown with turndown and its GFM plugin (tables, strikethrough): ATX
// headings (`#` by level), `-` bullets, fenced code, `**strong**`, `_em_`. Links are kept as `[text](url)` or as
// their text alone; images are in the HTML only when they were asked for, and become `![alt](src)`.
import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';

export interface MarkdownOptions {
  /** Keep links as `[text](url)` (default false: their text only). */
  links?: boolean;
}

/** Permalink anchors documentation generators put after headings (Sphinx's ¶, "#", 🔗, §). */
const PERMALINK = /^[¶#🔗§]+$/u;

/** One converter per option set: building one registers its rules, converting is all a page costs. */
const converters = new Map<boolean, TurndownService>();

function converter(links: boolean): TurndownService {
  let service = converters.get(links);
  if (service === undefined) {
    service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', hr: '---' });
    service.use(gfm);
    if (!links) service.addRule('linkText', { filter: 'a', replacement: (content) => content });
    // Added last, so it is tried first: a heading's permalink is no part of its text.
    service.addRule('permalink', { filter: (node) => node.nodeName === 'A' && PERMALINK.test((node.textContent ?? '').trim()), replacement: () => '' });
    converters.set(links, service);
  }
  return service;
}

export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): string {
  return html.trim() === '' ? '' : converter(options.links === true).turndown(html).trim();
}
