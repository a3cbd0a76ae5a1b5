// TagExtractor (docs/methods/web2text.md §4): ±1 per tag of a fixed list, whether the node's merged tag chain holds it.
import type { CdomNode } from '../dom/types';
import { pm1 } from './encoding';

/**
 * A TagExtractor list: its tags in feature order, their feature names `tag_X`, and per tag the bit mask of the
 * positions holding it.
 */
export interface TagList {
  tags: readonly string[];
  names: readonly string[];
  positions: ReadonlyMap<string, number>;
}

/** Feature names `tag_X`; the reference's node list has `ul` twice, the second is named `tag_ul_2` to stay unique. */
function tagNames(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map((tag) => {
    const name = seen.has(tag) ? `tag_${tag}_2` : `tag_${tag}`;
    seen.add(tag);
    return name;
  });
}

function tagList(list: string): TagList {
  const tags = list.split(' ');
  // One bit per position of a 32-bit mask.
  if (tags.length > 31) throw new Error('a tag list has at most 31 entries');
  const positions = new Map<string, number>();
  tags.forEach((tag, i) => positions.set(tag, (positions.get(tag) ?? 0) | (1 << i)));
  return { tags, names: tagNames(tags), positions };
}

/** TagExtractor("node") list, 20 entries; `ul` appears twice in the reference (§4). */
export const NODE_TAGS = tagList('td div p tr table body ul span li blockquote b small a ol ul i form dl strong pre');
/** TagExtractor("leaf") list, 19 entries (§4). */
export const LEAF_TAGS = tagList('a p td b li span i tr div strong em h3 h2 table h4 small sup h1 blockquote');

/** TagExtractor: B(tag ∈ node.tags) over the whole merged chain (§4), written at `offset`. */
export function writeTagFeatures(node: CdomNode, tags: TagList, out: Float32Array, offset: number): void {
  let present = 0;
  for (const tag of node.tags) present |= tags.positions.get(tag) ?? 0;
  for (let i = 0; i < tags.tags.length; i++) out[offset + i] = pm1((present & (1 << i)) !== 0);
}
