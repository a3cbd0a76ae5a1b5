// The parts an annotated article page is made of (L3S-GN1's annotation: headline, full text, supplemental, related
// content, user comments). Article benchmarks score the body; headline and supplemental text (bylines, dates,
// captions) around it is neither required nor wrong; related teasers and comments are not the article.
export const ARTICLE_PARTS = ['headline', 'body', 'supplemental', 'related', 'comments'] as const;
export type ArticlePart = (typeof ARTICLE_PARTS)[number];
