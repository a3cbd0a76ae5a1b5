// A page's lanes: one label per block for the gold (where the page's gold aligns to its blocks) and for each
// method, with the learned model's pContent as a shade; a block is a disagreement when its lanes differ.
import type { PageScoredDetail } from '../eval/score-pages';

export const GOLD_LANE = 'gold';

export interface Lane {
  name: string;
  labels: Uint8Array;
  /** Probability of content per block, where the method gives one (the learned model). */
  shade?: Float32Array;
}

export function pageLanes({ goldLabels, methods }: PageScoredDetail): Lane[] {
  const lanes: Lane[] = goldLabels === undefined ? [] : [{ name: GOLD_LANE, labels: goldLabels }];
  for (const [name, output] of Object.entries(methods)) lanes.push({ name, labels: output.labels, shade: output.pContent });
  return lanes;
}

export function disagrees(lanes: readonly Lane[], block: number): boolean {
  return lanes.some((lane) => lane.labels[block] !== lanes[0].labels[block]);
}

/** The lanes that keep a block (label 1). */
export function keptBy(lanes: readonly Lane[], block: number): string[] {
  return lanes.filter((lane) => lane.labels[block] === 1).map((lane) => lane.name);
}
