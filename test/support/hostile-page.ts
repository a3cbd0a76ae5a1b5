// A page that tries every way we know to run code or reach the network when shown: scripts (inline, external,
// SVG, event handlers), <meta> refresh, remote images (src, srcset, CSS), a stylesheet, a frame, a plugin, a form
// and javascript: links. Every URL points at the test's own loopback server, which counts what reaches it.

/** The text the page's blocks hold, also its gold. */
export const HOSTILE_TEXT = [
  'Harbour authority approves the new ferry timetable',
  'The ferries will run every twenty minutes from the first of March, the authority said on Tuesday after a long consultation with residents.',
  'Night services stay hourly, and the old pier closes for repairs during the summer months.',
];

export function hostilePage(origin: string): string {
  return `<!DOCTYPE html>
<html><head>
<meta http-equiv="refresh" content="0; url=${origin}/refresh">
<title>hostile</title>
<link rel="stylesheet" href="${origin}/style.css">
<link rel="prefetch" href="${origin}/prefetch">
<style>@import url("${origin}/import.css"); body { background: url("${origin}/background.png"); }</style>
<script>console.log('hostile script ran'); fetch('${origin}/fetch'); parent.document.title = 'owned';</script>
<script src="${origin}/external.js"></script>
<base href="${origin}/">
</head>
<body onload="console.log('hostile onload ran'); new Image().src = '${origin}/onload';">
<nav><a href="javascript:console.log('hostile link ran')">Home</a> <a href="${origin}/about">About</a></nav>
<h1>${HOSTILE_TEXT[0]}</h1>
<img src="${origin}/image.png" srcset="${origin}/image-2x.png 2x" onerror="console.log('hostile onerror ran')" alt="ferry">
<p style="background-image: url('${origin}/inline.png')">${HOSTILE_TEXT[1]}</p>
<p>${HOSTILE_TEXT[2]}</p>
<iframe src="${origin}/frame.html"></iframe>
<object data="${origin}/object.swf"></object>
<form action="${origin}/submit" method="post"><input name="q" autofocus onfocus="console.log('hostile onfocus ran')"><button formaction="${origin}/button">Send</button></form>
<svg><script>console.log('hostile svg script ran')</script><image href="${origin}/svg.png"/></svg>
<video src="${origin}/video.mp4" poster="${origin}/poster.png" autoplay></video>
</body></html>`;
}
