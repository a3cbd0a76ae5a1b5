// The options of commands that take a site (template, extract --site, compare --site): the site path, n and v, and
// the stderr lines that say which pages are in the site and which were left out.
import type { Command } from 'commander';
import { DEFAULT_SITE_TEMPLATE_OPTIONS, type SiteContext, type SiteTemplateOptions } from '../site/site-context';
import { readSite, URLS_FILE, type SiteOnDisk } from '../site/site-files';
import { InputError } from '../errors';
import { givenOnCommandLine } from './given-options';
import { wholeNumber } from './split-options';
import { printable } from './printable';
import { inform } from './quiet-option';

export interface SiteCliOptions {
  site?: string;
  templatePages: string;
  templateVotes: string;
  paperText?: boolean;
}

/** Left-out pages named one per line, up to this many; the rest are counted. */
const LEFT_OUT_LINES = 10;

export const SITE_OPTION_HELP = `a site's saved pages: JSONL of {url, html}, a folder with ${URLS_FILE} (file<TAB>URL per line), or a WCXB folder`;
export const EXTRACT_SITE_HELP = `${SITE_OPTION_HELP}, the context of method template (or of a model with site-template features); without a file, every page of --input (default: the site) is extracted`;

export function addSiteOptions(command: Command, siteHelp = SITE_OPTION_HELP): Command {
  const { pages, votes } = DEFAULT_SITE_TEMPLATE_OPTIONS;
  return command
    .option('--site <path>', siteHelp)
    .option('--template-pages <n>', 'n: pages the key page is compared with (the complete subdigraph\'s size)', String(pages))
    .option('--template-votes <v>', 'v: compared pages that must hold a node for it to be template', String(votes))
    .option('--paper-text', 'compare nodes ignoring their text, as the paper\'s implementation (default: equal text only)');
}

/** The options of a site's template, which mean nothing without a site. */
const TEMPLATE_FLAGS = { templatePages: '--template-pages', templateVotes: '--template-votes', paperText: '--paper-text' } as const;

/** The template's options without --site would be ignored: refused instead. */
export function refuseTemplateOptionsWithoutSite(command: Command): void {
  if (command.opts<SiteCliOptions>().site !== undefined) return;
  const [given] = givenOnCommandLine(command, TEMPLATE_FLAGS);
  if (given !== undefined) throw new InputError(`${given} is an option of a site's template: give --site SITE with it`);
}

export function siteTemplateOptions(opts: SiteCliOptions): SiteTemplateOptions {
  return {
    pages: wholeNumber(opts.templatePages, '--template-pages', 1),
    votes: wholeNumber(opts.templateVotes, '--template-votes', 1),
    textMatching: opts.paperText ? 'paper' : 'content',
  };
}

/** Tells on stderr how many pages the site has and which were left out, and why. */
export function describeSite(sitePath: string, site: SiteContext, quiet = false): void {
  inform(quiet, `web2text: site ${sitePath}: ${site.size} pages${site.leftOut.length > 0 ? `, ${site.leftOut.length} left out` : ''}\n`);
  for (const { reason } of site.leftOut.slice(0, LEFT_OUT_LINES)) process.stderr.write(`web2text: ${printable(`left out of the site: ${reason}`)}\n`);
  if (site.leftOut.length > LEFT_OUT_LINES) process.stderr.write(`web2text: … and ${site.leftOut.length - LEFT_OUT_LINES} more left out\n`);
}

/** Reads the site of --site and says what it holds. */
export async function openSiteOption(sitePath: string, opts: SiteCliOptions & { quiet?: boolean }): Promise<SiteOnDisk> {
  const read = await readSite(sitePath, siteTemplateOptions(opts));
  describeSite(sitePath, read.site, opts.quiet === true);
  return read;
}
