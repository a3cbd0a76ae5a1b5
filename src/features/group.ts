// Feature groups: small units that each compute a few columns and carry the names of those columns, beside the
// code that computes them. Feature sets (sets.ts) compose groups into the block and the edge rows, so each
// group's column offset follows from the groups before it and names cannot drift from the values.
import type { Page } from '../dom/types';

export interface FeatureOptions {
  /**
   * Reproduce the reference's ⚠ Scala integer divisions (features 2, 5, 14, N0, N2, N9; docs/methods/web2text.md §4).
   * Default true: the shipped models are trained on the reference behaviour; false uses true division instead.
   */
  integerDivision?: boolean;
}

/** Where a group writes: row r's columns of the group start at out[r · stride + offset]; `out` starts zeroed. */
export interface FeatureRows {
  readonly out: Float32Array;
  readonly stride: number;
  readonly offset: number;
}

export interface FeatureGroup {
  /** What the group describes, e.g. 'parent' or 'common_ancestor'. */
  readonly name: string;
  /** One row per block, or one per adjacent pair of blocks (edge i joins blocks i and i + 1). */
  readonly rows: 'block' | 'edge';
  /** Its column names, in the order `compute` writes them. */
  readonly names: readonly string[];
  /**
   * Writes the group's names.length columns of every row (pages with no row are never passed). Per-page analyses
   * shared with other groups or heuristics are page fields (page.get), computed once per page.
   */
  compute(page: Page, rows: FeatureRows, options: FeatureOptions): void;
}

/** Groups side by side in one row: their names in order and a row-major matrix of their values. */
export interface FeatureLayout {
  readonly rows: 'block' | 'edge';
  readonly groups: readonly FeatureGroup[];
  readonly names: readonly string[];
  /** rows × names.length, row-major. */
  compute(page: Page, options?: FeatureOptions): Float32Array;
}

export function featureLayout(rows: 'block' | 'edge', groups: readonly FeatureGroup[]): FeatureLayout {
  const names = groups.flatMap((group) => {
    if (group.rows !== rows) throw new Error(`feature group "${group.name}" has ${group.rows} rows, not ${rows} rows`);
    return group.names;
  });
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate !== undefined) throw new Error(`feature name "${duplicate}" appears twice in one layout`);
  const width = names.length;
  return {
    rows,
    groups,
    names,
    compute(page, options = {}) {
      const n = rows === 'block' ? page.blocks.length : Math.max(0, page.blocks.length - 1);
      const out = new Float32Array(n * width);
      if (n === 0) return out;
      let offset = 0;
      for (const group of groups) {
        group.compute(page, { out, stride: width, offset }, options);
        offset += group.names.length;
      }
      return out;
    },
  };
}

/** `prefix` + each name, for groups that apply one extractor to another node (p_, gp_, root_, …). */
export function prefixed(prefix: string, names: readonly string[]): string[] {
  return names.map((name) => `${prefix}${name}`);
}
