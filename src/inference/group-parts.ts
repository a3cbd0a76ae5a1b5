// A repeated group's items are of one part: a comment list's items are all reader comments, a teaser list's all related
// teasers. The nets name each left-out block's part on its own, and may name some items of one list comments and
// others related teasers; within a repeated sibling group (dom/sibling-groups.ts) the blocks named either take the
// one of the two that holds more of their words. Blocks named boilerplate (a poster's name, a date) keep their part.
import { SIBLING_GROUPS } from '../dom/sibling-groups';
import type { Page } from '../dom/types';
import { BLOCK_WORDS } from '../features/block-ancestry';
import { COMMENTS_CLASS, RELATED_CLASS } from '../model/block-classes';
import { partsUnder } from '../model/block-parts';
import type { PagePrediction } from '../model/predict';

export function withGroupParts(page: Page, prediction: PagePrediction): PagePrediction {
  const { leftOutParts } = prediction;
  if (leftOutParts === undefined) return prediction;
  const { groups, groupOf } = page.get(SIBLING_GROUPS);
  if (groups.length === 0) return prediction;
  const words = page.get(BLOCK_WORDS);
  const commentWords = new Float64Array(groups.length);
  const relatedWords = new Float64Array(groups.length);
  for (let b = 0; b < leftOutParts.length; b++) {
    const g = groupOf[b];
    if (g < 0) continue;
    if (leftOutParts[b] === COMMENTS_CLASS) commentWords[g] += words[b] + 1;
    else if (leftOutParts[b] === RELATED_CLASS) relatedWords[g] += words[b] + 1;
  }
  let parts: Uint8Array | undefined;
  for (let b = 0; b < leftOutParts.length; b++) {
    const g = groupOf[b];
    if (g < 0 || commentWords[g] === 0 || relatedWords[g] === 0) continue;
    if (leftOutParts[b] !== COMMENTS_CLASS && leftOutParts[b] !== RELATED_CLASS) continue;
    const part = commentWords[g] >= relatedWords[g] ? COMMENTS_CLASS : RELATED_CLASS;
    if (leftOutParts[b] !== part) (parts ??= leftOutParts.slice())[b] = part;
  }
  return parts === undefined ? prediction : { ...prediction, leftOutParts: parts, parts: partsUnder(prediction.labels, parts) };
}
