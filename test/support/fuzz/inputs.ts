// Seeded hostile inputs for `npm run fuzz`: mutations of real pages (CleanEval, WCXB), tag soup, deep nesting,
// misnested formatting elements, huge attributes, lone surrogates, NUL bytes, random bytes and odd encodings.
// The same seed gives the same inputs, so a failure is reproduced by its seed and index alone.
import seedrandom from 'seedrandom';

export interface FuzzInput {
  /** Which generator made it (the failure report and the reproducer's file name say so). */
  kind: string;
  input: string | Uint8Array;
}

type Random = () => number;

const TAGS = [
  'div', 'p', 'span', 'a', 'b', 'i', 'table', 'tr', 'td', 'th', 'ul', 'li', 'ol', 'h1', 'h2', 'pre', 'form', 'select',
  'option', 'textarea', 'template', 'svg', 'math', 'noscript', 'script', 'style', 'iframe', 'title', 'br', 'img',
  'frameset', 'frame', 'body', 'html', 'head', 'meta', 'button', 'nav', 'footer', 'article', 'main', 'plaintext', 'xmp',
];
const WORDS = ['river', 'town', 'bridge', 'market', '长江', '川', 'Москва', 'नदी', 'نهر', '강', 'naïve', '€5', '&amp;', '&#0;', '&#xD800;', '&nosuch;'];

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function int(random: Random, max: number): number {
  return Math.floor(random() * max);
}

function tagSoup(random: Random): string {
  let html = '';
  for (let i = int(random, 400); i > 0; i--) {
    const r = random();
    if (r < 0.35) html += `<${pick(random, TAGS)}${random() < 0.3 ? ` class="${pick(random, WORDS)}"` : ''}${random() < 0.1 ? '/' : ''}>`;
    else if (r < 0.55) html += `</${pick(random, TAGS)}>`;
    else if (r < 0.6) html += pick(random, ['<!--', '-->', '<!DOCTYPE html>', '<![CDATA[', ']]>', '<?xml?>', '<', '>', '&']);
    else html += pick(random, WORDS) + ' ';
  }
  return html;
}

function deepNesting(random: Random): string {
  const depth = 1000 + int(random, 19_000);
  const tag = pick(random, ['div', 'template', 'table', 'b', 'a', 'li', 'span', 'font', 'select', 'svg']);
  return `<body>${`<${tag}>x`.repeat(depth)}${random() < 0.5 ? `</${tag}>`.repeat(depth) : ''}`;
}

/** Formatting elements that each new block re-opens (HTML §13.2.4.3): `<p><b id=1>x<p><b id=2>x…`. */
function reopenedFormatting(random: Random): string {
  const tag = pick(random, ['b', 'i', 'font', 'a', 'em']);
  return `<body>${Array.from({ length: 1000 + int(random, 19_000) }, (_, i) => `<p><${tag} id=${i}>x`).join('')}`;
}

function hugeAttributes(random: Random): string {
  if (random() < 0.5) {
    const count = 1000 + int(random, 60_000);
    return `<body><div${Array.from({ length: count }, (_, i) => ` a${random() < 0.3 ? 0 : i}="${i}"`).join('')}>text</div>`;
  }
  return `<body><a href="${'x'.repeat(100_000 + int(random, 1_000_000))}">link</a><p>after</p>`;
}

function surrogates(random: Random, pages: readonly string[]): string {
  const base = pages.length > 0 ? pick(random, pages) : tagSoup(random);
  let out = base;
  for (let i = 1 + int(random, 20); i > 0; i--) {
    const at = int(random, out.length + 1);
    const lone = String.fromCharCode(0xd800 + int(random, 0x800));
    out = out.slice(0, at) + lone + (random() < 0.5 ? String.fromCharCode(0xdc00 + int(random, 0x400)) : '') + out.slice(at);
  }
  return out;
}

function mutateBytes(random: Random, page: Uint8Array): Uint8Array {
  const bytes = Buffer.from(page);
  const parts: Buffer[] = [bytes];
  for (let i = 1 + int(random, 8); i > 0; i--) {
    const current = Buffer.concat(parts.splice(0));
    const at = int(random, current.length + 1);
    const r = random();
    if (r < 0.25) parts.push(current.subarray(0, at)); // truncation
    else if (r < 0.5) parts.push(current.subarray(0, at), Buffer.from([0]), current.subarray(at)); // NUL byte
    else if (r < 0.7) parts.push(current.subarray(0, at), Buffer.from(Array.from({ length: 1 + int(random, 16) }, () => int(random, 256))), current.subarray(at));
    else if (r < 0.85) parts.push(current.subarray(0, at), current.subarray(int(random, current.length)), current.subarray(at)); // splice a copy
    else parts.push(Buffer.from(`<meta charset="${pick(random, ['utf-8', 'utf-16', 'shift_jis', 'gbk', 'x-user-defined', 'bogus', 'iso-2022-jp'])}">`), current);
  }
  return new Uint8Array(Buffer.concat(parts));
}

function randomBytes(random: Random): Uint8Array {
  return Uint8Array.from({ length: int(random, 200_000) }, () => int(random, 256));
}

/** `n` inputs from `seed`; `pages` are real pages (bytes) to mutate. */
export function* fuzzInputs(seed: string, n: number, pages: readonly Uint8Array[]): Generator<FuzzInput> {
  const random = seedrandom(seed);
  const texts = pages.slice(0, 50).map((p) => Buffer.from(p).toString('latin1'));
  const generators: [string, () => string | Uint8Array][] = [
    ['mutated-page', () => (pages.length > 0 ? mutateBytes(random, pick(random, pages)) : tagSoup(random))],
    ['tag-soup', () => tagSoup(random)],
    ['deep-nesting', () => deepNesting(random)],
    ['reopened-formatting', () => reopenedFormatting(random)],
    ['huge-attributes', () => hugeAttributes(random)],
    ['surrogates', () => surrogates(random, texts)],
    ['nul-bytes', () => tagSoup(random).replace(/ /g, () => (random() < 0.2 ? '\u0000' : ' '))],
    ['random-bytes', () => randomBytes(random)],
  ];
  // Mutated real pages are most of the run; each other generator gets an equal share of the rest.
  for (let i = 0; i < n; i++) {
    const [kind, make] = random() < 0.5 ? generators[0] : pick(random, generators.slice(1));
    yield { kind, input: make() };
  }
}
