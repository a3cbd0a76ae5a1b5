// Forum posts a page carries only in its preloaded data. A Discourse page ships its topic as JSON in
// <div id="data-preloaded" data-preloaded="…"> — an object whose topic entries (JSON strings themselves) hold
// post_stream.posts[].cooked, each post's HTML — and renders the posts with JavaScript. Its <noscript> copy of the
// posts is what web2text usually reads (noscript.ts; all 18 WCXB pages with preloaded posts have one). Where the
// page's blocks lack the posts' words, each post's HTML (its author, then its cooked HTML) is appended to the page
// source and parsed there, into an <article> of a <div data-web2text-source="preloaded-posts"> after the page's body:
// candidate blocks as any others, one repeated group of posts, judged by the labeller. Broken JSON or posts add
// nothing and throw nothing.
import { isMissing, shownWords } from './declared-body';
import { ElementNode, pageArray } from './page-objects';
import { findBody, isElement, isText, parseHtml } from './parse';
import { PageLimitError } from '../errors';
import type { DomElement, DomNode } from './types';

/** A page's preloaded data: Discourse's attribute (the element's id is the same name). */
const PRELOADED_ATTRIBUTE = 'data-preloaded';
/** Most posts read (Discourse preloads one chunk of 20; more is not a thread page's own). */
export const MAX_PRELOADED_POSTS = 100;
/** Most characters of post HTML read, all posts together (about 50 long posts). */
export const MAX_PRELOADED_CHARS = 500_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The attribute's value, from the first element in document order that has it. */
function preloadedAttribute(root: DomNode): string | undefined {
  const stack: DomNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (!('childNodes' in node)) continue;
    if (isElement(node)) {
      const attribute = node.attrs.find((attr) => attr.name === PRELOADED_ATTRIBUTE);
      if (attribute !== undefined) return attribute.value;
    }
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML of the posts in one entry of the preloaded object (a topic, or a JSON string of one): each post's author
 * (as Discourse's own HTML heads a post with it) in a <header>, then its `cooked` HTML.
 */
function topicPosts(entry: unknown): string[] {
  const topic = typeof entry === 'string' && entry.includes('post_stream') ? parseJson(entry) : entry;
  if (!isObject(topic) || !isObject(topic.post_stream) || !Array.isArray(topic.post_stream.posts)) return [];
  return topic.post_stream.posts.flatMap((post: unknown) => {
    if (!isObject(post) || typeof post.cooked !== 'string' || post.cooked.trim() === '') return [];
    const author = typeof post.username === 'string' ? `<header>${escapeHtml(post.username)}</header>` : '';
    return [author + post.cooked];
  });
}

/**
 * The HTML of the forum posts in the page's preloaded data, in their order, at most MAX_PRELOADED_POSTS posts and
 * MAX_PRELOADED_CHARS characters; none when the page has no such data or it is not JSON.
 */
export function preloadedPosts(source: string, document: DomNode): string[] {
  // Most pages have none: a look at the source before the tree is searched.
  if (!source.includes(PRELOADED_ATTRIBUTE)) return [];
  const attribute = preloadedAttribute(document);
  const preloaded = attribute === undefined ? undefined : parseJson(attribute);
  if (!isObject(preloaded)) return [];
  const posts: string[] = [];
  let chars = 0;
  for (const post of Object.values(preloaded).flatMap(topicPosts)) {
    if (posts.length === MAX_PRELOADED_POSTS || chars + post.length > MAX_PRELOADED_CHARS) break;
    posts.push(post);
    chars += post.length;
  }
  return posts;
}

/** The text of the text nodes below `elements`, in document order, space-separated. */
function textBelow(elements: readonly DomNode[]): string {
  const texts: string[] = [];
  const stack: DomNode[] = [...elements].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as DomNode;
    if (isText(node)) texts.push(node.value);
    else if (isElement(node)) for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return texts.join(' ');
}

/**
 * Moves every text node below `node` by `offset` in the source (a post parsed alone, appended at `offset`); returns
 * how many of them hold more than white space (at least the blocks they make).
 */
function shiftSpans(node: DomNode, offset: number): number {
  let texts = 0;
  const stack: DomNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as DomNode;
    if (isText(current)) {
      current.sourceStart += offset;
      current.sourceEnd += offset;
      if (current.value.trim() !== '') texts++;
    } else if (isElement(current)) {
      for (const child of current.childNodes) stack.push(child);
    }
  }
  return texts;
}

/** Each post parsed alone, its text spans moved to where its HTML follows the source; stops before `maxBlocks`. */
function parsePosts(source: string, posts: readonly string[], maxBlocks: number): { articles: DomElement[]; extended: string } {
  const articles: DomElement[] = pageArray();
  let extended = source;
  let blocksLeft = maxBlocks;
  for (const post of posts) {
    let postBody: DomElement | null;
    try {
      postBody = findBody(parseHtml(post, { maxBlocks: blocksLeft }));
    } catch (error) {
      if (error instanceof PageLimitError) break;
      throw error;
    }
    if (postBody === null || postBody.childNodes.length === 0) continue;
    const offset = extended.length + 1;
    extended += '\n' + post;
    const article = new ElementNode('article', postBody.namespaceURI, pageArray());
    for (const child of postBody.childNodes) {
      blocksLeft -= shiftSpans(child, offset);
      child.parentNode = article;
      article.childNodes.push(child);
    }
    articles.push(article);
  }
  return { articles, extended };
}

/**
 * Appends the posts to `body` — a <div data-web2text-source="preloaded-posts"> of one <article> per post, whose
 * text nodes point into the returned source (the given source with each post's HTML after it, one per line) — when
 * the blocks' texts lack their words; otherwise returns the source unchanged and leaves `body` alone. The posts stop
 * before their blocks pass `maxBlocks` (a page stuffed with posts keeps those that fit).
 */
export function appendPreloadedPosts(source: string, body: DomElement, posts: readonly string[], blockTexts: readonly string[], maxBlocks: number): string {
  const { articles, extended } = parsePosts(source, posts, maxBlocks);
  if (articles.length === 0 || !isMissing(textBelow(articles), shownWords(blockTexts))) return source;
  const thread = new ElementNode('div', body.namespaceURI, pageArray({ name: 'data-web2text-source', value: 'preloaded-posts' }));
  thread.parentNode = body;
  for (const article of articles) {
    article.parentNode = thread;
    thread.childNodes.push(article);
  }
  body.childNodes.push(thread);
  return extended;
}
