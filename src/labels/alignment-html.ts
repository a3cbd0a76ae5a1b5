// A self-contained HTML view of an alignment, for checking it by eye: the page source as text, aligned chars
// highlighted, each block outlined and coloured by its label.
import type { LabelSpan } from './block-labels';

export interface AlignmentView {
  title: string;
  source: string;
  aligned: Uint8Array;
  blocks: readonly LabelSpan[];
  labels: Uint8Array;
  /** Lines of facts shown above the source (counts, coverage). */
  facts: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

const STYLE = `body{font-family:sans-serif;margin:1em}pre{white-space:pre-wrap;word-break:break-all;font-size:12px;line-height:1.5}
.al{background:#ffe066}.b1{outline:1px solid #2b8a3e;background-color:rgba(43,138,62,.08)}.b0{outline:1px dashed #adb5bd}
.b1.al{background:#b2f2bb}.legend span{padding:0 .4em;margin-right:1em}`;

/** Positions where the highlight changes: aligned-mask changes and block starts/ends. */
function boundaries(view: AlignmentView): number[] {
  const cuts = new Set<number>([0, view.source.length]);
  for (let i = 1; i < view.aligned.length; i++) if (view.aligned[i] !== view.aligned[i - 1]) cuts.add(i);
  for (const b of view.blocks) {
    if (b.start >= 0 && b.end <= view.source.length) cuts.add(b.start).add(b.end);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** Label of the block covering each position (−1 outside blocks). */
function blockLabelAt(view: AlignmentView): Int8Array {
  const at = new Int8Array(view.source.length).fill(-1);
  view.blocks.forEach((b, k) => {
    if (b.start >= 0 && b.end <= view.source.length) at.fill(view.labels[k], b.start, b.end);
  });
  return at;
}

export function renderAlignmentHtml(view: AlignmentView): string {
  const labelAt = blockLabelAt(view);
  const cuts = boundaries(view);
  let body = '';
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k], cuts[k + 1]];
    const classes = [view.aligned[from] === 1 ? 'al' : '', labelAt[from] >= 0 ? `b${labelAt[from]}` : ''].filter(Boolean);
    const text = escapeHtml(view.source.slice(from, to));
    body += classes.length > 0 ? `<span class="${classes.join(' ')}">${text}</span>` : text;
  }
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(view.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(view.title)}</h1>
<ul>${view.facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<p class="legend"><span class="al">aligned to the clean text</span><span class="b1">content block</span><span class="b0">boilerplate block</span></p>
<pre>${body}</pre></body></html>
`;
}
