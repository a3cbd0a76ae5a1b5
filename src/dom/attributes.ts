// Reading element attributes and inline styles (parse5 has no CSS cascade): shared by heuristics and features.
import type { DomElement } from '../dom/types';

export function attribute(element: DomElement, name: string): string | undefined {
  for (const attr of element.attrs) if (attr.name === name) return attr.value;
  return undefined;
}

/** The value of one property of the element's inline `style` attribute, lower-cased (no CSS cascade in parse5). */
export function inlineStyle(element: DomElement, property: string): string | undefined {
  const style = attribute(element, 'style');
  return style ? styleProperty(style, property) : undefined;
}

/** The value of one property in a `style` attribute value, lower-cased; undefined when it is not set. */
export function styleProperty(style: string, property: string): string | undefined {
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration.slice(colon + 1).replace(/!important/i, '').trim().toLowerCase();
    }
  }
  return undefined;
}
