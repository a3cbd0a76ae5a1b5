// The schema builders web2text validates with, taken by name from zod. `npm run build` bundles this file with zod
// into dist/zod.js (scripts/build-dist.ts), keeping only what is named here: zod's own entry loads 95 files with
// every locale's messages (≈ 0.1 s of each command's start), the bundle one file (≈ 0.015 s).
// Code imports it as a namespace: `import * as z from '../zod'`.
import { config } from 'zod';

// Without the code zod would compile for each schema on its first use: web2text checks each schema a few times in a
// process (a model's manifest once), where compiling costs more than it saves (reading the default model's manifest
// 7–9 instead of 14–22 ms).
config({ jitless: true });

export {
  array,
  boolean,
  custom,
  enum,
  instanceof,
  literal,
  number,
  object,
  prettifyError,
  record,
  strictObject,
  string,
  union,
} from 'zod';
export type { infer, ZodObject, ZodType } from 'zod';
