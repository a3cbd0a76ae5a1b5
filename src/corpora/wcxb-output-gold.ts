// The WCXB gold of the output beyond the main text (the benchmark's ground truth): the page's `title`, `author`,
// `publish_date` (YYYY-MM-DD) and `main_content_markdown`. A field the annotators left empty or null is absent.
import * as z from '../zod';
import { groundTruthPath, parseOrFail, readJson } from './wcxb-files';

export interface WcxbOutputGold {
  title?: string;
  author?: string;
  /** YYYY-MM-DD. */
  date?: string;
  markdown?: string;
}

const optionalText = z.string().nullish();
const schema = z.object({
  ground_truth: z.object({ title: optionalText, author: optionalText, publish_date: optionalText, main_content_markdown: optionalText }),
});

function present(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

export function readWcxbOutputGold(id: string, dataDir: string): WcxbOutputGold {
  const file = groundTruthPath(dataDir, id);
  const { ground_truth: fields } = parseOrFail(schema, readJson(file, 'ground-truth file'), file, 'ground-truth file');
  const { title, author, publish_date: date, main_content_markdown: markdown } = fields;
  const gold: WcxbOutputGold = {};
  for (const [key, value] of Object.entries({ title, author, date, markdown })) {
    const kept = present(value);
    if (kept !== undefined) gold[key as keyof WcxbOutputGold] = kept;
  }
  return gold;
}
