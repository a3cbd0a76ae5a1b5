// parse5 tokenizer work that grows faster than the page on hostile input, made linear.
//
// parse5 drops a repeated attribute name of a tag (HTML §13.2.5.33: "duplicate-attribute" parse error) by
// comparing the new name with every attribute of the tag so far: 64,000 attributes on one element took 14 s.
// Here, from the 16th attribute of a tag on, the names seen on it are kept in a set; the tag comes out the same.
import { ErrorCodes, type Tokenizer } from 'parse5';
import { setOwnMethods } from './own-methods';

/** The tokenizer members used here (parse5 7.x; protected in its typings). */
interface AttributeTokenizer {
  currentToken: { attrs: { name: string; value: string }[] } | null;
  currentAttr: { name: string; value: string };
  /** Null for attributes here: reference-parser.ts keeps no attribute locations. */
  currentLocation: unknown;
  _leaveAttrName(): void;
  _err(code: ErrorCodes): void;
}

/**
 * Below this many attributes on a tag, parse5's own scan of them is quicker than a set (real tags have a few);
 * with more, the set keeps the work linear.
 */
const SCANNED_ATTRIBUTES = 16;

/** Replaces parse5's per-attribute scan of the tag's attributes with a set of the names seen on that tag. */
export function checkDuplicateAttributesBySet(tokenizer: Tokenizer): void {
  const t = tokenizer as unknown as AttributeTokenizer;
  const leaveAttrName = t._leaveAttrName;
  let tag: object | null = null;
  let names = new Set<string>();
  setOwnMethods(t, {
    _leaveAttrName: () => {
      const token = t.currentToken;
      // parse5's own code runs on tags with few attributes, and with a location to record (never the case with
      // reference-parser.ts).
      if (token === null || t.currentLocation !== null || token.attrs.length < SCANNED_ATTRIBUTES) return leaveAttrName.call(t);
      if (token !== tag || names.size !== token.attrs.length) {
        tag = token;
        names = new Set(token.attrs.map((attr) => attr.name));
      }
      if (names.has(t.currentAttr.name)) return t._err(ErrorCodes.duplicateAttribute);
      token.attrs.push(t.currentAttr);
      names.add(t.currentAttr.name);
    },
  });
}
