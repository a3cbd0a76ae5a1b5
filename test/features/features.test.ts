import { loadPage } from '../../src/dom/page';
import { blockRecords } from '../../src/features/block-records';
import {
  BLOCK_FEATURE_COUNT,
  BLOCK_FEATURE_NAMES,
  EDGE_FEATURE_COUNT,
  EDGE_FEATURE_NAMES,
  FEATURE_VERSION,
  computeFeatures,
} from '../../src/features';

const z = (v: number, mean: number, std: number) => (v - mean) / std;
const col = (name: string) => {
  const i = BLOCK_FEATURE_NAMES.indexOf(name);
  if (i < 0) throw new Error(`no feature ${name}`);
  return i;
};
const edgeCol = (name: string) => EDGE_FEATURE_NAMES.indexOf(name);

function featuresOf(html: string, options?: { integerDivision?: boolean }) {
  const page = loadPage(html);
  const f = computeFeatures(page, options);
  const row = (i: number) => Array.from(f.block.subarray(i * BLOCK_FEATURE_COUNT, (i + 1) * BLOCK_FEATURE_COUNT));
  const edge = (i: number) => Array.from(f.edge.subarray(i * EDGE_FEATURE_COUNT, (i + 1) * EDGE_FEATURE_COUNT));
  return { page, f, row, edge };
}

describe('feature names (docs/methods/web2text.md §4–5)', () => {
  it('has 128 block and 25 edge names in the reference layout', () => {
    expect(BLOCK_FEATURE_NAMES).toHaveLength(128);
    expect(EDGE_FEATURE_NAMES).toHaveLength(25);
    expect(new Set(BLOCK_FEATURE_NAMES).size).toBe(128);
    expect(BLOCK_FEATURE_NAMES[27]).toBe('has_p');
    expect(BLOCK_FEATURE_NAMES[68]).toBe('has_gp');
    expect(BLOCK_FEATURE_NAMES[89]).toBe('root_body_percentage');
    expect(BLOCK_FEATURE_NAMES[109]).toBe('tag_a');
    expect(BLOCK_FEATURE_NAMES[127]).toBe('tag_blockquote');
    expect(EDGE_FEATURE_NAMES[4]).toBe('block_break');
    expect(FEATURE_VERSION.length).toBeGreaterThan(0);
  });
});

