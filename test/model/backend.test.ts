import * as tf from '../../src/model/tf';
import { InputError } from '../../src/errors';
import { BACKEND_ENV_VARIABLE, activeBackend, initBackend, parseBackendName } from '../../src/model/backend';

describe('initBackend', () => {
  const savedEnv = process.env[BACKEND_ENV_VARIABLE];
  afterEach(() => {
    if (savedEnv === undefined) delete process.env[BACKEND_ENV_VARIABLE];
    else process.env[BACKEND_ENV_VARIABLE] = savedEnv;
  });

  it('starts the cpu backend without printing the tfjs-node hint anywhere', async () => {
    const warn = jest.spyOn(console, 'warn');
    const log = jest.spyOn(console, 'log');
    const stdout = jest.spyOn(process.stdout, 'write');
    try {
      expect(await initBackend('cpu')).toBe('cpu');
      tf.tidy(() => tf.square(tf.tensor([1, 2])).dataSync());
      expect(warn).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
      expect(stdout).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      log.mockRestore();
      stdout.mockRestore();
    }
  });

  it('uses the requested backend and reports it', async () => {
    expect(await initBackend('wasm')).toBe('wasm');
    expect(tf.getBackend()).toBe('wasm');
    expect(activeBackend()).toBe('wasm');
  });

  it('follows WEB2TEXT_BACKEND when no backend is requested, and the request wins over it', async () => {
    process.env[BACKEND_ENV_VARIABLE] = 'cpu';
    expect(await initBackend()).toBe('cpu');
    expect(tf.getBackend()).toBe('cpu');
    expect(await initBackend('wasm')).toBe('wasm');
  });

  it('rejects an unknown backend name from the env variable or an option', async () => {
    process.env[BACKEND_ENV_VARIABLE] = 'gpu';
    await expect(initBackend()).rejects.toThrow(/WEB2TEXT_BACKEND: unknown backend "gpu"/);
    expect(() => parseBackendName('tpu', '--backend')).toThrow(InputError);
    expect(parseBackendName(undefined, '--backend')).toBeUndefined();
  });

  it('reports a requested tfjs-node backend that cannot load as a user error, not a silent fallback', async () => {
    let nodeInstalled = true;
    try {
      require.resolve('@tensorflow/tfjs-node');
    } catch {
      nodeInstalled = false;
    }
    if (nodeInstalled) {
      expect(await initBackend('node')).toBe('node');
    } else {
      await expect(initBackend('node')).rejects.toThrow(/backend "node" could not be initialised/);
    }
  });
});
