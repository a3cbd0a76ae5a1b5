import { loadPage } from '../../src/dom/page';
import { MAPPING_TREE, type MappingTree } from '../../src/heuristics/site-template/mapping-tree';
import { assignChildren, positionScore, similarity, type TextMatching } from '../../src/heuristics/site-template/node-equality';
import { voteTemplate } from '../../src/heuristics/site-template/template-votes';
import { mapTopDown } from '../../src/heuristics/site-template/top-down-mapping';

function tree(body: string): MappingTree {
  return loadPage(`<html><body>${body}</body></html>`).get(MAPPING_TREE)!;
}

/** The nodes flagged, as `tag` or `"text"`, in document order. */
function named(t: MappingTree, flags: ArrayLike<number>): string[] {
  const names: string[] = [];
  for (let i = 0; i < t.size; i++) if (flags[i]) names.push(t.tag[i] === '#text' ? `"${t.text[i]}"` : t.tag[i]);
  return names;
}

const map = (key: string, other: string, textMatching: TextMatching = 'content') => {
  const k = tree(key);
  return named(k, mapTopDown(k, tree(other), textMatching));
};

describe('equal top-down mapping (docs/methods/site-template.md §2.5, §2.6)', () => {
  it('maps equal subtrees entirely', () => {
    const page = '<div id="menu"><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></div><p>Same text.</p>';
    expect(map(page, page)).toEqual(['body', 'div', 'ul', 'li', 'a', '"A"', 'li', 'a', '"B"', 'p', '"Same text."']);
  });

  it('maps only where the nodes are equal, and never below a node that is not mapped (top-down)', () => {
    // The key's <section> meets a <div> at its place: neither it nor its equal-looking children map.
    const key = '<header><h1>Site</h1></header><section><p>Shared?</p></section><footer>(c) Site</footer>';
    const other = '<header><h1>Site</h1></header><div><p>Shared?</p></div><footer>(c) Site</footer>';
    expect(map(key, other)).toEqual(['body', 'header', 'h1', '"Site"', 'footer', '"(c) Site"']);
  });

  it('maps an element whose text differs, but not the text, unless text is ignored as the paper does (A11)', () => {
    const key = '<h1 class="title">First article</h1>';
    const other = '<h1 class="title">Second article</h1>';
    expect(map(key, other)).toEqual(['body', 'h1']);
    expect(map(key, other, 'paper')).toEqual(['body', 'h1', '"First article"']);
  });

  it('maps nothing when the roots differ (A14)', () => {
    const k = loadPage('<html><body><p>x</p></body></html>').get(MAPPING_TREE)!;
    const frameless = { ...k, tag: ['div', ...k.tag.slice(1)] };
    expect(named(k, mapTopDown(k, frameless, 'content'))).toEqual([]);
  });

  it('keeps a menu item that is marked as the current page its own item (same text first)', () => {
    const menu = (current: number) =>
      `<ul>${['Home', 'Travel', 'Food', 'Culture'].map((item, i) => `<li${i === current ? ' class="active"' : ''}><a href="/${i}">${item}</a></li>`).join('')}</ul>`;
    expect(map(menu(2), menu(1))).toEqual([
      'body', 'ul', 'li', 'a', '"Home"', 'li', 'a', '"Travel"', 'li', 'a', '"Food"', 'li', 'a', '"Culture"',
    ]);
  });
});

