// `web2text template --site SITE --key URL`: the template of a key page against the other pages of its site (issue
// 17), as JSON (each template node's path and text) or as the key page with its template marked (--format html).
import type { Command } from 'commander';
import { acceptQuietOption } from '../quiet-option';
import { InputError } from '../../errors';
import { keyPageTemplate } from '../../heuristics/site-template';
import { markedTemplateHtml, templateReport } from '../../heuristics/site-template/template-output';
import { writeOutputFile } from '../../files/output-files';
import { addSiteOptions, openSiteOption, type SiteCliOptions } from '../site-options';

interface TemplateCliOptions extends SiteCliOptions {
  key: string;
  format: string;
  out?: string;
}

export function register(program: Command): void {
  const command = program
    .command('template')
    .description('the template of a key page (nodes it shares with other pages of its site: header, menu, footer …)')
    .requiredOption('--key <url>', 'URL of the key page (a page of the site)')
    .option('--format <format>', 'json (template nodes: path and text) or html (the key page with its template marked)', 'json')
    .option('--out <file>', 'write the result here instead of stdout');
  acceptQuietOption(addSiteOptions(command)).action(async (opts: TemplateCliOptions) => {
    if (opts.format !== 'json' && opts.format !== 'html') throw new InputError(`--format must be json or html, not "${opts.format}"`);
    if (opts.site === undefined) throw new InputError('give the site\'s pages with --site');
    const { site } = await openSiteOption(opts.site, opts);
    const { page, result } = keyPageTemplate(site, opts.key);
    for (const note of result.notes) process.stderr.write(`web2text: ${note}\n`);
    if (!result.found) process.stderr.write(`web2text: no template for ${opts.key}: ${result.reason}\n`);
    const text = opts.format === 'html' ? markedTemplateHtml(result, page) : JSON.stringify(templateReport(result, page), null, 2) + '\n';
    if (opts.out) writeOutputFile(opts.out, text);
    else process.stdout.write(text);
  });
}
