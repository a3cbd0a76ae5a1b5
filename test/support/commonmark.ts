// Markdown rendered to HTML by marked, a CommonMark parser (a devDependency): what a reader of our Markdown sees.
// The package's entry is an ES module, which jest's CommonJS runtime cannot load; its UMD build is the same parser.
import * as path from 'path';
import type { marked as Marked } from 'marked';

const { marked } = require(path.join(path.dirname(require.resolve('marked/package.json')), 'lib', 'marked.umd.js')) as { marked: typeof Marked };

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
