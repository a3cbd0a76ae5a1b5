// A page's confidence features: what a page and a learned labelling of it say about how right the labelling is,
// without its gold — how sure the block net was (the spread of its content probabilities over the page's words),
// what share of the page it kept and in how many pieces, what kind of page it is, and how far a cheap heuristic
// extractor (MCE, read on the page's collapsed DOM) agrees with it. The confidence model (confidence.ts) weighs them.
import type { Page } from '../dom/types';
import { BLOCK_WORDS } from '../features/block-ancestry';
import { CDOM_TREE } from '../heuristics/cdom-tree';
import { mceOnTree } from '../heuristics/mce';
import { labelsFromSelection } from '../heuristics/selection';
import { COMMENTS_CLASS, RELATED_CLASS } from '../model/block-classes';
import { PAGE_TYPE } from '../page-type/classifier';
import { PAGE_TYPES } from '../page-type/page-types';

/** A learned labelling of a page: what the features read. */
export interface LearnedOutput {
  labels: Uint8Array;
  pContent: Float32Array;
  parts?: Uint8Array;
}

/** A content probability between these is a block the net was unsure of. */
const UNSURE = [0.2, 0.8] as const;

/** Names of the features, in the order confidenceFeatures gives them. */
export const CONFIDENCE_FEATURES: readonly string[] = [
  ...PAGE_TYPES.map((type) => `type:${type}`),
  'typeMax',
  'certainty',
  'unsure',
  'pKept',
  'pDropped',
  'keptShare',
  'logKept',
  'logWords',
  'linkKept',
  'agree:mce-cdom',
  'empty',
  'runs',
  'bestRun',
  'otherParts',
];

/**
 * How far two labellings of the same blocks agree: the F1 of one's content words against the other's (each block's
 * words count; 1 when neither keeps any).
 */
export function labelAgreement(a: ArrayLike<number>, b: ArrayLike<number>, words: ArrayLike<number>): number {
  let both = 0;
  let inA = 0;
  let inB = 0;
  for (let i = 0; i < words.length; i++) {
    if (a[i] === 1) inA += words[i];
    if (b[i] === 1) inB += words[i];
    if (a[i] === 1 && b[i] === 1) both += words[i];
  }
  return inA + inB === 0 ? 1 : (2 * both) / (inA + inB);
}

/**
 * MCE's labels of the page read on its collapsed DOM (heuristics/cdom-tree.ts), the blocks' words and characters
 * as the page's parse measured them: ≈ 0.1 ms a median CleanEval page, where MCE on the page's DOM (the 'mce'
 * method) takes ≈ 0.45 ms, most of it walking and measuring the page's text again.
 */
function mceLabels(page: Page): Uint8Array {
  const tree = page.get(CDOM_TREE);
  if (tree === null) return new Uint8Array(page.blocks.length);
  return labelsFromSelection(page, tree, mceOnTree(tree).selected);
}

/** The features of a labelling of `page`, in CONFIDENCE_FEATURES order. */
export function confidenceFeatures(page: Page, output: LearnedOutput): number[] {
  const { labels, pContent, parts } = output;
  const words = page.get(BLOCK_WORDS);
  let total = 0;
  let kept = 0;
  let certain = 0;
  let unsure = 0;
  let pKept = 0;
  let pDropped = 0;
  let linkKept = 0;
  let charactersKept = 0;
  let otherParts = 0;
  let runs = 0;
  let run = 0;
  let bestRun = 0;
  for (let b = 0; b < labels.length; b++) {
    const n = words[b];
    const p = pContent[b];
    total += n;
    certain += n * Math.abs(2 * p - 1);
    if (p > UNSURE[0] && p < UNSURE[1]) unsure += n;
    if (parts !== undefined && (parts[b] === COMMENTS_CLASS || parts[b] === RELATED_CLASS)) otherParts += n;
    if (labels[b] === 1) {
      const { props } = page.blocks[b].node;
      kept += n;
      pKept += n * p;
      linkKept += props.nCharsInLink;
      charactersKept += props.nCharacters;
      if (b === 0 || labels[b - 1] === 0) runs++;
      run += n;
      bestRun = Math.max(bestRun, run);
    } else {
      pDropped += n * p;
      run = 0;
    }
  }
  const dropped = total - kept;
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const { probabilities } = page.get(PAGE_TYPE);
  const typeProbabilities = PAGE_TYPES.map((type) => probabilities[type]);
  const agreement = labelAgreement(mceLabels(page), labels, words);
  return [
    ...typeProbabilities,
    Math.max(...typeProbabilities),
    share(certain, total),
    share(unsure, total),
    share(pKept, kept),
    share(pDropped, dropped),
    share(kept, total),
    Math.log1p(kept),
    Math.log1p(total),
    share(linkKept, charactersKept),
    agreement,
    kept === 0 ? 1 : 0,
    Math.log1p(runs),
    share(bestRun, kept),
    share(otherParts, total),
  ];
}
