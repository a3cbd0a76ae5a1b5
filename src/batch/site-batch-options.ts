// The options of runSiteBatch(), checked at the door as runBatch's are (options.ts): a site that is neither a path
// nor a SiteContext, template options of the wrong kind, a missing output or a key no site batch knows (`jobs`,
// `resume`: a site batch has neither) is an OptionError naming the option, before the site is read.
import * as z from '../zod';
import { callback } from '../option-checks';
import { EXTRACT_OPTIONS, RECORD_OUTPUT } from '../options';
import { SiteContext } from '../site/site-context';
import { SITE_TEMPLATE_OPTIONS } from '../site/template-options';

export const SITE_BATCH_OPTIONS = EXTRACT_OPTIONS.omit({ site: true }).extend({
  site: z.union([z.string().min(1), z.instanceof(SiteContext)], { error: 'expected the site: its path (a JSONL file or a folder) or a SiteContext' }),
  template: SITE_TEMPLATE_OPTIONS.optional(),
  input: z.string().min(1).optional(),
  output: RECORD_OUTPUT,
  overwrite: z.boolean().optional(),
  onStart: callback.optional(),
  onProgress: callback.optional(),
});
