// Every citation in the repository resolves for a reader of it: a section (§6.2), a point (A15, G4) or a named
// paragraph ("Template stripping") of a method description in docs/methods/, and a heading of docs/results.md,
// experiments.md or guide.md ("Policies"). A bare §2.7 or A15 refers to the method description named last before it
// in the same file (in docs/methods/, to the page itself). And the library names no data folder beside the
// repository: that default belongs to the CLI.
import { readdirSync, readFileSync } from 'fs';
import { basename, join, relative } from 'path';
import { filesUnder, REPO_ROOT } from '../support/repo-files';

const ROOT = REPO_ROOT;
const METHODS_DIR = join(ROOT, 'docs', 'methods');

/** A section id: 6, 3a, 6.2, 13.5 (and the points of a list: A15, G4). */
const ID = String.raw`\d+[a-z]?(?:\.\d+)*`;
const POINT = String.raw`[AG]\d{1,2}`;

/** Lower-cased, whitespace collapsed: how quoted names are looked for. */
const fold = (text: string): string => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * The citable parts of a method description: each numbered heading (`## 6.`, `### 6.2`, `### 3a.`) with the text up
 * to the next heading of its level or above, and each bold-labelled list item (`- **A15** …`, `- **13.3** …`).
 */
function citableParts(markdown: string): Map<string, string> {
  const lines = markdown.split('\n');
  const parts = new Map<string, string>();
  lines.forEach((line, at) => {
    const heading = new RegExp(String.raw`^(#{1,6})\s+(${ID})\.?\s`).exec(line);
    if (heading !== null) {
      const level = heading[1].length;
      const end = lines.findIndex((next, i) => i > at && /^#{1,6}\s/.test(next) && next.indexOf(' ') <= level);
      parts.set(heading[2], fold(lines.slice(at, end < 0 ? lines.length : end).join(' ')));
    }
    const item = new RegExp(String.raw`^\s*[-*]\s+\*\*(${POINT}|\d+\.\d+)\b`).exec(line);
    if (item !== null) {
      const end = lines.findIndex((next, i) => i > at && (/^\s*[-*]\s|^#|^\s*$/.test(next)));
      parts.set(item[1], fold(lines.slice(at, end < 0 ? lines.length : end).join(' ')));
    }
  });
  return parts;
}

const METHOD_DOCS = new Map(
  readdirSync(METHODS_DIR).filter((name) => name.endsWith('.md')).map((name) => [basename(name, '.md'), citableParts(readFileSync(join(METHODS_DIR, name), 'utf8'))]),
);

/**
 * The headings of the reader's pages that code and docs cite by name (`docs/results.md, "Policies"`): `#` headings
 * and the bold titles that open a paragraph or a list item (`**Exit codes.**`).
 */
const PAGE_HEADINGS = new Map(
  ['results', 'experiments', 'guide'].map((name) => [
    name,
    readFileSync(join(ROOT, 'docs', `${name}.md`), 'utf8')
      .split('\n')
      .filter((line) => /^#|^\s*(?:[-*]\s+)?\*\*[^*]+\*\*/.test(line))
      .map((line) => fold(line.startsWith('#') ? line : /\*\*([^*]+)\*\*/.exec(line)![1])),
  ]),
);

/** A file's text with its lines joined (comment markers dropped), so a citation may run over a line break. */
function joinedText(file: string): string {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.ts') ? text.replace(/\n[ \t]*(?:\/\/+|\*(?!\/))?[ \t]*/g, ' ') : text.replace(/\n[ \t]*/g, ' ');
}

/** What a citation asks for, checked against the description it names. */
function checkCitation(doc: string, sections: readonly string[], points: readonly string[], quotes: readonly string[]): string[] {
  const parts = METHOD_DOCS.get(doc);
  if (parts === undefined) return [`docs/methods/${doc}.md does not exist`];
  const problems: string[] = [];
  for (const id of [...sections, ...points]) if (!parts.has(id)) problems.push(`${doc}.md has no ${/^\d/.test(id) ? '§' : ''}${id}`);
  const scope = sections.length > 0 ? fold(parts.get(sections[sections.length - 1]) ?? '') : fold([...parts.values()].join(' '));
  for (const quote of quotes) if (!scope.includes(fold(quote))) problems.push(`${doc}.md ${sections.length > 0 ? `§${sections[sections.length - 1]}` : ''} does not say "${quote}"`);
  return problems;
}

/** The section ids, points and quoted names that follow a citation's start (`§6.2 step 2, A3 "Offline"`), and where they end. */
function readTail(text: string, from: number): { sections: string[]; points: string[]; quotes: string[]; end: number } {
  const token = new RegExp(
    String.raw`\)?(?:[ ,;]|and |or )*(?:§\s?(${ID})(?:\s?[–-]\s?§?(${ID}))?|\b(${POINT})\b|"([^"]+)"|step \d+(?: \([a-z]\))?|\[[A-Za-z]+\])`,
    'y',
  );
  const tail = { sections: [] as string[], points: [] as string[], quotes: [] as string[], end: from };
  token.lastIndex = from;
  for (let m = token.exec(text); m !== null && m[0].length > 0; m = token.exec(text)) {
    if (m[1] !== undefined) tail.sections.push(...[m[1], m[2]].filter((id): id is string => id !== undefined));
    if (m[3] !== undefined) tail.points.push(m[3]);
    if (m[4] !== undefined) tail.quotes.push(m[4]);
    tail.end = token.lastIndex;
  }
  return tail;
}

/** Standards and papers cited by section that are not ours to check. */
const OUTSIDE_SECTION = /(?:HTML|Encoding|Sniffing|Syntax|tokenizer|paper|Section|RFC)\s*$/i;

function citationProblems(file: string): string[] {
  const text = joinedText(file);
  const inMethods = file.startsWith(METHODS_DIR);
  const self = inMethods ? basename(file, '.md') : undefined;
  const problems: string[] = [];
  const consumed: [number, number][] = [];
  // Citations that name their description.
  const named = inMethods ? /(?:docs\/)?methods\/([a-z0-9-]+)\.md|\]\(([a-z0-9-]+)\.md(?:#[^)]*)?\)/g : /(?:docs\/)?methods\/([a-z0-9-]+)\.md/g;
  const mentions: { at: number; doc: string }[] = [];
  for (const m of text.matchAll(named)) {
    const doc = m[1] ?? m[2];
    if (doc === 'README') continue;
    const start = m.index + m[0].length;
    mentions.push({ at: m.index, doc });
    const tail = readTail(text, start);
    consumed.push([m.index, tail.end]);
    problems.push(...checkCitation(doc, tail.sections, tail.points, tail.quotes));
  }
  const isConsumed = (at: number) => consumed.some(([a, b]) => at >= a && at < b);
  const docBefore = (at: number) => self ?? mentions.filter((mention) => mention.at < at).pop()?.doc;
  // Bare citations: § ids, and points.
  for (const m of text.matchAll(new RegExp(String.raw`§\s?(${ID})`, 'g'))) {
    if (isConsumed(m.index) || OUTSIDE_SECTION.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const doc = docBefore(m.index);
    const tail = readTail(text, m.index);
    consumed.push([m.index, tail.end]);
    if (doc === undefined) problems.push(`a bare ${m[0]} before any method description is named`);
    else problems.push(...checkCitation(doc, tail.sections, tail.points, tail.quotes));
  }
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w%/.-])(${POINT})\b`, 'g'))) {
    if (isConsumed(m.index)) continue;
    const doc = docBefore(m.index);
    if (doc === undefined) problems.push(`a bare ${m[1]} before any method description is named`);
    else problems.push(...checkCitation(doc, [], [m[1]], []));
  }
  // Headings of the reader's pages cited by name.
  const pageCitation = /(?:docs\/)?\b(results|experiments|guide)(?:\.md)?\]?(?:\([^)]*\))?,\s*((?:"[^"]+"(?:,? (?:and|or) )?)+)/g;
  for (const m of text.matchAll(pageCitation)) {
    for (const [, quote] of m[2].matchAll(/"([^"]+)"/g)) {
      if (!PAGE_HEADINGS.get(m[1])!.some((heading) => heading.includes(fold(quote)))) problems.push(`docs/${m[1]}.md has no heading "${quote}"`);
    }
  }
  // What used to point outside the repository.
  for (const m of text.matchAll(/\bspecs?\/[\w-]+\.md|\bspec §|shared\/(?:specs|papers)/g)) problems.push(`"${m[0]}" points outside the repository`);
  return problems.map((problem) => `${relative(ROOT, file)}: ${problem}`);
}

const SCANNED = [
  ...['src', 'scripts', 'test'].flatMap((dir) => filesUnder(join(ROOT, dir), '.ts')),
  ...filesUnder(join(ROOT, 'docs'), '.md'),
  join(ROOT, 'README.md'),
].filter((file) => file !== __filename);

describe('citations', () => {
  it('finds the method descriptions and their sections', () => {
    expect([...METHOD_DOCS.keys()].sort()).toEqual(['README', 'cetd', 'modern-pages', 'page-level-mce', 'site-template', 'web2text', 'words-leaf-ratio']);
    expect(METHOD_DOCS.get('web2text')!.has('6.2')).toBe(true);
    expect(METHOD_DOCS.get('site-template')!.has('A15')).toBe(true);
  });

  it('reports a section, a point or a name that does not exist, and a bare § with no description named', () => {
    expect(checkCitation('web2text', ['6.9'], [], [])).toEqual(['web2text.md has no §6.9']);
    expect(checkCitation('site-template', ['2.7'], ['A99'], ['no such words'])).toEqual([
      'site-template.md has no A99',
      'site-template.md §2.7 does not say "no such words"',
    ]);
    expect(readTail('(x.md §2.2–2.4, A1 "Offline") rest', 5)).toMatchObject({ sections: ['2.2', '2.4'], points: ['A1'], quotes: ['Offline'] });
  });

  it('resolves every citation in src, scripts, test, docs and the README', () => {
    expect(SCANNED.length).toBeGreaterThan(300);
    expect(SCANNED.flatMap(citationProblems)).toEqual([]);
  });

  it('the library assumes no data folder beside the repository (only the CLI has that default)', () => {
    const library = filesUnder(join(ROOT, 'src'), '.ts').filter((file) => !file.startsWith(join(ROOT, 'src', 'cli')));
    const offenders = library.filter((file) => /\.\.\/shared|'\.\.', 'shared'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