describe('block features on a small page, checked by hand', () => {
  // Offsets: "Home" 20–24, "About" 37–42, "The cat is on the mat." 55–77 → bodyStart 20, bodyLen 57.
  const html = '<ul><li><a href="#">Home</a></li><li>About</li></ul><p>The cat is on the mat.</p>';
  const { page, row, edge } = featuresOf(html);

  it('segments the page as expected', () => {
    expect(page.blocks.map((b) => [b.text, b.start, b.end])).toEqual([
      ['Home', 20, 24],
      ['About', 37, 42],
      ['The cat is on the mat.', 55, 77],
    ]);
  });

  it('computes the leaf statistics of "The cat is on the mat." (stop words are case-sensitive)', () => {
    const r = row(2);
    // Words The cat is on the mat: 6 words, 16 letters, stop words is/on/the (not "The"), 1 capitalised.
    expect(r[col('has_word')]).toBeCloseTo(z(1, 0.8255, 0.5643817), 5);
    expect(r[col('log_n_words')]).toBeCloseTo(z(Math.log(6), 1.5086, 1.205), 5);
    expect(r[col('avg_word_length')]).toBeCloseTo(z(3, 4.910001, 1.905709), 5); // idiv(16, 6) = 2 → clip to 3
    expect(r[col('has_stopword')]).toBe(1);
    expect(r[col('stopword_ratio')]).toBeCloseTo(z(3 / 6, 0.374, 0.1529), 5);
    expect(r[col('log_n_characters')]).toBeCloseTo(z(Math.log(22), 3.392, 1.06445), 5);
    expect(r[col('contains_punctuation')]).toBe(1);
    expect(r[col('n_punctuation')]).toBeCloseTo(z(1, 0.06938, 0.4083676), 5);
    expect(r[col('log_punctuation_ratio')]).toBeCloseTo(z(Math.log(1 / 22), -3.338525, 0.6058926), 5);
    expect(r[col('has_numeric')]).toBeCloseTo(z(-1, -0.5900983, 0.8073342), 5);
    expect(r[col('log_avg_sentence_length')]).toBeCloseTo(z(Math.log(22), 3.109, 1.011), 5);
    expect(r[col('has_multiple_sentences')]).toBe(-1);
    expect(r[col('ends_with_punctuation')]).toBe(1);
    expect(r[col('ends_with_question_mark')]).toBe(-1);
    expect(r[col('ratio_words_with_capital')]).toBeCloseTo(z(1 / 6, 0.4475758, 0.4129316), 5);
  });

  it('computes the relative position from the body span', () => {
    const r0 = (22 - 20) / 57;
    const r2 = (66 - 20) / 57;
    expect(row(0)[col('relative_position')]).toBeCloseTo(z(r0, 0.5198038, 0.2996195), 5);
    expect(row(2)[col('relative_position')]).toBeCloseTo(z(r2, 0.5198038, 0.2996195), 5);
    expect(row(2)[col('relative_position_2')]).toBeCloseTo(z(r2 * r2, 0.3599672, 0.3157282), 5);
  });

  it('describes parent, grandparent and root (has_p/has_gp are 1/0, body_percentage 1 only for the root)', () => {
    const home = row(0);
    expect(home[col('has_p')]).toBe(1);
    expect(home[col('p_body_percentage')]).toBe(0);
    // <ul>: link chars 4 ("Home" under <a>) of 4 + 5 chars.
    expect(home[col('p_link_density')]).toBeCloseTo(z(4 / 9, 0.5, 0.5), 5);
    expect(home[col('p_tag_ul')]).toBe(1);
    expect(home[col('p_tag_ul_2')]).toBe(1);
    expect(home[col('p_tag_body')]).toBe(-1);
    expect(home[col('has_gp')]).toBe(1);
    expect(home[col('gp_body_percentage')]).toBe(1);
    expect(home[col('root_body_percentage')]).toBe(1);
    expect(home[col('root_link_density')]).toBeCloseTo(z(4 / 31, 0.5, 0.5), 5);
    expect(home[col('tag_a')]).toBe(1);
    expect(home[col('tag_li')]).toBe(1);
    expect(home[col('tag_p')]).toBe(-1);
    const cat = row(2);
    expect(cat[col('p_tag_body')]).toBe(1);
    expect(cat[col('has_gp')]).toBe(0);
    for (let i = col('has_gp'); i < col('root_body_percentage'); i++) expect(cat[i]).toBe(0);
    expect(cat[col('tag_p')]).toBe(1);
  });

  it('computes edge features: tree distance, 1/0 block break, common-ancestor features', () => {
    const e0 = edge(0); // Home–About: siblings under <ul>
    expect(e0.slice(0, 4)).toEqual([1, -1, -1, -1]);
    expect(e0[edgeCol('block_break')]).toBe(1);
    expect(e0[edgeCol('common_ancestor_body_percentage')]).toBe(0);
    const e1 = edge(1); // About–cat: LCA is the root <body>, d = 1 + 0 + 2
    expect(e1.slice(0, 4)).toEqual([-1, 1, -1, -1]);
    expect(e1[edgeCol('common_ancestor_body_percentage')]).toBe(1);
  });
});

