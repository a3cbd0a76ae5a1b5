// Options shared by every command that runs the learned extractor: --model, --backend, --lambda, --favor; and by
// every command that extracts pages (extract, worker): --method, --no-fallback.
import type { Command } from 'commander';
import type { ExtractOptions } from '../inference/extract';
import type { ModelOptions } from '../inference/learned';
import { LEARNED_METHOD_NAME } from '../inference/learned-method';
import { methodDefinition, METHOD_NAMES } from '../inference/registry';
import { BACKEND_NAMES, parseBackendName } from '../model/backend';
import { DEFAULT_FAVOR, FAVORS, isFavor } from '../model/favor';
import { InputError } from '../errors';

export interface ModelCliOptions {
  model?: string;
  backend?: string;
  lambda?: string;
  favor?: string;
  contentFloor?: string;
  repeatedText?: string;
  groupDecision?: string;
  comments?: string;
}

export function addModelOptions(command: Command): Command {
  return command
    .option('--model <dir>', 'model folder (default: the shipped models/default)')
    .option('--backend <name>', `tensor backend: ${BACKEND_NAMES.join(', ')} (default: the fastest that loads; env WEB2TEXT_BACKEND)`)
    .option('--lambda <number>', 'weight of the pairwise terms in Viterbi (default: the λ stored with the model, else 1)')
    .option('--favor <policy>', `${FAVORS.join(' | ')}: keep only what the model is fairly sure of, its own balance, or all but what it is fairly sure is boilerplate (default: balanced)`)
    .option('--content-floor <on|off>', "lower the bar on a page whose content would hold < 10% of its words (default: as the model says; the shipped default: on)")
    .option('--repeated-text <keep|drop>', 'keep or drop the repeats of a passage of 6 or more words already in the content (default: as the model says; the shipped default: drop)')
    .option('--group-decision <on|off>', 'decide each column of a repeated group (the titles of all cards, the texts of all reviews) as one (default: as the model says)')
    .option('--comments <keep|drop>', "keep or drop the reader comments under an article (default: drop; a forum's posts are its body, not comments)");
}

export function modelOptions(opts: ModelCliOptions): ModelOptions {
  let lambda: number | undefined;
  if (opts.lambda !== undefined) {
    lambda = Number(opts.lambda);
    if (!Number.isFinite(lambda) || lambda < 0) throw new InputError(`--lambda must be a number ≥ 0, not "${opts.lambda}"`);
  }
  const favor = opts.favor ?? DEFAULT_FAVOR;
  if (!isFavor(favor)) throw new InputError(`--favor must be ${FAVORS.join(', ')}, not "${opts.favor}"`);
  const contentFloor = parseSwitch(opts.contentFloor, '--content-floor', ['on', 'off'], 'on');
  const dropRepeatedText = parseSwitch(opts.repeatedText, '--repeated-text', ['keep', 'drop'], 'drop');
  const groupDecision = parseSwitch(opts.groupDecision, '--group-decision', ['on', 'off'], 'on');
  const keepComments = parseSwitch(opts.comments, '--comments', ['keep', 'drop'], 'keep');
  return {
    model: opts.model, backend: parseBackendName(opts.backend, '--backend'), lambda, favor,
    ...(contentFloor === undefined ? {} : { contentFloor }),
    ...(dropRepeatedText === undefined ? {} : { dropRepeatedText }),
    ...(groupDecision === undefined ? {} : { groupDecision }),
    ...(keepComments === undefined ? {} : { comments: keepComments ? 'keep' : 'drop' }),
  };
}

/** A two-valued option: whether it says `yes` (one of `values`); undefined when not given. */
function parseSwitch(value: string | undefined, flag: string, values: readonly [string, string], yes: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (!values.includes(value)) throw new InputError(`${flag} must be ${values[0]} or ${values[1]}, not "${value}"`);
  return value === yes;
}

/** A method name of the registry (checked before any input is read). */
export function parseMethod(name: string): string {
  return methodDefinition(name).name;
}

function parseMethods(list: string): string[] {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new InputError('--methods needs at least one method');
  return names.map(parseMethod);
}

export interface ExtractionCliOptions extends ModelCliOptions {
  method: string;
  fallback: boolean;
}

/** --method, --no-fallback and the model options. */
export function addExtractionOptions(command: Command): Command {
  command
    .option('-m, --method <name>', `extraction method: ${METHOD_NAMES.join(', ')}`, 'web2text')
    .option('--no-fallback', 'never fall back to CETD when the learned extractor cannot serve a page');
  return addModelOptions(command);
}

/** The options of the learned method, which another method would silently ignore. */
const LEARNED_METHOD_FLAGS: readonly (readonly [keyof ModelCliOptions, string])[] = [
  ['model', '--model'],
  ['backend', '--backend'],
  ['lambda', '--lambda'],
  ['favor', '--favor'],
  ['contentFloor', '--content-floor'],
  ['repeatedText', '--repeated-text'],
  ['groupDecision', '--group-decision'],
  ['comments', '--comments'],
];

/** The learned method's options given on the command line, as flags. */
function learnedFlagsGiven(opts: ModelCliOptions): string[] {
  return LEARNED_METHOD_FLAGS.filter(([key]) => opts[key] !== undefined).map(([, flag]) => flag);
}

/** Options of the learned method where it does not run (`runs`: what runs instead) would be ignored: refused. */
function refuseLearnedFlags(given: readonly string[], runs: string): void {
  if (given.length > 0) throw new InputError(`${given.join(', ')}: ${given.length === 1 ? 'an option' : 'options'} of the learned method ${LEARNED_METHOD_NAME}, which ${runs} does not use`);
}

export function extractionOptions(opts: ExtractionCliOptions): ExtractOptions {
  const method = parseMethod(opts.method);
  if (method !== LEARNED_METHOD_NAME) refuseLearnedFlags([...learnedFlagsGiven(opts), ...(opts.fallback ? [] : ['--no-fallback'])], `--method ${method}`);
  return { ...modelOptions(opts), method, fallback: opts.fallback };
}

/** The methods of `--methods` (compare, report): the learned method's options are refused when it is not one of them. */
export function parseComparedMethods(list: string, opts: ModelCliOptions): string[] {
  const methods = parseMethods(list);
  if (!methods.includes(LEARNED_METHOD_NAME)) refuseLearnedFlags(learnedFlagsGiven(opts), `--methods ${methods.join(',')}`);
  return methods;
}
