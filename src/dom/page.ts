// The one entry point from HTML to blocks: decode → parse5 → CDOM → blocks (docs/methods/web2text.md §0–2).
import { checkOptionsObject, checkPageInput } from '../arguments';
import { collectBlocks } from './blocks';
import { buildCdom } from './cdom';
import { decodeHtml, normalizeNewlines, stripCleanEvalWrapper, type DecodeOptions } from './decode';
import { findBody, parseHtml } from './parse';
import { repairShownMojibake } from './mojibake';
import { appendDeclaredText, declaredText, isMissing, shownWords } from './declared-body';
import { noframesPage } from './noframes';
import { NOSCRIPT_MIN_WORDS, noscriptHoldsContent, swallowsPage, unwrapNoscripts } from './noscript';
import { checkPageText } from './other-formats';
import { attachShadowRoots, mayHoldShadowRoots } from './shadow-roots';
import { closeSwallowingElement } from './unclosed-title';
import { checkBlockCount, checkPageBytes, DEFAULT_MAX_BLOCKS, type PageLimits } from './page-limits';
import { appendPreloadedPosts, preloadedPosts } from './preloaded-posts';
import type { Block, CdomNode, DomDocument, DomElement, Page, PageField } from './types';

/** How bytes become the page source (decode.ts: `referenceDecoding`, `charset`), and what kind of file it is. */
export interface LoadPageOptions extends DecodeOptions, PageLimits {
  /**
   * Input is a CleanEval orig file: strip its `<text …>` first line and `</text>` last line (§1), and read it
   * as the reference does (no <noscript> content, see noscript.ts).
   */
  cleaneval?: boolean;
}

