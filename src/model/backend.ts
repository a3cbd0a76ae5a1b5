// The one place that picks the tensor backend at run time (DESIGN.md "Tensor backend"):
// tfjs-node when it loads, else tfjs-core + wasm, else the pure-JS cpu backend. TensorFlow.js itself loads on the
// first initialisation: the backend names and their parsing are all that option checks need.
import * as path from 'path';
import { BackendError, InputError } from '../errors';
import type * as Tf from './tf';

export const BACKEND_NAMES = ['node', 'wasm', 'cpu'] as const;
export type BackendName = (typeof BACKEND_NAMES)[number];

/** Environment variable that overrides the automatic choice (the `--backend` option wins over it). */
export const BACKEND_ENV_VARIABLE = 'WEB2TEXT_BACKEND';

/** tfjs' own registry name for each of our backend names. */
const TFJS_BACKEND_ID: Record<BackendName, string> = { node: 'tensorflow', wasm: 'wasm', cpu: 'cpu' };

export function isBackendName(value: string): value is BackendName {
  return (BACKEND_NAMES as readonly string[]).includes(value);
}

/** Parses a user-given backend name (option or env variable); undefined/empty means "choose automatically". */
export function parseBackendName(value: string | undefined, source: string): BackendName | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isBackendName(value)) {
    throw new InputError(`${source}: unknown backend "${value}" (expected one of ${BACKEND_NAMES.join(', ')})`);
  }
  return value;
}

function tf(): typeof Tf {
  return require('./tf') as typeof Tf;
}

/** Registers the native backend if @tensorflow/tfjs-node is installed (installed by the user, if at all). */
function loadNodeBackend(): boolean {
  const moduleName = '@tensorflow/tfjs-node';
  try {
    // A computed name keeps TypeScript from requiring the package's types when it is not installed.
    require(moduleName);
    return true;
  } catch {
    return false;
  }
}

let wasmPathsSet = false;
function prepareWasm(): void {
  if (wasmPathsSet) return;
  // The prefix must end with a separator.
  tf().setWasmPaths(tf().WASM_FOLDER + path.sep);
  wasmPathsSet = true;
}

/** tfjs warns on the cpu backend's first use that tfjs-node would be faster; we report the backend ourselves. */
function silenceCpuHint(): void {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    tf().tidy(() => tf().zeros([1]).dataSync());
  } finally {
    console.warn = warn;
  }
}

const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * `start` with the process handlers it adds removed again. The wasm backend's Emscripten module adds handlers of
 * uncaught exceptions and unhandled rejections that rethrow them, so that Node printed the line that threw, the
 * module's whole minified source (38 KB), above any error of a program using the library, and exited with 7.
 * Without them Node ends such a program as it ends any other.
 */
async function withoutAddedProcessHandlers<T>(start: () => Promise<T>): Promise<T> {
  const events: NodeJS.EventEmitter = process;
  const before = PROCESS_EVENTS.map((event) => events.listeners(event));
  try {
    return await start();
  } finally {
    PROCESS_EVENTS.forEach((event, i) => {
      for (const listener of events.listeners(event)) if (!before[i].includes(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    });
  }
}

async function tryBackend(name: BackendName): Promise<boolean> {
  if (name === 'node' && !loadNodeBackend()) return false;
  if (name === 'wasm') prepareWasm();
  try {
    const ok = await withoutAddedProcessHandlers(() => tf().setBackend(TFJS_BACKEND_ID[name]));
    if (!ok) return false;
    await tf().ready();
  } catch {
    return false;
  }
  if (name === 'cpu') silenceCpuHint();
  return true;
}

let active: BackendName | undefined;

/**
 * Initialises the backend: `preferred` (the --backend option), else $WEB2TEXT_BACKEND, else the first of
 * node, wasm, cpu that works. An explicitly requested backend that fails is an error, not a silent fallback.
 * Returns the name in use.
 */
export async function initBackend(preferred?: BackendName): Promise<BackendName> {
  const requested = preferred ?? parseBackendName(process.env[BACKEND_ENV_VARIABLE], BACKEND_ENV_VARIABLE);
  if (requested !== undefined) {
    if (active === requested) return active;
    if (!(await tryBackend(requested))) {
      const hint = requested === 'node' ? ' (is @tensorflow/tfjs-node installed?)' : '';
      throw new BackendError(`backend "${requested}" could not be initialised${hint}`);
    }
    active = requested;
    return active;
  }
  if (active !== undefined) return active;
  for (const name of BACKEND_NAMES) {
    if (await tryBackend(name)) {
      active = name;
      return active;
    }
  }
  throw new BackendError('no tensor backend could be initialised (tried node, wasm, cpu)');
}

/** The backend chosen by initBackend, or undefined before initialisation. */
export function activeBackend(): BackendName | undefined {
  return active;
}
