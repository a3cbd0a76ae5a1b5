// The schema builders web2text validates with, taken by name from zod. `npm run build` bundles this file with zod
// into dist/zod.js (scripts/build-dist.ts), keeping only what is named here: zod's own entry loads 95 files with
// every locale's messages (≈ 0.1 s of each command's start), the bundle one file (≈ 0.015 s).
// Code imports it as a namespace: `import * as z from '../zod'`.
export {
  array,
  boolean,
  config,
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
