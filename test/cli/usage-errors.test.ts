// A mistyped command line is an input error like any other: one line on stderr naming what is wrong, exit 2.
import { runCli } from './run-cli';

describe('web2text usage errors (CLI)', () => {
  it('an unknown option is one line with the suggestion, exit 2, no help dump', () => {
    const r = runCli(['extract', 'page.html', '--fromat', 'json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("web2text: unknown option '--fromat' (did you mean --format?)\n");
    expect(r.stdout).toBe('');
  });

  it('an unknown command and a missing argument or option value are exit 2, one line each', () => {
    for (const args of [['extrakt'], ['align', 'page.html'], ['extract', '--jobs']]) {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^web2text: (unknown command|missing required argument|option .* argument missing)/);
    }
  });

  it('--help and --version still end with 0', () => {
    expect(runCli(['extract', '--help']).status).toBe(0);
    expect(runCli(['--version']).status).toBe(0);
  });
});
