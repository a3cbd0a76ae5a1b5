// Feature sets by name (recorded in datasets and model manifests): each a list of block groups and a list of edge
// groups (group.ts), composed into the block and edge rows. A model records the full name lists of its set and
// refuses to load where this code computes other ones.
import { InputError } from '../errors';
import type { Page } from '../dom/types';
import { featureLayout, type FeatureGroup, type FeatureLayout, type FeatureOptions } from './group';
import { COMMON_ANCESTOR } from './groups/common-ancestor';
import { DUPLICATES } from './groups/duplicates';
import { GRANDPARENT } from './groups/grandparent';
import { HEURISTIC_OUTPUTS } from './groups/heuristics';
import { LEAF } from './groups/leaf';
import { LEAF_TAGS_GROUP } from './groups/leaf-tags';
import { PARENT } from './groups/parent';
import { ROOT } from './groups/root';
import { TREE_DISTANCE } from './groups/tree-distance';
import { ARIA_ROLES } from './groups/aria-roles';
import { CLASS_TOKENS } from './groups/class-tokens';
import { HIDDEN_CONTENT } from './groups/hidden-content';
import { PAGE_CONTEXT } from './groups/page-context';
import { SEMANTIC_ELEMENTS } from './groups/semantic-elements';
import { SITE_TEMPLATE_GROUP } from './groups/site-template';
import { STRUCTURED_DATA } from './groups/structured-data';
import { DISCUSSION } from './groups/discussion';
import { PART_TOKENS } from './groups/part-tokens';
import { SIBLING_GROUP_FEATURES } from './groups/sibling-groups';

/** Version of the reference groups' code a dataset or model records: change it when one computes differently. */
export const FEATURE_VERSION = 'web2text-reference-v1 (128 block / 25 edge, reference integer division)';
/** Version of the modern-page groups' code (recorded with FEATURE_VERSION by sets that use them). */
export const MODERN_FEATURE_VERSION = 'modern-v1';
/** Version of the sibling groups' code (dom/sibling-groups.ts and its feature group). */
export const SIBLING_GROUPS_FEATURE_VERSION = 'sibling-groups-v1';
/** Version of the site-template group's code. */
export const SITE_TEMPLATE_FEATURE_VERSION = 'site-template-v1';

/** The reference's 128 block features in its order (docs/methods/web2text.md §4 "Final index layout"). */
const REFERENCE_BLOCK_GROUPS: readonly FeatureGroup[] = [DUPLICATES, LEAF, PARENT, GRANDPARENT, ROOT, LEAF_TAGS_GROUP];
/** The reference's 25 edge features (§5). */
const REFERENCE_EDGE_GROUPS: readonly FeatureGroup[] = [TREE_DISTANCE, COMMON_ANCESTOR];
/**
 * What today's HTML says about itself (docs/methods/modern-pages.md §3): the groups the 2007 features cannot see. The
 * class and id tokens are left out of 'modern': with them a net trained on WCXB scores 0.013 lower on its validation
 * pages (they let it learn the training sites' templates; docs/experiments.md, "Today's pages (WCXB)").
 */
export const MODERN_BLOCK_GROUPS: readonly FeatureGroup[] = [SEMANTIC_ELEMENTS, ARIA_ROLES, HIDDEN_CONTENT, STRUCTURED_DATA, PAGE_CONTEXT];

