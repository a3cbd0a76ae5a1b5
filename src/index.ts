// The library API of web2text: every command of the CLI is one of these calls (src/cli/ only parses options,
// calls, and prints). Each value loads its module on first use (lazy-exports.ts): `require('web2text')` itself
// loads only the error classes; each value is declared with its type, then its module is named. The getters go on
// `module.exports`, which is this module's exports whether tsc or esbuild (tsx) compiled it.
import { lazyExports } from './lazy-exports';

export * from './errors';

// Extraction (`extract`, batch `extract --input`): methods by name from one registry.
export declare const extract: typeof import('./inference/extract').extract;
export declare const extractWith: typeof import('./inference/extract').extractWith;
export declare const extractPage: typeof import('./inference/extract').extractPage;
lazyExports(module.exports, () => require('./inference/extract'), ['extract', 'extractWith', 'extractPage']);
export type { ExtractOptions, ExtractResult, ExtractedBlock, PageOptions, PageReadingOptions, ResultOptions } from './inference/extract';
// Output formats and metadata (`extract --format markdown|html`, `metadata` in JSON and batch records).
export type { OutputOptions, RenderedContent } from './output/registry';
export declare const renderContent: typeof import('./output/registry').renderContent;
lazyExports(module.exports, () => require('./output/registry'), ['renderContent']);
export declare const pageMetadata: typeof import('./metadata/metadata').pageMetadata;
lazyExports(module.exports, () => require('./metadata/metadata'), ['pageMetadata']);
export type { PageMetadata } from './metadata/metadata';
export declare const PAGE_TYPE: typeof import('./page-type/classifier').PAGE_TYPE;
lazyExports(module.exports, () => require('./page-type/classifier'), ['PAGE_TYPE']);
export type { PageTypeGuess } from './page-type/classifier';
export declare const PAGE_TYPES: typeof import('./page-type/page-types').PAGE_TYPES;
lazyExports(module.exports, () => require('./page-type/page-types'), ['PAGE_TYPES']);
export type { PageType } from './page-type/page-types';
export declare const DOUBTFUL_BELOW: typeof import('./confidence/doubtful').DOUBTFUL_BELOW;
lazyExports(module.exports, () => require('./confidence/doubtful'), ['DOUBTFUL_BELOW']);
export declare const createExtractor: typeof import('./inference/registry').createExtractor;
export declare const METHOD_NAMES: typeof import('./inference/registry').METHOD_NAMES;
export declare const SELF_CONTAINED_METHOD_NAMES: typeof import('./inference/registry').SELF_CONTAINED_METHOD_NAMES;
export declare const SITE_METHOD_NAMES: typeof import('./inference/registry').SITE_METHOD_NAMES;
export declare const DEFAULT_METHOD: typeof import('./inference/registry').DEFAULT_METHOD;
lazyExports(module.exports, () => require('./inference/registry'), ['createExtractor', 'METHOD_NAMES', 'SELF_CONTAINED_METHOD_NAMES', 'SITE_METHOD_NAMES', 'DEFAULT_METHOD']);
export type { MethodDefinition, MethodOptions } from './inference/registry';
export declare const loadLearnedExtractor: typeof import('./inference/learned').loadLearnedExtractor;
export declare const DEFAULT_MODEL_DIR: typeof import('./inference/learned').DEFAULT_MODEL_DIR;
lazyExports(module.exports, () => require('./inference/learned'), ['loadLearnedExtractor', 'DEFAULT_MODEL_DIR']);
export type { LearnedExtractor, ModelOptions } from './inference/learned';
export declare const runBatch: typeof import('./batch/run').runBatch;
lazyExports(module.exports, () => require('./batch/run'), ['runBatch']);
export type { BatchRunOptions, BatchStart, BatchSummary } from './batch/run';
export type { BatchCounts, BatchRecord, BatchTotals } from './batch/records';
export type { DoubtfulPage } from './batch/doubtful-pages';

