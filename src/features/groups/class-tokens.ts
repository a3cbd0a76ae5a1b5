// Modern pages: the class/id words of the elements around a block, as learned columns (docs/methods/modern-pages.md
// §3.4). Three bags over one vocabulary: "near" = the three innermost elements holding the block's text, "far" = any
// element above it (below <body>), "page" = <html> and <body> (page-type hints such as "single-post" or
// "product-template"). The vocabulary is the words seen on the most training sites (class-token-vocabulary.ts),
// so no column can only memorise one site's template.
import { isElement } from '../../dom/parse';
import { pageField } from '../../dom/page';
import type { DomElement, DomNode, Page } from '../../dom/types';
import { classIdTokens } from '../class-id-tokens';
import { CLASS_TOKEN_VOCABULARY } from '../class-token-vocabulary';
import { ELEMENT_TREE } from '../dom-ancestors';
import type { FeatureGroup } from '../group';

/** Elements in the "near" bag: the text's own element and the two above it. */
const NEAR_ELEMENTS = 3;
const V = CLASS_TOKEN_VOCABULARY.length;
/** A bag is a bit set of WORDS 32-bit words. */
const WORDS = Math.ceil(V / 32);
const INDEX = new Map(CLASS_TOKEN_VOCABULARY.map((token, i) => [token, i]));

/** ORs the element's vocabulary tokens into `into` at `at`; class/id values repeat, so each is tokenised once. */
function addTokens(element: DomElement, into: Uint32Array, at: number, cache: Map<string, number[]>): void {
  for (const attr of element.attrs) {
    if (attr.name !== 'class' && attr.name !== 'id') continue;
    let indices = cache.get(attr.value);
    if (indices === undefined) {
      indices = [];
      for (const token of classIdTokens(attr.value)) {
        const i = INDEX.get(token);
        if (i !== undefined) indices.push(i);
      }
      cache.set(attr.value, indices);
    }
    for (const i of indices) into[at + (i >>> 5)] |= 1 << (i & 31);
  }
}

interface BlockTokens {
  /** Per element (ELEMENT_TREE order): its own tokens, and its own ORed with every element's above it. */
  own: Uint32Array;
  inherited: Uint32Array;
  page: Uint32Array;
}

function pageTokens(page: Page, cache: Map<string, number[]>): Uint32Array {
  const bits = new Uint32Array(WORDS);
  const html = page.document.childNodes.find((node: DomNode) => isElement(node) && node.tagName === 'html') as DomElement | undefined;
  if (html === undefined) return bits;
  addTokens(html, bits, 0, cache);
  for (const child of html.childNodes) if (isElement(child) && child.tagName === 'body') addTokens(child, bits, 0, cache);
  return bits;
}

const BLOCK_TOKENS = pageField('class/id vocabulary tokens of the elements above the blocks', (page): BlockTokens => {
  const { elements, parent } = page.get(ELEMENT_TREE);
  const cache = new Map<string, number[]>();
  const own = new Uint32Array(elements.length * WORDS);
  const inherited = new Uint32Array(elements.length * WORDS);
  for (let e = 0; e < elements.length; e++) {
    addTokens(elements[e], own, e * WORDS, cache);
    const p = parent[e];
    for (let w = 0; w < WORDS; w++) inherited[e * WORDS + w] = own[e * WORDS + w] | (p < 0 ? 0 : inherited[p * WORDS + w]);
  }
  return { own, inherited, page: pageTokens(page, cache) };
});

function writeBitSet(bits: Uint32Array, from: number, out: Float32Array, at: number): void {
  for (let w = 0; w < WORDS; w++) {
    const word = bits[from + w];
    if (word === 0) continue;
    for (let i = 0; i < 32; i++) if ((word & (1 << i)) !== 0) out[at + w * 32 + i] = 1;
  }
}

export const CLASS_TOKENS: FeatureGroup = {
  name: 'class_tokens',
  rows: 'block',
  names: ['near', 'far', 'page'].flatMap((bag) => CLASS_TOKEN_VOCABULARY.map((token) => `${bag}_class_${token}`)),
  compute(page, { out, stride, offset }) {
    const { parent, blockElement } = page.get(ELEMENT_TREE);
    const tokens = page.get(BLOCK_TOKENS);
    const near = new Uint32Array(WORDS);
    for (let b = 0, at = offset; b < page.blocks.length; b++, at += stride) {
      out.fill(0, at, at + 3 * V);
      const innermost = blockElement[b];
      if (innermost >= 0) {
        near.fill(0);
        for (let k = 0, e = innermost; k < NEAR_ELEMENTS && e >= 0; k++, e = parent[e]) {
          for (let w = 0; w < WORDS; w++) near[w] |= tokens.own[e * WORDS + w];
        }
        writeBitSet(near, 0, out, at);
        writeBitSet(tokens.inherited, innermost * WORDS, out, at + V);
      }
      writeBitSet(tokens.page, 0, out, at + 2 * V);
    }
  },
};