const SET_GROUPS = {
  /** The reference's 128 + 25. */
  web2text: { block: REFERENCE_BLOCK_GROUPS, edge: REFERENCE_EDGE_GROUPS, version: FEATURE_VERSION },
  /** The reference's, plus the heuristic extractors' per-block outputs. */
  'web2text+heuristics': { block: [...REFERENCE_BLOCK_GROUPS, HEURISTIC_OUTPUTS], edge: REFERENCE_EDGE_GROUPS, version: FEATURE_VERSION },
  /** The reference's, plus the modern-page groups. */
  modern: { block: [...REFERENCE_BLOCK_GROUPS, ...MODERN_BLOCK_GROUPS], edge: REFERENCE_EDGE_GROUPS, version: `${FEATURE_VERSION} + ${MODERN_FEATURE_VERSION}` },
  /** 'modern' and the discussion markup (reply forms, comment markup, user-generated links). */
  'modern+discussion': {
    block: [...REFERENCE_BLOCK_GROUPS, ...MODERN_BLOCK_GROUPS, DISCUSSION],
    edge: REFERENCE_EDGE_GROUPS,
    version: `${FEATURE_VERSION} + ${MODERN_FEATURE_VERSION} + discussion-v1`,
  },
  /** 'modern+discussion' and the class/id words learned for comments and related teasers. */
  'modern+parts': {
    block: [...REFERENCE_BLOCK_GROUPS, ...MODERN_BLOCK_GROUPS, DISCUSSION, PART_TOKENS],
    edge: REFERENCE_EDGE_GROUPS,
    version: `${FEATURE_VERSION} + ${MODERN_FEATURE_VERSION} + discussion-v1 + part-tokens-v1`,
  },
  /**
   * 'modern' and the repeated sibling groups (cards, posts, list entries) each block is in; scored as 'modern' on
   * WCXB (docs/experiments.md, "Group decisions").
   */
  'modern+groups': {
    block: [...REFERENCE_BLOCK_GROUPS, ...MODERN_BLOCK_GROUPS, SIBLING_GROUP_FEATURES],
    edge: REFERENCE_EDGE_GROUPS,
    version: `${FEATURE_VERSION} + ${MODERN_FEATURE_VERSION} + ${SIBLING_GROUPS_FEATURE_VERSION}`,
  },
  /** 'modern' and the class/id tokens of the blocks' elements and of the page. */
  'modern+class-tokens': {
    block: [...REFERENCE_BLOCK_GROUPS, ...MODERN_BLOCK_GROUPS, CLASS_TOKENS],
    edge: REFERENCE_EDGE_GROUPS,
    version: `${FEATURE_VERSION} + ${MODERN_FEATURE_VERSION}`,
  },
  /** The modern set, plus whether each block is in the page's site template (pages bound to a site context). */
  'modern+site-template': {
    block: [...REFERENCE_BLOCK_GROUPS, ...MODERN_BLOCK_GROUPS, SITE_TEMPLATE_GROUP],
    edge: REFERENCE_EDGE_GROUPS,
    version: `${FEATURE_VERSION} + ${MODERN_FEATURE_VERSION} + ${SITE_TEMPLATE_FEATURE_VERSION}`,
  },
} satisfies Record<string, { block: readonly FeatureGroup[]; edge: readonly FeatureGroup[]; version: string }>;

export type FeatureSetName = keyof typeof SET_GROUPS;
export const FEATURE_SET_NAMES = Object.keys(SET_GROUPS) as FeatureSetName[];
export const DEFAULT_FEATURE_SET: FeatureSetName = 'web2text';

export interface PageFeatures {
  /** n × blockFeatureNames.length, row-major. */
  block: Float32Array;
  /** (n − 1) × edgeFeatureNames.length, row-major; row i pairs blocks i and i + 1. */
  edge: Float32Array;
}

export interface FeatureSet {
  name: FeatureSetName;
  /** The version of its groups' code, recorded by datasets and models built on it. */
  version: string;
  block: FeatureLayout;
  edge: FeatureLayout;
  blockFeatureNames: readonly string[];
  edgeFeatureNames: readonly string[];
  compute(page: Page, options?: FeatureOptions): PageFeatures;
}

function composeSet(name: FeatureSetName): FeatureSet {
  const block = featureLayout('block', SET_GROUPS[name].block);
  const edge = featureLayout('edge', SET_GROUPS[name].edge);
  return {
    name,
    version: SET_GROUPS[name].version,
    block,
    edge,
    blockFeatureNames: block.names,
    edgeFeatureNames: edge.names,
    compute: (page, options) => ({ block: block.compute(page, options), edge: edge.compute(page, options) }),
  };
}

const FEATURE_SETS = new Map(FEATURE_SET_NAMES.map((name) => [name, composeSet(name)]));

export function isFeatureSetName(name: string): name is FeatureSetName {
  return FEATURE_SETS.has(name as FeatureSetName);
}

/** The feature set of that name; throws naming the known sets otherwise. */
export function featureSet(name: string): FeatureSet {
  if (!isFeatureSetName(name)) {
    throw new InputError(`unknown feature set "${name}" (known: ${FEATURE_SET_NAMES.join(', ')})`);
  }
  return FEATURE_SETS.get(name) as FeatureSet;
}