// Crawls over many machines (`queue add`, `queue status`, `worker`): shards on a BullMQ queue in Redis.
export declare const addShards: typeof import('./queue/add').addShards;
lazyExports(module.exports, () => require('./queue/add'), ['addShards']);
export type { AddShardsOptions, AddedShard } from './queue/add';
export declare const queueStatus: typeof import('./queue/status').queueStatus;
lazyExports(module.exports, () => require('./queue/status'), ['queueStatus']);
export type { QueueStatus, FailedShard, ShardWithoutOutput } from './queue/status';
export type { RedisServer, RedisTarget } from './queue/connection';
export declare const runShardWorker: typeof import('./queue/worker').runShardWorker;
lazyExports(module.exports, () => require('./queue/worker'), ['runShardWorker']);
export type { ShardWorkerOptions, WorkerEvent, WorkerSummary } from './queue/worker';
export type { ShardResult } from './queue/shards';
export type { Extractor, ExtractorInfo, BlockLabels } from './extractor';

// Sites (`template`, `extract --site`, `compare --site`, `--site` of dataset): a site's saved pages as one context,
// and the site-level template found against it.
export type SiteContext = import('./site/site-context').SiteContext;
export declare const SiteContext: typeof import('./site/site-context').SiteContext;
export declare const DEFAULT_SITE_TEMPLATE_OPTIONS: typeof import('./site/site-context').DEFAULT_SITE_TEMPLATE_OPTIONS;
export declare const siteField: typeof import('./site/site-context').siteField;
lazyExports(module.exports, () => require('./site/site-context'), ['SiteContext', 'DEFAULT_SITE_TEMPLATE_OPTIONS', 'siteField']);
export type { SitePage, SiteTemplateOptions, TextMatching, LeftOutPage, SiteField } from './site/site-context';
export declare const readSite: typeof import('./site/site-files').readSite;
export declare const readSiteItems: typeof import('./site/site-files').readSiteItems;
export declare const URLS_FILE: typeof import('./site/site-files').URLS_FILE;
lazyExports(module.exports, () => require('./site/site-files'), ['readSite', 'readSiteItems', 'URLS_FILE']);
export type { SiteItem, SiteOnDisk } from './site/site-files';
export declare const bindToSite: typeof import('./site/page-binding').bindToSite;
lazyExports(module.exports, () => require('./site/page-binding'), ['bindToSite']);
export type { TemplateResult, SiteTemplate, NoTemplate, PageChoice, TemplateReport, TemplateNode } from './heuristics/site-template';
export declare const keyPageTemplate: typeof import('./heuristics/site-template').keyPageTemplate;
export declare const SITE_TEMPLATE: typeof import('./heuristics/site-template').SITE_TEMPLATE;
export declare const TEMPLATE_BLOCKS: typeof import('./heuristics/site-template').TEMPLATE_BLOCKS;
export declare const createTemplateExtractor: typeof import('./heuristics/site-template').createTemplateExtractor;
export declare const templateReport: typeof import('./heuristics/site-template').templateReport;
export declare const markedTemplateHtml: typeof import('./heuristics/site-template').markedTemplateHtml;
export declare const TEMPLATE_MARK: typeof import('./heuristics/site-template').TEMPLATE_MARK;
lazyExports(module.exports, () => require('./heuristics/site-template'), ['keyPageTemplate', 'SITE_TEMPLATE', 'TEMPLATE_BLOCKS', 'createTemplateExtractor', 'templateReport', 'markedTemplateHtml', 'TEMPLATE_MARK']);
export declare const runSiteBatch: typeof import('./batch/site-run').runSiteBatch;
lazyExports(module.exports, () => require('./batch/site-run'), ['runSiteBatch']);
export type { SiteBatchOptions, SiteBatchStart } from './batch/site-run';

