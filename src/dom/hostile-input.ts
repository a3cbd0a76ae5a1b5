// parse5 tokenizer work that grows faster than the page on hostile input, made linear.
//
// parse5 drops a repeated attribute name of a tag (HTML §13.2.5.33: "duplicate-attribute" parse error) by
// comparing the new name with every attribute of the tag so far: 64,000 attributes on one element took 14 s.
// Here, from the 16th attribute of a tag on, the names seen on it are kept in a set; the tag comes out the same.
import { ErrorCodes, Tokenizer } from 'parse5';
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

/** The tag whose attribute names are in the set, and the set. */
interface NameSetTokenizer extends AttributeTokenizer {
  attributeNamesTag: object | null;
  attributeNames: Set<string>;
}

const parse5LeaveAttrName = (Tokenizer.prototype as unknown as AttributeTokenizer)._leaveAttrName;

/** One function for every tokenizer (each keeps its set in fields of its own), so its callers meet one target. */
function leaveAttrNameBySet(this: NameSetTokenizer): void {
  const token = this.currentToken;
  // parse5's own code runs on tags with few attributes, and with a location to record (never the case with
  // reference-parser.ts).
  if (token === null || this.currentLocation !== null || token.attrs.length < SCANNED_ATTRIBUTES) return parse5LeaveAttrName.call(this);
  if (token !== this.attributeNamesTag || this.attributeNames.size !== token.attrs.length) {
    this.attributeNamesTag = token;
    this.attributeNames = new Set(token.attrs.map((attr) => attr.name));
  }
  if (this.attributeNames.has(this.currentAttr.name)) return this._err(ErrorCodes.duplicateAttribute);
  token.attrs.push(this.currentAttr);
  this.attributeNames.add(this.currentAttr.name);
}

/** Replaces parse5's per-attribute scan of the tag's attributes with a set of the names seen on that tag. */
export function checkDuplicateAttributesBySet(tokenizer: Tokenizer): void {
  const t = tokenizer as unknown as NameSetTokenizer;
  t.attributeNamesTag = null;
  t.attributeNames = new Set();
  setOwnMethods(t, { _leaveAttrName: leaveAttrNameBySet });
}
