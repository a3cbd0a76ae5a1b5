// Articles and posts: the class/id words that name a part of the page that is not its body — reader comments,
// related teasers — learned from which words sit above those parts on many sites (part-token-vocabulary.ts, by
// scripts/part-token-vocabulary.ts), matched inside longer tokens ("comment" in "commentlist"). Per part, two
// columns: a word on one of the three innermost elements holding the block's text ("near"), on any above ("far").
import { pageField } from '../../dom/page';
import type { DomElement } from '../../dom/types';
import { classIdTokens } from '../class-id-tokens';
import { ELEMENT_TREE } from '../dom-ancestors';
import type { FeatureGroup } from '../group';
import { PART_TOKEN_VOCABULARY } from '../part-token-vocabulary';

const PARTS = Object.keys(PART_TOKEN_VOCABULARY) as (keyof typeof PART_TOKEN_VOCABULARY)[];
/** Elements in the "near" set: the text's own element and the two above it. */
const NEAR_ELEMENTS = 3;

/** Bit p set when one of the element's class/id tokens holds a word of part p. */
function ownBits(element: DomElement, cache: Map<string, number>): number {
  let bits = 0;
  for (const attr of element.attrs) {
    if (attr.name !== 'class' && attr.name !== 'id') continue;
    let valueBits = cache.get(attr.value);
    if (valueBits === undefined) {
      valueBits = 0;
      const tokens = classIdTokens(attr.value);
      PARTS.forEach((part, p) => {
        if (tokens.some((token) => PART_TOKEN_VOCABULARY[part].some((word) => token.includes(word)))) valueBits! |= 1 << p;
      });
      cache.set(attr.value, valueBits);
    }
    bits |= valueBits;
  }
  return bits;
}

/** Per element of ELEMENT_TREE: its own part bits, and those of every element above it too. */
const PART_TOKEN_BITS = pageField('part words of the elements above the blocks', (page) => {
  const { elements, parent } = page.get(ELEMENT_TREE);
  const cache = new Map<string, number>();
  const own = new Int32Array(elements.length);
  const inherited = new Int32Array(elements.length);
  for (let e = 0; e < elements.length; e++) {
    own[e] = elements[e].attrs.length === 0 ? 0 : ownBits(elements[e], cache);
    inherited[e] = own[e] | (parent[e] < 0 ? 0 : inherited[parent[e]]);
  }
  return { own, inherited };
});

export const PART_TOKENS: FeatureGroup = {
  name: 'part_tokens',
  rows: 'block',
  names: PARTS.flatMap((part) => [`near_${part}_word`, `far_${part}_word`]),
  compute(page, { out, stride, offset }) {
    const { parent, blockElement } = page.get(ELEMENT_TREE);
    const { own, inherited } = page.get(PART_TOKEN_BITS);
    for (let b = 0, at = offset; b < page.blocks.length; b++, at += stride) {
      const innermost = blockElement[b];
      let near = 0;
      for (let k = 0, e = innermost; k < NEAR_ELEMENTS && e >= 0; k++, e = parent[e]) near |= own[e];
      const far = innermost < 0 ? 0 : inherited[innermost];
      for (let p = 0; p < PARTS.length; p++) {
        out[at + 2 * p] = (near >>> p) & 1;
        out[at + 2 * p + 1] = (far >>> p) & 1;
      }
    }
  },
};
