// The output-format registry: every rendering of a page's content besides its text (format.ts), by name.
// extract (--format, --with), batch records, the queue's workers and the library (`{ markdown: true }`) know the
// formats only through it, so a new format is one file exporting an OutputFormat and one entry in OUTPUT_FORMATS.
import { checkArgument, checkLabels, checkPage } from '../arguments';
import { withoutHiddenCharacters } from '../dom/text';
import type { Page } from '../dom/types';
import type * as Metadata from '../metadata/metadata';
import type * as ContentHtml from './content-html';
import type { OutputFormat, RenderOptions } from './format';
import { HTML_FORMAT } from './html';
import { MARKDOWN_FORMAT } from './markdown';

export const OUTPUT_FORMATS = [MARKDOWN_FORMAT, HTML_FORMAT] as const;

export type OutputFormatName = (typeof OUTPUT_FORMATS)[number]['name'];
export const OUTPUT_FORMAT_NAMES: readonly OutputFormatName[] = OUTPUT_FORMATS.map((format) => format.name);

/** The formats a result holds, each as the field of its name. */
export type RenderedContent = { [Name in OutputFormatName]?: string };

/** Which formats a result holds (`{ markdown: true }`), and how they render. */
export type OutputOptions = { [Name in OutputFormatName]?: boolean } & RenderOptions;

export function isOutputFormatName(name: string): name is OutputFormatName {
  return (OUTPUT_FORMAT_NAMES as readonly string[]).includes(name);
}

/**
 * The content of a labelled page in the formats `options` ask for. The page's canonical URL resolves relative
 * URLs when neither `options.url` nor a <base href> is known.
 */
export function renderContent(page: Page, labels: ArrayLike<number>, options: OutputOptions): RenderedContent {
  checkPage(page, 'renderContent');
  checkLabels(labels, page.blocks.length, 'renderContent');
  checkArgument(typeof options === 'object' && options !== null, options, `renderContent takes its options as an object ({ ${OUTPUT_FORMAT_NAMES.join(': true, ')}: true … })`);
  const wanted: readonly OutputFormat<OutputFormatName>[] = OUTPUT_FORMATS.filter((format) => options[format.name]);
  if (wanted.length === 0) return {};
  // The content's HTML (and the metadata, for the page's canonical URL) load when a format is first asked for: the
  // registry itself is loaded by every extraction, whose options are checked against the formats' names.
  const { contentHtml, documentBaseUrl } = require('./content-html') as typeof ContentHtml;
  const canonicalUrl = (): string | undefined => (require('../metadata/metadata') as typeof Metadata).pageMetadata(page).url;
  let html: string | undefined;
  const content = {
    page,
    labels,
    contentHtml: () => (html ??= contentHtml(page, labels, { images: options.images, baseUrl: documentBaseUrl(page, options.url ?? canonicalUrl()) })),
  };
  const rendered: RenderedContent = {};
  // turndown and sanitize-html (each loaded when its format is first asked for) keep control characters (ESC, BEL,
  // C1) and soft hyphens as they are; the text output drops them.
  for (const format of wanted) rendered[format.name] = withoutHiddenCharacters(format.render(content, options));
  return rendered;
}
