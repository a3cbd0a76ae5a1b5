import { loadPage } from '../../src/dom/page';
import { SIBLING_GROUPS } from '../../src/dom/sibling-groups';

function card(i: number): string {
  return (
    `<div class="card card-${i}"><h3><a href="/p/${i}">Walnut desk lamp number ${i}</a></h3>` +
    `<p class="price">$${40 + i}.00</p><ul class="tags"><li>oak</li><li>brass</li><li>warm light</li></ul></div>`
  );
}

const blockTexts = (html: string) => {
  const page = loadPage(html);
  return { page, groups: page.get(SIBLING_GROUPS), texts: page.blocks.map((block) => block.text.trim()) };
};

describe('repeated sibling groups (src/dom/sibling-groups.ts)', () => {
  it('finds a listing of 12 cards as one group whose items are the cards, with one column per place in a card', () => {
    const cards = Array.from({ length: 12 }, (_, i) => card(i + 1)).join('');
    const { page, groups, texts } = blockTexts(`<body><h1>Desk lamps</h1><main><div class="grid">${cards}</div></main><footer><p>© Shop</p></footer></body>`);
    expect(groups.groups).toHaveLength(1);
    const [group] = groups.groups;
    expect(group.items).toHaveLength(12);
    expect(texts[group.firstBlock]).toBe('Walnut desk lamp number 1');
    expect(texts[group.lastBlock]).toBe('warm light');
    const title = (i: number) => texts.indexOf(`Walnut desk lamp number ${i}`);
    const price = (i: number) => texts.indexOf(`$${40 + i}.00`);
    // The titles share a column, the prices another; each card is its own item.
    expect(new Set([1, 5, 12].map((i) => groups.columnOf[title(i)])).size).toBe(1);
    expect(groups.columnOf[price(3)]).toBe(groups.columnOf[price(9)]);
    expect(groups.columnOf[price(3)]).not.toBe(groups.columnOf[title(3)]);
    expect(groups.itemOf[title(7)]).toBe(6);
    expect(groups.itemOf[price(7)]).toBe(6);
    // The tag list inside each card belongs to the cards' group (outermost only), not to a group of its own.
    const tagBlocks = texts.flatMap((text, b) => (text === 'brass' ? [b] : []));
    expect(tagBlocks).toHaveLength(12);
    expect(new Set(tagBlocks.map((b) => groups.groupOf[b]))).toEqual(new Set([0]));
    expect(groups.groupOf[texts.indexOf('Desk lamps')]).toBe(-1);
    expect(groups.groupOf[texts.indexOf('© Shop')]).toBe(-1);
    expect(page.blocks).toHaveLength(1 + 12 * 5 + 1);
  });

  it('does not group two items, nor count items without words', () => {
    // Two cards are no group; the three tags inside each card are.
    const two = blockTexts(`<div>${card(1)}${card(2)}<p>More lamps soon.</p></div>`);
    expect(two.groups.groups.map((group) => group.items.map((item) => item.tags[0]))).toEqual([
      ['li', 'li', 'li'],
      ['li', 'li', 'li'],
    ]);
    const empty = '<div class="card card-9"><p>—</p></div>'.repeat(2);
    const withEmpty = blockTexts(`<div>${empty}${card(1)}${card(2)}</div>`);
    expect(withEmpty.groups.groups.every((group) => group.items[0].tags[0] === 'li')).toBe(true);
  });

  it('does not group sections that share a tag and class but are built otherwise, and finds the group inside one', () => {
    const reviews = Array.from({ length: 4 }, (_, i) => `<li class="review"><b>Buyer ${i}</b><p>Bright and steady, ${i} stars.</p></li>`).join('');
    const html =
      '<body><div class="section"><h2>Details</h2><p>A lamp of oiled walnut.</p></div>' +
      '<div class="section"><table><tr><td>Height</td><td>40 cm</td></tr><tr><td>Weight</td><td>2 kg</td></tr></table></div>' +
      `<div class="section"><h3>Reviews</h3><ul>${reviews}</ul></div></body>`;
    const { groups, texts } = blockTexts(html);
    expect(groups.groups).toHaveLength(1);
    expect(groups.groups[0].items).toHaveLength(4);
    expect(texts[groups.groups[0].firstBlock]).toBe('Buyer 0');
    expect(groups.groupOf[texts.indexOf('A lamp of oiled walnut.')]).toBe(-1);
    expect(groups.groupOf[texts.indexOf('Reviews')]).toBe(-1);
  });

  it('reads classes that differ by digits as one shape, other classes as another', () => {
    const posts = [1, 2, 3].map((i) => `<article class="post post-${i}"><p>Reply number ${i} to the thread.</p></article>`).join('');
    const others = [1, 2].map((i) => `<article class="ad"><p>Sponsored ${i}</p></article>`).join('');
    const { groups, texts } = blockTexts(`<section>${posts}${others}</section>`);
    expect(groups.groups).toHaveLength(1);
    expect(groups.groups[0].items).toHaveLength(3);
    expect(groups.groupOf[texts.indexOf('Sponsored 1')]).toBe(-1);
  });
});
