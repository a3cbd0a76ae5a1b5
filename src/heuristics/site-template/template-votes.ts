// The vote over the compared pages (docs/methods/site-template.md §2.4, §2.6, A6, A8, A16): a key-page node is template
// when the top-down mappings of at least v compared pages hold it — Algorithm 1's union over v-subsets, counted
// pairwise.
import type { MappingTree } from './mapping-tree';
import type { TextMatching } from './node-equality';

export interface TemplateVote {
  /** 1 for each template node of the key page; closed under parent. */
  template: Uint8Array;
  /** The votes a node needed: v (one more when a page is a copy), at most the pages voting (A6, A16). */
  votesNeeded: number;
  /** Indices of the mappings that hold every key node: copies of the key page (A16). */
  copies: number[];
}

/**
 * Counts the votes of each mapping (one per compared page, from mapTopDown) and keeps the nodes with enough. When a
 * page maps every key node it is a copy of the key page (or, ignoring text, has its very structure), and a node needs
 * one more vote ([H]'s rule, A16). With 'content' text matching an element that holds text is template only where
 * some of that text is (A11 [S]): the article's own paragraphs may sit where another page has its paragraphs, but
 * they are not the template.
 */
export function voteTemplate(key: MappingTree, mappings: readonly Uint8Array[], votes: number, textMatching: TextMatching): TemplateVote {
  const copies = mappings.flatMap((mapped, k) => (mapped.every((flag) => flag === 1) ? [k] : []));
  const votesNeeded = Math.min(votes + (copies.length > 0 ? 1 : 0), mappings.length);
  const template = new Uint8Array(key.size);
  if (votesNeeded === 0) return { template, votesNeeded, copies };
  const count = new Int32Array(key.size);
  for (const mapped of mappings) for (let i = 0; i < key.size; i++) count[i] += mapped[i];
  for (let i = 0; i < key.size; i++) template[i] = count[i] >= votesNeeded ? 1 : 0;
  return { template: textMatching === 'content' ? withSharedTextOnly(key, template) : template, votesNeeded, copies };
}

/**
 * The template without the text-holding elements none of whose text is template (and below them everything): the
 * root, template text, its ancestors, and template elements without text whose parent stays.
 */
function withSharedTextOnly(key: MappingTree, template: Uint8Array): Uint8Array {
  const sharedText = new Uint8Array(key.size);
  for (let i = key.size - 1; i > 0; i--) {
    if (key.tag[i] === '#text' && template[i]) sharedText[i] = 1;
    if (sharedText[i]) sharedText[key.parent[i]] = 1;
  }
  const kept = new Uint8Array(key.size);
  kept[0] = template[0];
  for (let i = 1; i < key.size; i++) {
    kept[i] = template[i] && (sharedText[i] || (!key.holdsText[i] && kept[key.parent[i]])) ? 1 : 0;
  }
  return kept;
}
