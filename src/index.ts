// The library API of web2text: every command of the CLI is one of these calls (src/cli/ only parses options,
// calls, and prints).

// Extraction (`extract`, batch `extract --input`): methods by name from one registry.
export { extract, extractWith, extractPage } from './inference/extract';
export type { ExtractOptions, ExtractResult, ExtractedBlock, PageOptions, PageReadingOptions, ResultOptions } from './inference/extract';
// Output formats and metadata (`extract --format markdown|html`, `metadata` in JSON and batch records).
export type { OutputOptions, RenderedContent } from './output/registry';
export { renderContent } from './output/registry';
export { pageMetadata } from './metadata/metadata';
export type { PageMetadata } from './metadata/metadata';
export { createExtractor, METHOD_NAMES, SELF_CONTAINED_METHOD_NAMES, SITE_METHOD_NAMES, DEFAULT_METHOD } from './inference/registry';
export type { MethodDefinition, MethodOptions } from './inference/registry';
export { loadLearnedExtractor, DEFAULT_MODEL_DIR } from './inference/learned';
export type { LearnedExtractor, ModelOptions } from './inference/learned';
export { runBatch } from './batch/run';
export type { BatchRunOptions, BatchStart, BatchSummary } from './batch/run';
export type { BatchCounts, BatchRecord } from './batch/records';

// Crawls over many machines (`queue add`, `queue status`, `worker`): shards on a BullMQ queue in Redis.
export { addShards } from './queue/add';
export type { AddShardsOptions, AddedShard } from './queue/add';
export { queueStatus } from './queue/status';
export type { QueueStatus, FailedShard, ShardWithoutOutput } from './queue/status';
export type { RedisServer, RedisTarget } from './queue/connection';
export { runShardWorker } from './queue/worker';
export type { ShardWorkerOptions, WorkerEvent, WorkerSummary } from './queue/worker';
export type { ShardResult } from './queue/shards';
export type { Extractor, ExtractorInfo, BlockLabels } from './extractor';

// Sites (`template`, `extract --site`, `compare --site`, `--site` of dataset): a site's saved pages as one context,
// and the site-level template found against it.
export { SiteContext, DEFAULT_SITE_TEMPLATE_OPTIONS, siteField } from './site/site-context';
export type { SitePage, SiteTemplateOptions, TextMatching, LeftOutPage, SiteField } from './site/site-context';
export { readSite, readSiteItems, URLS_FILE } from './site/site-files';
export type { SiteItem, SiteOnDisk } from './site/site-files';
export { bindToSite } from './site/page-binding';
export * from './heuristics/site-template';
export { runSiteBatch } from './batch/site-run';
export type { SiteBatchOptions, SiteBatchStart } from './batch/site-run';

// Pages and blocks (`blocks`).
export { loadPage, pageField } from './dom/page';
export { DEFAULT_MAX_PAGE_BYTES, DEFAULT_MAX_BLOCKS } from './dom/page-limits';
export type { PageLimits } from './dom/page-limits';
export { blocksToText } from './dom/text';
export type { Page, PageField, Block, CdomNode } from './dom/types';
export { blockRecords } from './features/block-records';
export type { BlockRecord, BlockRecordOptions } from './features/block-records';

// Features: groups composed into named sets.
export { computeFeatures, BLOCK_FEATURE_NAMES, EDGE_FEATURE_NAMES, FEATURE_VERSION } from './features';
export { featureSet, FEATURE_SET_NAMES, DEFAULT_FEATURE_SET } from './features/sets';
export type { FeatureSet, FeatureSetName, PageFeatures } from './features/sets';
export type { FeatureGroup, FeatureRows, FeatureOptions } from './features/group';
export { HEURISTICS, HEURISTIC_NAMES } from './heuristics';

// Corpora, splits, gold labels and alignments (`labels`, `align`).
export type { GoldPage, CorpusName, SplitPart } from './corpora/corpus';
export type { CorpusDefinition, CorpusSpec, CorpusParts, CorpusPages } from './corpora/definition';
export { SPLIT_PARTS } from './corpora/corpus';
export { CORPUS_NAMES, DEFAULT_CORPUS, corpusDefinition, openCorpus, corpusPages } from './corpora/registry';
export type { CorpusEntry, SkippedPage } from './corpora/corpus-entry';
export { readWcxbPages } from './corpora/wcxb-files';
export { readWcxbPart } from './corpora/wcxb-split';
export { readJsonlCorpus } from './corpora/jsonl-corpus';
export { cleanevalPages, cleanevalSplitPages } from './corpora/cleaneval-pages';
export { listLabelledIds } from './corpora/cleaneval-files';
export { SPLITS, splitPartIds, splitIds, loadSplits } from './corpora/cleaneval-splits';
export type { SplitName } from './corpora/cleaneval-splits';
export { labelPage, labelRecords } from './labels/block-labels';
export type { LabelRecord, LabelledPage } from './labels/block-labels';
export { alignmentReport } from './labels/alignment-report';

// Datasets and training (`dataset`, `train`).
export { buildDataset, saveDataset, loadDataset, summariseDataset } from './training/dataset';
export { train } from './training/run';
export type { TrainRunOptions, TrainEvent } from './training/run';
export type { TrainingSummary } from './training/save';

// Evaluation (`eval`, `compare`).
export { evaluate } from './eval/evaluate';
export type { ModelEvaluation } from './eval/evaluate';
export { compare } from './eval/compare';
export type { Comparison, ComparedMethod } from './eval/compare';
export type { MethodSummary, ScoredPage, PageSource } from './eval/score-pages';
export { wordScores, summariseWordScores } from './eval/word-f1';
export type { PageScoredDetail, MethodPageOutput, OnPageScored } from './eval/score-pages';

// The visual report of a compare run (`report`, `compare --report`), or of pages without gold (`report --input`).
export { createReportWriter } from './report/writer';
export { labelPages } from './eval/label-pages';
export type { Labelling } from './eval/label-pages';
export type { ReportWriter, ReportSummary } from './report/writer';
export type { WordF1Summary, MeanWordScores, PageWordScores } from './eval/word-f1';

export * from './errors';
