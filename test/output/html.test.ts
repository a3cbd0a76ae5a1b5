import { loadPage } from '../../src/dom/page';
import { renderContent } from '../../src/output/registry';

function htmlOf(html: string, options: { images?: boolean; url?: string } = {}): string {
  const page = loadPage(html);
  return renderContent(page, new Uint8Array(page.blocks.length).fill(1), { html: true, ...options }).html!;
}

describe('clean HTML of the content blocks', () => {
  it('removes scripts, event handlers, javascript: URLs, styles and classes but keeps the structure', () => {
    const html = htmlOf(
      '<body><div class="post" style="color:red" onclick="steal()"><h2 id="x" onmouseover="x()">Title</h2>' +
        '<p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.org/ok" target="_blank" onclick="y()">that</a>.</p>' +
        '<script>document.cookie</script><ul><li>one</li></ul></div></body>',
    );
    expect(html).toBe('<h2>Title</h2>\n<p>See <a>this</a> and <a href="https://example.org/ok">that</a>.</p>\n<ul><li>one</li></ul>');
  });

  it('drops the text of scripts and styles even when a page puts them inside a content paragraph', () => {
    const html = htmlOf('<body><p>Visible text.<script>var hidden = "not text";</script><style>p{}</style></p></body>');
    expect(html).toBe('<p>Visible text.</p>');
  });

  it('keeps tables with their spans, lists, code and emphasis; drops sectioning elements and inline wrappers', () => {
    const html = htmlOf(
      '<body><article><table><tr><th colspan="2" width="50">Head</th></tr><tr><td>a</td><td>b</td></tr></table>' +
        '<pre><code>x &lt; 1</code></pre><p><span class="x"><em>stress</em></span> <font color="red">red</font></p></article></body>',
    );
    expect(html).toBe('<table><tbody><tr><th colspan="2">Head</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>\n<pre><code>x &lt; 1</code></pre>\n<p><em>stress</em> red</p>');
  });

  it('writes no space between the cells of a header row, as between the cells of any other row', () => {
    // Header cells share a line of the text (tab-separated), where a space keeps two words apart; between two cells
    // the cell edge does that, and a text node between them is one a page without it does not have.
    const html = htmlOf('<body><table><tr><th>Name</th><th><a href="https://example.org/p">Price</a></th></tr><tr><td>Apple</td><td>1.00</td></tr></table></body>');
    expect(html).toBe('<table><tbody><tr><th>Name</th><th><a href="https://example.org/p">Price</a></th></tr><tr><td>Apple</td><td>1.00</td></tr></tbody></table>');
  });

  it('keeps the text of a disclosure, a menu list and a legend in blocks, not loose beside them', () => {
    // Their elements are not in the fragment's tags: their text stood bare between blocks and kept the page's
    // layout <div> around the whole fragment.
    const html = htmlOf(
      '<body><main><details><summary>More about weirs</summary><p>Weirs measure the flow.</p></details>' +
        '<menu><li>Open</li><li>Save</li></menu><fieldset><legend>Your address</legend><p>Street and town.</p></fieldset>' +
        '<dialog open><p>Saved.</p></dialog></main></body>',
    );
    expect(html).toBe('<p>More about weirs</p>\n<p>Weirs measure the flow.</p>\n<ul><li>Open</li><li>Save</li></ul>\n<p>Your address</p>\n<p>Street and town.</p>\n<p>Saved.</p>');
  });

  it('keeps a code block\'s language as its only class', () => {
    expect(htmlOf('<body><pre class="brush: js notranslate"><code class="hljs">let a = 1;</code></pre></body>')).toBe('<pre><code class="language-js">let a = 1;</code></pre>');
  });

  it('keeps images only when asked for, with http(s) sources resolved and no data: or javascript: ones', () => {
    const page = '<body><p><img src="a.png" alt="A" onerror="x()"><img src="javascript:alert(1)" alt="B"><img src="data:image/png;base64,AAAA" alt="C">Caption text.</p></body>';
    expect(htmlOf(page)).toBe('<p>Caption text.</p>');
    expect(htmlOf(page, { images: true, url: 'https://example.org/dir/' })).toBe('<p><img src="https://example.org/dir/a.png" alt="A"><img alt="B"><img alt="C">Caption text.</p>');
  });

  it('writes no empty link for a linked image in another element under the link, which is left out', () => {
    const page = '<body><div><p>Send the invitations early.</p><a href="https://shop.example/invite"><div><img src="/invite.jpg" alt="Invitations"></div></a></div></body>';
    expect(htmlOf(page, { images: true })).toBe('<p>Send the invitations early.</p>');
  });

  it('keeps the address of a lazy-loaded image, not its data: placeholder', () => {
    const page = '<body><p><img src="data:image/gif;base64,R0lGOD" data-src="pics/a.jpg" alt="A">Caption text.</p></body>';
    expect(htmlOf(page, { images: true, url: 'https://example.org/dir/' })).toBe('<p><img src="https://example.org/dir/pics/a.jpg" alt="A">Caption text.</p>');
  });

  it('takes the largest candidate of the source set of an image that has no src of its own', () => {
    // A browser shows such an image (a responsive one, or one a lazy-loading script fills from data-srcset); a
    // Cloudinary URL holds commas, a candidate without a descriptor is 1x.
    const page =
      '<body><figure><img srcset="/pics/a-480.jpg 480w, /pics/a-1200.jpg 1200w, /pics/a-800.jpg 800w" alt="A"><figcaption>First.</figcaption></figure>' +
      '<figure><img src="data:image/gif;base64,R0lGOD" data-srcset="https://cdn.example/w_400,c_fill/b.jpg, https://cdn.example/w_800,c_fill/b.jpg 2x" alt="B"><figcaption>Second.</figcaption></figure></body>';
    expect(htmlOf(page, { images: true, url: 'https://example.org/dir/' })).toBe(
      '<figure><img src="https://example.org/pics/a-1200.jpg" alt="A"><figcaption>First.</figcaption></figure>\n' +
        '<figure><img src="https://cdn.example/w_800,c_fill/b.jpg" alt="B"><figcaption>Second.</figcaption></figure>',
    );
  });

  it('unwraps the layout <div>s a page nests its content in, and keeps a <div> that holds text of its own', () => {
    const html = htmlOf(
      '<body><div class="wrap">\n\t<div>\n\t\t<section><div><p>First paragraph.</p>\n\t\t<p>Second paragraph.</p></div></section>\n\t</div>\n' +
        '<div><b>Bold</b> <i>italic</i> text of a div.</div><div>\n\t</div></div></body>',
    );
    expect(html).toBe('<p>First paragraph.</p>\n<p>Second paragraph.</p>\n<div><b>Bold</b> <i>italic</i> text of a div.</div>');
  });

  it('keeps the white space inside a code block and between inline elements', () => {
    expect(htmlOf('<body><div>\n  <pre>line 1\n  <b>line 2</b>\n</pre>\n</div></body>')).toBe('<pre><code>line 1\n  <b>line 2</b>\n</code></pre>');
  });
});
