// A page's CSS without what could fetch. In CSS only a function or an at-rule loads anything (url(), image-set(),
// @import …), so every function and at-rule whose name is one that loads is taken out, arguments and all (a
// function becomes `none`, which makes its declaration one the browser drops), with the name's escapes read
// first: `u\72 l(` is url(, and survived a search for "url(" in the report's page copy. The text stays as it was
// otherwise. In a <style> element, `</style` would end the element early: its `/` is escaped (the same to CSS).

/** Functions that load a resource, in Chromium or elsewhere, and one that ran script in old browsers. */
const LOADING_FUNCTIONS = new Set(['url', 'src', 'image', 'image-set', '-webkit-image-set', 'cross-fade', '-webkit-cross-fade', 'element', '-moz-element', 'paint', 'expression']);
const LOADING_AT_RULES = new Set(['import']);

/** A run of identifier characters and escapes (CSS Syntax §4.3.7–4.3.11). */
const NAME = String.raw`(?:[A-Za-z0-9_\-\u0080-\uffff]|\\[0-9A-Fa-f]{1,6}[ \t\n\r\f]?|\\[^\n\r\f0-9A-Fa-f])+`;
const FUNCTION_OR_AT_RULE = new RegExp(`(${NAME})\\(|@(${NAME})`, 'g');
const ESCAPE = /\\(?:([0-9A-Fa-f]{1,6})[ \t\n\r\f]?|([^\n\r\f0-9A-Fa-f]))/g;

/** A name with its escapes read, lower-cased as CSS compares these names (ASCII case-insensitively). */
function decoded(name: string): string {
  return name
    .replace(ESCAPE, (_, hex: string | undefined, char: string | undefined) => (hex === undefined ? char! : String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd)))
    .toLowerCase();
}

/** Where what starts at `from` ends: after the `)` that closes the open parenthesis, or after `stop` at depth 0. */
function endOf(css: string, from: number, stop: string): number {
  let depth = stop === ')' ? 1 : 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c && css[i] !== '\n'; i++) if (css[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && stop === ')') return i + 1;
    else if (c === stop && depth === 0) return i + 1;
  }
  return css.length;
}

export function inertCss(css: string): string {
  let out = '';
  let last = 0;
  const pattern = new RegExp(FUNCTION_OR_AT_RULE);
  for (let match = pattern.exec(css); match !== null; match = pattern.exec(css)) {
    const [found, functionName, atRule] = match;
    const loads = functionName !== undefined ? LOADING_FUNCTIONS.has(decoded(functionName)) : LOADING_AT_RULES.has(decoded(atRule));
    if (!loads) continue;
    const after = match.index + found.length;
    // An unquoted url( ends at the first ')' (CSS Syntax §4.3.6); other functions at the one that closes them.
    const unquotedUrl = functionName !== undefined && decoded(functionName) === 'url' && !/^\s*["']/.test(css.slice(after, after + 64));
    const end = functionName === undefined ? endOf(css, after, ';') : unquotedUrl ? (css.indexOf(')', after) + 1 || css.length) : endOf(css, after, ')');
    out += css.slice(last, match.index) + (functionName === undefined ? '' : 'none');
    last = end;
    pattern.lastIndex = end;
  }
  return out + css.slice(last);
}

/** CSS as the text of a <style> element: it cannot end the element. */
export function styleElementText(css: string): string {
  return inertCss(css).replace(/<\/(?=style)/gi, '<\\/');
}
