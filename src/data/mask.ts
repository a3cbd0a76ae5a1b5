// Masking of the page source before alignment (spec §6 step 1): markup becomes GAP so no clean text can match it.
import { GAP } from './chars';

/**
 * Head, script and style elements, comments, named entities and tags (case-insensitive, dot-all), as in the
 * reference. `<HEAD[^>]*>` also catches `<header>`, whose whole element is then masked, like the reference.
 */
const MARKUP =
  /<HEAD[^>]*>.*?<\/HEAD[^>]*>|<SCRIPT[^>]*>.*?<\/SCRIPT[^>]*>|<STYLE[^>]*>.*?<\/STYLE[^>]*>|<!--.*?-->|&[A-Z]+;|<\/?[a-z]+[^<>]*?>/gis;

/** The source with every markup match replaced by as many GAP chars (same length as `source`). */
export function maskSource(source: string): string {
  return source.replace(MARKUP, (match) => GAP.repeat(match.length));
}
