// Telling an HTML page by its first bytes (html-start.ts): the WHATWG HTML signatures after a BOM, white space and
// comments, and XHTML after an XML declaration; other text and binary files are not pages.
import { startsAsHtml } from '../../src/batch/html-start';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('startsAsHtml', () => {
  it.each([
    ['a doctype', '<!DOCTYPE html>\n<html><body>', true],
    ['an old doctype', '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">', true],
    ['<html> after blank lines, its attributes on the next line', '\n\n   <html\nlang="en">', true],
    ['<head>', '<head><title>x</title>', true],
    ['a fragment a server sends for a part of a page', '<div class="comments"><p>', true],
    ['comments before the markup', '<!-- saved by a crawler -->\n<!-- twice -->\n<!doctype html>', true],
    ['XHTML with a doctype', '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "x">\n<html>', true],
    ['XHTML with a stylesheet instruction and no doctype', '<?xml version="1.0"?>\n<?xml-stylesheet href="a.css"?>\n<html xmlns="http://www.w3.org/1999/xhtml">', true],
    ['XHTML whose root has a prefix', '<?xml version="1.0"?><h:html xmlns:h="http://www.w3.org/1999/xhtml">', true],
    ['CSS', 'body { color: red }', false],
    ['a script that writes markup', 'document.write("<p>hi</p>");', false],
    ['JSON holding markup', '{"html": "<html><body></body></html>"}', false],
    ['plain text', 'User-agent: *\nDisallow: /private/', false],
    ['a sitemap', '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', false],
    ['a feed', '<?xml version="1.0"?>\n<rss version="2.0"><channel><title>News</title>', false],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg" width="10">', false],
    ['XML after a comment', '<!-- generated --><urlset>', false],
    ['a tag that only starts like a signature', '<abbr title="x">', false],
    ['PHP source', '<?php echo "x"; ?>\n<!DOCTYPE html>', false],
    ['a comment not closed within the bytes read', '<!-- a long licence text that goes on <html>', false],
    ['nothing', '', false],
  ])('%s: HTML %s', (_what, text, isHtml) => {
    expect(startsAsHtml(bytes(text))).toBe(isHtml);
  });

  it('reads a byte order mark: UTF-8 and UTF-16 pages are HTML, a PNG is not', () => {
    expect(startsAsHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('<!doctype html>')]))).toBe(true);
    expect(startsAsHtml(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><body>', 'utf16le')]))).toBe(true);
    expect(startsAsHtml(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe(false);
  });
});
