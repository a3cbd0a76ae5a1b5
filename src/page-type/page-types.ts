// The kinds of page a page type guess names: the seven page types of the WCXB benchmark.
export const PAGE_TYPES = ['article', 'collection', 'documentation', 'forum', 'listing', 'product', 'service'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
