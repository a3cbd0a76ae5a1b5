// The learned extractor (Web2Text): a model folder's manifest → its feature set → unary + pairwise CNN → Viterbi.
// The 'web2text' method of the registry (learned-method.ts) loads it with the method.
import * as path from 'path';
import { checkOptionsObject } from '../arguments';
import { BLOCK_MATCH_TEXTS } from '../dom/block-match-texts';
import type { Page } from '../dom/types';
import { InputError, ModelStoreError } from '../errors';
import type { Extractor, ExtractorInfo } from '../extractor';
import { BLOCK_ANCESTRY, BLOCK_WORDS } from '../features/block-ancestry';
import { featureSet, isFeatureSetName } from '../features/sets';
import { initBackend, type BackendName } from '../model/backend';
import { MANIFEST_FILE } from '../model/manifest';
import { outputsOf } from '../model/nets';
import { predictPage, type PagePrediction } from '../model/predict';
import { loadModelWithManifest, readManifest } from '../model/store';
import { DEFAULT_EDGE_LAMBDA } from '../model/viterbi';
import { DEFAULT_FAVOR, FAVORS, FAVOR_LOG_ODDS, isFavor, type Favor } from '../model/favor';
import { LEARNED_METHOD_NAME } from './learned-method';
import { withoutRepeatedText } from './repeated-text';
import { SIGN_UP_BOX_BLOCKS, withoutSignUpBoxes } from './sign-up-boxes';
import { withGroupParts } from './group-parts';
import { withCommentThreads } from './comment-threads';
import { PREFORMATTED_ELEMENTS, withWholeCodeBlocks } from './whole-code-blocks';
import { COMMENTS_CLASS, type CommentsPolicy } from '../model/block-classes';
import { partsUnder } from '../model/block-parts';
import { PAGE_TYPE, type PageTypeGuess } from '../page-type/classifier';
import { decideGroups, groupDecisionMismatch } from '../model/group-decision';
import type { PageType } from '../page-type/page-types';
import { pageConfidence, readConfidenceModel } from '../confidence/confidence';
import { DEFAULT_MODEL_DIR } from '../model/default-dir';

/** The shipped model, used when no model folder is given (models/default at the package root). */
export { DEFAULT_MODEL_DIR };

export interface ModelOptions {
  /** Model folder; default models/default. */
  model?: string;
  backend?: BackendName;
  /** Weight of the pairwise terms in Viterbi (docs/methods/web2text.md §10); default: the model's stored λ, else 1. */
  lambda?: number;
  /** Keep more or less than the model's own balance (model/favor.ts); default 'balanced'. */
  favor?: Favor;
  /** Decode with the content floor (model/content-floor.ts); default: as the model's manifest says, else not. */
  contentFloor?: boolean;
  /** Keep a passage's repeats out of the content (repeated-text.ts); default: as the model's manifest says, else keep them. */
  dropRepeatedText?: boolean;
  /**
   * With a model that tells parts apart: 'keep' puts the blocks of reader comments into the content, 'drop'
   * (default) leaves them out. A forum's posts are its body, not comments, either way.
   */
  comments?: CommentsPolicy;
  /** Decide each column of a repeated sibling group as one (model/group-decision.ts); default: as the model's manifest says, else not. */
  groupDecision?: boolean;
}

export interface LearnedExtractor extends Extractor {
  readonly info: Required<Pick<ExtractorInfo, 'backend' | 'modelDir' | 'members' | 'lambda'>>;
  /** The decoding rules in use (the model's manifest, or the options that override it). */
  readonly decoding: { contentFloor: boolean; dropRepeatedText: boolean; groupDecision: boolean };
  /** Viterbi labels, unary-only labels and unary probabilities of content. */
  predict(page: Page): PagePrediction;
  /**
   * The nets' prediction of the page by this model or the one its route hands the page to, before the decisions
   * over the whole page (group decision, repeated text, the comments policy) that `predict` then takes by this
   * model's rules.
   */
  predictBlocks(page: Page): PagePrediction;
}

/**
 * Loads a model: its manifest once, the feature set it names, then its weights, refused (ModelStoreError naming
 * the file) when missing, corrupt or trained on other features than this code computes for that set. A model with
 * a page type route (manifest `pageTypeRoute`) loads the model it hands the other pages to as well.
 */
export async function loadLearnedExtractor(options: ModelOptions = {}): Promise<LearnedExtractor> {
  checkOptionsObject(options, 'loadLearnedExtractor');
  const extractor = await loadRoutedExtractor(options, []);
  const model = decodesAsFitted(options) ? readConfidenceModel(extractor.info.modelDir) : undefined;
  if (model === undefined) return extractor;
  return {
    ...extractor,
    // A page without text blocks gives the regression nothing to read (its intercept alone said 0.92): no estimate,
    // as such a page has no page type either.
    confidence: (page, { labels, pContent, parts }) => (pContent === undefined || page.blocks.length === 0 ? undefined : pageConfidence(page, { labels, pContent, parts }, model)),
  };
}

