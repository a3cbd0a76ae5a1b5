// A repeated group's items are of one part: a comment list's items are all reader comments, a teaser list's all related
// teasers. The nets name each left-out block's part on its own, and may name some items of one list comments and
// others related teasers, or one comment's text boilerplate. Within a repeated sibling group (dom/sibling-groups.ts)
// the blocks named either take the one of the two that holds more of their words; and in a column of the group (the
// blocks at one place of every item) whose words are mostly named either, the column's blocks named boilerplate take
// it too. A column mostly named boilerplate (each comment's "Reply" link, a poster's name) keeps its parts.
import { SIBLING_GROUPS } from '../dom/sibling-groups';
import type { Page } from '../dom/types';
import { BLOCK_WORDS } from '../features/block-ancestry';
import { BOILERPLATE_CLASS, COMMENTS_CLASS, RELATED_CLASS } from '../model/block-classes';
import { partsUnder } from '../model/block-parts';
import type { PagePrediction } from '../model/predict';

export function withGroupParts(page: Page, prediction: PagePrediction): PagePrediction {
  const { leftOutParts } = prediction;
  if (leftOutParts === undefined) return prediction;
  const { groups, groupOf, columnOf, columns } = page.get(SIBLING_GROUPS);
  if (groups.length === 0) return prediction;
  const words = page.get(BLOCK_WORDS);
  const commentWords = new Float64Array(groups.length);
  const relatedWords = new Float64Array(groups.length);
  // Per column, the words of its blocks named comments or related, and of those named boilerplate.
  const namedWords = new Float64Array(columns);
  const boilerplateWords = new Float64Array(columns);
  for (let b = 0; b < leftOutParts.length; b++) {
    const g = groupOf[b];
    if (g < 0) continue;
    const weight = words[b] + 1;
    if (leftOutParts[b] === COMMENTS_CLASS) commentWords[g] += weight;
    else if (leftOutParts[b] === RELATED_CLASS) relatedWords[g] += weight;
    if (leftOutParts[b] === BOILERPLATE_CLASS) boilerplateWords[columnOf[b]] += weight;
    else namedWords[columnOf[b]] += weight;
  }
  let parts: Uint8Array | undefined;
  for (let b = 0; b < leftOutParts.length; b++) {
    const g = groupOf[b];
    if (g < 0 || commentWords[g] + relatedWords[g] === 0) continue;
    const part = commentWords[g] >= relatedWords[g] ? COMMENTS_CLASS : RELATED_CLASS;
    const named = leftOutParts[b] === COMMENTS_CLASS || leftOutParts[b] === RELATED_CLASS;
    const inNamedColumn = leftOutParts[b] === BOILERPLATE_CLASS && namedWords[columnOf[b]] > boilerplateWords[columnOf[b]];
    if ((named || inNamedColumn) && leftOutParts[b] !== part) (parts ??= leftOutParts.slice())[b] = part;
  }
  return parts === undefined ? prediction : { ...prediction, leftOutParts: parts, parts: partsUnder(prediction.labels, parts) };
}
