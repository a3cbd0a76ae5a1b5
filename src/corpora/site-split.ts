// A deterministic split of pages into train / validation / test by site, stratified by page type: pages of one
// site share a template, so a site (see siteOf) lies in one part only, and each page type is spread about
// 60 / 20 / 20 over the parts.
import { createHash } from 'crypto';
import { SPLIT_PARTS, SplitPart } from './corpus';
import { siteOf } from './domains';

/** Shares of the pages per part (the issue: about 60 / 20 / 20 per page type). */
export const PART_SHARES: Readonly<Record<SplitPart, number>> = { train: 0.6, validation: 0.2, test: 0.2 };

export interface SplitPage {
  id: string;
  pageType: string;
  /** Pages without a domain form a group of their own. */
  domain?: string;
}

export type PageSplit = Record<SplitPart, string[]>;

interface SiteGroup {
  key: string;
  ids: string[];
  /** The group's most common page type; ties go to the type first in alphabetical order. */
  stratum: string;
}

function groupBySite(pages: readonly SplitPage[]): SiteGroup[] {
  const groups = new Map<string, SplitPage[]>();
  for (const page of pages) {
    const key = page.domain === undefined ? `page ${page.id}` : siteOf(page.domain);
    const members = groups.get(key);
    if (members === undefined) groups.set(key, [page]);
    else members.push(page);
  }
  return [...groups].map(([key, members]) => {
    const counts = new Map<string, number>();
    for (const { pageType } of members) counts.set(pageType, (counts.get(pageType) ?? 0) + 1);
    const [stratum] = [...counts].sort(([a, na], [b, nb]) => nb - na || (a < b ? -1 : 1))[0];
    return { key, ids: members.map((page) => page.id), stratum };
  });
}

/** A fixed pseudo-random order of the groups: by a hash of the seed and the group's key. */
function hashOf(seed: string, key: string): string {
  return createHash('sha256').update(`${seed}\n${key}`).digest('hex');
}

/**
 * Per stratum, groups go largest first (ties in hash order) to the part furthest below its share (pages so far /
 * share lowest; ties in the order train, validation, test). The same pages and seed give the same split; ids
 * within a part are sorted.
 */
export function splitBySite(pages: readonly SplitPage[], seed: string): PageSplit {
  const split: PageSplit = { train: [], validation: [], test: [] };
  const groups = groupBySite(pages);
  for (const stratum of [...new Set(groups.map((group) => group.stratum))].sort()) {
    const ordered = groups
      .filter((group) => group.stratum === stratum)
      .map((group) => ({ group, hash: hashOf(seed, group.key) }))
      .sort((a, b) => b.group.ids.length - a.group.ids.length || (a.hash < b.hash ? -1 : 1));
    const pagesIn: Record<SplitPart, number> = { train: 0, validation: 0, test: 0 };
    for (const { group } of ordered) {
      const part = SPLIT_PARTS.reduce((best, p) => (pagesIn[p] / PART_SHARES[p] < pagesIn[best] / PART_SHARES[best] ? p : best));
      pagesIn[part] += group.ids.length;
      split[part].push(...group.ids);
    }
  }
  for (const part of SPLIT_PARTS) split[part].sort();
  return split;
}
