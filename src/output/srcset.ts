// The address of the largest candidate of a `srcset` (HTML §4.8.4.3.10 "parse a srcset attribute"): responsive
// images, and lazy-loading scripts (`data-srcset`), may give an image no `src` of its own, and a browser shows one of
// these candidates. The largest is the one a reader's screen shows sharpest. (parse-srcset, which sanitize-html brings,
// writes a line to standard output for each invalid descriptor, where the CLI writes the page's text.)

/** The candidates' URLs with their width (`480w`) or density (`2x`) as a number, 1x where none is given. */
function candidates(srcset: string): { url: string; size: number }[] {
  const found: { url: string; size: number }[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at])) at++;
    const start = at;
    while (at < srcset.length && !/\s/.test(srcset[at])) at++;
    let url = srcset.slice(start, at);
    if (url === '') break;
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0;
      while (at < srcset.length && (srcset[at] !== ',' || depth > 0)) {
        if (srcset[at] === '(') depth++;
        else if (srcset[at] === ')') depth = Math.max(0, depth - 1);
        descriptor += srcset[at++];
      }
    }
    const size = /^\s*(\d+(?:\.\d+)?)[wx]\s*$/i.exec(descriptor);
    if (url !== '') found.push({ url, size: size === null ? 1 : Number(size[1]) });
  }
  return found;
}

/** The URL of the srcset's largest candidate (the first of equals), or undefined for none. */
export function largestSrcsetUrl(srcset: string): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const candidate of candidates(srcset)) if (best === undefined || candidate.size > best.size) best = candidate;
  return best?.url;
}
