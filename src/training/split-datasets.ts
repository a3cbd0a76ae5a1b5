// The train and validation parts of a page split, taken from one dataset (spec §7 splits, §9 training data).
import type { Dataset } from './types';

export interface SelectedPages {
  dataset: Dataset;
  /** Requested ids the dataset does not hold (e.g. pages its builder had to skip). */
  missing: string[];
}

/** The pages of `dataset` with the given ids, in id-list order. */
export function selectPages(dataset: Dataset, ids: readonly string[]): SelectedPages {
  const byId = new Map(dataset.pages.map((page) => [page.id, page]));
  return {
    dataset: { ...dataset, pages: ids.flatMap((id) => byId.get(id) ?? []) },
    missing: ids.filter((id) => !byId.has(id)),
  };
}
