// What a corpus of the registry (registry.ts) is: where it is read from, its parts, how its gold labels blocks and
// how a model is scored on it, and its readers.
import type { CorpusName, GoldPage, SplitPart } from './corpus';
import type { CorpusEntry, SkippedPage } from './corpus-entry';

/** Pages as readers give them, one at a time: labelled pages, and the pages a reader leaves out (as skipped). */
export type CorpusPages = Iterable<GoldPage | CorpusEntry> | AsyncIterable<GoldPage | CorpusEntry>;

/** One corpus as a command or a training mix names it. */
export interface CorpusSpec {
  /** A corpus of the registry. */
  corpus: CorpusName;
  /** Its folder or file. The library has no default place for either; the CLI has one for folders. */
  source?: string;
  /** Which of its splits, for a corpus with several (CleanEval: cleaneval or web2text); default its first. */
  split?: string;
  /** Sampling weight in a training mix; default 1. */
  weight?: number;
}

/** A spec checked against its corpus: its source and (where it has splits) its split known. */
export interface ResolvedCorpusSpec extends CorpusSpec {
  source: string;
}

/** A corpus's parts: their page ids, and the pages themselves read when asked. */
export interface CorpusParts {
  spec: ResolvedCorpusSpec;
  ids: Record<SplitPart, string[]>;
  /** The pages of a part, read one at a time; pages a reader leaves out are added to `skipped` as they are met. */
  pages(part: SplitPart): Iterable<GoldPage>;
  skipped: SkippedPage[];
}

/** Pages to score: those of a part (or all of them), and their number where it is known before reading. */
export interface SelectedCorpusPages {
  pages: CorpusPages;
  count?: number;
}

/**
 * A corpus of the registry: what the commands (eval, compare, report, dataset, train) and the library need to
 * read it, split it and score on it.
 */
export interface CorpusDefinition {
  name: CorpusName;
  /** What it is, for --help. */
  description: string;
  /**
   * Where its pages are: a folder (with the name it usually has, under which the CLI looks for it when no option
   * names it, and the option that names it where corpora mix: `--<option> DIR` of train and dataset; eval, compare
   * and report take `--data DIR`), or a file the user names (`--input FILE`).
   */
  source: { kind: 'folder'; folderName: string; mixOption: string } | { kind: 'file' };
  /** Its named splits where it has several, the default first (CleanEval: the paper's cleaneval and web2text). */
  splits?: readonly string[];
  /** The part eval, compare and report score when none is asked for; 'all': every page, in the corpus's order. */
  evalPart: SplitPart | 'all';
  /**
   * How its gold text labels the blocks: 'reference' as the Web2Text reference labels CleanEval (its masking; a
   * page whose gold is empty is kept, all boilerplate), 'checked' with today's masking, a page whose labels hold
   * too little of its gold left out of training (labels/gold-labels.ts).
   */
  labelling: 'reference' | 'checked';
  /**
   * How training scores a model on its validation pages (to keep the best weights, to choose λ): 'block-f1' the
   * micro F1 of content blocks (the reference's), 'page-word-f1' the mean over pages of the word-weighted F1 of
   * content (WCXB's benchmark measure).
   */
  scoring: 'block-f1' | 'page-word-f1';
  /** Its split into parts. */
  open(spec: ResolvedCorpusSpec): Promise<CorpusParts>;
  /** The pages of a part, or every page, read one at a time; the first `limit` only when given. */
  pages(spec: ResolvedCorpusSpec, part: SplitPart | 'all', limit?: number): SelectedCorpusPages;
}
