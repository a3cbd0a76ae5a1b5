// `report --input PAGES`: the report of pages without gold (a folder of .html, a JSONL file of {id, html, gold?},
// a WARC/WARC.gz), read by the batch sources as `extract --input` reads them and labelled by the methods as
// compare runs them; the index gives what can be said without gold (shares kept, ms/page, agreement).
import { isSkipped, openBatchSource } from '../batch/source';
import { firstEntries } from '../corpora/corpus-entry';
import { comparedExtractors } from '../eval/compare';
import { labelPages, type Labelling } from '../eval/label-pages';
import { createReportWriter, type ReportSummary } from '../report/writer';
import { compareMethods, modelReporter, type CompareCliOptions } from './compare-run';
import { modelOptions } from './model-options';
import { createLazyProgress } from './progress';
import { wholeNumber } from './split-options';
import { warnUnreadFiles } from './unread-files';

/** Every option is checked, the input opened and the report folder made before any model is loaded. */
export async function runPagesReport(opts: CompareCliOptions, input: string, reportDir: string, recursive: boolean): Promise<{ labelling: Labelling; finishReport: () => ReportSummary }> {
  const methods = compareMethods(opts);
  const quiet = opts.quiet === true;
  const limit = opts.limit === undefined ? undefined : wholeNumber(opts.limit, '--limit', 1);
  const source = await openBatchSource(input, { recursive });
  warnUnreadFiles(input, source, !recursive);
  const writer = createReportWriter(reportDir, `web2text report — ${input}`);
  const extractors = await comparedExtractors(methods, modelOptions(opts), modelReporter(quiet));
  const total = limit === undefined ? source.total : Math.min(limit, source.total ?? limit);
  const progress = createLazyProgress('report', total ?? 0, quiet);
  const entries = limit === undefined ? source.entries : firstEntries(source.entries, limit, (entry) => !isSkipped(entry));
  const labelling = await labelPages(entries, extractors, (done, id) => progress.update(done, `page ${id}`), writer.onPageScored);
  progress.stop();
  return { labelling, finishReport: () => writer.finishUnlabelled(labelling) };
}
