// A model with a page type route (manifest `pageTypeRoute`): pages of its types are labelled by its own nets, the
// others by the model it names, and a route that leads back to itself is refused at load.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { loadPage } from '../../src/dom/page';
import { ModelStoreError } from '../../src/errors';
import type { Extractor } from '../../src/extractor';
import { createExtractor } from '../../src/inference/registry';
import { PAGE_TYPE } from '../../src/page-type/classifier';

const MODELS = path.join(__dirname, '..', '..', 'models');
const FIXTURES = path.join(__dirname, '..', 'fixtures', 'page-types');
const PAGES = ['article', 'product', 'forum', 'documentation'].map((name) => readFileSync(path.join(FIXTURES, `${name}.html`)));

const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));

/**
 * A copy of a model folder's nets in `dir`, its manifest's page type route replaced by `route` (or none) and
 * `decoding` (rules of another manifest) added.
 */
function modelCopy(from: string, dir: string, route?: object, decoding: object = {}): string {
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(from, 'weights.bin'), path.join(dir, 'weights.bin'));
  const { pageTypeRoute: _route, ...manifest } = manifestOf(from);
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(route === undefined ? { ...manifest, ...decoding } : { ...manifest, pageTypeRoute: route, ...decoding }));
  return dir;
}

describe('a model with a page type route', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'w2t-route-'));
  const route = { types: ['article'], minProbability: 0.55, otherwise: 'general' };
  const routedDir = modelCopy(path.join(MODELS, 'default'), path.join(root, 'routed'), route);
  modelCopy(path.join(MODELS, 'wcxb'), path.join(routedDir, 'general'));
  let routed: Extractor;
  let own: Extractor;
  let other: Extractor;
  beforeAll(async () => {
    routed = await createExtractor('web2text', { model: routedDir });
    own = await createExtractor('web2text', { model: modelCopy(path.join(MODELS, 'default'), path.join(root, 'own')) });
    // The routed model's own rules (its group decision) decide a page the other model's nets labelled.
    const { groupDecision } = manifestOf(routedDir);
    other = await createExtractor('web2text', { model: modelCopy(path.join(MODELS, 'wcxb'), path.join(root, 'other'), undefined, { groupDecision }) });
  });

  it('labels an article with its own nets and other pages with the model its route names', () => {
    const ways = PAGES.map((html) => {
      const page = loadPage(html);
      const article = page.get(PAGE_TYPE).probabilities.article >= 0.55;
      const expected = (article ? own : other).label(loadPage(html));
      const got = routed.label(page);
      expect(Array.from(got.labels)).toEqual(Array.from(expected.labels));
      expect(got.parts === undefined ? undefined : Array.from(got.parts)).toEqual(expected.parts === undefined ? undefined : Array.from(expected.parts));
      return article;
    });
    expect(ways).toEqual([true, false, false, false]);
  });

  it('refuses a route back to the model itself, naming its manifest', async () => {
    const looped = modelCopy(path.join(MODELS, 'wcxb'), path.join(root, 'looped'), { ...route, otherwise: '.' });
    await expect(createExtractor('web2text', { model: looped })).rejects.toThrow(ModelStoreError);
    await expect(createExtractor('web2text', { model: looped })).rejects.toThrow(/looped.manifest\.json.*routes back/);
  });

  it('says which folder is missing when the route names none', async () => {
    const dangling = modelCopy(path.join(MODELS, 'wcxb'), path.join(root, 'dangling'), { ...route, otherwise: 'nowhere' });
    await expect(createExtractor('web2text', { model: dangling })).rejects.toThrow(/dangling.nowhere/);
  });

  it('names the manifest that routes to a model it cannot load, besides that model\'s own file', async () => {
    const broken = modelCopy(path.join(MODELS, 'wcxb'), path.join(root, 'broken'), route);
    modelCopy(path.join(MODELS, 'wcxb'), path.join(broken, 'general'));
    writeFileSync(path.join(broken, 'general', 'weights.bin'), Buffer.alloc(100));
    const refusal = createExtractor('web2text', { model: broken });
    await expect(refusal).rejects.toThrow(ModelStoreError);
    await expect(refusal).rejects.toThrow(
      `${path.join(broken, 'manifest.json')}: pageTypeRoute.otherwise "general": ${path.join(broken, 'general', 'weights.bin')}: has 100 bytes, the manifest lists`,
    );
  });
});
