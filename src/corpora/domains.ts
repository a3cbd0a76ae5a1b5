// Domains and sites of pages: pages of one site share a template, so a split keeps a site in one part.

/** A host name as the corpora give domains: lower-cased, without a leading `www.`. */
export function normaliseDomain(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** Second-level labels under which country-code domains are registered (bbc.co.uk, abc.net.au, aaft.edu.in). */
const COUNTRY_SECOND_LEVELS = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'org']);

/**
 * The registered domain a host belongs to (last two labels, three under e.g. `co.uk`): the blogs on
 * substack.com, the stackexchange.com sites or uk.glossier.com and glossier.com share their templates. An
 * approximation of the public suffix list, good for the hosts of the corpora here; a miss only makes a group
 * coarser or finer, never splits a host.
 */
export function siteOf(domain: string): string {
  const labels = normaliseDomain(domain).split('.');
  const [secondLevel, topLevel] = labels.slice(-2);
  const keep = labels.length >= 3 && topLevel.length === 2 && COUNTRY_SECOND_LEVELS.has(secondLevel) ? 3 : 2;
  return labels.slice(-keep).join('.');
}
