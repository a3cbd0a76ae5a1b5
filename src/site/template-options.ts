// The template search's options of a site (SiteTemplateOptions: n, v, text matching, load cap, cached trees),
// checked at the door where a site is read or built (readSite, new SiteContext) and in a site batch's options: a
// wrong type or value, or a key none of them knows (`vote`), is an OptionError naming the option.
import * as z from '../zod';
import { wholeNumber } from '../option-checks';

/** The ways the template search compares text nodes (site-context.ts, TextMatching). */
export const TEXT_MATCHINGS = ['content', 'paper'] as const;

export const SITE_TEMPLATE_OPTIONS = z.strictObject({
  pages: wholeNumber(1).optional(),
  votes: wholeNumber(1).optional(),
  textMatching: z.enum(TEXT_MATCHINGS).optional(),
  maxLoads: wholeNumber(1).optional(),
  cachedTrees: wholeNumber(1).optional(),
});
