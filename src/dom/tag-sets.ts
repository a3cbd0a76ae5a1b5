// Node-name sets of the reference CDOM (docs/methods/web2text.md §2, `Settings.skipTags` / `Settings.blockTags`).

/** Nodes dropped with their subtree (§2 step 3). `checkbox`/`radio` are not HTML tags but are listed. */
export const SKIP_TAGS: ReadonlySet<string> = new Set(
  '#doctype br checkbox head hr iframe img input meta noscript radio script select style textarea title video'.split(' '),
);

/** Block tags: a node next to one of these (or being one) gets a block break (§2; `br` is included). */
export const BLOCK_TAGS: ReadonlySet<string> = new Set(
  ('address article aside blockquote body canvas center checkbox dd div dl fieldset figcaption figure footer ' +
    'form h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe input li main nav noscript ol output p pre radio ' +
    'section select table tbody td textarea tfoot thead tr ul video br').split(' '),
);
