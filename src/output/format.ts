// What an output format is (registry.ts holds them by name): a rendering of a labelled page's content besides its
// text, such as Markdown or a clean HTML fragment. A format is asked for by name (`extract --format NAME`,
// `--with NAME`, the option `NAME: true` of the library) and comes back as the field NAME of the page's result and
// batch record.
import type { Page } from '../dom/types';

/** A labelled page, as every format reads it. */
export interface ContentToRender {
  page: Page;
  /** One 0/1 label per block of `page.blocks`: 1 = content. */
  labels: ArrayLike<number>;
  /**
   * The content blocks as one raw HTML fragment, the page's own elements with relative URLs resolved
   * (content-html.ts): made once, for every format that reads it.
   */
  contentHtml(): string;
}

/** The options every format may read. */
export interface RenderOptions {
  /** Keep the content's images (default false). */
  images?: boolean;
  /** Keep links as links where the format can (Markdown: `[text](url)`; default false: their text only). */
  links?: boolean;
  /** The page's address: relative links and images are resolved against it (or its <base href>). */
  url?: string;
}

export interface OutputFormat<Name extends string = string> {
  /** Its name on the command line and in the library, and its field in results and records. */
  name: Name;
  /** What it holds, for --help. */
  description: string;
  /** The content in this format. Control characters are taken out of what it returns (as of the text output). */
  render(content: ContentToRender, options: RenderOptions): string;
}
