// The language of a code block, for the fence's info string (```js) and the HTML's <code class="language-js">.
// Pages name it on the <code>, on the <pre> or on the element around it, in the ways highlighters do: Prism and
// highlight.js `language-js`, Google's prettify `lang-js`, SyntaxHighlighter `brush: js`, Sphinx `highlight-python`,
// MediaWiki `mw-highlight-lang-ini`, or a `data-lang` / `data-language` attribute.
import { attribute } from '../dom/attributes';
import { isElement } from '../dom/parse';
import type { DomElement, DomNode } from '../dom/types';

const LANGUAGE_CLASS = /(?:^|\s)(?:language-|lang-|brush:\s*|highlight-|mw-highlight-lang-)([\w+#.-]+)/i;
const LANGUAGE_ATTRIBUTES = ['data-lang', 'data-language'];
/** Names that say no language is known. */
const NO_LANGUAGE = new Set(['auto', 'none', 'nohighlight', 'plain', 'plaintext', 'text', 'default', 'source']);

function namedLanguage(element: DomElement): string | undefined {
  const named = [LANGUAGE_CLASS.exec(attribute(element, 'class') ?? '')?.[1], ...LANGUAGE_ATTRIBUTES.map((name) => attribute(element, name)?.trim())];
  return named.find((language) => language !== undefined && language !== '' && !NO_LANGUAGE.has(language.toLowerCase()));
}

/** The language a page names for a <pre> block: on its <code>, on itself, or on the two elements around it. */
export function codeLanguage(pre: DomElement): string | undefined {
  const code = pre.childNodes.find((child) => isElement(child) && child.tagName === 'code');
  const parent = pre.parentNode;
  const around: (DomNode | null | undefined)[] = [code, pre, parent, parent !== null && isElement(parent) ? parent.parentNode : null];
  for (const element of around) {
    if (element === null || element === undefined || !isElement(element)) continue;
    const language = namedLanguage(element);
    if (language !== undefined) return language;
  }
  return undefined;
}