// Pages and blocks (`blocks`).
export declare const loadPage: typeof import('./dom/page').loadPage;
export declare const pageField: typeof import('./dom/page').pageField;
lazyExports(module.exports, () => require('./dom/page'), ['loadPage', 'pageField']);
export declare const DEFAULT_MAX_PAGE_BYTES: typeof import('./dom/page-limits').DEFAULT_MAX_PAGE_BYTES;
export declare const DEFAULT_MAX_BLOCKS: typeof import('./dom/page-limits').DEFAULT_MAX_BLOCKS;
lazyExports(module.exports, () => require('./dom/page-limits'), ['DEFAULT_MAX_PAGE_BYTES', 'DEFAULT_MAX_BLOCKS']);
export type { PageLimits } from './dom/page-limits';
export declare const blocksToText: typeof import('./dom/text').blocksToText;
lazyExports(module.exports, () => require('./dom/text'), ['blocksToText']);
export type { Page, PageField, Block, CdomNode } from './dom/types';
export declare const blockRecords: typeof import('./features/block-records').blockRecords;
lazyExports(module.exports, () => require('./features/block-records'), ['blockRecords']);
export type { BlockRecord, BlockRecordOptions } from './features/block-records';

// Features: groups composed into named sets.
export declare const computeFeatures: typeof import('./features').computeFeatures;
export declare const BLOCK_FEATURE_NAMES: typeof import('./features').BLOCK_FEATURE_NAMES;
export declare const EDGE_FEATURE_NAMES: typeof import('./features').EDGE_FEATURE_NAMES;
export declare const FEATURE_VERSION: typeof import('./features').FEATURE_VERSION;
lazyExports(module.exports, () => require('./features'), ['computeFeatures', 'BLOCK_FEATURE_NAMES', 'EDGE_FEATURE_NAMES', 'FEATURE_VERSION']);
export declare const featureSet: typeof import('./features/sets').featureSet;
export declare const FEATURE_SET_NAMES: typeof import('./features/sets').FEATURE_SET_NAMES;
export declare const DEFAULT_FEATURE_SET: typeof import('./features/sets').DEFAULT_FEATURE_SET;
lazyExports(module.exports, () => require('./features/sets'), ['featureSet', 'FEATURE_SET_NAMES', 'DEFAULT_FEATURE_SET']);
export type { FeatureSet, FeatureSetName, PageFeatures } from './features/sets';
export type { FeatureGroup, FeatureRows, FeatureOptions } from './features/group';
export declare const HEURISTICS: typeof import('./heuristics').HEURISTICS;
export declare const HEURISTIC_NAMES: typeof import('./heuristics').HEURISTIC_NAMES;
lazyExports(module.exports, () => require('./heuristics'), ['HEURISTICS', 'HEURISTIC_NAMES']);

