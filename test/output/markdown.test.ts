import { loadPage } from '../../src/dom/page';
import { htmlToMarkdown } from '../../src/output/markdown';
import { renderContent } from '../../src/output/registry';
import { renderMarkdown } from '../support/commonmark';

/** Markdown of a page whose blocks are all content, or content but for the blocks whose text is in `boilerplate`. */
function markdownOf(html: string, options: { links?: boolean; images?: boolean; url?: string } = {}, boilerplate: string[] = []): string {
  const page = loadPage(html);
  const labels = page.blocks.map((block) => (boilerplate.includes(block.text.trim()) ? 0 : 1));
  return renderContent(page, labels, { markdown: true, ...options }).markdown!;
}

describe('Markdown of the content blocks', () => {
  it('writes headings by level, paragraphs apart, and emphasis', () => {
    const md = markdownOf('<body><h1>Main title</h1><p>First <strong>bold</strong> and <em>slanted</em> words.</p><h3>Third level</h3><div>A paragraph in a div.</div></body>');
    expect(md).toBe('# Main title\n\nFirst **bold** and _slanted_ words.\n\n### Third level\n\nA paragraph in a div.');
  });

  it('keeps apart the words of elements the text keeps apart, the space between the elements, and leaves out icon glyphs', () => {
    expect(markdownOf('<body><p><a href="/t">Trail running</a><a href="/h">Hiking</a><span>Jane Doe</span><span>STUDENT</span></p></body>', { links: true, url: 'https://example.org/' }))
      .toBe('[Trail running](https://example.org/t) [Hiking](https://example.org/h) Jane Doe STUDENT');
    expect(markdownOf('<body><p><i class="material-icons">star</i><i class="material-icons">star</i>Rated <b>4.5</b><b>/5</b></p></body>')).toBe('Rated **4.5/5**');
  });

  it('writes a heading whose text the page wraps in blocks as a heading, and the paragraphs a heading left open holds after it', () => {
    expect(markdownOf('<body><h3><div><p>It is flexible</p></div></h3><p>Scale up or down.</p></body>')).toBe('### It is flexible\n\nScale up or down.');
    expect(markdownOf('<body><h2>What to bring<p>A short checklist:</p><p>A water bottle.</p></h2></body>')).toBe('## What to bring\n\nA short checklist:\n\nA water bottle.');
    expect(markdownOf('<body><h2>Arkansas stones<br>$7.95</h2><p>The stones that built America.</p></body>')).toBe('## Arkansas stones  \n$7.95\n\nThe stones that built America.');
    // A heading that holds nothing but a permalink anchor has no text left: no empty `##`.
    expect(markdownOf('<body><h2><a href="#here">¶</a></h2><p>Only a paragraph here.</p></body>')).toBe('Only a paragraph here.');
  });

  it('writes bold once: no second pair of markers for bold inside bold, and bold runs side by side joined', () => {
    expect(markdownOf('<body><p><strong><b>Comfort</b></strong> matters most.</p></body>')).toBe('**Comfort** matters most.');
    expect(markdownOf('<body><p>If we <b>r</b><b>ecycle the box</b>, it comes back.</p></body>')).toBe('If we **recycle the box**, it comes back.');
    // Inside a code span the asterisks are the page's own.
    expect(markdownOf('<body><p><b>Masked</b><b>headers</b> read <code>a****b</code> in the log.</p></body>')).toBe('**Masked****headers** read `a****b` in the log.');
  });

  it('writes emphasis once: emphasis inside emphasis adds no second pair of markers, whose `__` would read as bold', () => {
    expect(markdownOf('<body><p><em><em>The rates above are general.</em> <em>See below.</em></em></p></body>')).toBe('_The rates above are general. See below._');
    expect(markdownOf('<body><p>A <i><em>very</em> slanted</i> word.</p></body>')).toBe('A _very slanted_ word.');
  });

  it('writes emphasis that a letter or digit touches from outside with `*`: `_` inside a word emphasises nothing in CommonMark', () => {
    // CommonMark: a `_` run between two letters is both left- and right-flanking and neither opens nor closes emphasis
    // (the rendered page would show `去_公园_散步`); a `*` run there does both.
    expect(markdownOf('<body><p>我们去<em>公园</em>散步了，天气很好。</p></body>')).toBe('我们去*公园*散步了，天气很好。');
    expect(markdownOf('<body><p>今日は<i>雨</i>です。</p></body>')).toBe('今日は*雨*です。');
    expect(markdownOf('<body><p>It was <i>un</i>believable.</p></body>')).toBe('It was *un*believable.');
    expect(markdownOf('<body><p>Version 2<em>b</em> is out.</p></body>')).toBe('Version 2*b* is out.');
    // Between spaces or punctuation `_` stays.
    expect(markdownOf('<body><p>A <em>slanted</em> word, <em>truly</em>.</p></body>')).toBe('A _slanted_ word, _truly_.');
  });

  it('writes bold and emphasis that CommonMark renders where punctuation at their edge meets a letter outside', () => {
    // CommonMark 0.31, "Emphasis and strong emphasis": `**` between a letter and `“` opens nothing, `**` between `。` and a letter closes nothing.
    const html =
      '<body><p>这是<strong>“重要”</strong>的事情。还有<b>重要。</b>然后继续。这是<em>（注意）</em>内容。<strong>重要</strong>。</p>' +
      '<p>Run <b><code>npm ci</code></b>first, <i>(really)</i>then.</p></body>';
    const md = markdownOf(html);
    expect(md).toBe(
      '这是“**重要**”的事情。还有**重要**。然后继续。这是（*注意*）内容。**重要**。\n\n' +
        'Run <strong>`npm ci`</strong>first, <em>(really)</em>then.',
    );
    const rendered = renderMarkdown(md);
    expect(rendered).toContain('这是“<strong>重要</strong>”的事情。还有<strong>重要</strong>。然后继续。这是（<em>注意</em>）内容。<strong>重要</strong>。');
    expect(rendered).toContain('Run <strong><code>npm ci</code></strong>first, <em>(really)</em>then.');
  });

  it('puts emphasis markers around the text, outside the line breaks at its edges, and none around blocks', () => {
    // A closing `**` that starts a line closes nothing: the page's words would be framed by stray asterisks.
    expect(markdownOf('<body><p><b>Who is this for?<br></b><b><i>The Elite Package</i></b> helps.</p></body>')).toBe('**Who is this for?**  \n**_The Elite Package_** helps.');
    expect(markdownOf('<body><ul><li><strong>Log on often.<br></strong>Three days a week.</li></ul></body>')).toBe('-   **Log on often.**  \n    Three days a week.');
    expect(markdownOf('<body><p><i>Don’t miss a sale<br><br></i>Sign up.</p></body>')).toBe('_Don’t miss a sale_\n\nSign up.');
    expect(markdownOf('<body><strong><div>Other fees may apply.</div></strong><i><ul><li>Stax</li><li>Nano</li></ul></i></body>')).toBe('**Other fees may apply.**\n\n-   Stax\n-   Nano');
  });

  it('keeps a power of a number as a superscript, and other raised marks as text joined to their word', () => {
    expect(markdownOf('<body><p>The 10<sup>15</sup> scale of the 9<sup>th</sup> zoom, as noted<sup>2</sup>: 2<sup>n</sup> steps.</p></body>')).toBe('The 10<sup>15</sup> scale of the 9th zoom, as noted2: 2<sup>n</sup> steps.');
  });

  it('reads paragraphs the page numbers "1. …" as an ordered list, but not a year', () => {
    const md = markdownOf('<body><p>1. Safety: keep the water clean.</p><p>2. Efficiency: waste less of it.</p><p>2025. A year like no other.</p></body>');
    expect(md).toBe('1. Safety: keep the water clean.\n\n2. Efficiency: waste less of it.\n\n2025\\. A year like no other.');
  });

  it('escapes no line-start mark in mid-line and no underscore inside a word', () => {
    // turndown escaped each text node as if it started a line, and every underscore.
    expect(markdownOf('<body><p><b>Expo</b> - May 4, <b>Modes:</b># of heads</p><p>- not a list</p></body>')).toBe('**Expo** - May 4, **Modes:**# of heads\n\n\\- not a list');
    expect(markdownOf('<body><p>Tag utm_source, not _private_.</p></body>')).toBe('Tag utm_source, not \\_private\\_.');
  });

  it('escapes a < of the page\'s text that would open an HTML tag', () => {
    // Unescaped, a renderer drops `<Bool>` as an unknown element, and runs a page's `&lt;script&gt;` text as a script.
    expect(markdownOf('<body><p>Removing Result&lt;Bool&gt; where a &lt; b, and &lt;script&gt;x()&lt;/script&gt;.</p></body>')).toBe('Removing Result\\<Bool> where a < b, and \\<script>x()\\</script>.');
  });

  it('reads lines the page starts with a typed bullet as list items', () => {
    const md = markdownOf('<body><p>• Intro to Ohm\'s law<br>• Branch circuits</p><p>●   <b>Storage:</b> plans for every need.</p><p>A dot • inside a line stays.</p></body>');
    expect(md).toBe("- Intro to Ohm's law  \n- Branch circuits\n\n- **Storage:** plans for every need.\n\nA dot • inside a line stays.");
  });

  it('leaves out the permalink anchors of documentation headings', () => {
    const html = '<body><h2>Session Objects<a class="headerlink" href="#session-objects">¶</a></h2><p>Sessions persist cookies.</p></body>';
    expect(markdownOf(html, { links: true })).toBe('## Session Objects\n\nSessions persist cookies.');
    expect(markdownOf(html)).toBe('## Session Objects\n\nSessions persist cookies.');
  });

  it('keeps ordered and unordered lists with their nesting', () => {
    const md = markdownOf('<body><ol start="3"><li>three</li><li>four<ul><li>inner a</li><li>inner b</li></ul></li></ol></body>');
    const lines = md.split('\n');
    expect(lines[0]).toMatch(/^3\.\s+three$/);
    expect(lines[1]).toMatch(/^4\.\s+four$/);
    expect(lines[2]).toMatch(/^\s{2,}-\s+inner a$/);
    expect(lines[3]).toMatch(/^\s{2,}-\s+inner b$/);
  });

  it('writes a table as a GFM table, escaping a pipe in a cell, with or without a header row', () => {
    const withHeader = markdownOf('<body><table><thead><tr><th>Town</th><th>River</th></tr></thead><tbody><tr><td>Bonn</td><td>Rhine | Sieg</td></tr></tbody></table></body>');
    expect(withHeader.split('\n').map((line) => line.replace(/\s+/g, ' '))).toEqual(['| Town | River |', '| --- | --- |', '| Bonn | Rhine \\| Sieg |']);
    const headerless = markdownOf('<body><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table></body>');
    expect(headerless).toMatch(/\| a +\| b +\|\n\| c +\| d +\|$/);
    expect(headerless).not.toContain('<table');
  });

  it('writes a table whose cells hold lists, headings or a table as its cells\' blocks, not as HTML or glued cells', () => {
    const cards = markdownOf('<body><table class="cards"><tr><td><h3>Movers</h3><ul><li>1,800 trucks</li><li>Storage</li></ul></td><td><p>Call <b>today</b>.</p></td></tr></table></body>');
    expect(cards).toBe('### Movers\n\n-   1,800 trucks\n-   Storage\n\nCall **today**.');
    const nested = markdownOf('<body><table><tr><td>Left cell</td><td>Right cell<table><tr><th>Town</th><th>River</th></tr><tr><td>Bonn</td><td>Rhine</td></tr></table></td></tr></table></body>');
    expect(nested.split('\n').map((line) => line.replace(/\s+/g, ' '))).toEqual(['Left cell', '', 'Right cell', '', '| Town | River |', '| --- | --- |', '| Bonn | Rhine |']);
  });

  it('keeps an empty cell so the columns stay aligned when a cell holds only boilerplate', () => {
    const md = markdownOf('<body><table><tr><th>Name</th><th>Share</th></tr><tr><td>Ann</td><td><a href="/x">Share this</a></td></tr></table></body>', {}, ['Share this']);
    expect(md.split('\n')[2].replace(/\s+/g, ' ')).toBe('| Ann | |');
  });

  it('fences code blocks, with the language of a <code class="language-…"> and for a bare <pre>', () => {
    const md = markdownOf('<body><pre><code class="language-js">let a = 1;\n  let b = 2;\n</code></pre><pre>plain\n  indented</pre></body>');
    expect(md).toBe('```js\nlet a = 1;\n  let b = 2;\n```\n\n```\nplain\n  indented\n```');
  });

  it('keeps the lines of a code block the page breaks with <br>s or sets in an element per line, words apart', () => {
    const md = markdownOf('<body><pre><code>for i in range(3):<br>    print(i)<br>done()</code></pre><pre><div class="line">if (x) {</div><div class="line">  y();</div><div class="line">}</div></pre></body>');
    expect(md).toBe('```\nfor i in range(3):\n    print(i)\ndone()\n```\n\n```\nif (x) {\n  y();\n}\n```');
  });

  it('names a code block\'s language where the page does: on the <pre>, the elements around it, or data-lang', () => {
    const md = markdownOf('<body><pre class="brush: js notranslate"><code>let a = 1;</code></pre><div class="highlight-python notranslate"><div class="highlight"><pre>import os</pre></div></div><pre data-lang="bash">ls</pre><pre><code class="lang-auto">x</code></pre></body>');
    expect(md).toBe('```js\nlet a = 1;\n```\n\n```python\nimport os\n```\n\n```bash\nls\n```\n\n```\nx\n```');
  });

  it('writes the blank lines <br>s, &nbsp; and &zwj; leave between blocks once, and keeps a hard break inside a paragraph', () => {
    const md = markdownOf('<body><p>First para.<br></p><br><br><div>Line one<br>Line two<br><br><br>Line three</div><div>&nbsp;<br>&nbsp;</div><p>&zwj;</p><ul><li>one<br></li><li>two</li></ul></body>');
    expect(md).toBe('First para.\n\nLine one  \nLine two\n\nLine three\n\n-   one\n\n-   two');
  });

  it('keeps the blank and white-space lines inside fenced code, also in a list item', () => {
    const code = 'def f():\n    a = 1\n    \n\n\n    return a';
    expect(markdownOf(`<body><p>Before.<br></p><br><pre><code>${code}</code></pre><br><br><p>After.</p></body>`)).toBe(`Before.\n\n\`\`\`\n${code}\n\`\`\`\n\nAfter.`);
    const inItem = markdownOf(`<body><ul><li>Step<pre><code>${code}</code></pre></li></ul></body>`);
    // turndown indents the item's code, its blank lines too: the three stay, as lines of white space.
    expect(inItem.split('\n').filter((line) => line.length > 0 && line.trim() === '')).toHaveLength(3);
  });

  it('writes block quotes and inline code', () => {
    expect(markdownOf('<body><blockquote><p>Quoted <code>x = 1</code> here.</p></blockquote></body>')).toBe('> Quoted `x = 1` here.');
  });

  it('drops links to their text unless links are asked for, then resolves them against the page URL', () => {
    const html = '<body><p>Read <a href="/docs/start">the guide</a> first.</p></body>';
    expect(markdownOf(html)).toBe('Read the guide first.');
    expect(markdownOf(html, { links: true, url: 'https://example.org/a/b' })).toBe('Read [the guide](https://example.org/docs/start) first.');
  });

  it('resolves links against the first <base href>, and against the page URL where that base is no web address, as browsers do', () => {
    const body = '<body><p>Read <a href="start">the guide</a> first.</p></body>';
    const twoBases = `<head><base href="https://first.example/docs/"><base href="https://second.example/"></head>${body}`;
    expect(markdownOf(twoBases, { links: true, url: 'https://example.org/a/b' })).toBe('Read [the guide](https://first.example/docs/start) first.');
    for (const base of ['javascript:void(0)', 'data:text/html,x']) {
      expect(markdownOf(`<head><base href="${base}"></head>${body}`, { links: true, url: 'https://example.org/a/b' })).toBe('Read [the guide](https://example.org/a/start) first.');
    }
  });

  it('keeps images of content paragraphs only when asked for', () => {
    const html = '<body><figure><img src="pics/river.jpg" alt="The river"><figcaption>The river at dawn.</figcaption></figure><div class="ad"><img src="/ad.gif" alt="Buy now"></div></body>';
    expect(markdownOf(html)).toBe('The river at dawn.');
    expect(markdownOf(html, { images: true, url: 'https://example.org/story/' })).toBe('![The river](https://example.org/story/pics/river.jpg)\n\nThe river at dawn.');
  });

  it('keeps a linked image of a content paragraph as an image, and as a linked image with links', () => {
    const html = '<body><p><a href="/big.jpg"><picture><img src="/small.jpg" alt="Bridge"></picture></a> The old bridge at night.</p></body>';
    expect(markdownOf(html, { images: true })).toBe('![Bridge](/small.jpg) The old bridge at night.');
    expect(markdownOf(html, { images: true, links: true })).toBe('[![Bridge](/small.jpg)](/big.jpg) The old bridge at night.');
    expect(markdownOf(html)).toBe('The old bridge at night.');
  });

  it('writes no empty link for a linked image that is left out: one in a product card\'s <div>, one without a source', () => {
    const card = '<body><div><p>Send the invitations early, says the planner.</p><a href="https://shop.example/invite"><div><img src="/invite.jpg" alt="Invitations"></div></a></div></body>';
    expect(markdownOf(card, { images: true, links: true })).toBe('Send the invitations early, says the planner.');
    const sourceless = '<body><p>The bridge at night. <a href="/big.jpg"><img alt="Bridge"></a></p></body>';
    expect(markdownOf(sourceless, { images: true, links: true })).toBe('The bridge at night.');
  });

  it('writes no script URL as an image\'s source or a link, also written with what a browser skips in a URL', () => {
    const html = '<body><p>The bridge at night. <img src=" JavaScript:alert(1)" alt="x"><img src="vbscript:msgbox" alt="y"><img src="java&#9;script:alert(3)" alt="z"></p></body>';
    expect(markdownOf(html, { images: true })).toBe('The bridge at night.');
    const links = '<body><p>See <a href="&#1;javascript:alert(1)">this</a> and <a href="java\nscript:alert(2)">that</a>.</p></body>';
    expect(markdownOf(links, { links: true })).toBe('See this and that.');
  });

  it('writes no image whose only source is a data: URL, as the HTML output keeps none', () => {
    const blob = 'iVBORw0KGgo'.repeat(3000);
    const html = `<body><p>Sales rose in May <img src="data:image/png;base64,${blob}" alt="Sales chart"> and fell in June. <a href="/chart"><img src="DATA:image/png;base64,${blob}"></a></p></body>`;
    expect(markdownOf(html, { images: true, links: true })).toBe('Sales rose in May and fell in June.');
  });

  it('takes a lazy-loaded image\'s address in place of its placeholder, and writes a script link as its text', () => {
    const html = '<body><p><img src="data:image/svg+xml;base64,PHN2Zz4=" data-lazy-src="/pics/river.jpg" alt="River"><img data-src="/pics/bridge.jpg" alt="Bridge"> The river <a href="javascript:void(0)">and its bridge</a>.</p></body>';
    expect(markdownOf(html, { images: true, links: true, url: 'https://example.org/story/' })).toBe('![River](https://example.org/pics/river.jpg)![Bridge](https://example.org/pics/bridge.jpg) The river and its bridge.');
  });

  it('writes an image that has only a source set with its largest candidate', () => {
    const html = '<body><p><img srcset="https://example.org/r-640.jpg 640w, https://example.org/r-1280.jpg 1280w" alt="River"> The river.</p></body>';
    expect(markdownOf(html, { images: true })).toBe('![River](https://example.org/r-1280.jpg) The river.');
  });

  it('leaves out boilerplate blocks, also inside a content paragraph', () => {
    const md = markdownOf('<body><nav><ul><li>Home</li><li>News</li></ul></nav><h2>Story</h2><p>Body text of the story. <span>Advertisement</span></p></body>', {}, ['Home', 'News', 'Advertisement']);
    expect(md).toBe('## Story\n\nBody text of the story.');
  });

  it('is empty for a page without content blocks', () => {
    const page = loadPage('<body><p>only boilerplate</p></body>');
    expect(renderContent(page, [0], { markdown: true, html: true })).toEqual({ markdown: '', html: '' });
  });

  it('writes a big table in time proportional to its cells (4,000 cells took 5 s, 20,000 mostly empty ones over a minute)', () => {
    const table = (rows: number, columns: number, filled: (column: number) => boolean) =>
      '<table>' + Array.from({ length: rows }, (_, r) => `<tr>${Array.from({ length: columns }, (_, c) => `<td>${filled(c) ? `cell ${r}.${c}` : ''}</td>`).join('')}</tr>`).join('') + '</table>';
    for (const [rows, columns, filled] of [[400, 10, () => true], [1, 4000, () => true], [2000, 10, (c: number) => c === 0]] as const) {
      const t0 = performance.now();
      const md = htmlToMarkdown(table(rows, columns, filled));
      // Generous for a loaded machine: each took 0.2-0.7 s, and 8-233 s before.
      expect((performance.now() - t0) / 1000).toBeLessThan(4);
      expect(md.split('\n')).toHaveLength(rows + 2);
      expect(md).toContain(`| cell ${rows - 1}.0 |`);
    }
  });
});
