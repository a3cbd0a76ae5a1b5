// Telling an HTML page by its first bytes (html-start.ts): the WHATWG HTML signatures after a BOM, white space and
// comments, and XHTML after an XML declaration; other text and binary files are not pages.
import { startsAsHtml } from '../../src/batch/html-start';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('startsAsHtml', () => {
  it.each([
    ['a doctype', '<!DOCTYPE html>\n<html><body>'],
    ['an old doctype', '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN">'],
    ['<html> after blank lines, its attributes on the next line', '\n\n   <html\nlang="en">'],
    ['<head>', '<head><title>x</title>'],
    ['a fragment a server sends for a part of a page', '<div class="comments"><p>'],
    ['comments before the markup', '<!-- saved by a crawler -->\n<!-- twice -->\n<!doctype html>'],
    ['XHTML with a doctype', '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "x">\n<html>'],
    ['XHTML with a stylesheet instruction and no doctype', '<?xml version="1.0"?>\n<?xml-stylesheet href="a.css"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'],
    ['XHTML whose root has a prefix', '<?xml version="1.0"?><h:html xmlns:h="http://www.w3.org/1999/xhtml">'],
  ])('%s is HTML', (_what, text) => {
    expect(startsAsHtml(bytes(text))).toBe(true);
  });

  it.each([
    ['CSS', 'body { color: red }'],
    ['a script that writes markup', 'document.write("<p>hi</p>");'],
    ['JSON holding markup', '{"html": "<html><body></body></html>"}'],
    ['plain text', 'User-agent: *\nDisallow: /private/'],
    ['a sitemap', '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'],
    ['a feed', '<?xml version="1.0"?>\n<rss version="2.0"><channel><title>News</title>'],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg" width="10">'],
    ['XML after a comment', '<!-- generated --><urlset>'],
    ['a tag that only starts like a signature', '<abbr title="x">'],
    ['PHP source', '<?php echo "x"; ?>\n<!DOCTYPE html>'],
    ['a comment not closed within the bytes read', '<!-- a long licence text that goes on <html>'],
    ['nothing', ''],
  ])('%s is not HTML', (_what, text) => {
    expect(startsAsHtml(bytes(text))).toBe(false);
  });

  it('reads a byte order mark: UTF-8 and UTF-16 pages are HTML, a PNG is not', () => {
    expect(startsAsHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('<!doctype html>')]))).toBe(true);
    expect(startsAsHtml(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><body>', 'utf16le')]))).toBe(true);
    expect(startsAsHtml(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe(false);
  });
});
