// A hand-written Discourse-style thread page (no real site's content) whose posts live only in the page's
// preloaded data, as a Discourse page is served: header, title, a "Loading…" splash and a footer in the HTML, the
// posts' HTML in <div id="data-preloaded" data-preloaded="…"> (JSON whose topic entry is itself a JSON string).

/** The posts' HTML (Discourse's `cooked`), first post first. */
export const THREAD_POSTS = [
  '<p>Our cluster upgrade went fine, but since then the ingress controller restarts every few minutes. The pods show ' +
    '<code>CrashLoopBackOff</code> and the only line in the log says that the health check timed out after ten seconds.</p>\n' +
    '<p>Has anyone seen this after moving to the new release? Nothing else in our configuration changed.</p>',
  '<p>We had exactly this. The new release lowers the default probe timeout from thirty seconds to ten, and our ' +
    'controller needs about fifteen to answer while it loads a large configuration. Raising ' +
    '<code>timeoutSeconds</code> on the liveness probe fixed it for us.</p>',
  '<aside class="quote"><blockquote><p>Raising timeoutSeconds on the liveness probe fixed it</p></blockquote></aside>\n' +
    '<p>That was it, thank you. I set the timeout to thirty seconds &amp; the restarts stopped at once. I also opened ' +
    '<a href="https://example.org/issues/812">an issue</a> asking to mention the change in the release notes.</p>',
  '<p>For the record, the release notes now list the new default under <em>Breaking changes</em>:</p>\n' +
    '<ul><li>liveness probe timeout: ten seconds instead of thirty</li><li>readiness probe period: five seconds instead of ten</li></ul>',
];

/** The posts' authors. */
export const AUTHORS = ['dana_ops', 'kmiller', 'dana_ops', 'tobias.r'];

/** Sentences of each post that its extracted text must hold. */
export const POST_SENTENCES = [
  'the ingress controller restarts every few minutes',
  'The new release lowers the default probe timeout from thirty seconds to ten',
  'I set the timeout to thirty seconds & the restarts stopped at once',
  'liveness probe timeout: ten seconds instead of thirty',
];

/** Texts of the page's chrome. */
export const CHROME = ['Sign Up', 'Log In', 'Terms of Service', 'Privacy Policy', 'Powered by Discourse'];

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The data-preloaded attribute's JSON for `posts`, as Discourse writes it (the topic entry a JSON string). */
export function preloadedJson(posts: readonly string[]): string {
  const topic = {
    id: 5120,
    title: 'Ingress controller restarts after the upgrade',
    post_stream: { posts: posts.map((cooked, i) => ({ id: 90_000 + i, username: AUTHORS[i % AUTHORS.length], post_number: i + 1, cooked })), stream: posts.map((_, i) => 90_000 + i) },
  };
  return JSON.stringify({ site: JSON.stringify({ categories: [{ id: 5, name: 'Operations' }] }), topic_5120: JSON.stringify(topic) });
}

/** The thread page; `preloaded`: the attribute's raw JSON text (default: the posts'), escaped into the attribute. */
export function discourseThreadPage(preloaded = preloadedJson(THREAD_POSTS), noscript = ''): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Ingress controller restarts after the upgrade - Operations - Clusterfolk Forum</title>
<meta name="generator" content="Discourse 3.4.0 - https://github.com/discourse/discourse">
</head>
<body>
<header class="d-header"><div class="wrap"><a href="/" class="logo">Clusterfolk Forum</a>
<nav><a href="/latest">Latest</a> <a href="/categories">Categories</a> <a href="/top">Top</a></nav>
<div class="panel"><button class="sign-up-button">Sign Up</button> <button class="login-button">Log In</button></div></div></header>
<div id="d-splash"><p>Loading…</p></div>
<section id="main"></section>
<discourse-assets-json><div class="hidden" id="data-preloaded" data-preloaded="${escapeAttribute(preloaded)}"></div></discourse-assets-json>
${noscript}
<footer class="footer"><nav><a href="/tos">Terms of Service</a> <a href="/privacy">Privacy Policy</a> <a href="/guidelines">Guidelines</a></nav>
<p class="powered-by-link">Powered by Discourse, best viewed with JavaScript enabled</p></footer>
</body></html>`;
}
