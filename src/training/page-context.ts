// What a context stage reads of a dataset page besides its features: the blocks' containers, words and class
// selectors, when the dataset has them (a model with a context stage needs them).
import type { BlockContainers } from '../model/page-stage';
import type { DatasetPage } from './types';

export function contextOf(page: DatasetPage): BlockContainers | undefined {
  return page.words !== undefined && page.ancestors !== undefined ? { words: page.words, ancestors: page.ancestors, selectors: page.selectors } : undefined;
}
