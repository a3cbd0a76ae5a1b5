// The template of a key page against its site (docs/methods/site-template.md §1–§3): choose the pages to compare, map
// the key page top-down onto each, vote. The result says which pages were compared and how they were chosen, or why
// there is no template.
import type { Page } from '../../dom/types';
import { choosePages, type PageChoice } from './compared-pages';
import { MAPPING_TREE, type MappingTree } from './mapping-tree';
import { pageLinks } from '../../site/page-links';
import type { SiteContext } from '../../site/site-context';
import { httpUrl, pageKey, siteHost } from '../../site/site-urls';
import { SITE_TREES } from './site-trees';
import { voteTemplate } from './template-votes';
import { mapTopDown } from './top-down-mapping';

export interface SiteTemplate {
  found: true;
  keyUrl: string;
  /** The key page's mapping tree; its indices are those of the page's RENDERED_BODY_TREE. */
  tree: MappingTree;
  /** 1 for each template node of the tree; closed under parent. */
  template: Uint8Array;
  /** URLs of the pages compared. */
  compared: string[];
  choice: PageChoice;
  /** Votes a node needed: v, or fewer when fewer pages voted (A6). */
  votesNeeded: number;
  linkedPagesRead: number;
  notes: string[];
}

export interface NoTemplate {
  found: false;
  keyUrl: string | null;
  reason: string;
  notes: string[];
}

export type TemplateResult = SiteTemplate | NoTemplate;

export function noTemplate(keyUrl: string | null, reason: string, notes: string[] = []): NoTemplate {
  return { found: false, keyUrl, reason, notes };
}

/** Why no other page could be compared: the site holds none of this host, or none that is readable and alike. */
function nothingToCompare(site: SiteContext, keyUrl: URL): string {
  const self = pageKey(keyUrl);
  const others = site.keysOfHost(siteHost(keyUrl)).filter((key) => key !== self).length;
  if (others === 0) return `the site context holds no other page of ${siteHost(keyUrl)}`;
  return `none of the ${others} other pages of ${siteHost(keyUrl)} in the site context is readable and shares its top-level structure`;
}

/** The template of `page`, the page at `url`, against the other pages of `site`. */
export function findTemplate(site: SiteContext, url: string, page: Page): TemplateResult {
  const keyUrl = httpUrl(url);
  if (keyUrl === null) return noTemplate(url, `its URL "${url}" is not an absolute http(s) URL`);
  const tree = page.get(MAPPING_TREE);
  if (tree === null) return noTemplate(url, 'the page has no <body>');
  const links = pageLinks(page.document, keyUrl);
  const trees = site.get(SITE_TREES);
  trees.remember(pageKey(keyUrl), page, links);
  const { keys, choice, linkedPagesRead, notes } = choosePages(site, keyUrl, tree, links);
  if (keys.length === 0) return noTemplate(url, nothingToCompare(site, keyUrl), notes);
  const compared: string[] = [];
  const mappings: Uint8Array[] = [];
  for (const key of keys) {
    const other = trees.treeOf(key);
    if (other === undefined) continue;
    compared.push(site.urlOfKey(key)!.href);
    mappings.push(mapTopDown(tree, other, site.options.textMatching));
  }
  if (mappings.length === 0) return noTemplate(url, `none of the ${keys.length} pages chosen could be read`, notes);
  const { template, votesNeeded, copies } = voteTemplate(tree, mappings, site.options.votes, site.options.textMatching);
  for (const k of copies) notes.push(`${compared[k]} holds every node of the page (a copy): a template node needs one more vote`);
  if (votesNeeded < site.options.votes) {
    notes.push(`only ${compared.length} page${compared.length === 1 ? '' : 's'} compared: a template node needed ${votesNeeded} vote${votesNeeded === 1 ? '' : 's'}, not ${site.options.votes}`);
  }
  return { found: true, keyUrl: url, tree, template, compared, choice, votesNeeded, linkedPagesRead, notes };
}
