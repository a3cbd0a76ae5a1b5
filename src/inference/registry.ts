// The method registry: every extraction method by name, built by createExtractor(name, options). extract, batch
// and compare choose methods only through it (eval scores one model: inference/learned.ts), so a new method is
// one file with a MethodDefinition and one entry in METHODS (a method with heavy dependencies loads them inside
// its `create`).
import { InputError } from '../errors';
import { checkOptions, METHOD_OPTIONS } from '../options';
import type { Extractor } from '../extractor';
import { HEURISTICS, HEURISTIC_NAMES } from '../heuristics';
import { createLearnedMethod, type LearnedMethodOptions } from './fallback';
import { READABILITY_METHOD } from './readability';

/** Options every method accepts (each reads what concerns it): model, backend, λ, fallback. */
export type MethodOptions = LearnedMethodOptions;

export interface MethodDefinition {
  name: string;
  create(options: MethodOptions): Promise<Extractor>;
  /**
   * Packages the method loads that web2text does not install for its users (devDependencies): the method runs
   * where they are installed, and commands that run every method by default leave it out.
   */
  devDependencies?: readonly string[];
}

/** The learned extractor (CNNs + Viterbi on a model folder), the heuristics of the papers, then Readability.js. */
const METHODS: readonly MethodDefinition[] = [
  { name: 'web2text', create: createLearnedMethod },
  ...HEURISTIC_NAMES.map((name): MethodDefinition => ({ name, create: async () => HEURISTICS[name] })),
  READABILITY_METHOD,
];

export const DEFAULT_METHOD = 'web2text';
export const METHOD_NAMES: readonly string[] = METHODS.map((method) => method.name);
/** The methods that need no devDependency: what compare runs when not told which. */
export const SELF_CONTAINED_METHOD_NAMES: readonly string[] = METHODS.filter((m) => !m.devDependencies).map((m) => m.name);

/** The definition of a method; an InputError naming the known ones otherwise. */
export function methodDefinition(name: string): MethodDefinition {
  const method = METHODS.find((m) => m.name === name);
  if (method === undefined) throw new InputError(`unknown method "${name}" (expected one of ${METHOD_NAMES.join(', ')})`);
  return method;
}

/** Builds the extractor of a method (loads its model once; reuse it for every page). */
export async function createExtractor(name: string, options: MethodOptions = {}): Promise<Extractor> {
  checkOptions(METHOD_OPTIONS, options);
  return methodDefinition(name).create(options);
}
