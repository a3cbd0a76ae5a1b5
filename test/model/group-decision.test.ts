import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { InputError, ModelStoreError } from '../../src/errors';
import { DEFAULT_MODEL_DIR, loadLearnedExtractor } from '../../src/inference/learned';
import { loadPage } from '../../src/dom/page';
import type { Page } from '../../src/dom/types';
import { decidedColumns, decideGroups, GROUP_DECISION_INPUTS, type GroupDecision } from '../../src/model/group-decision';

const fixture = (name: string) => loadPage(readFileSync(path.join(__dirname, '..', 'fixtures', 'groups', name)));

/** A decision that reads one input only: content when the column's `input` is above `threshold`. */
function decisionOn(input: (typeof GROUP_DECISION_INPUTS)[number], threshold: number): GroupDecision {
  const weights = GROUP_DECISION_INPUTS.map((name) => (name === input ? 1 : 0));
  return { inputs: [...GROUP_DECISION_INPUTS], mean: weights.map(() => 0), sd: weights.map(() => 1), weights, bias: -threshold };
}

const blocksWith = (page: Page, pattern: RegExp) => page.blocks.flatMap((block, b) => (pattern.test(block.text) ? [b] : []));
const blocksOfClass = (page: Page, name: string) => page.blocks.flatMap((block, b) => (block.classNames.some((names) => names.includes(name)) ? [b] : []));

describe('group decisions (src/model/group-decision.ts)', () => {
  it('labels the titles of all 12 cards of a listing alike, however the labeller saw each', () => {
    const page = fixture('listing-12-cards.html');
    const titles = blocksOfClass(page, 'product-card__title');
    expect(titles).toHaveLength(12);
    // The labeller is sure of 8 titles and doubts 4; everything else is boilerplate to it.
    const pContent = new Float32Array(page.blocks.length).fill(0.1);
    titles.forEach((b, i) => (pContent[b] = i % 3 === 2 ? 0.3 : 0.8));
    const labels = Uint8Array.from(pContent, (p) => (p > 0.5 ? 1 : 0));
    const decided = decideGroups(page, pContent, labels, decisionOn('column_mean_log_odds', 0));
    expect(titles.map((b) => decided[b])).toEqual(new Array(12).fill(1));
    // Blocks outside the group keep their labels; the other columns of the cards are decided as wholes too.
    expect(decided[blocksWith(page, /^Men's rain jackets$/)[0]]).toBe(0);
    expect(blocksWith(page, /Add to cart/).map((b) => decided[b])).toEqual(new Array(12).fill(0));
    // The same doubts on 8 of the 12 titles drop all of them.
    titles.forEach((b, i) => (pContent[b] = i % 3 === 2 ? 0.8 : 0.3));
    const dropped = decideGroups(page, pContent, Uint8Array.from(pContent, (p) => (p > 0.5 ? 1 : 0)), decisionOn('column_mean_log_odds', 0));
    expect(titles.map((b) => dropped[b])).toEqual(new Array(12).fill(0));
  });

  it('keeps or drops the review texts of a product page as one choice', () => {
    const page = fixture('product-reviews.html');
    const bodies = blocksOfClass(page, 'product-review__body');
    expect(bodies).toHaveLength(6);
    const description = blocksWith(page, /packable shell for wet runs/);
    const pContent = new Float32Array(page.blocks.length).fill(0.1);
    for (const b of description) pContent[b] = 0.9;
    // The labeller would keep the two longest reviews: the column's lowest log-odds decide against them all.
    bodies.forEach((b, i) => (pContent[b] = i < 2 ? 0.7 : 0.2));
    const labels = Uint8Array.from(pContent, (p) => (p > 0.5 ? 1 : 0));
    const decided = decideGroups(page, pContent, labels, decisionOn('column_min_log_odds', 0));
    expect(bodies.map((b) => decided[b])).toEqual(new Array(6).fill(0));
    expect(description.map((b) => decided[b])).toEqual([1]);
  });

  it('leaves groups of one-block items (a menu, the paragraphs of one text) to the block labels', () => {
    const page = loadPage(
      '<nav><ul><li><a href="/a">Alpha</a></li><li><a href="/b">Beta</a></li><li><a href="/c">Gamma</a></li></ul></nav>' +
        '<div class="card"><h3>One</h3><p>First card</p></div><div class="card"><h3>Two</h3><p>Second card</p></div><div class="card"><h3>Three</h3><p>Third card</p></div>',
    );
    const { blocks, inputs } = decidedColumns(page, new Float32Array(page.blocks.length).fill(0.5), new Uint8Array(page.blocks.length));
    // The cards' titles and texts are two columns; the menu's links are none.
    expect(blocks.map((column) => column.map((b) => page.blocks[b].text))).toEqual([
      ['One', 'Two', 'Three'],
      ['First card', 'Second card', 'Third card'],
    ]);
    expect(inputs).toHaveLength(2 * GROUP_DECISION_INPUTS.length);
  });

  it('refuses a stored decision of other inputs, naming the manifest, and an option asking for a decision a model lacks', async () => {
    const model = mkdtempSync(path.join(tmpdir(), 'w2t-group-decision-'));
    cpSync(path.join(DEFAULT_MODEL_DIR, 'general'), model, { recursive: true });
    await expect(loadLearnedExtractor({ model, groupDecision: true })).rejects.toThrow(InputError);
    const manifest = JSON.parse(readFileSync(path.join(model, 'manifest.json'), 'utf8'));
    const decision = decisionOn('column_mean_log_odds', 0);
    writeFileSync(path.join(model, 'manifest.json'), JSON.stringify({ ...manifest, groupDecision: { ...decision, inputs: [...decision.inputs].reverse() } }));
    await expect(loadLearnedExtractor({ model })).rejects.toThrow(ModelStoreError);
    await expect(loadLearnedExtractor({ model })).rejects.toThrow(/manifest\.json.*groupDecision reads log_groups/);
    // Turned off, the decision is not read.
    await expect(loadLearnedExtractor({ model, groupDecision: false })).resolves.toBeDefined();
  });
});
