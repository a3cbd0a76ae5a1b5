// Scoring a model on the file it was trained on: a model trained on a user's JSONL records the file's SHA-256
// (training/run.ts), and on that file eval and compare score its test part, the sites the model did not see,
// unless a part is asked for. All its pages would count the training pages too.
import type { SplitPart } from '../corpora/corpus';
import { fileSha256 } from '../files/file-digest';
import { readManifest } from '../model/manifest-file';

/**
 * 'test' when the model in `modelDir` was trained on `file` as corpus `corpus`, else undefined (another file, a
 * model trained on none, or a model that cannot be read: loading it says why).
 */
export async function heldOutPartOf(modelDir: string, corpus: string, file: string): Promise<SplitPart | undefined> {
  let trainedOn: string | undefined;
  try {
    trainedOn = readManifest(modelDir).training.corpusFiles?.[corpus];
  } catch {
    return undefined;
  }
  return trainedOn !== undefined && trainedOn === (await fileSha256(file)) ? 'test' : undefined;
}
