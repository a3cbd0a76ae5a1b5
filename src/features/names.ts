// Feature names in the reference order (spec §4 "Final index layout", §5) and the version a model records.
import { LEAF_TAGS, NODE_TAGS } from './node-features';

export const FEATURE_VERSION = 'web2text-reference-v1 (128 block / 25 edge, reference integer division)';

const NODE_FEATURE_LABELS = [
  'body_percentage',
  'link_density',
  'avg_word_length',
  'has_stopword',
  'stopword_ratio',
  'log_n_characters',
  'log_punctuation_ratio',
  'has_numeric',
  'numeric_ratio',
  'log_avg_sentence_length',
  'ends_with_punctuation',
  'ends_with_question_mark',
  'contains_copyright',
  'contains_email',
  'contains_url',
  'contains_year',
  'ratio_words_with_capital',
  'ratio_words_with_capital_2',
  'ratio_words_with_capital_3',
  'contains_form_element',
];

const LEAF_FEATURE_LABELS = [
  'has_word',
  'log_n_words',
  'avg_word_length',
  'has_stopword',
  'stopword_ratio',
  'log_n_characters',
  'contains_punctuation',
  'n_punctuation',
  'log_punctuation_ratio',
  'has_numeric',
  'numeric_ratio',
  'log_avg_sentence_length',
  'has_multiple_sentences',
  'relative_position',
  'relative_position_2',
  'ends_with_punctuation',
  'ends_with_question_mark',
  'contains_copyright',
  'contains_email',
  'contains_url',
  'contains_year',
  'ratio_words_with_capital',
  'ratio_words_with_capital_2',
  'ratio_words_with_capital_3',
];

/** Tag labels `tag_X`; the reference's node list has `ul` twice, the second is named `tag_ul_2` to stay unique. */
function tagLabels(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map((tag) => {
    const label = seen.has(tag) ? `tag_${tag}_2` : `tag_${tag}`;
    seen.add(tag);
    return label;
  });
}

const prefixed = (prefix: string, labels: readonly string[]): string[] => labels.map((l) => `${prefix}${l}`);

export const BLOCK_FEATURE_NAMES: readonly string[] = [
  'has_duplicate',
  'has_10_duplicates',
  'n_same_class_path',
  ...LEAF_FEATURE_LABELS,
  'has_p',
  ...prefixed('p_', NODE_FEATURE_LABELS),
  ...prefixed('p_', tagLabels(NODE_TAGS.names)),
  'has_gp',
  ...prefixed('gp_', NODE_FEATURE_LABELS),
  ...prefixed('root_', NODE_FEATURE_LABELS),
  ...tagLabels(LEAF_TAGS.names),
];

export const EDGE_FEATURE_NAMES: readonly string[] = [
  'tree_distance_2',
  'tree_distance_3',
  'tree_distance_4',
  'tree_distance_more',
  'block_break',
  ...prefixed('common_ancestor_', NODE_FEATURE_LABELS),
];
