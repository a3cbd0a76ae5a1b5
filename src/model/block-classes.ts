// The classes a block net tells apart. A two-class net (the paper's) tells content from boilerplate; a four-class
// net also tells reader comments and related teasers (links to other articles) from the rest of the boilerplate,
// so that the output can give each block its part and a user can keep the comments. Content is class 1 in both.
export const BLOCK_CLASSES = ['boilerplate', 'body', 'comments', 'related'] as const;
export type BlockClass = (typeof BLOCK_CLASSES)[number];

export const BOILERPLATE_CLASS = 0;
/** The content class: the body of an article, the posts of a forum thread, whatever the page is for. */
export const CONTENT_CLASS = 1;
export const COMMENTS_CLASS = 2;
export const RELATED_CLASS = 3;
/** Outputs of a net of the paper (content or not) and of a net of parts. */
export const BINARY_OUTPUTS = 2;
export const PART_OUTPUTS = BLOCK_CLASSES.length;

export function isBlockOutputs(outputs: number): boolean {
  return outputs === BINARY_OUTPUTS || outputs === PART_OUTPUTS;
}

/** What the text holds of reader comments (a model of parts tells them apart): keep or drop them. */
export const COMMENTS_POLICIES = ['keep', 'drop'] as const;
export type CommentsPolicy = (typeof COMMENTS_POLICIES)[number];
/** Reader comments are not the article unless asked for. */
export const DEFAULT_COMMENTS: CommentsPolicy = 'drop';

/**
 * Multipliers of the comments' and related teasers' probabilities when a block left out of the content is given
 * its part (block-parts.ts partsOf); chosen on validation at training time (training/part-weights.ts).
 */
export interface PartWeights {
  comments: number;
  related: number;
}