describe('node equality (§2.7)', () => {
  it('scores [H]\'s relation: ids, classes and attributes in place, then 0.1·cls + 0.4·pos + 0.5·ch', () => {
    const k = tree('<div id="x" class="a b"></div><div class="a b" role="r"></div><p class="a"><b>1</b><i>2</i></p><p></p>');
    const o = tree('<div id="x" class="c"></div><div class="b a" role="r"></div><p class="a c"><b>1</b></p><p></p>');
    const [, kDiv1, kDiv2, kP1, , , , , kP2] = Array.from({ length: k.size }, (_, i) => i);
    const [, oDiv1, oDiv2, oP1, , , oP2] = Array.from({ length: o.size }, (_, i) => i);
    expect(similarity(k, kDiv1, o, oDiv1, 0.5, 'content')).toBe(4); // equal ids: +∞
    expect(similarity(k, kDiv2, o, oDiv2, 1, 'content')).toBe(3); // same classes and attributes, in place: +∞
    expect(similarity(k, kDiv2, o, oDiv2, 0.5, 'content')).toBe(2); // … out of place: +∞/2
    // cls = 1/2, pos = 1, ch = 1/2.
    expect(similarity(k, kP1, o, oP1, 1, 'content')).toBeCloseTo(0.1 * 0.5 + 0.4 + 0.5 * 0.5);
    // No class either (cls 1), no children either (ch 1): equal at pos ≥ 0.75.
    expect(similarity(k, kP2, o, oP2, 0.75, 'content')).toBeCloseTo(0.9);
    expect(similarity(k, kP1, o, oDiv2, 1, 'content')).toBe(-Infinity);
  });

  it('scores position inside the sibling window as 1, and 1/min(a, b) less per step outside', () => {
    // 5 key siblings, 3 others: d = 2, key sibling 3's window is [1, 3] clipped to [1, 2].
    expect(positionScore(3, 1, 5, 3)).toBe(1);
    expect(positionScore(3, 2, 5, 3)).toBe(1);
    expect(positionScore(3, 0, 5, 3)).toBeCloseTo(1 - 1 / 3);
    expect(positionScore(0, 2, 4, 4)).toBeCloseTo(0.5);
  });

  it('assigns siblings one to one, best pair first, and leaves out pairs below the threshold', () => {
    const k = tree('<p>a</p><p>b</p><p>c</p><span>d</span>');
    const o = tree('<p>c</p><p>a</p><p>b</p>');
    const text = (t: MappingTree, i: number) => t.text[t.childIndex[t.childStart[i]]];
    const pairs = (textMatching: TextMatching) => {
      const found: string[] = [];
      assignChildren(k, 0, o, 0, textMatching, (x, y) => found.push(`${text(k, x)}→${text(o, y)}`));
      return found.sort();
    };
    // The same text makes them equal a step out of place (pos 2/3: a weighted sum of 0.87 would not do).
    expect(pairs('content')).toEqual(['a→a', 'b→b', 'c→c']);
    // Text ignored, the <p>s in place pair up; the <span> has no equal.
    expect(pairs('paper')).toEqual(['a→c', 'b→a', 'c→b']);
  });
});

describe('voting (§2.4, A6, A16)', () => {
  const key = tree('<nav><a href="/">Home</a><a href="/x">X</a></nav><div class="main"><p>Article</p></div><footer>Foot</footer>');
  const withNav = tree('<nav><a href="/">Home</a><a href="/x">X</a></nav><div class="main"><p>Other</p></div><footer>Other foot</footer>');
  const withFooter = tree('<div class="top"></div><div class="main"><p>More</p></div><footer>Foot</footer>');
  const bare = tree('<main><p>Nothing shared</p></main>');
  const mappings = [withNav, withFooter, bare].map((other) => mapTopDown(key, other, 'content'));

  it('keeps the nodes that at least v of the compared pages hold', () => {
    expect(named(key, voteTemplate(key, mappings, 1, 'content').template)).toEqual(['body', 'nav', 'a', '"Home"', 'a', '"X"', 'footer', '"Foot"']);
    // With v = 2 the footer element has two votes, but holds text of which none has: it is not template either.
    expect(named(key, voteTemplate(key, mappings, 2, 'content').template)).toEqual(['body']);
  });

  it('keeps text-holding elements without template text, and text whatever it says, when text is ignored (paper)', () => {
    const paper = [withFooter, bare].map((other) => mapTopDown(key, other, 'paper'));
    expect(named(key, voteTemplate(key, paper, 1, 'paper').template)).toEqual(['body', 'div', 'p', '"Article"', 'footer', '"Foot"']);
  });

  it('needs fewer votes when fewer pages vote, and says so (A6)', () => {
    const vote = voteTemplate(key, mappings.slice(0, 1), 2, 'content');
    expect(vote.votesNeeded).toBe(1);
    expect(named(key, vote.template)).toEqual(['body', 'nav', 'a', '"Home"', 'a', '"X"']);
    expect(voteTemplate(key, [], 2, 'content').votesNeeded).toBe(0);
  });

  it('needs one more vote when a page is a copy of the key page (it maps every node, A16)', () => {
    const copy = mapTopDown(key, key, 'content');
    expect(voteTemplate(key, [copy, ...mappings], 2, 'content')).toMatchObject({ copies: [0], votesNeeded: 3 });
    expect(named(key, voteTemplate(key, [copy, ...mappings.slice(0, 2)], 2, 'content').template)).toEqual(['body']);
    expect(voteTemplate(key, [copy, mappings[0]], 2, 'content').votesNeeded).toBe(2);
  });
});
