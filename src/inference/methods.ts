// Method names and how to build each one: the learned extractor (needs a model) or a heuristic.
import * as path from 'path';
import type { Extractor } from '../extractor';
import { FEATURE_VERSION } from '../features';
import { featureSet, isFeatureSetName } from '../features/sets';
import { HEURISTIC_NAMES, HEURISTICS, type HeuristicName } from '../heuristics';
import { initBackend, type BackendName } from '../model/backend';
import { MANIFEST_FILE } from '../model/manifest';
import { loadModel, ModelStoreError, readManifest } from '../model/store';
import { DEFAULT_EDGE_LAMBDA } from '../model/viterbi';
import { createWeb2TextExtractor, type Web2TextExtractor } from './web2text';

export const METHOD_NAMES = ['web2text', ...HEURISTIC_NAMES] as const;
export type MethodName = (typeof METHOD_NAMES)[number];

/** The shipped model, used when no model folder is given (models/default at the package root). */
export const DEFAULT_MODEL_DIR = path.resolve(__dirname, '..', '..', 'models', 'default');

export function isMethodName(name: string): name is MethodName {
  return (METHOD_NAMES as readonly string[]).includes(name);
}

export interface ModelOptions {
  /** Model folder; default models/default. */
  model?: string;
  backend?: BackendName;
  /** Weight of the pairwise terms in Viterbi (spec §10); default: the model's stored λ, else 1. */
  lambda?: number;
}

export interface LoadedWeb2Text {
  extractor: Web2TextExtractor;
  backend: BackendName;
  modelDir: string;
  /** Ensemble members of the model (1 for a single model). */
  members: number;
  /** The Viterbi λ in use: --lambda, else the one stored with the model, else 1. */
  lambda: number;
}

/** Loads a model (throws a ModelStoreError naming the file when it is missing, corrupt or built on other features). */
export async function loadWeb2Text(options: ModelOptions = {}): Promise<LoadedWeb2Text> {
  const backend = await initBackend(options.backend);
  const modelDir = options.model ?? DEFAULT_MODEL_DIR;
  const manifestFile = path.join(modelDir, MANIFEST_FILE);
  const setName = readManifest(modelDir).featureSet;
  if (!isFeatureSetName(setName)) throw new ModelStoreError(manifestFile, `unknown feature set "${setName}"`);
  // The model must have been trained on exactly the features this version computes for its set.
  const { blockFeatureNames, edgeFeatureNames } = featureSet(setName);
  const model = loadModel(modelDir, { blockFeatureNames, edgeFeatureNames, featureVersion: FEATURE_VERSION });
  const lambda = options.lambda ?? model.manifest.decoding?.lambda ?? DEFAULT_EDGE_LAMBDA;
  return { extractor: createWeb2TextExtractor(model, { lambda }), backend, modelDir, members: model.members.length, lambda };
}

export function heuristic(name: HeuristicName): Extractor {
  return HEURISTICS[name];
}
