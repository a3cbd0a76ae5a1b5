// The page's language: what it declares (<html lang>, Content-Language, og:locale, Dublin Core, JSON-LD
// inLanguage) as a BCP 47 tag, else detected from its text with eld (ISO 639-1 code, 60 languages).
import type * as Eld from './eld';
import type { Block, Page } from '../dom/types';
import type { MetadataSources } from './sources';

/** A BCP 47 tag as pages write them: a 2–3 letter language, optional subtags; `_` for `-` is accepted. */
const LANGUAGE_TAG = /^([a-z]{2,3})(?:[-_]([a-z0-9]{2,8}))*$/i;
/** Fewer letters than this is too little text to tell its language. */
const MIN_DETECTION_LETTERS = 20;

/** A declared language in BCP 47 case (`en`, `en-US`, `zh-Hant-TW`), or undefined when it is not a tag. */
export function normaliseLanguageTag(value: string): string | undefined {
  const tag = value.trim();
  if (!LANGUAGE_TAG.test(tag) || /^(x|i)[-_]/i.test(tag)) return undefined;
  return tag
    .split(/[-_]/)
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part.length === 4 ? part[0].toUpperCase() + part.slice(1).toLowerCase() : part.toLowerCase()))
    .join('-');
}

export function declaredLanguage(sources: MetadataSources, jsonLdLanguages: readonly string[]): string | undefined {
  const declared = [
    sources.htmlLang,
    ...(sources.meta.get('content-language') ?? []).map((value) => value.split(',')[0]),
    ...['og:locale', 'dc.language', 'dcterms.language', 'language'].flatMap((key) => sources.meta.get(key) ?? []),
    ...jsonLdLanguages,
  ];
  for (const value of declared) {
    const tag = value === undefined ? undefined : normaliseLanguageTag(value);
    if (tag !== undefined) return tag;
  }
  return undefined;
}

/** Whether a text has at least `count` letters (counted up to there, not collected). */
function hasLetters(text: string, count: number): boolean {
  const letter = /\p{L}/gu;
  for (let found = 0; letter.exec(text) !== null; ) if (++found >= count) return true;
  return count <= 0;
}

/**
 * Characters of a text that detection reads. eld itself reads at most about 350 bytes (UTF-8) of it, once every run
 * of non-letters is one space; 500 characters give it that much (the same language as from 1,000 on all 2,758 pages
 * of CleanEval, WCXB and L3S-GN1) in about 60% of the time.
 */
export const DETECTION_CHARS = 500;

/** Blocks with fewer words are menus and buttons, not prose. */
const PROSE_BLOCK_WORDS = 8;

/** The start of the page's prose blocks (all its blocks when it has none), what detection reads; the rest is not read. */
export function proseSample(page: Page): string {
  const isProse = (block: Block) => block.node.props.nWords >= PROSE_BLOCK_WORDS;
  return sampleOf(page.blocks, isProse) ?? sampleOf(page.blocks, () => true) ?? '';
}

/** The start of the texts of the blocks that `take` says, read up to DETECTION_CHARS; undefined when it takes none. */
function sampleOf(blocks: readonly Block[], take: (block: Block) => boolean): string | undefined {
  const texts: string[] = [];
  for (let i = 0, length = 0; i < blocks.length && length < DETECTION_CHARS; i++) {
    if (!take(blocks[i])) continue;
    texts.push(blocks[i].text);
    length += blocks[i].text.length + 1;
  }
  return texts.length === 0 ? undefined : texts.join(' ').slice(0, DETECTION_CHARS);
}

let detector: typeof Eld.eld | undefined;

/** The language of a text (ISO 639-1) from its first DETECTION_CHARS characters, or undefined when the text is too short or eld cannot tell. */
export function detectLanguage(text: string): string | undefined {
  if (!hasLetters(text, MIN_DETECTION_LETTERS)) return undefined;
  // Loaded on first use: its n-gram tables take ≈ 0.4 s of CPU to load, and most pages declare their language. Kept:
  // a require() of a loaded module still resolves its path.
  detector ??= (require('./eld') as typeof Eld).eld;
  const { language } = detector.detect(text.slice(0, DETECTION_CHARS));
  return language === '' ? undefined : language;
}
