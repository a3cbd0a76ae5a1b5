// Inputs of a model's context stage: the first stage's content probabilities pooled over each block's
// Collapsed-DOM containers (features/block-ancestry.ts). For each of the block's ANCESTOR_LEVELS containers: the
// word-weighted mean probability of content of its blocks and its share of the page's words; then the block's
// own probability and the page's mean. A listing's cards or a forum's posts then share the verdict of their
// container, where a 9-block window of the first stage sees only neighbours.
/** Each block's words and its containers' ids, n × levels (features/block-ancestry.ts computes them from a page). */
export interface BlockContainers {
  words: ArrayLike<number>;
  ancestors: Int32Array;
}

/** Columns per block for `levels` ancestor levels. */
export function subtreeContextWidth(levels: number): number {
  return 2 * levels + 2;
}

export function subtreeContextNames(levels: number): string[] {
  const names: string[] = [];
  for (let level = 1; level <= levels; level++) names.push(`ancestor_${level}_p_content`, `ancestor_${level}_word_share`);
  return [...names, 'p_content', 'page_p_content'];
}

/**
 * n × subtreeContextWidth(levels), row-major. pContent and words have n entries; ancestors has n × levels ids
 * (−1 above the root, where a block takes its highest container's values).
 */
export function subtreeContext(pContent: ArrayLike<number>, words: ArrayLike<number>, ancestors: Int32Array, levels: number): Float32Array {
  const n = pContent.length;
  let nodes = 0;
  for (let i = 0; i < ancestors.length; i++) nodes = Math.max(nodes, ancestors[i] + 1);
  // A block of no words still counts a little, so a container of link-only blocks has a mean too.
  const weight = (b: number) => words[b] + 1;
  const weightSum = new Float64Array(nodes);
  const contentSum = new Float64Array(nodes);
  const wordSum = new Float64Array(nodes);
  let pageWeight = 0;
  let pageContent = 0;
  let pageWords = 0;
  for (let b = 0; b < n; b++) {
    const w = weight(b);
    pageWeight += w;
    pageContent += pContent[b] * w;
    pageWords += words[b];
    for (let level = 0; level < levels; level++) {
      const node = ancestors[b * levels + level];
      if (node < 0) break;
      weightSum[node] += w;
      contentSum[node] += pContent[b] * w;
      wordSum[node] += words[b];
    }
  }
  const width = subtreeContextWidth(levels);
  const out = new Float32Array(n * width);
  for (let b = 0; b < n; b++) {
    const at = b * width;
    let node = -1;
    for (let level = 0; level < levels; level++) {
      node = ancestors[b * levels + level] >= 0 ? ancestors[b * levels + level] : node;
      out[at + 2 * level] = node >= 0 ? contentSum[node] / weightSum[node] : pContent[b];
      out[at + 2 * level + 1] = node >= 0 && pageWords > 0 ? wordSum[node] / pageWords : 0;
    }
    out[at + 2 * levels] = pContent[b];
    out[at + 2 * levels + 1] = pageWeight > 0 ? pageContent / pageWeight : 0;
  }
  return out;
}
