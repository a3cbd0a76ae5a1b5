// A user's own labelled pages: a JSONL file (.jsonl.gz: gzipped), one page per line, {id, html, gold} with optional
// pageType, domain and url (the domain is taken from the url's host when not given). Read a line at a time; a bad
// line is reported with its line number and reason, and reading goes on.
import * as z from '../zod';
import { checkString } from '../arguments';
import { CorpusError } from '../errors';
import { checkCorpusFile } from './corpus-file';
import { jsonlLines } from '../files/jsonl-lines';
import type { GoldPage } from './corpus';
import type { CorpusEntry } from './corpus-entry';
import { normaliseDomain } from './domains';

const recordSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  html: z.string(),
  gold: z.string(),
  pageType: z.string().optional(),
  domain: z.string().min(1).optional(),
  url: z.string().optional(),
});

type PageOrProblem = { page: GoldPage } | { problem: string; id: string };

function domainOf(record: z.infer<typeof recordSchema>): { domain?: string; problem?: string } {
  if (record.domain !== undefined) return { domain: normaliseDomain(record.domain) };
  if (record.url === undefined) return {};
  try {
    const host = new URL(record.url).hostname;
    return host === '' ? { problem: `url "${record.url}" has no host` } : { domain: normaliseDomain(host) };
  } catch {
    return { problem: `url "${record.url}" is not a valid URL` };
  }
}

/** The record's id as a string when it has a usable one, else `line N`. */
function idOf(json: unknown, lineNo: number): string {
  const id = typeof json === 'object' && json !== null ? (json as { id?: unknown }).id : undefined;
  return (typeof id === 'string' && id !== '') || typeof id === 'number' ? String(id) : `line ${lineNo}`;
}

/** One line → a page, or what is wrong with it. */
function parseCorpusLine(line: string, lineNo: number): PageOrProblem {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (err) {
    return { problem: `invalid JSON (${(err as Error).message})`, id: `line ${lineNo}` };
  }
  const id = idOf(json, lineNo);
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`);
    return { problem: issues.join('; '), id };
  }
  const { domain, problem } = domainOf(parsed.data);
  if (problem !== undefined) return { problem, id };
  const page: GoldPage = { corpus: 'jsonl', id, html: parsed.data.html, gold: parsed.data.gold };
  if (parsed.data.pageType !== undefined) page.pageType = parsed.data.pageType;
  if (domain !== undefined) page.domain = domain;
  if (parsed.data.url !== undefined) page.url = parsed.data.url;
  return { page };
}

/**
 * The pages of a JSONL corpus in file order. A line that is not a usable record (invalid JSON, html or gold
 * missing or not a string, a bad url, an id seen before) is yielded as skipped with its line number and reason.
 * A record without an id is named `line N`. Blank lines are not records. A file that cannot be opened is an
 * error naming it.
 */
export async function* readJsonlCorpus(file: string): AsyncGenerator<CorpusEntry> {
  checkString(file, 'readJsonlCorpus takes the JSONL file (a path)');
  checkCorpusFile(file);
  const lineOfId = new Map<string, number>();
  for await (const { text: line, lineNo } of jsonlLines(file)) {
    const skip = (id: string, problem: string): CorpusEntry => ({
      skipped: { corpus: 'jsonl', id, reason: `${file} line ${lineNo}: ${problem}` },
    });
    const result = parseCorpusLine(line, lineNo);
    if ('problem' in result) {
      yield skip(result.id, result.problem);
      continue;
    }
    const firstLine = lineOfId.get(result.page.id);
    if (firstLine !== undefined) {
      yield skip(result.page.id, `duplicate id "${result.page.id}" (first on line ${firstLine})`);
      continue;
    }
    lineOfId.set(result.page.id, lineNo);
    yield result;
  }
}