// Corpora, splits, gold labels and alignments (`labels`, `align`).
export type { GoldPage, CorpusName, SplitPart } from './corpora/corpus';
export type { CorpusDefinition, CorpusSpec, CorpusParts, CorpusPages } from './corpora/definition';
export declare const SPLIT_PARTS: typeof import('./corpora/corpus').SPLIT_PARTS;
lazyExports(module.exports, () => require('./corpora/corpus'), ['SPLIT_PARTS']);
export declare const CORPUS_NAMES: typeof import('./corpora/registry').CORPUS_NAMES;
export declare const DEFAULT_CORPUS: typeof import('./corpora/registry').DEFAULT_CORPUS;
export declare const corpusDefinition: typeof import('./corpora/registry').corpusDefinition;
export declare const openCorpus: typeof import('./corpora/registry').openCorpus;
export declare const corpusPages: typeof import('./corpora/registry').corpusPages;
lazyExports(module.exports, () => require('./corpora/registry'), ['CORPUS_NAMES', 'DEFAULT_CORPUS', 'corpusDefinition', 'openCorpus', 'corpusPages']);
export type { CorpusEntry, SkippedPage } from './corpora/corpus-entry';
export declare const readWcxbPages: typeof import('./corpora/wcxb-files').readWcxbPages;
lazyExports(module.exports, () => require('./corpora/wcxb-files'), ['readWcxbPages']);
export declare const readWcxbPart: typeof import('./corpora/wcxb-split').readWcxbPart;
lazyExports(module.exports, () => require('./corpora/wcxb-split'), ['readWcxbPart']);
export declare const readJsonlCorpus: typeof import('./corpora/jsonl-corpus').readJsonlCorpus;
lazyExports(module.exports, () => require('./corpora/jsonl-corpus'), ['readJsonlCorpus']);
export declare const cleanevalPages: typeof import('./corpora/cleaneval-pages').cleanevalPages;
export declare const cleanevalSplitPages: typeof import('./corpora/cleaneval-pages').cleanevalSplitPages;
lazyExports(module.exports, () => require('./corpora/cleaneval-pages'), ['cleanevalPages', 'cleanevalSplitPages']);
export declare const listLabelledIds: typeof import('./corpora/cleaneval-files').listLabelledIds;
lazyExports(module.exports, () => require('./corpora/cleaneval-files'), ['listLabelledIds']);
export declare const SPLITS: typeof import('./corpora/cleaneval-splits').SPLITS;
export declare const splitPartIds: typeof import('./corpora/cleaneval-splits').splitPartIds;
export declare const splitIds: typeof import('./corpora/cleaneval-splits').splitIds;
export declare const loadSplits: typeof import('./corpora/cleaneval-splits').loadSplits;
lazyExports(module.exports, () => require('./corpora/cleaneval-splits'), ['SPLITS', 'splitPartIds', 'splitIds', 'loadSplits']);
export type { SplitName } from './corpora/cleaneval-splits';
export declare const labelPage: typeof import('./labels/block-labels').labelPage;
export declare const labelRecords: typeof import('./labels/block-labels').labelRecords;
lazyExports(module.exports, () => require('./labels/block-labels'), ['labelPage', 'labelRecords']);
export type { LabelRecord, LabelledPage } from './labels/block-labels';
export declare const alignmentReport: typeof import('./labels/alignment-report').alignmentReport;
lazyExports(module.exports, () => require('./labels/alignment-report'), ['alignmentReport']);

// Datasets and training (`dataset`, `train`).
export declare const buildDataset: typeof import('./training/dataset').buildDataset;
export declare const saveDataset: typeof import('./training/dataset').saveDataset;
export declare const loadDataset: typeof import('./training/dataset').loadDataset;
export declare const summariseDataset: typeof import('./training/dataset').summariseDataset;
lazyExports(module.exports, () => require('./training/dataset'), ['buildDataset', 'saveDataset', 'loadDataset', 'summariseDataset']);
export declare const train: typeof import('./training/run').train;
lazyExports(module.exports, () => require('./training/run'), ['train']);
export type { TrainRunOptions, TrainEvent } from './training/run';
export type { TrainingSummary } from './training/save';

// Evaluation (`eval`, `compare`).
export declare const evaluate: typeof import('./eval/evaluate').evaluate;
lazyExports(module.exports, () => require('./eval/evaluate'), ['evaluate']);
export type { ModelEvaluation } from './eval/evaluate';
export declare const compare: typeof import('./eval/compare').compare;
lazyExports(module.exports, () => require('./eval/compare'), ['compare']);
export type { Comparison, ComparedMethod } from './eval/compare';
export type { MethodSummary, ScoredPage, PageSource } from './eval/score-pages';
export declare const wordScores: typeof import('./eval/word-f1').wordScores;
export declare const summariseWordScores: typeof import('./eval/word-f1').summariseWordScores;
lazyExports(module.exports, () => require('./eval/word-f1'), ['wordScores', 'summariseWordScores']);
export type { PageScoredDetail, MethodPageOutput, OnPageScored } from './eval/score-pages';

// The visual report of a compare run (`report`, `compare --report`), or of pages without gold (`report --input`).
export declare const createReportWriter: typeof import('./report/writer').createReportWriter;
lazyExports(module.exports, () => require('./report/writer'), ['createReportWriter']);
export declare const labelPages: typeof import('./eval/label-pages').labelPages;
lazyExports(module.exports, () => require('./eval/label-pages'), ['labelPages']);
export type { Labelling } from './eval/label-pages';
export type { ReportWriter, ReportSummary } from './report/writer';
export type { WordF1Summary, MeanWordScores, PageWordScores } from './eval/word-f1';

