import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import * as path from 'path';
import { loadPage } from '../../src/dom/page';
import { InputError } from '../../src/errors';
import { createDefuddle, loadDefuddlePackages } from '../../src/inference/defuddle';
import { extract } from '../../src/inference/extract';
import { runCli } from '../support/run-cli';

// A small blog post as sites write them: a header with a site menu, a headline and byline, four paragraphs with
// links and emphasis inside them, a share bar, a "more posts" list, a sidebar of tags and a footer; a script that
// would write into the page, and an image whose URL is relative (the page's own address is unknown to the method).
const PAGE = `<!doctype html><html lang="en"><head><title>Sourdough at altitude — Hill Kitchen</title>
<meta name="author" content="Maren Holt"><script>document.write('<p>written by a script</p>')</script></head><body>
<header class="site-header"><a href="/" class="logo">Hill Kitchen</a>
<nav class="menu"><ul><li><a href="/recipes">Recipes</a></li><li><a href="/bread">Bread</a></li>
<li><a href="/about">About us</a></li><li><a href="/shop">Shop</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>
<div class="layout"><main><article class="post">
<h1>Baking sourdough at altitude</h1>
<p class="byline">By Maren Holt · 12 March 2026</p>
<p>Bread behaves differently in the mountains. At two thousand metres water boils at about ninety-three degrees,
dough rises faster in the thinner air, and a starter that was sluggish in the valley can overflow its jar before
breakfast. The first loaves I baked up here collapsed in the oven like deflated tyres.</p>
<p>The fix was to slow everything down. I cut the starter to half the usual amount, used cooler water and let the
<a href="/bread/bulk">bulk fermentation</a> run in the coldest corner of the kitchen, checking the dough by feel
rather than by the clock.</p>
<img src="/img/loaf.jpg" alt="A loaf on a rack" width="800" height="600">
<p>Hydration matters too. Flour dries out quickly in mountain air, so I now add a little more water than the recipe
asks for and <em>always</em> cover the bowl. A damp towel is not enough; a lid or a plate keeps the surface soft.</p>
<p>Finally, bake hotter and a little longer. The crust sets before the loaf can over-expand, and the crumb comes out
open and even. After a season of practice, the mountain loaves are the best bread I have ever made.</p>
</article>
<div class="share"><a href="/share/x">Share on X</a> <a href="/share/fb">Share on Facebook</a></div>
<section class="related-posts"><h2>More posts</h2><ul><li><a href="/p/1">Rye crackers for the trail</a></li>
<li><a href="/p/2">Ten minute mountain porridge</a></li></ul></section></main>
<aside class="sidebar"><h3>Tags</h3><a href="/t/bread">bread</a> <a href="/t/baking">baking</a></aside></div>
<footer class="site-footer"><a href="/privacy">Privacy policy</a> · <a href="/terms">Terms</a> · © 2026 Hill Kitchen</footer>
</body></html>`;

describe('the defuddle method (defuddle on jsdom)', () => {
  const defuddle = createDefuddle(loadDefuddlePackages());
  const page = loadPage(PAGE);
  const result = defuddle.label(page);

  it('keeps the article and drops the menu, share bar, more posts, tags and footer', () => {
    const text = result.text!;
    expect(text).toContain('Bread behaves differently in the mountains.');
    expect(text).toContain('let the bulk fermentation run in the coldest corner of the kitchen');
    expect(text).toContain('the mountain loaves are the best bread I have ever made.');
    expect(text).not.toMatch(/Recipes|About us|Contact|Share on|More posts|Rye crackers|Tags|Privacy policy|© 2026|written by a script/);
  });

  it('gives the article in paragraphs separated by a blank line, with the inline elements inside them', () => {
    const paragraphs = result.text!.split('\n\n');
    const first = paragraphs.findIndex((p) => p.startsWith('Bread behaves'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(paragraphs.slice(first).map((p) => p.split(' ').slice(0, 3).join(' '))).toEqual([
      'Bread behaves differently',
      'The fix was',
      'Hydration matters too.',
      'Finally, bake hotter',
    ]);
    expect(paragraphs.every((p) => p === p.trim() && !/\s{2}|\n/.test(p))).toBe(true);
  });

  it('labels the same blocks as every method: its text aligned to the source', () => {
    expect(result.labels).toHaveLength(page.blocks.length);
    const labelOf = (start: string) => result.labels[page.blocks.findIndex((b) => b.text.trim().startsWith(start))];
    expect(labelOf('Bread behaves differently')).toBe(1);
    expect(labelOf('Finally, bake hotter')).toBe(1);
    expect(labelOf('Recipes')).toBe(0);
    expect(labelOf('Share on X')).toBe(0);
    expect(labelOf('Rye crackers')).toBe(0);
    expect(labelOf('Privacy policy')).toBe(0);
  });

  it('is a method of the registry whose extract() text is its own', async () => {
    const extracted = await extract(PAGE, { method: 'defuddle' });
    expect(extracted.method).toBe('defuddle');
    expect(extracted.text).toBe(result.text);
    expect(extracted.blocks.map((b) => b.label)).toEqual(Array.from(result.labels));
  });

  it('says in one line which packages to install when one is missing', () => {
    let error: unknown;
    try {
      loadDefuddlePackages({ defuddle: 'no-such-package-for-web2text', jsdom: 'jsdom' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toBe(
      'the defuddle method needs no-such-package-for-web2text, not installed (devDependencies of web2text): npm install --save-dev no-such-package-for-web2text',
    );
    expect(() => loadDefuddlePackages({ defuddle: 'defuddle', jsdom: 'no-such-dom-for-web2text' })).toThrow(
      /^the defuddle method needs no-such-dom-for-web2text, not installed/,
    );
  });

  it('fetches nothing the page names: stylesheets, scripts, images, frames', async () => {
    const requested: string[] = [];
    const server: Server = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.end('p { color: red }');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const linked = PAGE.replace('</head>', `<link rel="stylesheet" href="${origin}/style.css"><script src="${origin}/app.js"></script>` +
        `<link rel="canonical" href="${origin}/post"></head>`)
        .replace('/img/loaf.jpg', `${origin}/loaf.jpg`)
        .replace('</article>', `<iframe src="${origin}/frame.html"></iframe><p><img src="${origin}/inline.png"></p></article>`);
      const text = defuddle.label(loadPage(linked)).text!;
      expect(text).toContain('Bread behaves differently in the mountains.');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requested).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the faults defuddle recovers from off stderr, and gives the console back', () => {
    // A JSON-LD block cut short: defuddle logs its parse error with a stack trace and reads the page without it.
    const broken = PAGE.replace('</head>', '<script type="application/ld+json">{"@type": "BlogPosting", "headline": </script></head>');
    const { error } = console;
    expect(defuddle.label(loadPage(broken)).text).toBe(result.text);
    expect(console.error).toBe(error);
    const dir = mkdtempSync(path.join(tmpdir(), 'w2t-defuddle-'));
    try {
      const file = path.join(dir, 'post.html');
      writeFileSync(file, broken);
      const r = runCli(['extract', file, '--method', 'defuddle']);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Bread behaves differently in the mountains.');
      expect(r.stderr).toBe('web2text: method defuddle\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
