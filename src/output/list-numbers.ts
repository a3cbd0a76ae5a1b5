// The number a browser shows before an item of an ordered list (HTML §4.4.8 "ordinal value"): the list starts at
// `start`, or at its item count when `reversed`, and counts down when reversed; an item's `value` sets its own
// number, and the items after it count on from there. turndown reads `start` alone.
import type TurndownService from 'turndown';

/** What these functions read of turndown's DOM elements. */
interface ListElement {
  nodeName: string;
  parentNode: ListElement | null;
  nextSibling: unknown;
  children: ArrayLike<ListElement>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

function integerAttribute(element: ListElement, name: string): number | undefined {
  const value = element.getAttribute(name);
  return value !== null && /^\s*[+-]?\d+\s*$/.test(value) ? Number.parseInt(value, 10) : undefined;
}

/** Each <ol>'s items' numbers, worked out once per list: numbering an item by walking its list cost the square of its length. */
const numbersByList = new WeakMap<ListElement, Map<ListElement, number>>();

/** The number a browser shows before each <li> of `list`, an <ol>. */
function itemNumbers(list: ListElement): Map<ListElement, number> {
  const items = Array.from(list.children).filter((child) => child.nodeName === 'LI');
  const reversed = list.hasAttribute('reversed');
  const numbers = new Map<ListElement, number>();
  let number = integerAttribute(list, 'start') ?? (reversed ? items.length : 1);
  for (const item of items) {
    number = integerAttribute(item, 'value') ?? number;
    numbers.set(item, number);
    number += reversed ? -1 : 1;
  }
  return numbers;
}

/** The number a browser shows before `item`, a <li> of an <ol>. */
function itemNumber(item: ListElement, list: ListElement): number {
  let numbers = numbersByList.get(list);
  if (numbers === undefined) numbersByList.set(list, (numbers = itemNumbers(list)));
  return numbers.get(item) ?? 1;
}

/** turndown's list item, numbered as a browser numbers it in an ordered list. */
export function listItem(content: string, node: TurndownService.Node, options: TurndownService.Options): string {
  const item = node as unknown as ListElement;
  const list = item.parentNode;
  const prefix = list?.nodeName === 'OL' ? `${itemNumber(item, list)}.  ` : `${options.bulletListMarker}   `;
  const isParagraph = /\n$/.test(content);
  const text = content.replace(/^\n+|\n+$/g, '') + (isParagraph ? '\n' : '');
  return prefix + text.replace(/\n/gm, `\n${' '.repeat(prefix.length)}`) + (item.nextSibling ? '\n' : '');
}