/** Whether the options decode as the model's own settings, for which its confidence model was fitted. */
function decodesAsFitted(options: ModelOptions): boolean {
  const { lambda, favor, contentFloor, dropRepeatedText, comments } = options;
  return lambda === undefined && (favor ?? DEFAULT_FAVOR) === DEFAULT_FAVOR && contentFloor === undefined && dropRepeatedText === undefined && comments !== 'keep';
}

/** loadLearnedExtractor of a model folder reached through the page type routes of `routedFrom` (outermost first). */
async function loadRoutedExtractor(options: ModelOptions, routedFrom: readonly string[]): Promise<LearnedExtractor> {
  const backend = await initBackend(options.backend);
  const modelDir = options.model ?? DEFAULT_MODEL_DIR;
  const manifest = readManifest(modelDir);
  if (!isFeatureSetName(manifest.featureSet)) {
    throw new ModelStoreError(path.join(modelDir, MANIFEST_FILE), `unknown feature set "${manifest.featureSet}"`);
  }
  const features = featureSet(manifest.featureSet);
  const model = loadModelWithManifest(modelDir, manifest, {
    blockFeatureNames: features.blockFeatureNames,
    edgeFeatureNames: features.edgeFeatureNames,
    featureVersion: features.version,
  });
  const lambda = options.lambda ?? manifest.decoding?.lambda ?? DEFAULT_EDGE_LAMBDA;
  const favor = options.favor ?? DEFAULT_FAVOR;
  if (!isFavor(favor)) throw new InputError(`unknown policy "${favor}" (known: ${FAVORS.join(', ')})`);
  const contentLogOdds = FAVOR_LOG_ODDS[favor];
  const hasContextStage = manifest.contextStage !== undefined;
  const contentFloor = options.contentFloor ?? manifest.contentFloor ?? false;
  const dropRepeatedText = options.dropRepeatedText ?? manifest.dropRepeatedText ?? false;
  const keepComments = options.comments === 'keep';
  const partWeights = manifest.partWeights;
  const groupDecision = options.groupDecision === false ? undefined : manifest.groupDecision;
  const mismatch = groupDecision === undefined ? undefined : groupDecisionMismatch(groupDecision);
  if (mismatch !== undefined) throw new ModelStoreError(path.join(modelDir, MANIFEST_FILE), mismatch);
  if (options.groupDecision === true && groupDecision === undefined) {
    throw new InputError(`the model ${modelDir} has no group decision (manifest groupDecision): fit one with scripts/fit-group-decision.ts`);
  }
  function predictHere(page: Page): PagePrediction {
    // At λ = 0 decoding reads no pairwise potentials, so the edge features are not computed either.
    const block = features.block.compute(page);
    const edge = lambda === 0 ? new Float32Array(0) : features.edge.compute(page);
    const blockWords = contentFloor ? page.get(BLOCK_WORDS) : undefined;
    return predictPage(model, block, page.blocks.length, edge, { lambda, contentLogOdds, blockWords, partWeights }, hasContextStage ? page.get(BLOCK_ANCESTRY) : undefined);
  }
  const route = manifest.pageTypeRoute;
  // A routed model is asked where its route leads, which may tell parts where it does not.
  if (keepComments && routedFrom.length === 0 && route === undefined && outputsOf(model.unary.architecture) <= 2) {
    throw new InputError(`comments 'keep' (--comments keep) needs a model that tells reader comments apart; the block nets of ${modelDir} say only content or not`);
  }
  let predictBlocks = predictHere;
  let routedAway: (page: Page) => boolean = () => false;
  let predictOtherwise: ((page: Page) => PagePrediction) | undefined;
  if (route !== undefined) {
    const here = path.resolve(modelDir);
    const otherwise = path.resolve(here, route.otherwise);
    if ([...routedFrom, here].includes(otherwise)) {
      throw new ModelStoreError(path.join(modelDir, MANIFEST_FILE), `pageTypeRoute.otherwise "${route.otherwise}" routes back to a model on its own way`);
    }
    // This model's rules decide the page after the other model's nets: its own group decision is not asked for.
    const other = await loadRoutedExtractor({ ...options, model: otherwise, groupDecision: false }, [...routedFrom, here]).catch((err: unknown) => {
      // The model routed to is named with the manifest that routes there: the user named only this one.
      if (err instanceof ModelStoreError) throw new ModelStoreError(path.join(modelDir, MANIFEST_FILE), `pageTypeRoute.otherwise "${route.otherwise}": ${err.message}`);
      throw err;
    });
    routedAway = (page) => routeShare(page.get(PAGE_TYPE), route.types) < route.minProbability;
    predictBlocks = (page) => (routedAway(page) ? other.predictBlocks(page) : predictHere(page));
    predictOtherwise = other.predictBlocks;
  }
  function predict(page: Page): PagePrediction {
    const decided = decide(page, predictBlocks(page));
    // A page in which this model's nets leave no content is not of its route's types to them (a forum thread whose
    // posts they take for comments and teasers): the other model's nets judge it.
    if (predictOtherwise === undefined || routedAway(page) || decided.labels.includes(1)) return decided;
    return decide(page, predictOtherwise(page));
  }
  /**
   * The page's decisions after its nets: one part for a repeated group's comments and teasers, the comment
   * threads, repeated groups, repeated text, sign-up boxes, code blocks whole, the parts of what was left out,
   * comments.
   */
  function decide(page: Page, netsPrediction: PagePrediction): PagePrediction {
    const decoded = withCommentThreads(page, withGroupParts(page, netsPrediction));
    let prediction = decoded;
    if (groupDecision !== undefined) {
      const labels = outsideComments(decideGroups(page, decoded.pContent, decoded.labels, groupDecision), decoded.labels, decoded.parts);
      const unaryLabels = lambda === 0 ? labels : outsideComments(decideGroups(page, decoded.pContent, decoded.unaryLabels, groupDecision), decoded.unaryLabels, decoded.parts);
      prediction = { ...prediction, labels, unaryLabels };
    }
    if (dropRepeatedText) {
      const [labels, unaryLabels] = withoutRepeatedText([prediction.labels, prediction.unaryLabels], page.get(BLOCK_MATCH_TEXTS), page.get(BLOCK_WORDS));
      prediction = { ...prediction, labels, unaryLabels };
    }
    // CleanEval's reading is left as its reference reads it.
    if (page.textAsShown) {
      const inBox = page.get(SIGN_UP_BOX_BLOCKS);
      if (inBox.some((b, i) => b === 1 && prediction.labels[i] + prediction.unaryLabels[i] > 0)) {
        const [labels, unaryLabels] = withoutSignUpBoxes([prediction.labels, prediction.unaryLabels], inBox);
        prediction = { ...prediction, labels, unaryLabels };
      }
      if (page.get(PREFORMATTED_ELEMENTS) !== undefined) {
        const [labels, unaryLabels] = withWholeCodeBlocks(page, [prediction.labels, prediction.unaryLabels]);
        prediction = { ...prediction, labels, unaryLabels };
      }
    }
    if (prediction !== decoded && prediction.leftOutParts !== undefined) prediction = { ...prediction, parts: partsUnder(prediction.labels, prediction.leftOutParts) };
    return keepComments ? withComments(prediction) : prediction;
  }
  return {
    name: LEARNED_METHOD_NAME,
    info: { backend, modelDir, members: model.members.length, lambda },
    decoding: { contentFloor, dropRepeatedText, groupDecision: groupDecision !== undefined },
    predict,
    predictBlocks,
    label(page) {
      const { labels, pContent, parts } = predict(page);
      return parts === undefined ? { labels, pContent } : { labels, pContent, parts };
    },
  };
}

/** The probability that a page is of one of `types`. */
function routeShare(guess: PageTypeGuess, types: readonly PageType[]): number {
  return types.reduce((sum, type) => sum + guess.probabilities[type], 0);
}

/**
 * A group decision's labels (`decided`, a copy) with the blocks of reader comments as decoding labelled them
 * (`decoded`): it judges a column of a repeated group by its content probability, and whether comments are in the
 * content is the comments policy's to say.
 */
function outsideComments(decided: Uint8Array, decoded: Uint8Array, parts: Uint8Array | undefined): Uint8Array {
  if (parts === undefined || decided === decoded) return decided;
  for (let b = 0; b < decided.length; b++) if (parts[b] === COMMENTS_CLASS) decided[b] = decoded[b];
  return decided;
}

/** The prediction with the comments' blocks labelled content (they keep their part). */
function withComments(prediction: PagePrediction): PagePrediction {
  const { parts } = prediction;
  if (parts === undefined) return prediction;
  const labels = prediction.labels.map((label, b) => (parts[b] === COMMENTS_CLASS ? 1 : label));
  const unaryLabels = prediction.unaryLabels.map((label, b) => (parts[b] === COMMENTS_CLASS ? 1 : label));
  return { ...prediction, labels, unaryLabels };
}