/** The page source loadPage parses: bytes decoded, a CleanEval wrapper stripped, newlines normalised, no BOM. */
export function pageSource(input: string | Uint8Array, options: LoadPageOptions = {}): string {
  if (typeof input !== 'string') return decodeHtml(input, options);
  // A lone surrogate (a string from a crawler that decoded with Python's surrogateescape) is not text; parse5
  // throws on some pairs of them. Decoded bytes never hold one.
  if (!input.isWellFormed()) input = input.toWellFormed();
  if (options.cleaneval) return stripCleanEvalWrapper(input);
  // A leading BOM of an already decoded file is not text.
  return normalizeNewlines(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
}

/**
 * Parse a page; never throws on odd input: a page without kept body text has root null and no blocks. A page
 * over a size limit (page-limits.ts) is a PageLimitError; a file of another kind (binary.ts, other-formats.ts)
 * a NotHtmlError, an empty one (nothing but white space) an EmptyPageError.
 */
export function loadPage(input: string | Uint8Array, options: LoadPageOptions = {}): Page {
  checkPageInput(input);
  checkOptionsObject(options, 'loadPage');
  checkPageBytes(input, options);
  const source = pageSource(input, options);
  checkPageText(source);
  const page = parsePage(source, options);
  checkBlockCount(page.blocks.length, options);
  return page;
}

function parsePage(source: string, options: LoadPageOptions): Page {
  const maxBlocks = options.maxBlocks ?? DEFAULT_MAX_BLOCKS;
  // CleanEval pages keep the reference's word counts, icon texts and SVG descriptions (the shipped models' CleanEval
  // scores stay as measured).
  const unicodeWords = !options.cleaneval;
  const read = { unicodeWords, skipUndrawn: !options.cleaneval };
  /**
   * The CDOM of a body, its text stored in a wrong encoding read as it was written (mojibake.ts; CleanEval files as the
   * reference reads them, as shown). `noscripts` gets the <noscript> elements it skipped.
   */
  const shownCdom = (body: DomElement, noscripts?: DomElement[]): CdomNode | null => {
    const root = buildCdom(body, noscripts, read);
    if (root === null || options.cleaneval || !repairShownMojibake(root)) return root;
    noscripts?.splice(0);
    return buildCdom(body, noscripts, read);
  };
  /**
   * The page's document (its declarative shadow roots shown in their hosts, shadow-roots.ts; not in CleanEval
   * files, read as the reference reads them), its body, the body's CDOM and the <noscript> elements that CDOM skipped.
   */
  const readSource = (text: string, noscriptAsText = false) => {
    const shadowRoots = !options.cleaneval && mayHoldShadowRoots(text);
    const document = parseHtml(text, { maxBlocks, shadowRoots, noscriptAsText });
    if (shadowRoots) attachShadowRoots(document);
    const body = findBody(document);
    const noscripts: DomElement[] = [];
    return { document, body, noscripts, root: body === null ? null : shownCdom(body, noscripts) };
  };
  let { document, body, noscripts, root } = readSource(source);
  // A <title> never closed took the rest of the page as its text (unclosed-title.ts): closed once, the page is
  // read again. CleanEval pages are read as the reference reads them.
  const closed = root === null && !options.cleaneval ? closeSwallowingElement(source, document) : undefined;
  if (closed !== undefined) {
    source = closed;
    ({ document, body, noscripts, root } = readSource(source));
  }
  // A frameset page is read as a browser without frames shows it (noframes.ts).
  const withoutFrames = body === null && !options.cleaneval ? noframesPage(source, document) : undefined;
  if (withoutFrames !== undefined) {
    const noframes = readSource(withoutFrames);
    if ((noframes.root?.props.nWords ?? 0) >= NOSCRIPT_MIN_WORDS) {
      source = withoutFrames;
      ({ document, body, noscripts, root } = noframes);
    }
  }
  if (body === null) return createPage(source, document, null, options.cleaneval);
  // Read as a browser that runs scripts does: its <noscript> text is then neither shown nor unwrapped below.
  if (noscripts.length > 0 && swallowsPage(noscripts)) {
    const reread = readSource(source, true);
    ({ document, root } = reread);
    body = reread.body ?? body;
    noscripts = [];
  }
  // CleanEval pages keep the reference's segmentation (its CDOM always skips <noscript>; page 714 would change)
  // and have no JSON-LD.
  if (options.cleaneval) return createPage(source, document, root, true);
  if (noscripts.length > 0 && noscriptHoldsContent(noscripts, root?.props.nWords ?? 0)) {
    unwrapNoscripts(noscripts);
    root = shownCdom(body);
  }
  let withPosts = source;
  let blocks: Block[] | undefined;
  const posts = preloadedPosts(source, document);
  if (posts.length > 0) {
    blocks = collectBlocks(root);
    withPosts = appendPreloadedPosts(source, body, posts, blocks.map((block) => block.text), maxBlocks - blocks.length);
    if (withPosts !== source) {
      root = shownCdom(body);
      blocks = undefined;
    }
  }
  const declared = declaredText(source);
  if (declared === undefined) return createPage(withPosts, document, root, false, blocks);
  blocks ??= collectBlocks(root);
  if (!isMissing(declared, shownWords(blocks.map((block) => block.text)))) return createPage(withPosts, document, root, false, blocks);
  const extended = appendDeclaredText(withPosts, body, declared);
  return createPage(extended, document, shownCdom(body));
}

/** A page of a parsed document and its CDOM (`cleaneval`: read as the reference reads CleanEval pages), with its blocks (`blocks`: already collected from `root`) and an empty store of derived fields. */
export function createPage(source: string, document: DomDocument, root: CdomNode | null, cleaneval = false, blocks = collectBlocks(root)): Page {
  const values = new Map<PageField<unknown>, unknown>();
  const page: Page = {
    source,
    document,
    root,
    blocks,
    unicodeWords: !cleaneval,
    textAsShown: !cleaneval,
    get<T>(field: PageField<T>): T {
      let value = values.get(field) as T | undefined;
      if (value === undefined && !values.has(field)) {
        value = field.compute(page);
        values.set(field, value);
      }
      return value as T;
    },
  };
  return page;
}

/** Defines a derived page field (see PageField). */
export function pageField<T>(name: string, compute: (page: Page) => T): PageField<T> {
  return { name, compute };
}
