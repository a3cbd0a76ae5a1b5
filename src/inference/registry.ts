// The method registry: every extraction method by name, built by createExtractor(name, options). extract, batch
// and compare choose methods only through it (eval scores one model: inference/learned.ts), so a new method is
// one file with a MethodDefinition and one entry in METHODS (a method with heavy dependencies loads them inside
// its `create`).
import { InputError } from '../errors';
import { checkOptions } from '../option-checks';
import { EXTRACT_OPTIONS } from '../options';
import type { Extractor } from '../extractor';
import { HEURISTICS, HEURISTIC_NAMES } from '../heuristics';
import { withSiteContext } from '../site/page-binding';
import type { SiteContext } from '../site/site-context';
import { LEARNED_METHOD_NAME, WEB2TEXT_METHOD, type LearnedMethodOptions } from './learned-method';
import { DEFUDDLE_METHOD } from './defuddle';
import { READABILITY_METHOD } from './readability';
import { TEMPLATE_METHOD } from './template';

/** Options every method accepts (each reads what concerns it): model, backend, λ, fallback, the pages' site. */
export interface MethodOptions extends LearnedMethodOptions {
  /**
   * The other pages of the pages' site: the template method needs it, and any method labels pages bound to it, so
   * a model with the "in template" features reads them.
   */
  site?: SiteContext;
}

export interface MethodDefinition {
  name: string;
  create(options: MethodOptions): Promise<Extractor>;
  /**
   * Packages the method loads that web2text does not install for its users (devDependencies): the method runs
   * where they are installed, and commands that run every method by default leave it out.
   */
  devDependencies?: readonly string[];
  /** The method needs the `site` option: commands run it where site pages are given. */
  needsSite?: boolean;
}

/** The learned extractor (CNNs + Viterbi on a model folder), the heuristics of the papers, Readability.js and defuddle, the site template. */
const METHODS: readonly MethodDefinition[] = [
  WEB2TEXT_METHOD,
  ...HEURISTIC_NAMES.map((name): MethodDefinition => ({ name, create: async () => HEURISTICS[name] })),
  READABILITY_METHOD,
  DEFUDDLE_METHOD,
  TEMPLATE_METHOD,
];

export const DEFAULT_METHOD = LEARNED_METHOD_NAME;
export const METHOD_NAMES: readonly string[] = METHODS.map((method) => method.name);
/** The methods that need no devDependency and no site: what compare runs when not told which. */
export const SELF_CONTAINED_METHOD_NAMES: readonly string[] = METHODS.filter((m) => !m.devDependencies && !m.needsSite).map((m) => m.name);
/** The methods that load devDependencies, and which, in words: "readability needs @mozilla/readability and jsdom". */
export const DEV_DEPENDENCY_NOTES: readonly string[] = METHODS.flatMap((m) => (m.devDependencies ? [`${m.name} needs ${m.devDependencies.join(' and ')}`] : []));
/** The methods that need the pages' site: compare runs them too when site pages are given. */
export const SITE_METHOD_NAMES: readonly string[] = METHODS.filter((m) => m.needsSite).map((m) => m.name);

/** The definition of a method; an InputError naming the known ones otherwise. */
export function methodDefinition(name: string): MethodDefinition {
  const method = METHODS.find((m) => m.name === name);
  if (method === undefined) throw new InputError(`unknown method "${name}" (expected one of ${METHOD_NAMES.join(', ')})`);
  return method;
}

/** Builds the extractor of a method (loads its model once; reuse it for every page). */
export async function createExtractor(name: string, options: MethodOptions = {}): Promise<Extractor> {
  checkOptions(EXTRACT_OPTIONS, options);
  const extractor = await methodDefinition(name).create(options);
  return options.site === undefined ? extractor : withSiteContext(extractor, options.site);
}
