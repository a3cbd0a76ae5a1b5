// Registry of the heuristic extractors with their paper-default options.
import type { Extractor } from '../extractor';
import { createBte } from './bte';
import { createCetd } from './cetd';
import { createMce } from './mce';
import { createWlr } from './wlr';

export type HeuristicName = 'cetd' | 'mce' | 'wlr' | 'bte';

export const HEURISTIC_NAMES: readonly HeuristicName[] = ['cetd', 'mce', 'wlr', 'bte'];

export const HEURISTICS: Record<HeuristicName, Extractor> = {
  cetd: createCetd(),
  mce: createMce(),
  wlr: createWlr(),
  bte: createBte(),
};

export { createBte, createCetd, createMce, createWlr };
export type { CetdOptions, CetdVariant } from './cetd';
export type { MceOptions } from './mce';
export type { RelevanceFactor, WlrOptions } from './wlr';
