// A comment thread is one region of the page: a block the nets keep as content inside an element whose words they
// mostly name reader comments — a commenter's name, a score, one reply of the thread — belongs to the thread. Such a
// block takes the part comments and is left out of the content (the comments policy may keep it again). An element
// is a thread when the words named comments are many and outweigh the content words inside it, and those content
// words are less than half the page's: the element then cannot hold the article's body. Related teasers are not
// taken so: on a listing page the teasers the nets name related are often its content.
import type { Page } from '../dom/types';
import { BLOCK_WORDS } from '../features/block-ancestry';
import { ELEMENT_TREE } from '../features/dom-ancestors';
import { COMMENTS_CLASS } from '../model/block-classes';
import { partsUnder } from '../model/block-parts';
import type { PagePrediction } from '../model/predict';

/** Fewer words named comments than this make no thread (a lone "Comments" heading, a "Leave a reply" form). */
const MIN_COMMENT_WORDS = 40;
/** A thread's words named comments are at least this many times its content words. */
const COMMENT_WORDS_PER_CONTENT_WORD = 3;
/** A thread holds less than this share of the page's content words. */
const MAX_CONTENT_SHARE = 0.5;

/** Sums each element's own values into all its ancestors' (ELEMENT_TREE lists parents before their children). */
function subtreeSums(values: Float64Array, parent: Int32Array): Float64Array {
  for (let e = values.length - 1; e > 0; e--) if (parent[e] >= 0) values[parent[e]] += values[e];
  return values;
}

export function withCommentThreads(page: Page, prediction: PagePrediction): PagePrediction {
  const { leftOutParts, labels } = prediction;
  if (leftOutParts === undefined || !labels.includes(1) || !leftOutParts.includes(COMMENTS_CLASS)) return prediction;
  const { parent, blockElement } = page.get(ELEMENT_TREE);
  const words = page.get(BLOCK_WORDS);
  const content = new Float64Array(parent.length);
  const comments = new Float64Array(parent.length);
  let pageContent = 0;
  for (let b = 0; b < labels.length; b++) {
    const e = blockElement[b];
    if (labels[b] === 1) pageContent += words[b];
    if (e < 0) continue;
    if (labels[b] === 1) content[e] += words[b];
    else if (leftOutParts[b] === COMMENTS_CLASS) comments[e] += words[b];
  }
  subtreeSums(content, parent);
  subtreeSums(comments, parent);
  // Whether the element or one above it is a thread.
  const inThread = new Uint8Array(parent.length);
  for (let e = 0; e < parent.length; e++) {
    const isThread = comments[e] >= MIN_COMMENT_WORDS && comments[e] >= COMMENT_WORDS_PER_CONTENT_WORD * content[e] && content[e] < MAX_CONTENT_SHARE * pageContent;
    inThread[e] = isThread || (parent[e] >= 0 && inThread[parent[e]] === 1) ? 1 : 0;
  }
  let threadLabels: Uint8Array | undefined;
  let threadParts: Uint8Array | undefined;
  for (let b = 0; b < labels.length; b++) {
    if (labels[b] !== 1 || blockElement[b] < 0 || inThread[blockElement[b]] === 0) continue;
    (threadLabels ??= labels.slice())[b] = 0;
    (threadParts ??= leftOutParts.slice())[b] = COMMENTS_CLASS;
  }
  if (threadLabels === undefined || threadParts === undefined) return prediction;
  // The unary labels lose the blocks taken into a thread, and only those.
  const unaryLabels = prediction.unaryLabels.map((label, b) => (labels[b] === 1 && threadLabels[b] === 0 ? 0 : label));
  return { ...prediction, labels: threadLabels, unaryLabels, leftOutParts: threadParts, parts: partsUnder(threadLabels, threadParts) };
}
