// CETD node statistics and densities (docs/methods/cetd.md §2.2–2.4): characters, tags, link characters, link tags,
// Text Density and Composite Text Density.
import type { FlatTree } from './flat-tree';

/** Tags treated as hyperlinks: "buttons and drop-down lists are treated as hyperlinks" (§2.1, [ref]). */
const LINK_TAGS: ReadonlySet<string> = new Set(['a', 'button', 'select']);

export interface NodeStats {
  chars: number;
  tags: number;
  linkChars: number;
  linkTags: number;
}

/** Definition 1: TD = C / T, with T = 0 read as 1 and C = 0 giving 0 (§2.3). */
export function textDensity(stats: NodeStats): number {
  return stats.chars === 0 ? 0 : stats.chars / (stats.tags || 1);
}

/**
 * Definition 2: CTD = (C/T) · ln(C·T / (LC·LT)) / ln ln(C·LC/¬LC + (LC_b/C_b)·C + e), with ¬LC taken from the raw
 * LC and then T, LC, LT, ¬LC clamped to 1 (§2.4, [ref] procedure). `bodyLinkRatio` = LC_b / C_b.
 */
export function compositeTextDensity(stats: NodeStats, bodyLinkRatio: number): number {
  const c = stats.chars;
  if (c === 0) return 0;
  const nonLinkChars = c - stats.linkChars || 1;
  const t = stats.tags || 1;
  const lc = stats.linkChars || 1;
  const lt = stats.linkTags || 1;
  return ((c / t) * Math.log((c * t) / (lc * lt))) / Math.log(Math.log((c * lc) / nonLinkChars + bodyLinkRatio * c + Math.E));
}

export interface TreeStats {
  chars: Float64Array;
  tags: Float64Array;
  linkChars: Float64Array;
  linkTags: Float64Array;
  /** LC_b / C_b, 0 when the body has no text. */
  bodyLinkRatio: number;
}

export function statsAt(stats: TreeStats, i: number): NodeStats {
  return { chars: stats.chars[i], tags: stats.tags[i], linkChars: stats.linkChars[i], linkTags: stats.linkTags[i] };
}

/** C, T, LC, LT of every node of the tree (root = body), counted as in §2.2; text nodes have T = LT = 0. */
export function computeTreeStats(tree: FlatTree): TreeStats {
  const n = tree.nodes.length;
  const inLink = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    inLink[i] = LINK_TAGS.has(tree.tag[i]) || (tree.parent[i] >= 0 && inLink[tree.parent[i]] === 1) ? 1 : 0;
  }
  const chars = new Float64Array(n);
  const tags = new Float64Array(n);
  const linkChars = new Float64Array(n);
  const linkTags = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const isTextNode = tree.tag[i] === '#text';
    if (isTextNode) chars[i] = tree.codePoints[i];
    if (inLink[i]) {
      linkChars[i] = chars[i];
      linkTags[i] = tags[i];
    }
    const p = tree.parent[i];
    if (p < 0) continue;
    chars[p] += chars[i];
    linkChars[p] += linkChars[i];
    if (isTextNode) continue;
    tags[p] += tags[i] + 1;
    const pureLinkWrapper = linkTags[i] === tags[i] && chars[i] === linkChars[i] && linkTags[i] !== 0;
    linkTags[p] += linkTags[i] + (LINK_TAGS.has(tree.tag[i]) || pureLinkWrapper ? 1 : 0);
  }
  return { chars, tags, linkChars, linkTags, bodyLinkRatio: chars[0] > 0 ? linkChars[0] / chars[0] : 0 };
}
