// The Markdown numbers the items of an ordered list as a browser shows them: <ol start>, <ol reversed>, <li value>.
import { extract } from '../../src/index';

const ITEMS = ['Cross the old stone bridge over the river at dawn', 'Walk along the market street past the bakery', 'Climb the hill to the chapel above the town', 'Rest in the garden behind the small museum'];

async function numbers(list: string): Promise<string[]> {
  const items = ITEMS.map((item, i) => (list.includes('VALUE') && i === 2 ? `<li value="10">${item}.</li>` : `<li>${item}.</li>`)).join('');
  const page = `<body><article><h1>A walk through the town</h1><p>Four stops on a walk through the town, in the order we took them on a long summer day.</p>${list.replace('VALUE', '')}${items}</ol></article></body>`;
  const { markdown } = await extract(page, { markdown: true });
  return markdown!.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.split('.')[0]);
}

describe('ordered list numbers in the Markdown', () => {
  it('start at <ol start>, count down in <ol reversed>, and take <li value>', async () => {
    expect(await numbers('<ol>')).toEqual(['1', '2', '3', '4']);
    expect(await numbers('<ol start="5">')).toEqual(['5', '6', '7', '8']);
    expect(await numbers('<ol reversed>')).toEqual(['4', '3', '2', '1']);
    expect(await numbers('<ol reversed start="10">')).toEqual(['10', '9', '8', '7']);
    expect(await numbers('<ol VALUE>')).toEqual(['1', '2', '10', '11']);
  });

  it('keep the numbers in the HTML output, where a browser shows them', async () => {
    const { html } = await extract(`<body><p>Four stops on a walk through the town, in the order we took them on a long day.</p><ol reversed><li>${ITEMS[0]}.</li><li value="7">${ITEMS[1]}.</li></ol></body>`, { html: true });
    expect(html).toMatch(/<ol reversed(="")?>/);
    expect(html).toContain('<li value="7">');
  });

  it('number a list of 8,000 items in time in proportion to its length (numbering each by a walk of its list took 15 s)', async () => {
    const items = Array.from({ length: 8000 }, (_, i) => `<li>Step ${i} of the long walk through the old town and its market.</li>`).join('');
    const page = `<body><article><h1>Steps</h1><p>All the steps of the walk, in the order we took them on a long summer day.</p><ol start="3">${items}</ol></article></body>`;
    const t0 = performance.now();
    const { markdown } = await extract(page, { markdown: true, method: 'cetd' });
    const seconds = (performance.now() - t0) / 1000;
    const numbered = markdown!.split('\n').filter((line) => /^\d+\. /.test(line));
    expect(numbered).toHaveLength(8000);
    expect(numbered[7999]).toMatch(/^8002\. {2}Step 7999 /);
    // Generous for a loaded machine: 1.1 s here once linear, 15 s when each item walked its list.
    expect(seconds).toBeLessThan(6);
  });
});
