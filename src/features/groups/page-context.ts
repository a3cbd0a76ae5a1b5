// Modern pages: where a block stands on its page (docs/methods/modern-pages.md §4, "page-level context a block can be
// judged against"). The reference's features see a block, two ancestors and the root; these add the page's densest
// prose (a Readability-style candidate: the container whose paragraphs hold the most words), the page's link share and
// size, how often the block's class path and text repeat, and whether it repeats the <title> (the benchmark's gold
// rarely holds the headline).
import { isElement } from '../../dom/parse';
import { pageField } from '../../dom/page';
import type { CdomNode, DomElement, DomNode, Page } from '../../dom/types';
import { BLOCK_MATCH_TEXTS } from '../../dom/block-match-texts';
import { normaliseForMatch } from '../../dom/text';
import type { FeatureGroup } from '../group';
import { featureContext } from '../reference-context';

/**
 * A block is a paragraph of prose when it has at least this many words and at most this share of its characters
 * in links; each gives its words to its parent and half of them to its grandparent (Readability's candidate
 * scoring, on Collapsed-DOM nodes).
 */
const PROSE_MIN_WORDS = 10;
const PROSE_MAX_LINK_SHARE = 0.3;
const GRANDPARENT_SHARE = 0.5;

/** Scales of the logarithmic columns: ln(1 + x) / scale stays about within [0, 1] on real pages. */
const PAGE_WORDS_SCALE = 8;
const PAGE_BLOCKS_SCALE = 7;
const REPEAT_SCALE = 4;
const BLOCK_WORDS_SCALE = 5;
/** Only blocks this short are compared with the <title> (a headline is short; paragraphs need no look-up). */
const TITLE_MAX_WORDS = 40;
/** Shorter texts ("|", "Home") repeat in any title by chance. */
const TITLE_MIN_CHARACTERS = 3;

/** The block (its text as compared) repeats the page title: it is within the title (a headline) or holds all of it. */
function repeatsTitle(block: string, title: string): boolean {
  return block.length >= TITLE_MIN_CHARACTERS && (title.includes(block) || block.includes(title));
}

/** The <title> text of the page's <head>. */
function titleText(page: Page): string {
  const child = (parent: { childNodes: DomNode[] } | undefined, tag: string) =>
    parent?.childNodes.find((node) => isElement(node) && node.tagName === tag) as DomElement | undefined;
  const title = child(child(child(page.document, 'html'), 'head'), 'title');
  return title === undefined ? '' : title.childNodes.map((node) => ('value' in node ? node.value : '')).join(' ');
}

/** The node of the densest prose, or null on a page without prose blocks. */
function proseCandidate(page: Page): CdomNode | null {
  const score = new Map<CdomNode, number>();
  for (const block of page.blocks) {
    const { nWords, nCharsInLink, nCharacters } = block.node.props;
    if (nWords < PROSE_MIN_WORDS || nCharsInLink > PROSE_MAX_LINK_SHARE * nCharacters) continue;
    const parent = block.node.parent;
    if (parent === null) continue;
    score.set(parent, (score.get(parent) ?? 0) + nWords);
    if (parent.parent !== null) score.set(parent.parent, (score.get(parent.parent) ?? 0) + GRANDPARENT_SHARE * nWords);
  }
  let best: CdomNode | null = null;
  let bestScore = 0;
  for (const [node, s] of score) {
    if (s > bestScore) {
      best = node;
      bestScore = s;
    }
  }
  return best;
}

/** The first and last block below `node` (a node's leaves are consecutive blocks), or [−1, −1]. */
function blockRange(page: Page, node: CdomNode | null): [number, number] {
  if (node === null) return [-1, -1];
  let first = node;
  while (first.children.length > 0) first = first.children[0];
  let last = node;
  while (last.children.length > 0) last = last.children[last.children.length - 1];
  const indexOf = (leaf: CdomNode) => page.blocks.findIndex((block) => block.node === leaf);
  return [indexOf(first), indexOf(last)];
}

interface ProseLayout {
  /** Blocks first..last are below the candidate, parentFirst..parentLast below its parent (−1 without one). */
  first: number;
  last: number;
  parentFirst: number;
  parentLast: number;
  /** The candidate's share of the page's words (0 without a candidate). */
  candidateShare: number;
}

const PROSE_LAYOUT = pageField('densest prose of the page', (page): ProseLayout => {
  const candidate = proseCandidate(page);
  const pageWords = page.root?.props.nWords ?? 0;
  const [first, last] = blockRange(page, candidate);
  const [parentFirst, parentLast] = blockRange(page, candidate?.parent ?? null);
  return { first, last, parentFirst, parentLast, candidateShare: candidate !== null && pageWords > 0 ? candidate.props.nWords / pageWords : 0 };
});

export const PAGE_CONTEXT: FeatureGroup = {
  name: 'page_context',
  rows: 'block',
  names: [
    'page_link_density', 'page_log_words', 'page_log_blocks', 'in_prose_candidate', 'in_prose_candidate_parent',
    'prose_candidate_share', 'before_prose_candidate', 'after_prose_candidate', 'log_same_class_path',
    'log_same_text', 'repeats_title', 'log_words', 'link_density', 'relative_depth', 'share_of_parent',
  ],
  compute(page, { out, stride, offset }, options) {
    const root = page.root as CdomNode;
    const context = featureContext(page, options);
    const prose = page.get(PROSE_LAYOUT);
    const title = normaliseForMatch(titleText(page));
    const matchTexts = page.get(BLOCK_MATCH_TEXTS);
    const n = page.blocks.length;
    const pageLinkDensity = root.props.nCharacters > 0 ? root.props.nCharsInLink / root.props.nCharacters : 0;
    let maxDepth = 1;
    for (const block of page.blocks) maxDepth = Math.max(maxDepth, block.node.depth);
    for (let b = 0, at = offset; b < n; b++, at += stride) {
      const { node } = page.blocks[b];
      const props = node.props;
      out[at] = pageLinkDensity;
      out[at + 1] = Math.log1p(root.props.nWords) / PAGE_WORDS_SCALE;
      out[at + 2] = Math.log1p(n) / PAGE_BLOCKS_SCALE;
      out[at + 3] = b >= prose.first && b <= prose.last && prose.first >= 0 ? 1 : 0;
      out[at + 4] = b >= prose.parentFirst && b <= prose.parentLast && prose.parentFirst >= 0 ? 1 : 0;
      out[at + 5] = prose.candidateShare;
      out[at + 6] = prose.first >= 0 && b < prose.first ? 1 : 0;
      out[at + 7] = prose.last >= 0 && b > prose.last ? 1 : 0;
      out[at + 8] = Math.log1p(context.selectorCount[b]) / REPEAT_SCALE;
      out[at + 9] = Math.log1p(context.textCount[b]) / REPEAT_SCALE;
      out[at + 10] = title.length >= TITLE_MIN_CHARACTERS && props.nWords <= TITLE_MAX_WORDS && repeatsTitle(matchTexts.of(b), title) ? 1 : 0;
      out[at + 11] = Math.log1p(props.nWords) / BLOCK_WORDS_SCALE;
      out[at + 12] = props.nCharacters > 0 ? props.nCharsInLink / props.nCharacters : 0;
      out[at + 13] = node.depth / maxDepth;
      out[at + 14] = node.parent !== null && node.parent.props.nCharacters > 0 ? props.nCharacters / node.parent.props.nCharacters : 1;
    }
  },
};