describe('other features', () => {
  it('counts tree distances 2, 3, 4 and more, and a 0 block break between inline siblings', () => {
    const { edge } = featuresOf(
      '<div><div><span>a</span><span>b</span></div><span>c</span></div>' +
        '<div><div><span>d</span><span>e</span></div><span>f</span></div><div><span>g</span><span>h</span></div>',
    );
    const distances = [0, 1, 2, 3, 4, 5, 6].map((i) => edge(i).slice(0, 4).indexOf(1));
    // a–b 2, b–c 3, c–d 5, d–e 2, e–f 3, f–g 4, g–h 2 (index 3 = "more than 4").
    expect(distances).toEqual([0, 1, 3, 0, 1, 2, 0]);
    expect(edge(0)[edgeCol('block_break')]).toBe(0);
  });

  it('counts duplicate texts and the shared class path (⚠ idiv(count, nLeaves))', () => {
    const same = featuresOf('<p>x</p>'.repeat(11) + '<p>y</p>');
    expect(same.row(0).slice(0, 3)).toEqual([1, 1, 1]);
    expect(same.row(11).slice(0, 3)).toEqual([-1, -1, 1]);
    const mixed = featuresOf('<p>x</p><p>x</p><div>y</div>');
    expect(mixed.row(0).slice(0, 3)).toEqual([1, -1, 0]);
  });

  it('keeps the reference integer division by default and offers true division', () => {
    const html = '<p>Extraordinary things</p><p>b</p>'; // 19 letters / 2 words
    expect(featuresOf(html).row(0)[col('avg_word_length')]).toBeCloseTo(z(9, 4.910001, 1.905709), 5);
    const real = featuresOf(html, { integerDivision: false }).row(0)[col('avg_word_length')];
    expect(real).toBeCloseTo(z(9.5, 4.910001, 1.905709), 5);
  });

  it('counts sentences as breaks after . ? ! ; followed by whitespace and an uppercase letter', () => {
    // ". T" and "? F" and ";  F" and ". É" break; "! t" (lowercase) and "e.g.Next" (no space) do not → S = 5.
    const { page } = featuresOf('<p>One. Two! three? Four;  Five e.g.Next. Élan</p>');
    expect(page.blocks[0].node.props.nSentences).toBe(5);
    const r = featuresOf('<p>One. Two! three? Four;  Five e.g.Next. Élan</p>').row(0);
    expect(r[col('has_multiple_sentences')]).toBe(1);
    // The two spaces collapse to one: C = 42, ⚠ idiv(42, 5) = 8.
    expect(r[col('log_avg_sentence_length')]).toBeCloseTo(z(Math.log(8), 3.109, 1.011), 5);
  });

  it('flags years, e-mails, URLs and © like the reference regexes', () => {
    const { row } = featuresOf(
      '<p>© 2007 mail me: a.b@example.org</p><p>see http://example.org/x now</p><p>12345 and é2007</p>',
    );
    expect(row(0)[col('contains_copyright')]).toBe(1);
    expect(row(0)[col('contains_year')]).toBe(1);
    expect(row(0)[col('contains_email')]).toBe(1);
    expect(row(1)[col('contains_url')]).toBe(1);
    expect(row(1)[col('contains_email')]).toBe(-1);
    expect(row(2)[col('contains_year')]).toBe(-1); // 5 digits; é2007 has no word boundary in Java
  });

  it('gives finite values and the right shapes on odd pages', () => {
    const pages = ['<!DOCTYPE html>', '<p>one</p>', '<p>\u00a0x\u00a0</p><p>.</p>', '<a href="#">?</a>', '<div>' + 'x<div>'.repeat(3000)];
    for (const html of pages) {
      const { page, f } = featuresOf(html);
      const n = page.blocks.length;
      expect(f.block).toHaveLength(n * 128);
      expect(f.edge).toHaveLength(Math.max(0, n - 1) * 25);
      expect(Array.from(f.block).every(Number.isFinite)).toBe(true);
      expect(Array.from(f.edge).every(Number.isFinite)).toBe(true);
    }
  });
});

describe('blockRecords (what `web2text blocks` prints)', () => {
  const html = '<body><ul><li><a href="/">Home</a></li></ul><p>Hello &amp; welcome</p></body>';

  // The single-child ul collapses into the leaf's chain (§2).
  it('gives each block its text, span, tags and breaks, and on request its features and edge to the next', () => {
    const plain = blockRecords(html);
    expect(plain.map((r) => [r.index, r.text, r.tags])).toEqual([[0, 'Home', ['ul', 'li', 'a', '#text']], [1, 'Hello & welcome', ['p', '#text']]]);
    expect(plain[0].features).toBeUndefined();
    const withFeatures = blockRecords(html, { features: true });
    const { row, edge } = featuresOf(html);
    expect(withFeatures[0].features).toEqual(row(0));
    expect(withFeatures[0].edge).toEqual(edge(0));
    expect(withFeatures[1].edge).toBeUndefined();
  });
});
