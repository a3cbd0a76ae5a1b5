// The annotation of an L3S-GN1 page (Kohlschütter et al., WSDM 2010): the page as its annotators saw it, every
// annotated text span wrapped in an element of class `x-nc-selN` that names its part. Read into one text per
// part, in document order, which are then aligned to the page's own source as any gold text is (the annotated
// copy lost characters outside ASCII, so it is matched by alignment, not by offsets).
import { parseHtml, isElement, isText } from '../dom/parse';
import { BLOCK_TAGS } from '../dom/tag-sets';
import type { DomNode } from '../dom/types';
import { ARTICLE_PARTS, type ArticlePart } from './article-parts';

/** Class of the annotated span → part (the corpus README); `x-nc-sel0` and text outside any span are not content. */
const PART_OF_CLASS: Readonly<Record<string, ArticlePart>> = {
  'x-nc-sel1': 'headline',
  'x-nc-sel2': 'body',
  'x-nc-sel3': 'supplemental',
  'x-nc-sel4': 'related',
  'x-nc-sel5': 'comments',
};

const ANNOTATION_CLASS = /\bx-nc-sel[0-5]\b/;

/** Elements whose text a reader never sees. */
const UNSEEN = new Set(['script', 'style', 'noscript', 'template', 'title', 'head']);

export type PartTexts = Record<ArticlePart, string>;

/**
 * The text of each part. Runs of one part interrupted by other text are separated by a line break, so that two
 * spans never join into one word.
 */
export function annotatedPartTexts(annotatedHtml: string): PartTexts {
  const runs: Record<ArticlePart, string[]> = { headline: [], body: [], supplemental: [], related: [], comments: [] };
  // The part of the last text read; undefined after a block boundary, so the next text starts a new run.
  let previous: ArticlePart | null | undefined;
  type Item = { node: DomNode; part: ArticlePart | undefined } | 'block boundary';
  const stack: Item[] = [{ node: parseHtml(annotatedHtml), part: undefined }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item === 'block boundary') {
      previous = undefined;
      continue;
    }
    const { node, part } = item;
    if (isText(node)) {
      if (node.value.trim() === '') continue;
      if (part !== undefined) {
        const texts = runs[part];
        if (previous === part) texts[texts.length - 1] += node.value;
        else texts.push(node.value);
      }
      previous = part ?? null;
      continue;
    }
    if (!isElement(node) && node.nodeName !== '#document') continue;
    let inner = part;
    if (isElement(node)) {
      if (UNSEEN.has(node.tagName)) continue;
      const annotation = node.attrs.find((attr) => attr.name === 'class')?.value.match(ANNOTATION_CLASS)?.[0];
      if (annotation !== undefined) inner = PART_OF_CLASS[annotation];
      if (BLOCK_TAGS.has(node.tagName)) stack.push('block boundary');
    }
    const children = 'childNodes' in node ? node.childNodes : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], part: inner });
    if (isElement(node) && BLOCK_TAGS.has(node.tagName)) stack.push('block boundary');
  }
  return Object.fromEntries(ARTICLE_PARTS.map((name) => [name, runs[name].join('\n')])) as PartTexts;
}
